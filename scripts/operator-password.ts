// `npm run betrieb:passwort`: asks for a password twice (not shown while typed) and prints the line
// for the settings, OPERATOR_PASSWORD_HASH=scrypt:…; the password itself is stored nowhere.
// With several people, join their hashes with a space (docs/betrieb-seite.md).
import { createInterface } from "readline";
import { hashPassword, MIN_PASSWORD_LENGTH } from "../src/operator/password";

const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
const lines = rl[Symbol.asyncIterator]();
let asking = "";
// Typed characters are not echoed (a password on the screen is a password on someone's photo).
if (process.stdin.isTTY)
  (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) =>
    void (text === asking && process.stdout.write(text));

async function ask(question: string): Promise<string> {
  asking = question;
  process.stdout.write(question);
  const line: IteratorResult<string> = await lines.next();
  if (process.stdin.isTTY) process.stdout.write("\n");
  return line.done ? "" : line.value;
}

async function main() {
  console.log(`Neues Passwort für die Betriebsseite /betrieb/ (mindestens ${MIN_PASSWORD_LENGTH} Zeichen).`);
  const password = await ask("Passwort: ");
  const again = await ask("Noch einmal: ");
  rl.close();
  if (password !== again) throw new Error("Die beiden Eingaben sind verschieden. Bitte noch einmal.");
  const hash = await hashPassword(password);
  console.log("\nTragen Sie diese Zeile in die Einstellungen ein (Server: Umgebung; Netlify: Environment variables):");
  console.log(`OPERATOR_PASSWORD_HASH=${hash}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
