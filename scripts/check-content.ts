// `npm run check:content`: checks every file in data/ and lists all problems for editors, in German.
// Exit code 1 when there is an error; warnings are listed but do not fail. What stops a launch is
// the go-live check's list (src/content/go-live.ts), with its lines: both commands give one verdict.
import { readdirSync, readFileSync } from "fs";
import { join, relative, resolve } from "path";
import { checkContent, errorsOf, formatProblem, warningsOf } from "../src/content/check";
import { goLiveFindings } from "../src/content/go-live";
import { CONTENT_DIR } from "../src/lib/site";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function main() {
  const dir = resolve(CONTENT_DIR);
  const problems = await checkContent(dir);
  const errors = errorsOf(problems);
  const warnings = warningsOf(problems).filter((p) => !p.launch);
  const launch = problems.filter((p) => p.launch);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") }));
  const missing = goLiveFindings({ files, dataDir: relative(process.cwd(), dir), env: process.env, today: new Date() });
  const settings = missing.length - launch.length;

  for (const p of errors) console.log(`FEHLER   ${formatProblem(p)}`);
  for (const p of warnings) console.log(`WARNUNG  ${formatProblem(p)}`);
  for (const p of launch) console.log(`FEHLT    ${formatProblem(p)}`);
  const notes = warnings.length ? ` (${count(warnings.length, "Warnung", "Warnungen")} bitte ansehen)` : "";
  if (errors.length > 0)
    console.log(
      `Prüfung fehlgeschlagen: ${count(errors.length, "Fehler muss", "Fehler müssen")} behoben werden, bevor die Website gebaut werden kann.`,
    );
  else if (missing.length === 0)
    console.log(`Prüfung bestanden: ${CONTENT_DIR}/ kann gebaut und veröffentlicht werden${notes}.`);
  else
    console.log(
      `Prüfung bestanden: ${CONTENT_DIR}/ kann gebaut werden${notes}. Veröffentlicht werden darf die Website noch nicht: ` +
        `es ${missing.length === 1 ? "fehlt" : "fehlen"} noch ${count(missing.length, "Angabe", "Angaben")}` +
        (settings > 0
          ? `, davon ${count(settings, "Einstellung", "Einstellungen")} des Servers (npm run go-live-check)`
          : "") +
        ".",
    );
  process.exitCode = errors.length > 0 ? 1 : 0;
}

void main();
