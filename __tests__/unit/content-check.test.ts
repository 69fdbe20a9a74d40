/** @jest-environment node */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { checkContent, formatProblem, type Problem } from "../../src/content/check";
import { onPreBootstrap } from "../../gatsby-node";
import { PAGE_IDS, PAGE_RULES } from "../../src/content/collections/pages";

// The Gatsby build tests load gatsby-node.ts and all it imports afresh; on a cold cache, next to the
// other test lanes, that has taken longer than Jest's default 5 s.
jest.setTimeout(60_000);

const DATA = join(__dirname, "../../data");
const FIXTURES = join(__dirname, "../fixtures/content");

/** A text replacement in one data file; fixtures use it where a whole copy would go stale as data/ changes. */
interface Edit {
  file: string;
  find: string;
  replace: string;
  all?: boolean;
}

/**
 * A copy of data/ with the fixture's files laid over it and its edits.json applied, so each case
 * breaks exactly one thing.
 */
function dataWith(fixture: string): string {
  const dir = mkdtempSync(join(tmpdir(), `content-${fixture}-`));
  cpSync(DATA, dir, { recursive: true });
  const editsFile = join(FIXTURES, fixture, "edits.json");
  cpSync(join(FIXTURES, fixture), dir, { recursive: true, filter: (source) => source !== editsFile });
  if (existsSync(editsFile)) {
    for (const edit of JSON.parse(readFileSync(editsFile, "utf8")) as Edit[]) {
      const path = join(dir, edit.file);
      const text = readFileSync(path, "utf8");
      if (!text.includes(edit.find))
        throw new Error(`Fixture ${fixture}: ${edit.file} no longer contains ${JSON.stringify(edit.find)}`);
      writeFileSync(path, edit.all ? text.split(edit.find).join(edit.replace) : text.replace(edit.find, edit.replace));
    }
  }
  return dir;
}

/** The line of the first occurrence of `text` in a data file, so expectations survive edits above it. */
function lineOf(file: string, text: string): number {
  const index = readFileSync(join(DATA, file), "utf8").indexOf(text);
  if (index < 0) throw new Error(`${file} does not contain ${JSON.stringify(text)}`);
  return readFileSync(join(DATA, file), "utf8").slice(0, index).split("\n").length;
}

