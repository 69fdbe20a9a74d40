// The fixed interface words of the site: labels around the editors' content that are part of the
// design, not of the content (the content itself comes from data/*.yaml). One place for the
// browser, the self-hosted server's own pages and the tests.

const NBSP = "\u00a0";

export const UI_TEXT = {
  /** The hidden honeypot field's label (the browser's form and the server's 422 page). */
  honeypotLabel: "Bitte dieses Feld leer lassen",
  /** The link back home on the server's error pages. */
  homeLink: "Zur Startseite",
  /** Before the contact e-mail and the phone number (footer, contact page). */
  emailLead: "E-Mail: ",
  phoneLead: "Telefon: ",
  /** Under the landing page's heading: who is behind the site and who checked its content. */
  origin: {
    offeredBy: (company: string, seat: string) => `Ein Angebot der ${company}, ${seat}.`,
    reviewedBy: (by: string, date: string) => `Fachlich geprüft von ${by} am ${date}.`,
  },
  header: { menuOpen: "Menü", menuClose: "Schließen", menuLabel: "Hauptmenü" },
  footer: {
    badgesLabel: "Gut zu wissen",
    disclaimerLead: "Wichtiger Hinweis: ",
    pagesHeading: "Seiten",
    legalHeading: "Rechtliches",
    contactHeading: "Kontakt",
    aboutLink: "Über uns",
  },
  recipe: { ingredientsHeading: "Zutaten" },
  /** Under an e-mail field with a likely typo: "Meinten Sie [klaus@web.de]?", the address a button. */
  suggestion: { before: "Meinten Sie ", after: "?" },
  testimonials: { more: (count: number) => `${count} weitere Erfahrungsberichte lesen` },
  claims: { basisSummary: "Worauf die Angabe beruht" },
  /** The lead form's thank-you page: where the confirmation mail went and how to recognise it. */
  thanks: {
    sentToLead: "Die E-Mail ging an ",
    /** Without JavaScript the page cannot know the address (it travels only in the URL's fragment). */
    unknownAddress: "die Adresse, die Sie eingegeben haben",
    sender: "Absender: ",
    subject: "Betreff: ",
  },
  /** The mark on an example entry (example: true in data/); only previews can show one. */
  example: {
    label: "Beispiel",
    title: "Erfundenes Beispiel: wird so nicht veröffentlicht",
  },
} as const;

/** "Dauer: 20 Minuten" on a day of the weekly movement plan. */
export const dayDuration = (minutes: number) => `Dauer: ${minutes} Minuten`;

/** "25 Minuten · 2 Portionen" under a recipe's title. */
export const recipeMeta = (minutes: number, servings: number) =>
  `${minutes}${NBSP}Minuten · ${servingsLabel(servings)}`;

/** "2 Portionen": also the recipe's `recipeYield` in its JSON-LD. */
export const servingsLabel = (servings: number) => `${servings}${NBSP}${servings === 1 ? "Portion" : "Portionen"}`;

/** The summary of a recipe's preparation steps. */
export const stepsSummary = (steps: number) => `Zubereitung in ${steps}${NBSP}Schritten`;

/** "Manfred, 64 Jahre, aus Köln" under a testimonial or a success story (the age may be left out). */
export const personLine = ({ name, age, city }: { name: string; age: number | null; city: string }) =>
  `${name}${age ? `, ${age} Jahre` : ""}, aus ${city}`;
