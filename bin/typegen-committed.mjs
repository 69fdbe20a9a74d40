// `npm run check:types`, after tsc: src/gatsby-types.d.ts, which Gatsby's typegen writes on every
// build, is checked in, so that a fresh clone type-checks before its first build. A build whose
// queries or schema changed rewrites it; this check fails until the new file is committed (staged
// is enough), so the checked-in types never drift from the queries.
import { spawnSync } from "node:child_process";

const FILE = "src/gatsby-types.d.ts";
const diff = spawnSync("git", ["diff", "--quiet", "--", FILE]);
if (diff.error || diff.status > 1) process.exit(0); // not a git checkout: nothing to compare
if (diff.status === 1) {
  console.error(`${FILE} differs from the committed file: the build regenerated it from changed queries. Commit it.`);
  process.exit(1);
}
