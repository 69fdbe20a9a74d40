// `npm run check:content`: checks every file in data/ and lists all problems for editors, in German.
// Exit code 1 when there is an error; warnings are listed but do not fail.
import { resolve } from "path";
import { checkContent, errorsOf, formatProblem, warningsOf } from "../src/content/check";
import { CONTENT_DIR } from "../src/lib/site";

async function main() {
  const problems = await checkContent(resolve(CONTENT_DIR));
  const errors = errorsOf(problems);
  const warnings = warningsOf(problems);
  for (const p of errors) console.log(`FEHLER   ${formatProblem(p)}`);
  for (const p of warnings) console.log(`WARNUNG  ${formatProblem(p)}`);
  console.log(
    errors.length === 0
      ? `Prüfung bestanden: ${CONTENT_DIR}/ kann veröffentlicht werden${warnings.length ? ` (${warnings.length} ${warnings.length === 1 ? "Warnung" : "Warnungen"} bitte ansehen)` : ""}.`
      : `Prüfung fehlgeschlagen: ${errors.length} ${errors.length === 1 ? "Fehler muss" : "Fehler müssen"} behoben werden, bevor die Website gebaut werden kann.`,
  );
  process.exitCode = errors.length > 0 ? 1 : 0;
}

void main();
