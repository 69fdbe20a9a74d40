// `npm run edit`: the site in development mode (http://localhost:8000, editor at /admin/) plus
// decap-server, Decap's local backend, which writes the editor's changes straight into data/.
// Whenever a file in data/ changes (in the editor or a text editor), the content check runs again
// and prints its result in German, the same check the build runs.
import { spawn, type ChildProcess } from "child_process";
import { watch } from "fs";
import { resolve } from "path";
import { checkContent, errorsOf, formatProblem, warningsOf } from "../src/content/check";
import { CONTENT_DIR } from "../src/lib/site";

const port = process.env.EDIT_PORT ?? "8000";
const dataDir = resolve(CONTENT_DIR);

const children: ChildProcess[] = [
  spawn("npx", ["decap-server"], { stdio: "inherit", env: { ...process.env, PORT: process.env.DECAP_PORT ?? "8081" } }),
  spawn("npx", ["gatsby", "develop", "--port", port], { stdio: "inherit" }),
];

console.log(`Editor: http://localhost:${port}/admin/ (starts once Gatsby has finished building)`);

async function reportContent(changed: string) {
  const problems = await checkContent(dataDir);
  const errors = errorsOf(problems);
  const warnings = warningsOf(problems);
  const time = new Date().toLocaleTimeString("de-DE");
  if (errors.length === 0) {
    console.log(
      `\n[${time}] Inhaltsprüfung nach Änderung an ${changed}: keine Fehler` +
        (warnings.length > 0 ? ` (${warnings.length} Hinweise, siehe npm run check:content)` : "") +
        ".",
    );
    return;
  }
  console.log(
    `\n[${time}] Inhaltsprüfung nach Änderung an ${changed}: ${errors.length} Fehler. Die Vorschau zeigt sie, bis sie behoben sind:`,
  );
  for (const error of errors) console.log(`  - ${formatProblem(error)}`);
}

// Editors save a file in several writes; one check after the last of them.
let timer: ReturnType<typeof setTimeout> | undefined;
const watcher = watch(dataDir, { recursive: true }, (_event, name) => {
  if (!name || !/\.(yaml|jpe?g|png|webp)$/i.test(name)) return;
  clearTimeout(timer);
  timer = setTimeout(
    () => void reportContent(`${CONTENT_DIR}/${name}`).catch((error: Error) => console.error(error.message)),
    300,
  );
});

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  watcher.close();
  clearTimeout(timer);
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
