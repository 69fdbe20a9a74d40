/** @jest-environment node */
// The proof of consent names a version; docs/consent-versions/ keeps each version's words exactly as
// the form showed them. A text changed without a new version would make every stored proof point at
// words the visitor never saw: the content check refuses it (here, and in the browser editor before
// it saves), and the build writes the file of a new version.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { parse } from "yaml";
import { checkContent, errorsOf, formatProblem } from "../../src/content/check";
import { archiveConsentVersions, consentValuesOf } from "../../src/content/consent-archive";
import { editorConsentArchive } from "../../src/cms/editor-files";
import { renderConsent } from "../../src/lib/consent-text";
import { problemsBeforeSave } from "../../src/cms/save-check";
import { yamlContentFormatter } from "../../src/cms/yaml-content-format";

jest.setTimeout(30_000);

const DATA = join(__dirname, "../../data");
const ARCHIVE = join(__dirname, "../../docs/consent-versions");
const mailsText = readFileSync(join(DATA, "mails.yaml"), "utf8");
const mails = parse(mailsText) as {
  consent: { version: string; text: string };
  marketingConsent: { version: string; text: string };
};
const values = consentValuesOf(DATA, {})!;

it.each([
  ["consent", mails.consent],
  ["marketing", mails.marketingConsent],
])("the current %s text is on record word for word, as the form shows it", (kind, { version, text }) => {
  const file = `${kind}-${version}.txt`;
  expect(readdirSync(ARCHIVE)).toContain(file);
  expect(readFileSync(join(ARCHIVE, file), "utf8")).toBe(`${renderConsent(text, values)}\n`);
  // Rendered: the company and the address are in it, no placeholder is left.
  expect(readFileSync(join(ARCHIVE, file), "utf8")).not.toMatch(/\{\w+\}/);
});

/** mails.yaml with the consent's words changed but its version kept. */
const silentlyChanged = mailsText.replace("meine freiwilligen Antworten verarbeitet", "meine Antworten verarbeitet");

describe("a changed consent text under the old version", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "consent-"));
    cpSync(DATA, dir, { recursive: true });
    writeFileSync(join(dir, "mails.yaml"), silentlyChanged);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("stops the content check (and so the build) at the text's line", async () => {
    expect(silentlyChanged).not.toBe(mailsText);
    const errors = errorsOf(await checkContent(dir)).map(formatProblem);
    const line = mailsText.slice(0, mailsText.indexOf("  text:", mailsText.indexOf("consent:"))).split("\n").length;
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `mails\\.yaml, Zeile ${line}, Mail-Texte: Feld 'consent\\.text' ergibt \\(mit den Angaben aus site\\.yaml eingesetzt\\) einen anderen Text als die Fassung '${mails.consent.version}', die schon online war \\(docs/consent-versions/consent-${mails.consent.version}\\.txt\\); ein geänderter Einwilligungstext braucht eine neue Fassung`,
        ),
      ),
    ]);
  });

  it("passes once it has a new version, whose words the build then puts on record", async () => {
    const renamed = silentlyChanged.replace(`version: "${mails.consent.version}"`, 'version: "2099-01-01"');
    writeFileSync(join(dir, "mails.yaml"), renamed);
    try {
      expect(errorsOf(await checkContent(dir))).toEqual([]);
      const written = archiveConsentVersions(dir, {});
      expect(written).toEqual(["docs/consent-versions/consent-2099-01-01.txt"]);
      expect(readFileSync(join(ARCHIVE, "consent-2099-01-01.txt"), "utf8")).toContain("meine Antworten verarbeitet");
      expect(archiveConsentVersions(dir, {})).toEqual([]);
    } finally {
      rmSync(join(ARCHIVE, "consent-2099-01-01.txt"), { force: true });
      writeFileSync(join(dir, "mails.yaml"), silentlyChanged);
    }
  });

  it("is refused by the browser editor before it saves, with the archive bundled into editor.js", () => {
    const previous = process.env.CONSENT_ARCHIVE;
    process.env.CONSENT_ARCHIVE = JSON.stringify(editorConsentArchive());
    try {
      const refused = problemsBeforeSave("data/mails.yaml", mailsText, yamlContentFormatter.fromFile(silentlyChanged));
      expect(refused.join("\n")).toContain("ein geänderter Einwilligungstext braucht eine neue Fassung");
      expect(problemsBeforeSave("data/mails.yaml", mailsText, yamlContentFormatter.fromFile(mailsText))).toEqual([]);
    } finally {
      if (previous === undefined) delete process.env.CONSENT_ARCHIVE;
      else process.env.CONSENT_ARCHIVE = previous;
    }
  });
});
