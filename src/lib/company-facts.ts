// The company facts of data/site.yaml that look real in the shipped defaults (a name, a street in
// Munich, its register court and Bavaria's data protection authority) but are only the template's
// examples. The go-live check names each until the operator confirms it (`confirmed` in site.yaml),
// and names a supervisory authority that cannot be the one for the company's seat (docs/launch.md).

/** The facts the operator confirms, and how the go-live check names them. */
export const CONFIRMABLE_FACTS = ["company", "street", "seat", "registerCourt", "supervisoryAuthority"] as const;
export type ConfirmableFact = (typeof CONFIRMABLE_FACTS)[number];

/** Where each fact sits in site.yaml (a dotted path) and what to check it against. */
export const FACT_SOURCES: Record<ConfirmableFact, { path: string; what: string; checkAgainst: string }> = {
  company: { path: "company", what: "Firmenname", checkAgainst: "Ihrem Handelsregisterauszug" },
  street: { path: "address.street", what: "Straße", checkAgainst: "Ihrer ladungsfähigen Anschrift" },
  seat: { path: "seat", what: "Sitz der Gesellschaft", checkAgainst: "Ihrem Handelsregisterauszug" },
  registerCourt: { path: "registerCourt", what: "Registergericht", checkAgainst: "Ihrem Handelsregisterauszug" },
  supervisoryAuthority: {
    path: "supervisoryAuthority",
    what: "Datenschutz-Aufsichtsbehörde",
    checkAgainst: "dem Bundesland Ihres Sitzes (die Behörde des Landes, in dem die Firma sitzt)",
  },
};

type State = keyof typeof AUTHORITIES;

/**
 * Each state's data protection authority for companies: a word its name always contains, and the
 * name to suggest. (Bavaria has two; companies answer to the Landesamt in Ansbach.)
 */
const AUTHORITIES = {
  "Baden-Württemberg": {
    mark: "Baden-Württemberg",
    name: "Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg",
  },
  Bayern: { mark: "Landesamt für Datenschutzaufsicht", name: "Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)" },
  Berlin: { mark: "Berlin", name: "Berliner Beauftragte für Datenschutz und Informationsfreiheit" },
  Brandenburg: {
    mark: "Brandenburg",
    name: "Landesbeauftragte für den Datenschutz und für das Recht auf Akteneinsicht Brandenburg",
  },
  Bremen: {
    mark: "Bremen",
    name: "Landesbeauftragte für Datenschutz und Informationsfreiheit der Freien Hansestadt Bremen",
  },
  Hamburg: { mark: "Hamburg", name: "Hamburgische Beauftragte für Datenschutz und Informationsfreiheit" },
  Hessen: { mark: "Hessisch", name: "Hessische Beauftragte für Datenschutz und Informationsfreiheit" },
  "Mecklenburg-Vorpommern": {
    mark: "Mecklenburg-Vorpommern",
    name: "Landesbeauftragte für Datenschutz und Informationsfreiheit Mecklenburg-Vorpommern",
  },
  Niedersachsen: { mark: "Niedersachsen", name: "Landesbeauftragte für den Datenschutz Niedersachsen" },
  "Nordrhein-Westfalen": {
    mark: "Nordrhein-Westfalen",
    name: "Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen",
  },
  "Rheinland-Pfalz": {
    mark: "Rheinland-Pfalz",
    name: "Landesbeauftragte für den Datenschutz und die Informationsfreiheit Rheinland-Pfalz",
  },
  Saarland: { mark: "Saarland", name: "Unabhängiges Datenschutzzentrum Saarland" },
  Sachsen: { mark: "Sächsisch", name: "Sächsische Datenschutz- und Transparenzbeauftragte" },
  "Sachsen-Anhalt": { mark: "Sachsen-Anhalt", name: "Landesbeauftragte für den Datenschutz Sachsen-Anhalt" },
  "Schleswig-Holstein": {
    mark: "Schleswig-Holstein",
    name: "Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein",
  },
  Thüringen: {
    mark: "Thüringer",
    name: "Thüringer Landesbeauftragte für den Datenschutz und die Informationsfreiheit",
  },
} as const;

/** Germany's larger cities and every state capital, by state: enough to notice a Munich authority for a Hamburg seat. */
const CITIES: Record<State, readonly string[]> = {
  "Baden-Württemberg": [
    "Stuttgart",
    "Mannheim",
    "Karlsruhe",
    "Freiburg im Breisgau",
    "Freiburg",
    "Heidelberg",
    "Ulm",
    "Heilbronn",
    "Pforzheim",
    "Reutlingen",
  ],
  Bayern: [
    "München",
    "Nürnberg",
    "Augsburg",
    "Regensburg",
    "Ingolstadt",
    "Würzburg",
    "Fürth",
    "Erlangen",
    "Bamberg",
    "Rosenheim",
  ],
  Berlin: ["Berlin"],
  Brandenburg: ["Potsdam", "Cottbus", "Brandenburg an der Havel", "Frankfurt (Oder)"],
  Bremen: ["Bremen", "Bremerhaven"],
  Hamburg: ["Hamburg"],
  Hessen: [
    "Frankfurt am Main",
    "Frankfurt",
    "Wiesbaden",
    "Kassel",
    "Darmstadt",
    "Offenbach am Main",
    "Gießen",
    "Marburg",
    "Fulda",
  ],
  "Mecklenburg-Vorpommern": ["Schwerin", "Rostock", "Neubrandenburg", "Stralsund", "Greifswald"],
  Niedersachsen: [
    "Hannover",
    "Braunschweig",
    "Oldenburg",
    "Osnabrück",
    "Wolfsburg",
    "Göttingen",
    "Hildesheim",
    "Salzgitter",
    "Lüneburg",
  ],
  "Nordrhein-Westfalen": [
    "Köln",
    "Düsseldorf",
    "Dortmund",
    "Essen",
    "Duisburg",
    "Bochum",
    "Wuppertal",
    "Bielefeld",
    "Bonn",
    "Münster",
    "Mönchengladbach",
    "Gelsenkirchen",
    "Aachen",
    "Krefeld",
    "Oberhausen",
    "Hagen",
    "Hamm",
    "Paderborn",
  ],
  "Rheinland-Pfalz": ["Mainz", "Ludwigshafen am Rhein", "Koblenz", "Trier", "Kaiserslautern"],
  Saarland: ["Saarbrücken", "Neunkirchen", "Homburg"],
  Sachsen: ["Dresden", "Leipzig", "Chemnitz", "Zwickau", "Plauen"],
  "Sachsen-Anhalt": ["Magdeburg", "Halle (Saale)", "Halle", "Dessau-Roßlau"],
  "Schleswig-Holstein": ["Kiel", "Lübeck", "Flensburg", "Neumünster"],
  Thüringen: ["Erfurt", "Jena", "Gera", "Weimar", "Gotha"],
};

function stateOf(seat: string): State | undefined {
  const city = seat.trim().toLowerCase();
  return (Object.keys(CITIES) as State[]).find((state) => CITIES[state].some((name) => name.toLowerCase() === city));
}

/**
 * Why the authority cannot be the one for a company seated in `seat`, or undefined (it matches, or
 * the seat is not a city this table knows: then only the operator's confirmation vouches for it).
 */
export function authorityMismatch(seat: string, authority: string): string | undefined {
  const state = stateOf(seat);
  if (!state) return undefined;
  const expected = AUTHORITIES[state];
  if (authority.includes(expected.mark)) return undefined;
  return `passt nicht zum Sitz „${seat.trim()}“ (${state}); zuständig ist dort: ${expected.name}`;
}
