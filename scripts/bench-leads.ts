// `npm run bench:leads`: posts valid leads at concurrency 50 against the real server and checks
// that the database holds exactly one row per 2xx answer. Budgets live here, not in unit tests.
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { withServer } from "./server-process";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const CONNECTIONS = 50;
let sent = 0;

function countRows(databasePath: string): number {
  const db = new Database(databasePath, { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM submissions").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function main() {
  await withServer({ RATE_LIMIT_MAX: "1000000" }, async (server) => {
    const result = await autocannon({
      url: `${server.url}/danke-willkommen/`,
      method: "POST",
      connections: CONNECTIONS,
      amount: REQUESTS,
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      requests: [
        {
          // A new address for every post, so each one is a distinct lead.
          setupRequest: (request) => ({ ...request, body: `form-name=lead&bot-field=&name=Bench&email=bench-${++sent}%40example.de` }),
        },
      ],
    });
    const rows = countRows(server.databasePath);
    const ok = result["2xx"];
    console.log(`requests:    ${result.requests.sent} sent at concurrency ${CONNECTIONS}`);
    console.log(`throughput:  ${result.requests.average.toFixed(0)} req/s (mean over ${result.duration.toFixed(1)} s)`);
    console.log(`latency:     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    console.log(`answers:     ${ok} 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`);
    console.log(`database:    ${rows} rows`);
    if (rows !== ok || ok !== REQUESTS) {
      console.error(`FAIL: expected ${REQUESTS} 2xx answers and as many rows, got ${ok} answers and ${rows} rows`);
      process.exitCode = 1;
    } else console.log("OK: rows = 2xx answers");
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
