// `npm run bench:hostile-input`: what hostile form input costs (docs/security.md, "Linear-time input
// checks"), against the real compiled server:
// 1. a 1 MB e-mail, name or message, and posts just under the body limit full of what backtracking
//    patterns choke on (dotted labels, "&", "<", spaces): each answered within 50 ms;
// 2. the landing page's median answer time alone, and while one client posts such inputs at its
//    rate limit (RATE_LIMIT_MAX a minute): the median must not move;
// 3. the Netlify function's checks (src/lib/forms.ts validate) on 1 MB fields, in this process.
// Prints wall time and the server's CPU time. Budgets are reported, not failed: the machine is shared.
import autocannon from "autocannon";
import { readFileSync } from "fs";
import { BODY_LIMIT_BYTES } from "../server/body-limit";
import { contactForm, leadForm, validate } from "../src/lib/forms";
import { withServer, type RunningServer } from "../harness/server-process";

const BUDGET_MS = 50;
const REPEATS = 5;
const MB = 1024 * 1024;
const RATE_LIMIT_MAX = 20;
const WINDOW_S = 60;
/** How long the landing page is measured, alone and under the hostile client. */
const MEASURE_S = Number(process.env.BENCH_SECONDS ?? 30);

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
/** Form-encoded size of a field value, so a post stays just under the body limit. */
const underLimit = (unit: string) => fill(unit, Math.floor((BODY_LIMIT_BYTES - 200) / encodeURIComponent(unit).length));

const HOSTILE_POSTS: Array<[string, Record<string, string>]> = [
  ["1 MB e-mail", { "form-name": "lead", name: "X", email: fill("a", MB), consent: "ja" }],
  ["1 MB name", { "form-name": "lead", name: fill("a", MB), email: "x@example.de", consent: "ja" }],
  ["1 MB message", { "form-name": "kontakt", name: "X", email: "x@example.de", message: fill("a.", MB) }],
  [
    "e-mail of dotted labels, just under the body limit",
    { "form-name": "lead", name: "X", email: `a@${underLimit("a.")} `, consent: "ja" },
  ],
  [
    "message of '&', just under the body limit",
    { "form-name": "kontakt", name: "X", email: "x@example.de", message: underLimit("&") },
  ],
  [
    "message of '<', just under the body limit",
    { "form-name": "kontakt", name: "X", email: "x@example.de", message: underLimit("<") },
  ],
  [
    "name of spaces and letters, just under the body limit",
    { "form-name": "lead", name: underLimit("a "), email: "x@example.de", consent: "ja" },
  ],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One post and the time to its answer. A server that refuses a body over its limit answers 413 and
 * closes the connection; a client still sending then sees the connection cut (EPIPE, ECONNRESET)
 * instead of the answer: that counts as refused (status 0), at the time it happened.
 */
async function post(server: RunningServer, fields: Record<string, string>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`${server.url}/danke-willkommen/`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    if (code !== "EPIPE" && code !== "ECONNRESET") throw error;
    return { status: 0, ms: performance.now() - started };
  }
}

/** The server process's CPU seconds so far (utime + stime from /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Landing page answers for MEASURE_S seconds, one client at a time (median of the latencies). */
async function landingPage(server: RunningServer): Promise<{ p50: number; p99: number; requests: number }> {
  const result = await autocannon({ url: `${server.url}/`, connections: 1, duration: MEASURE_S });
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

async function main() {
  const env = { RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), RATE_LIMIT_WINDOW_MS: String(WINDOW_S * 1000) };
  // Each post REPEATS times (the median counts, the first includes the server's warm-up), on a
  // server whose rate limit lets them all through: here the cost of one post is measured.
  await withServer({ ...env, RATE_LIMIT_MAX: "1000" }, async (server) => {
    console.log(`hostile posts against the compiled server (body limit ${BODY_LIMIT_BYTES} bytes), ${REPEATS} each:`);
    let worst = 0;
    for (const [what, fields] of HOSTILE_POSTS) {
      const cpuBefore = cpuSeconds(server.child.pid!);
      const answers: Array<{ status: number; ms: number }> = [];
      for (let i = 0; i < REPEATS; i++) answers.push(await post(server, fields));
      const cpuMs = ((cpuSeconds(server.child.pid!) - cpuBefore) * 1000) / REPEATS;
      const ms = median(answers.map((answer) => answer.ms));
      worst = Math.max(worst, ms);
      console.log(
        `  ${what}: ${[...new Set(answers.map((answer) => answer.status))].join("/")} in a median ${ms.toFixed(1)} ms ` +
          `(${answers.map((answer) => answer.ms.toFixed(1)).join(", ")}; server CPU ${cpuMs.toFixed(0)} ms a post, 10 ms ticks)`,
      );
    }
    console.log(
      `  slowest median ${worst.toFixed(1)} ms: ${worst <= BUDGET_MS ? "within" : "OVER"} the ${BUDGET_MS} ms budget`,
    );
  });

  // A fresh server for the landing page, so the posts above count against nobody's rate limit.
  await withServer(env, async (server) => {
    const alone = await landingPage(server);
    let hostile = 0;
    let stop = false;
    const answers: number[] = [];
    const statuses = new Map<number, number>();
    // One client at its rate limit: RATE_LIMIT_MAX posts spread over the window.
    const attacker = (async () => {
      for (let i = 0; !stop; i++) {
        const [, fields] = HOSTILE_POSTS[3 + (i % (HOSTILE_POSTS.length - 3))];
        const { status, ms } = await post(server, fields);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        answers.push(ms);
        hostile++;
        await new Promise((resolve) => setTimeout(resolve, (WINDOW_S * 1000) / RATE_LIMIT_MAX));
      }
    })();
    const underAttack = await landingPage(server);
    stop = true;
    await attacker;
    console.log(`\nlanding page, one client, ${MEASURE_S} s each:`);
    console.log(`  alone:            median ${alone.p50} ms, p99 ${alone.p99} ms (${alone.requests} answers)`);
    console.log(
      `  with the hostile client (${hostile} posts at ${RATE_LIMIT_MAX}/min, answered ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(", ")}, ` +
        `median ${median(answers).toFixed(1)} ms): median ${underAttack.p50} ms, p99 ${underAttack.p99} ms (${underAttack.requests} answers)`,
    );
    const moved = underAttack.p50 - alone.p50;
    console.log(`  the median moved by ${moved} ms: ${moved <= 1 ? "it did not move" : "IT MOVED"}`);
  });

  console.log("\nNetlify's function checks the same fields (validate), here in-process, 1 MB each:");
  for (const [what, form, values] of [
    ["lead, 1 MB e-mail of dotted labels", leadForm, { name: "X", email: `a@${fill("a.", MB)} `, consent: "ja" }],
    ["lead, 1 MB name", leadForm, { name: fill("a ", MB), email: "x@example.de", consent: "ja" }],
    ["contact, 1 MB message of '<'", contactForm, { name: "X", email: "x@example.de", message: fill("<", MB) }],
  ] as const) {
    const started = performance.now();
    const errors = validate(form, values);
    console.log(
      `  ${what}: ${Object.keys(errors).join(", ") || "valid"} refused in ${(performance.now() - started).toFixed(1)} ms`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
