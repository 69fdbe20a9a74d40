/** @jest-environment node */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { checkContent, formatProblem, type Problem } from "../src/content/check";
import { onPreBootstrap } from "../gatsby-node";
import { PAGE_IDS, PAGE_RULES } from "../src/content/schema";

const DATA = join(__dirname, "../data");
const FIXTURES = join(__dirname, "fixtures/content");

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
      if (!text.includes(edit.find)) throw new Error(`Fixture ${fixture}: ${edit.file} no longer contains ${JSON.stringify(edit.find)}`);
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

/** What the editor reads, with the temporary folder shown as data/ and the Impressum placeholders left out. */
async function messagesFor(fixture: string, severity: Problem["severity"] = "error"): Promise<string[]> {
  const dir = dataWith(fixture);
  try {
    return (await checkContent(dir))
      .filter((p) => p.severity === severity && !p.message.includes("PLATZHALTER"))
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

  it("warns about each placeholder the operator still has to fill in, and about nothing else", async () => {
    const warnings = (await checkContent(DATA)).filter((p) => p.severity === "warning").map(formatProblem);
    const placeholders = warnings.map((w) => w.match(/^data\/legal\.yaml, Zeile \d+, Rechtstext '(\w+)': enthält noch den Platzhalter '\[PLATZHALTER: ([^\]]+)\]'/)?.slice(1).join(": "));
    expect(placeholders).toEqual([
      "privacy: Name, Anschrift und Standort des Hosting-Anbieters",
      "privacy: Name, Anschrift und Sitzland des E-Mail-Versanddienstes; bei Sitz außerhalb der EU auch die Grundlage der Übermittlung",
      "terms: Telefonnummer",
      "imprint: Name des Geschäftsführers",
      "imprint: Telefonnummer",
      "imprint: HRB-Nummer",
      "imprint: USt-IdNr.",
      "imprint: Name der inhaltlich verantwortlichen Person",
    ]);
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
    ["a food or drink changing blood sugar", /Blutzucker\w* (langsamer|weniger|etwas)|langsamer ins Blut|Anstieg des Blutzuckers/i],
    ["science as a witness", /Wissenschaft heute bestätigt|Studien (deuten|belegen|zeigen)/i],
    ["reduced medication", /(weniger|keine) (Tabletten|Medikamente) mehr/i],
    ["legal duties sold as a feature", /Datenschutz garantiert|Keine Weitergabe/i],
    ["a translated-sounding claim", /zufriedene Deutsche/i],
    ["health data denied", /keine Gesundheitsdaten/i],
    ["a sign-up nobody made", /Anmeldung/],
  ])("contains no %s", (_what, pattern) => {
    expect(allText.match(pattern)?.[0]).toBeUndefined();
  });
});

describe("broken fixtures", () => {
  it.each([
    ["missing-field", ["data/testimonials.yaml, Zeile 7, Kundenstimme 'Manfred': Feld 'city' fehlt oder ist leer; erwartet: ein Text"]],
    [
      "wrong-type",
      ["data/nutrition-secrets.yaml, Zeile 4, Ernährungsgeheimnis 'Vollkorn statt Weißmehl': Feld 'number' ist 'zwei'; erwartet: eine ganze Zahl"],
    ],
    [
      "missing-image",
      ["data/exercise-days.yaml, Zeile 11, Bewegungstag 'Dienstag': Feld 'image' verweist auf images/dehnen.jpg; diese Datei gibt es nicht in data/"],
    ],
    [
      "duplicate",
      [
        "data/success-stories.yaml, Zeile 6, Erfolgsgeschichte 'home': Feld 'page' wiederholt 'home' aus Zeile 1; dieser Wert darf nur einmal vorkommen",
      ],
    ],
    [
      "unknown-placeholder",
      ["data/next-steps.yaml, Zeile 4, Nächster Schritt 'Fragen?': unbekannter Platzhalter {telefon}; die Website kann einsetzen: {email}, {company}, {street}, {postalCode}, {city}, {address}"],
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
        `data/pages.yaml, Zeile ${lineOf("pages.yaml", "    - key: story\n      heading: \"Eine Erfolgsgeschichte")}, Seite 'movement': Feld 'sections' braucht einen Eintrag mit 'key: week'; diese Seite zeigt diesen Abschnitt`,
      ],
    ],
    [
      "page-missing-cta",
      () => [
        `data/pages.yaml, Zeile ${lineOf("pages.yaml", "- page: thanks")}, Seite 'thanks': Feld 'cta' (die Beschriftung der Schaltfläche der Seite) fehlt; erwartet: ein Text`,
      ],
    ],
    [
      "recipe-too-few-steps",
      () => [
        `data/recipes.yaml, Zeile ${lineOf("recipes.yaml", "    - \"Haferflocken mit Milch")}, Rezept 'Haferbrei mit Beeren und Nüssen': Feld 'steps' hat 2 Punkte; erwartet: 3 bis 8 Punkte, jeder in einer eigenen Zeile mit '- '`,
      ],
    ],
    [
      "privacy-without-host-section",
      () => [
        `data/legal.yaml, Zeile ${lineOf("legal.yaml", "    - heading: \"Verantwortlicher\"")}, Rechtstext 'privacy': Feld 'sections' hat keinen Abschnitt mit 'host: netlify'; die Datenschutzerklärung muss beide Betriebsarten beschreiben (gezeigt wird nur die, für die die Website gebaut wird)`,
      ],
    ],
    [
      "unknown-host",
      () => [`data/site.yaml, Zeile ${lineOf("site.yaml", "host:")}, Website-Einstellungen: Feld 'host' ist 'aws'; erlaubt sind: netlify, self-hosted`],
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
      `data/site.yaml, Zeile ${lineOf("site.yaml", "  guarantee:") + 1}, Website-Einstellungen: Aussage 'guarantee' hat keine 'basis'; ergänzen Sie in einem kurzen Satz, worauf die Zahl beruht (sie steht im Kleingedruckten)`,
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
        check = (jest.requireActual("../gatsby-node") as { onPreBootstrap: typeof onPreBootstrap }).onPreBootstrap;
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
    expect(reporter.panic.mock.calls[0][0]).toMatch(/testimonials\.yaml, Zeile 7, Kundenstimme 'Manfred': Feld 'city' fehlt/);
  });

  it("goes on with warnings", async () => {
    const reporter = await bootstrapWith("small-image");
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.warn.mock.calls.map((c) => c[0]).join("\n")).toContain("ist 300 px breit");
  });
});
