// `npm run edit`: the site in development mode (http://localhost:8000, editor at /admin/) plus
// decap-server, Decap's local backend, which writes the editor's changes straight into data/.
import { spawn, type ChildProcess } from "child_process";

const children: ChildProcess[] = [
  spawn("npx", ["decap-server"], { stdio: "inherit", env: { ...process.env, PORT: process.env.DECAP_PORT ?? "8081" } }),
  spawn("npx", ["gatsby", "develop", "--port", process.env.EDIT_PORT ?? "8000"], { stdio: "inherit" }),
];

console.log("Editor: http://localhost:8000/admin/ (starts once Gatsby has finished building)");

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
