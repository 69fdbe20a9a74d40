// `npm run mail`: a local SMTP catcher with a web inbox (maildev), bound to this machine only.
// Point the server at it with SMTP_URL, e.g. `SMTP_URL=smtp://127.0.0.1:1025 npm start`.
import { spawn } from "child_process";

const smtpPort = process.env.MAIL_SMTP_PORT ?? "1025";
const webPort = process.env.MAIL_WEB_PORT ?? "1080";

console.log(`Mail catcher: SMTP on 127.0.0.1:${smtpPort}, inbox at http://127.0.0.1:${webPort}/`);
console.log(`In another terminal: SMTP_URL=smtp://127.0.0.1:${smtpPort} npm start`);
console.log("Stop with Ctrl+C; caught mails live in memory only.\n");

const child = spawn(
  "maildev",
  ["--smtp", smtpPort, "--ip", "127.0.0.1", "--web", webPort, "--web-ip", "127.0.0.1", "--hide-extensions", "STARTTLS"],
  { stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
