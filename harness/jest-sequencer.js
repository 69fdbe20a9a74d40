// Jest's order of test files, with one change for a fresh clone. Jest starts the files that took
// longest last time first; without that record (a fresh clone, so every CI run) it starts the
// largest files first. The slowest files are small ones that wait on servers and timers, so the
// flood (about 95 s in `npm test`) started last and ran alone at the end while the other worker
// idled. A file that takes half a minute or more says so in its first comment block
// (`@slow <seconds in npm test>`); without a record, those start first, longest first.
const Sequencer = require("@jest/test-sequencer").default;
const { readFileSync } = require("fs");

/** The seconds a file's leading comment block declares with `@slow`, or 0. */
function declaredSeconds(path) {
  const docblock = /^\s*\/\*\*[\s\S]*?\*\//.exec(readFileSync(path, "utf8"))?.[0] ?? "";
  return Number(/@slow\s+(\d+)/.exec(docblock)?.[1] ?? 0);
}

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const seconds = new Map(sorted.map((test) => [test, test.duration == null ? declaredSeconds(test.path) : 0]));
    const slow = sorted.filter((test) => seconds.get(test) > 0).sort((a, b) => seconds.get(b) - seconds.get(a));
    return [...slow, ...sorted.filter((test) => seconds.get(test) === 0)];
  }
}

module.exports = SlowFirstSequencer;
