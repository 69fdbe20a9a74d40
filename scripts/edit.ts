// `npm run edit`: the site in development mode (http://localhost:8000, editor at /admin/) plus
// decap-server, Decap's local backend, which writes the editor's changes straight into data/.
// Whenever a file in data/ changes (in the editor or a text editor), the content check runs again
// and prints its result in German, the same check the build runs.
// Both servers listen on 127.0.0.1 only: decap-server writes any file of the repository (.git/hooks
// included) for whoever reaches it, without a login, so nobody else on the network may.
import { spawn, type ChildProcess } from "child_process";
import { watch } from "fs";
import { resolve } from "path";
import { checkContent, errorsOf, formatProblem, warningsOf } from "../src/content/check";
import { CONTENT_DIR } from "../src/lib/site";

/** The only interface the editing servers listen on. */
export const EDIT_HOST = "127.0.0.1";

export interface ServerSpec {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** The two servers `npm run edit` starts: Decap's file server (BIND_HOST) and Gatsby's (--host). */
export function editServers(env: NodeJS.ProcessEnv = process.env): ServerSpec[] {
  const port = env.EDIT_PORT ?? "8000";
  return [
    { command: "npx", args: ["decap-server"], env: { ...env, PORT: env.DECAP_PORT ?? "8081", BIND_HOST: EDIT_HOST } },
    { command: "npx", args: ["gatsby", "develop", "--host", EDIT_HOST, "--port", port], env },
  ];
}

function main() {
  const port = process.env.EDIT_PORT ?? "8000";
  const children: ChildProcess[] = editServers().map(({ command, args, env }) =>
    spawn(command, args, { stdio: "inherit", env }),
  );
  console.log(`Editor: http://${EDIT_HOST}:${port}/admin/ (starts once Gatsby has finished building)`);
  watchContent(children);
}

const dataDir = resolve(CONTENT_DIR);

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

function watchContent(children: ChildProcess[]) {
  // Editors save a file in several writes; one check after the last of them.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watcher = watch(dataDir, { recursive: true }, (_event, name) => {
    if (!name || !/\.(?:yaml|jpe?g|png|webp)$/i.test(name)) return;
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
}

if (require.main === module) main();
