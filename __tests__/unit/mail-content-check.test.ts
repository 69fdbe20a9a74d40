/** @jest-environment node */
// The content check guards data/mails.yaml like every other file: an unknown drink recipe or a
// placeholder the mails cannot fill stops the build with the file, the line and what is expected.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { checkContent, errorsOf, formatProblem } from "../../src/content/check";

const DATA = join(__dirname, "../../data");
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "mails-check-"));
  cpSync(DATA, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function edit(file: string, find: string, replace: string) {
  const path = join(dir, file);
  const text = readFileSync(path, "utf8");
  if (!text.includes(find)) throw new Error(`${file} no longer contains ${find}`);
  writeFileSync(path, text.replace(find, replace));
}
const lineOf = (file: string, text: string) =>
  readFileSync(join(DATA, file), "utf8")
    .split("\n")
    .findIndex((l) => l.includes(text)) + 1;
const mailErrors = async () =>
  errorsOf(await checkContent(dir))
    .filter((p) => p.file.endsWith("mails.yaml") || p.file.endsWith("exercise-days.yaml"))
    .map(formatProblem);

it("accepts the shipped mails.yaml and whole-number minutes", async () => {
  expect(await mailErrors()).toEqual([]);
});

it("names a drink recipe that does not exist", async () => {
  edit("mails.yaml", 'drinkRecipe: "Zitronen-Ingwer-Wasser"', 'drinkRecipe: "Zitronenlimo"');
  const [message, ...rest] = await mailErrors();
  expect(rest).toEqual([]);
  expect(message).toContain(
    `mails.yaml, Zeile ${lineOf("mails.yaml", "drinkRecipe:")}, Mail-Texte: Feld 'drinkRecipe' ist 'Zitronenlimo', aber recipes.yaml hat keinen Eintrag mit title 'Zitronenlimo'; erlaubt sind: Zitronen-Ingwer-Wasser`,
  );
});

it("allows {name} in the mails but rejects a placeholder the mails cannot fill", async () => {
  edit("mails.yaml", 'greeting: "Guten Tag {name},"', 'greeting: "Guten Tag {vorname},"');
  const [message, ...rest] = await mailErrors();
  expect(rest).toEqual([]);
  expect(message).toMatch(
    /mails\.yaml, Zeile \d+, Mail-Texte: unbekannter Platzhalter \{vorname\}; die Website kann einsetzen: \{name\}, \{brand\}/,
  );
});

it("wants the exercise minutes as a whole number", async () => {
  edit("exercise-days.yaml", "minutes: 20", 'minutes: "20 Minuten"');
  const [message] = await mailErrors();
  expect(message).toContain("Feld 'minutes' ist '20 Minuten'; erwartet: eine ganze Zahl");
});
