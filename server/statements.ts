// better-sqlite3 compiles the SQL on every prepare(). A form post prepared the same handful of
// statements on every lead, which under load was 13 % of the server's CPU (measured with
// --cpu-prof during `npm run bench:leads`). Each connection now compiles each statement once.
import type Database from "better-sqlite3";

const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * The compiled statement for `sql` on this connection. Shared by every caller, so never switch it
 * with pluck(), raw() or expand(): prepare such a statement with db.prepare() instead.
 */
export function prepared(db: Database.Database, sql: string): Database.Statement {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, Database.Statement>()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}
