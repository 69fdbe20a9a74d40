/**
 * @jest-environment node
 */
// Two things that keep the server fast under load (docs/self-hosting.md, "CPU per post"; `npm run bench:leads`): statements are
// compiled once per connection, and the compiled server renders mails with React's production build.
import Database from "better-sqlite3";
import { readFileSync } from "fs";
import { prepared } from "../../server/statements";
import { COMPILED_SERVER, compileServer } from "../../harness/server-process";

it("compiles a statement once per connection and SQL text", () => {
  const first = new Database(":memory:");
  const second = new Database(":memory:");
  try {
    const sql = "SELECT 1 AS one";
    expect(prepared(first, sql)).toBe(prepared(first, sql));
    expect(prepared(first, sql)).not.toBe(prepared(second, sql));
    expect(prepared(first, "SELECT 2 AS two")).not.toBe(prepared(first, sql));
    expect(prepared(first, sql).get()).toEqual({ one: 1 });
  } finally {
    first.close();
    second.close();
  }
});

it("sets NODE_ENV to production before the compiled server first loads React", () => {
  compileServer();
  const bundle = readFileSync(COMPILED_SERVER, "utf8");
  const productionDefault = bundle.indexOf('process.env.NODE_ENV ??= "production"');
  expect(productionDefault).toBeGreaterThan(-1);
  // React is bundled: its module runs where a module's top level first calls esbuild's require_react().
  const reactLoads = bundle.search(/^var \w+ = __toESM\(require_react\(\)/m);
  expect(reactLoads).toBeGreaterThan(-1);
  expect(productionDefault).toBeLessThan(reactLoads);
});