/** What the editor reads, with the temporary folder shown as data/; what stops a launch is go-live.test.ts's. */
async function messagesFor(fixture: string, severity: Problem["severity"] = "error"): Promise<string[]> {
  const dir = dataWith(fixture);
  try {
    return (await checkContent(dir))
      .filter((p) => p.severity === severity && !p.launch)
      .map((p) => formatProblem({ ...p, file: `data/${p.file.split("/").pop()}` }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the shipped content", () => {
  it("has no errors", async () => {
    const errors = (await checkContent(DATA)).filter((p) => p.severity === "error");
    expect(errors.map(formatProblem)).toEqual([]);
  });

  it("warns about nothing but what stops a launch, and that is the go-live check's list (go-live.test.ts)", async () => {
    const warnings = (await checkContent(DATA)).filter((p) => p.severity === "warning");
    expect(warnings.filter((p) => !p.launch).map(formatProblem)).toEqual([]);
    expect(warnings.filter((p) => p.launch).length).toBeGreaterThan(0);
  });
});

describe("health and advertising wording (HWG, UWG) in the shipped content", () => {
  const allText = readdirSync(DATA)
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => readFileSync(join(DATA, file), "utf8").replace(/\s+/g, " "))
    .join("\n");

  it.each([
    ["a satisfied doctor as a result", /(Hausarzt|Hausärztin|Arzt)\w* (war )?(mit [\wäöü ]+ )?zufrieden/i],
    ["lab values as a result", /(Werte|Blutzuckerwerte) (waren|sind) (besser|gesunken|normal)/i],
    [
      "a food or drink changing blood sugar",
      /Blutzucker\w* (langsamer|weniger|etwas)|langsamer ins Blut|Anstieg des Blutzuckers/i,
    ],
    ["science as a witness", /Wissenschaft heute bestätigt|Studien (deuten|belegen|zeigen)/i],
    ["reduced medication", /(weniger|keine) (Tabletten|Medikamente) mehr/i],
    [
      "legal duties sold as a feature",
      /Datenschutz garantiert|Keine Weitergabe|SSL-verschlüsselt|Datenschutz nach DSGVO/i,
    ],
    ["an effect on values promised", /Blutzuckerwerte natürlich|bei erhöhten Blutzuckerwerten unterstützt/i],
    ["a hint that no medicine is needed", /keine teuren Mittel/i],
    ["proof words", /bewährt|Geheimnis/i],
    ["a satiety claim", /\bsatt\b|sättig/i],
    [
      "the drink linked to blood sugar",
      /(Zitrone|Getränk|Ingwer)[^.]*Blutzucker|Blutzucker[^.]*(Zitrone|Getränk|Ingwer)/i,
    ],
    ["an audience other than men over 60", /ab 50|im besten Alter/i],
    ["vague wording older readers stumble on", /gesunde Lebensweise|Öffnungszeiten|Wie aktiv sind Sie heute/i],
    ["a part the plan does not contain", /Einkaufsliste/i],
    ["a delivery time other than 24 hours", /wenigen? Minuten|schicken wir ihn Ihnen sofort/i],
    ["a translated-sounding claim", /zufriedene Deutsche/i],
    ["health data denied", /keine Gesundheitsdaten/i],
    ["a sign-up nobody made", /Anmeldung/],
  ])("contains no %s", (_what, pattern) => {
    expect(allText.match(pattern)?.[0]).toBeUndefined();
  });
});

describe("broken fixtures", () => {
  it.each([
    [
      "missing-field",
      ["data/testimonials.yaml, Zeile 7, Kundenstimme 'Manfred': Feld 'city' fehlt oder ist leer; erwartet: ein Text"],
    ],
    [
      "wrong-type",
      [
        "data/nutrition-secrets.yaml, Zeile 4, Ernährungsgeheimnis 'Vollkorn statt Weißmehl': Feld 'number' ist 'zwei'; erwartet: eine ganze Zahl",
      ],
    ],
    [
      "missing-image",
      [
        "data/exercise-days.yaml, Zeile 11, Bewegungstag 'Dienstag': Feld 'image' verweist auf images/dehnen.jpg; diese Datei gibt es nicht in data/",
      ],
    ],
    [
      "duplicate",
      [
        `data/faq.yaml, Zeile ${lineOf("faq.yaml", '- question: "Was kostet das')}, Frage 'Ersetzt das Programm meine Medikamente?': Feld 'question' wiederholt 'Ersetzt das Programm meine Medikamente?' aus Zeile ${lineOf("faq.yaml", "- question:")}; dieser Wert darf nur einmal vorkommen`,
      ],
    ],
    [
      "unknown-placeholder",
      [
        "data/next-steps.yaml, Zeile 4, Nächster Schritt 'Fragen?': unbekannter Platzhalter {telefon}; die Website kann einsetzen: {email}, {phone}, {company}, {seat}, {registerCourt}, {registerNumber}, {managingDirectors}, {street}, {postalCode}, {city}, {address}, {supervisoryAuthority}, {confirmationsPerAddress}, {confirmationsPerDomain}, {planRetentionDays}, {marketingRetentionYears}",
      ],
    ],
    [
      "bad-indentation",
      [
        "data/expectations.yaml, Zeile 3: hier steht ein Doppelpunkt, wo ein Text erwartet wird: entweder ist die nächste Zeile zu weit eingerückt " +
          "(die Felder eines Eintrags beginnen in derselben Spalte) oder ein Text mit ': ' steht nicht in Anführungszeichen",
      ],
    ],
  ])("%s: exactly the expected error", async (fixture, expected) => {
    expect(await messagesFor(fixture)).toEqual(expected);
  });
});

describe("rules about whole entries, each with its own fixture", () => {
  it.each([
    [
      "page-missing-section",
      () => [
        `data/pages.yaml, Zeile ${lineOf("pages.yaml", '    - key: story\n      heading: "Eine Erfolgsgeschichte')}, Seite 'movement': Feld 'sections' braucht einen Eintrag mit 'key: week'; diese Seite zeigt diesen Abschnitt`,
      ],
    ],
    [
      "page-missing-cta",
      () => [
        `data/pages.yaml, Zeile ${lineOf("pages.yaml", "- page: thanks")}, Seite 'thanks': Feld 'cta' (die Beschriftung der Schaltfläche der Seite) fehlt; erwartet: ein Text`,
      ],
    ],
    [
      "page-missing-link-label",
      () => [
        `data/pages.yaml, Zeile ${lineOf("pages.yaml", "- page: imprint")}, Seite 'imprint': Feld 'linkLabel' (der Name der Seite im Menü oder in der Fußzeile) fehlt; erwartet: ein Text`,
      ],
    ],
    [
      "recipe-too-few-steps",
      () => [
        `data/recipes.yaml, Zeile ${lineOf("recipes.yaml", '    - "Haferflocken mit der Milch')}, Rezept 'Haferbrei mit Beeren und Nüssen': Feld 'steps' hat 2 Punkte; erwartet: 3 bis 8 Punkte, jeder in einer eigenen Zeile mit '- '`,
      ],
    ],
    [
      "privacy-without-host-section",
      () => [
        `data/legal.yaml, Zeile ${lineOf("legal.yaml", '    - heading: "Verantwortlicher"')}, Rechtstext 'privacy': Feld 'sections' hat keinen Abschnitt mit 'host: netlify'; die Datenschutzerklärung muss beide Betriebsarten beschreiben (gezeigt wird nur die, für die die Website gebaut wird)`,
      ],
    ],
    [
      "unknown-host",
      () => [
        `data/site.yaml, Zeile ${lineOf("site.yaml", "host:")}, Website-Einstellungen: Feld 'host' ist 'aws'; erlaubt sind: netlify, self-hosted`,
      ],
    ],
  ])("%s", async (fixture, expected) => {
    expect(await messagesFor(fixture)).toEqual(expected());
  });

  it("every page rule of the schema names a page that exists", () => {
    for (const page of Object.keys(PAGE_RULES)) expect(PAGE_IDS).toContain(page);
  });
});

describe("warnings, which do not fail", () => {
  it("a claim without its basis (shown in small print)", async () => {
    expect(await messagesFor("claim-without-basis", "error")).toEqual([]);
    expect(await messagesFor("claim-without-basis", "warning")).toEqual([
      `data/site.yaml, Zeile ${lineOf("site.yaml", "disclaimer:") + 1}, Website-Einstellungen: Kennzahl '1.200' hat keine 'basis'; ergänzen Sie in einem kurzen Satz, worauf die Zahl beruht (sie steht im Kleingedruckten)`,
    ]);
  });

  it("an image too small for the largest srcset width", async () => {
    expect(await messagesFor("small-image", "error")).toEqual([]);
    expect(await messagesFor("small-image", "warning")).toEqual([
      "data/exercise-days.yaml, Zeile 8, Bewegungstag 'Montag': Bild images/exercise-montag.jpg ist 300 px breit; mit mindestens 1200 px bleibt es auf großen und hochauflösenden Bildschirmen scharf",
    ]);
  });

  it("an image without alt text", async () => {
    expect(await messagesFor("missing-alt", "error")).toEqual([]);
    expect(await messagesFor("missing-alt", "warning")).toEqual([
      "data/exercise-days.yaml, Zeile 11, Bewegungstag 'Dienstag': Feld 'imageAlt' ist leer; erwartet: eine kurze Beschreibung des Bildes für Menschen, die es nicht sehen können",
    ]);
  });
});

describe("the Gatsby build", () => {
  async function bootstrapWith(fixture: string) {
    const dir = dataWith(fixture);
    const previous = process.env.CONTENT_DIR;
    const reporter = { panic: jest.fn(), warn: jest.fn() };
    try {
      let check: typeof onPreBootstrap;
      jest.isolateModules(() => {
        process.env.CONTENT_DIR = dir;
        check = jest.requireActual<{ onPreBootstrap: typeof onPreBootstrap }>("../../gatsby-node").onPreBootstrap;
      });
      await check!({ reporter } as never, {} as never, () => undefined);
    } finally {
      process.env.CONTENT_DIR = previous;
      rmSync(dir, { recursive: true, force: true });
    }
    return reporter;
  }

  it("stops before bootstrap, naming file, entry and field", async () => {
    const reporter = await bootstrapWith("missing-field");
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    expect(reporter.panic.mock.calls[0][0]).toMatch(
      /testimonials\.yaml, Zeile 7, Kundenstimme 'Manfred': Feld 'city' fehlt/,
    );
  });

  it("goes on with warnings", async () => {
    const reporter = await bootstrapWith("small-image");
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.warn.mock.calls.map((c) => c[0]).join("\n")).toContain("ist 300 px breit");
  });
});

