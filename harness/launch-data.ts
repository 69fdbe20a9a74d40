// A copy of data/ as an operator would launch it: every fact of fixtures/go-live/facts.json filled
// in and confirmed (a company seated in Hamburg), every "Stand" current, and no example left:
// no testimonial, no success story, no figure (they are optional; invented ones are never published).
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { MONTHS } from "../src/content/go-live";

const DATA = join(__dirname, "../data");

interface Edit {
  file: string;
  find: string;
  replace: string;
  all?: boolean;
}

export const currentStand = (today = new Date()) => `Stand: ${MONTHS[today.getUTCMonth()]} ${today.getUTCFullYear()}`;

export function launchReadyData(): string {
  const dir = mkdtempSync(join(tmpdir(), "launch-data-"));
  cpSync(DATA, dir, { recursive: true });
  const edits = JSON.parse(readFileSync(join(__dirname, "../__tests__/fixtures/go-live/facts.json"), "utf8")) as Edit[];
  for (const edit of edits) {
    const text = readFileSync(join(dir, edit.file), "utf8");
    if (!text.includes(edit.find)) throw new Error(`facts.json: ${edit.file} no longer contains ${edit.find}`);
    writeFileSync(
      join(dir, edit.file),
      edit.all ? text.split(edit.find).join(edit.replace) : text.replace(edit.find, edit.replace),
    );
  }
  // The examples go, as the go-live check asks: the files stay, empty.
  for (const file of ["testimonials.yaml", "success-stories.yaml"]) writeFileSync(join(dir, file), "[]\n");
  for (const name of readdirSync(dir).filter((file) => file.endsWith(".yaml"))) {
    const text = readFileSync(join(dir, name), "utf8");
    writeFileSync(join(dir, name), text.replace(/Stand: [A-Za-zä]+ \d{4}/g, currentStand()));
  }
  return dir;
}
