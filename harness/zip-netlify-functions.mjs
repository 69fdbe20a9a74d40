// Bundles netlify/functions the way Netlify's build does: @netlify/zip-it-and-ship-it with the
// [functions] settings of netlify.toml. Offline. Prints the results as JSON (used by
// __tests__/build/netlify-bundle.test.ts). Usage: node harness/zip-netlify-functions.mjs <out-dir>
import { readFileSync } from "fs";
import { resolve } from "path";
// The TOML parser zip-it-and-ship-it itself depends on.
import toml from "toml";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";

const out = process.argv[2];
if (!out) {
  console.error("usage: node harness/zip-netlify-functions.mjs <out-dir>");
  process.exit(2);
}
const root = process.cwd();
const { functions } = toml.parse(readFileSync(resolve(root, "netlify.toml"), "utf8"));
const results = await zipFunctions([resolve(root, functions.directory)], resolve(out), {
  basePath: root,
  repositoryRoot: root,
  config: { "*": { includedFiles: functions.included_files ?? [], includedFilesBasePath: root } },
});
console.log(JSON.stringify(results));