/** A copy of data/ changed by `change`, checked; the temporary folder shown as data/. */
async function checkAfter(change: (dir: string) => void, severity: Problem["severity"] = "error"): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "content-edit-"));
  cpSync(DATA, dir, { recursive: true });
  try {
    change(dir);
    return (await checkContent(dir))
      .filter((p) => p.severity === severity && !p.launch)
      .map((p) => formatProblem({ ...p, file: `data/${p.file.split("/").pop()}` }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Replaces the first `find` in a data file of the copy (the test fails loudly if data/ changed). */
function replaceIn(dir: string, file: string, find: string | RegExp, replace: string): void {
  const path = join(dir, file);
  const text = readFileSync(path, "utf8");
  if (!(typeof find === "string" ? text.includes(find) : find.test(text)))
    throw new Error(`${file} no longer contains ${find}`);
  writeFileSync(path, text.replace(find, replace));
}

/** What the check says once the last recipe (the only quick dish without milk) is gone. */
const NO_QUICK_DISH_WITHOUT_MILK =
  "Wer 'milch' nicht isst, findet nur 0 Rezept(e) mit 'course: schnell'; der Plan braucht mindestens 1 (ein Rezept ohne diese Zutaten in 'contains' ergänzen)";

/** The text of data/recipes.yaml without its last recipe. */
const withoutLastRecipe = (dir: string) => {
  const text = readFileSync(join(dir, "recipes.yaml"), "utf8");
  writeFileSync(join(dir, "recipes.yaml"), text.slice(0, text.lastIndexOf("\n- title:") + 1));
};

describe("each rule of the check, with the exact German message", () => {
  it("a deleted recipe the plan needs: who would be left without a quick dish", async () => {
    expect(await checkAfter(withoutLastRecipe)).toEqual([
      `data/recipes.yaml, Zeile ${lineOf("recipes.yaml", "- title:")}, Rezept: ${NO_QUICK_DISH_WITHOUT_MILK}`,
    ]);
  });

  it("a lunch or dinner with too little protein, computed from its ingredients", async () => {
    const messages = await checkAfter((dir) =>
      replaceIn(
        dir,
        "recipes.yaml",
        '      name: "rote Linsen"\n      section: "vorrat"\n      protein: 24',
        '      name: "rote Linsen"\n      section: "vorrat"\n      protein: 2',
      ),
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^data\/recipes\.yaml, Zeile \d+, Rezept 'Bunter Gemüseeintopf': Das Gericht hat etwa 13 g Eiweiß pro Portion; ein Mittag- oder Abendessen im Plan braucht mindestens 20 g/,
      ),
    ]);
  });

  it("an ingredient of a plan recipe without its protein", async () => {
    const messages = await checkAfter((dir) =>
      replaceIn(dir, "recipes.yaml", '      section: "vorrat"\n      protein: 13.5\n', '      section: "vorrat"\n'),
    );
    expect(messages).toEqual([
      `data/recipes.yaml, Zeile ${lineOf("recipes.yaml", 'name: "kernige Haferflocken"') - 2}, Rezept 'Haferbrei mit Beeren und Nüssen': Zutat 'kernige Haferflocken' hat eine Menge, aber kein Feld 'protein' (Eiweiß in Gramm je 100 g bzw. 100 ml, sonst je Stück, Scheibe, EL, Dose oder Bund; 0 für Öl und Gewürze); der Plan rechnet damit das Eiweiß pro Portion aus`,
    ]);
  });

  it("an ingredient with two units in two recipes: it would be two lines on the shopping list", async () => {
    const messages = await checkAfter((dir) =>
      replaceIn(
        dir,
        "recipes.yaml",
        '    - amount: 4\n      unit: "Scheiben"\n      name: "Vollkornbrot"',
        '    - amount: 200\n      unit: "g"\n      name: "Vollkornbrot"',
      ),
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^data\/recipes\.yaml, Zeile \d+, Rezept 'Kräuterquark mit Leinöl und Vollkornbrot': Zutat 'Vollkornbrot' steht im Rezept 'Vollkornbrot mit Ei und Tomate' mit Einheit 'Scheiben', hier mit 'g'; für eine Zeile auf dem Einkaufszettel braucht sie überall dieselbe$/,
      ),
    ]);
  });

  it("a plan that starts a man who sits all day at more than 90 minutes", async () => {
    const messages = await checkAfter((dir) => replaceIn(dir, "plan.yaml", "      wenig: 60\n", "      wenig: 95\n"));
    const line = lineOf("plan.yaml", "weeks:") + 1;
    expect(messages).toEqual([
      `data/plan.yaml, Zeile ${line}, 4-Wochen-Plan: Minuten für 'wenig': keine Woche darf weniger haben als die davor`,
      `data/plan.yaml, Zeile ${line}, 4-Wochen-Plan: Minuten für 'wenig': Woche 1 höchstens 90 (sanfter Beginn für alle, die meist sitzen), gefunden: 95`,
    ]);
  });

  it("a recipe that contains a food nobody can leave out (the plan's question)", async () => {
    const messages = await checkAfter((dir) =>
      replaceIn(dir, "recipes.yaml", '  contains:\n    - "fisch"', '  contains:\n    - "krabben"'),
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^data\/recipes\.yaml, Zeile \d+, Rezept 'Ofenlachs mit Zitrone und Brokkoli': Feld 'contains' nennt 'krabben'; erlaubt sind: fisch, schwein, fleisch, milch, nuesse$/,
      ),
    ]);
  });

  it("an ingredient in a shop section the shopping list does not have", async () => {
    const messages = await checkAfter((dir) =>
      replaceIn(
        dir,
        "recipes.yaml",
        'name: "Lachsfilet"\n      note: "2 Stücke"\n      section: "fleischFisch"',
        'name: "Lachsfilet"\n      note: "2 Stücke"\n      section: "tiefkuehl"',
      ),
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^data\/recipes\.yaml, Zeile \d+, Rezept 'Ofenlachs mit Zitrone und Brokkoli': Feld 'ingredients\[1\]\.section' ist 'tiefkuehl'; erlaubt sind: obstGemuese, kuehlregal, fleischFisch, brot, vorrat, gewuerze$/,
      ),
    ]);
  });

  it("an outdoor activity of the plan without its rain alternative", async () => {
    const messages = await checkAfter((dir) =>
      replaceIn(
        dir,
        "plan.yaml",
        / {4}alternative: >-\n {6}Bei Regen, Dunkelheit oder Glätte: auf dem Heimtrainer[^\n]*\n[^\n]*\n/,
        "",
      ),
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^data\/plan\.yaml, Zeile \d+, 4-Wochen-Plan: Die Übung mit 'like: radfahren' findet draußen oder im Bad statt und braucht eine 'alternative'/,
      ),
    ]);
  });

  it("an unknown field, with the known ones", async () => {
    expect(
      await checkAfter((dir) => replaceIn(dir, "benefits.yaml", "- icon: plate\n", "- icon: plate\n  farbe: rot\n")),
    ).toEqual([
      `data/benefits.yaml, Zeile ${lineOf("benefits.yaml", "- icon: plate") + 1}, Vorteil '${benefitTitle(2)}': unbekanntes Feld 'farbe'; bekannte Felder: icon, title, text`,
    ]);
  });

  it("a missing file", async () => {
    expect(await checkAfter((dir) => rmSync(join(dir, "expectations.yaml")))).toEqual([
      "data/expectations.yaml: die Datei fehlt; erwartet: eine Liste von Einträgen (jeder beginnt mit '- ')",
    ]);
  });

  it("an e-mail address that is none", async () => {
    expect(
      await checkAfter((dir) =>
        replaceIn(dir, "site.yaml", 'email: "kontakt@zitronen-vital.de"', 'email: "kontakt(at)zitronen-vital.de"'),
      ),
    ).toEqual([
      `data/site.yaml, Zeile ${lineOf("site.yaml", "email:")}, Website-Einstellungen: Feld 'email' ist 'kontakt(at)zitronen-vital.de', das ist keine E-Mail-Adresse; erwartet: eine Adresse wie kontakt@beispiel.de`,
      // The consent text names the address: with another one it is another text (consent-versions.test.ts).
      expect.stringMatching(/^data\/mails\.yaml, Zeile \d+, Mail-Texte: Feld 'consent\.text' ergibt/),
    ]);
  });

  it("a value outside the allowed choices", async () => {
    expect(await checkAfter((dir) => replaceIn(dir, "benefits.yaml", "- icon: plate", "- icon: sun"))).toEqual([
      `data/benefits.yaml, Zeile ${lineOf("benefits.yaml", "- icon: plate")}, Vorteil '${benefitTitle(2)}': Feld 'icon' ist 'sun'; erlaubt sind: lemon, plate, walk`,
    ]);
  });

  it("a number outside its range", async () => {
    expect(await checkAfter((dir) => replaceIn(dir, "testimonials.yaml", "  age: 72\n", "  age: 150\n"))).toEqual([
      `data/testimonials.yaml, Zeile ${lineOf("testimonials.yaml", "  age: 72")}, Kundenstimme 'Werner': Feld 'age' ist 150; erwartet: eine ganze Zahl von 18 bis 120`,
    ]);
  });

  it("an image file that is not an image", async () => {
    expect(await checkAfter((dir) => writeFileSync(join(dir, "images/exercise-montag.jpg"), "kein Bild"))).toEqual([
      `data/exercise-days.yaml, Zeile ${lineOf("exercise-days.yaml", "image: images/exercise-montag.jpg")}, Bewegungstag 'Montag': Feld 'image' verweist auf images/exercise-montag.jpg; das ist kein lesbares Bild (erwartet: JPEG, PNG oder WebP)`,
    ]);
  });

  it("two broken files in one run: both reported", async () => {
    const messages = await checkAfter((dir) => {
      withoutLastRecipe(dir);
      replaceIn(dir, "testimonials.yaml", '  city: "Dortmund"\n', "");
    });
    expect(messages).toEqual([
      `data/testimonials.yaml, Zeile ${lineOf("testimonials.yaml", '- name: "Werner"')}, Kundenstimme 'Werner': Feld 'city' fehlt oder ist leer; erwartet: ein Text`,
      `data/recipes.yaml, Zeile ${lineOf("recipes.yaml", "- title:")}, Rezept: ${NO_QUICK_DISH_WITHOUT_MILK}`,
    ]);
  });
});

