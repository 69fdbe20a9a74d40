// The proof of consent names a version; the repository keeps each version's exact text
// (docs/consent-versions/<kind>-<version>.txt). A text changed without a new version would make
// every stored proof point at words the visitor never saw.
import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import { parse } from "yaml";

const DIR = join(__dirname, "../docs/consent-versions");
const mails = parse(readFileSync(join(__dirname, "../data/mails.yaml"), "utf8")) as {
  consent: { version: string; text: string };
  marketingConsent: { version: string; text: string };
};

it.each([
  ["consent", mails.consent],
  ["marketing", mails.marketingConsent],
])("the %s text of data/mails.yaml is kept word for word under its version", (kind, { version, text }) => {
  const file = `${kind}-${version}.txt`;
  expect(readdirSync(DIR)).toContain(file);
  expect(readFileSync(join(DIR, file), "utf8").trimEnd()).toBe(text);
});
