// `npm run check:content`: checks every file in data/ and lists all problems for editors.
// Exit code 1 when there is an error; warnings are listed but do not fail.
import { resolve } from "path";
import { checkContent, errorsOf, formatProblem, warningsOf } from "../src/content/check";
import { CONTENT_DIR } from "../src/lib/site";

async function main() {
  const problems = await checkContent(resolve(CONTENT_DIR));
  const errors = errorsOf(problems);
  const warnings = warningsOf(problems);
  for (const p of errors) console.log(`ERROR    ${formatProblem(p)}`);
  for (const p of warnings) console.log(`WARNING  ${formatProblem(p)}`);
  console.log(
    errors.length === 0
      ? `Content check passed: ${CONTENT_DIR}/ is ready to publish${warnings.length ? `, with ${warnings.length} warning(s) to look at` : ""}.`
      : `Content check failed: ${errors.length} error(s) must be fixed before the site can be built.`,
  );
  process.exitCode = errors.length > 0 ? 1 : 0;
}

main();