describe("YAML slips, in German, without hiding the file's other problems", () => {
  const werner = lineOf("testimonials.yaml", '- name: "Werner"');

  it("a tab used for indentation says Tabulator", async () => {
    const messages = await checkAfter((dir) =>
      replaceIn(dir, "testimonials.yaml", '  city: "Dortmund"', '\tcity: "Dortmund"'),
    );
    expect(messages[0]).toBe(
      `data/testimonials.yaml, Zeile ${werner + 1}: die Zeile ist mit einem Tabulator eingerückt; YAML erlaubt zum Einrücken nur Leerzeichen (ersetzen Sie den Tabulator durch Leerzeichen)`,
    );
  });

  it("an entry without '- ' says so", async () => {
    const messages = await checkAfter((dir) =>
      replaceIn(dir, "testimonials.yaml", '- name: "Werner"', 'name: "Werner"'),
    );
    expect(messages[0]).toBe(
      `data/testimonials.yaml, Zeile ${werner}: hier beginnt ein Eintrag ohne '- ' am Zeilenanfang; jeder Eintrag der Liste beginnt mit einem Bindestrich und einem Leerzeichen`,
    );
  });

  it("an indented entry without '- ' (the fields repeat) says so", async () => {
    const messages = await checkAfter((dir) =>
      replaceIn(dir, "testimonials.yaml", '- name: "Werner"', '  name: "Werner"'),
    );
    expect(messages).toEqual([
      `data/testimonials.yaml, Zeile ${werner}: das Feld 'name' steht zweimal im selben Eintrag; soll hier ein neuer Eintrag beginnen, fehlt am Anfang seiner ersten Zeile '- '`,
    ]);
  });

  it("a syntax error and a wrong value in another entry of the same file are both reported", async () => {
    const messages = await checkAfter((dir) => {
      replaceIn(dir, "testimonials.yaml", '  city: "Dortmund"', '     city: "Dortmund"');
      replaceIn(dir, "testimonials.yaml", "  age: 63\n", "  age: 7\n");
    });
    expect(messages).toEqual([
      expect.stringMatching(new RegExp(`^data/testimonials\\.yaml, Zeile ${werner + 1}: die Einrückung`)),
      `data/testimonials.yaml, Zeile ${lineOf("testimonials.yaml", "  age: 63")}, Kundenstimme '${testimonialName(5)}': Feld 'age' ist 7; erwartet: eine ganze Zahl von 18 bis 120`,
    ]);
  });

  it("in a file of settings, a slip in one field does not hide a wrong value in another", async () => {
    const messages = await checkAfter((dir) => {
      replaceIn(dir, "site.yaml", '  city: "München"', '     city: "München"');
      replaceIn(dir, "site.yaml", 'host: "self-hosted"', 'host: "aws"');
    });
    expect(messages).toEqual([
      `data/site.yaml, Zeile ${lineOf("site.yaml", '  city: "München"')}: die Einrückung dieser Zeile passt nicht zu den Zeilen darüber; die Felder eines Eintrags beginnen in derselben Spalte`,
      `data/site.yaml, Zeile ${lineOf("site.yaml", "host:")}, Website-Einstellungen: Feld 'host' ist 'aws'; erlaubt sind: netlify, self-hosted`,
    ]);
  });

  it("two separate slips in one file are two messages", async () => {
    const messages = await checkAfter((dir) => {
      replaceIn(
        dir,
        "recipes.yaml",
        '- title: "Haferbrei mit Beeren und Nüssen"\n  ',
        '- title: "Haferbrei mit Beeren und Nüssen"\n     ',
      );
      replaceIn(
        dir,
        "recipes.yaml",
        '- title: "Bunter Gemüseeintopf"',
        '- title: "Bunter Gemüseeintopf"\n  title: "Eintopf"',
      );
    });
    const haferbrei = lineOf("recipes.yaml", '- title: "Haferbrei');
    const eintopf = lineOf("recipes.yaml", '- title: "Bunter Gemüseeintopf"');
    expect(messages).toEqual([
      `data/recipes.yaml, Zeile ${haferbrei + 1}: die Einrückung dieser Zeile passt nicht zu den Zeilen darüber; die Felder eines Eintrags beginnen in derselben Spalte`,
      `data/recipes.yaml, Zeile ${eintopf + 1}: das Feld 'title' steht zweimal im selben Eintrag; soll hier ein neuer Eintrag beginnen, fehlt am Anfang seiner ersten Zeile '- '`,
    ]);
  });
});

function benefitTitle(n: number): string {
  return [...readFileSync(join(DATA, "benefits.yaml"), "utf8").matchAll(/^ {2}title: "?([^"\n]+)"?$/gm)][n - 1][1];
}
function testimonialName(n: number): string {
  return [...readFileSync(join(DATA, "testimonials.yaml"), "utf8").matchAll(/^- name: "([^"]+)"/gm)][n - 1][1];
}
