// The one settings file of the own server: `.env` in the project folder, or the file ENV_FILE names.
// The server, `npm run build`, the go-live check and `npm run leads` all read it first, so a command
// run in any shell sees the settings the server runs with. A variable already set in the process
// environment wins (a test, or an operator trying one value once); the file fills in the rest.
// On Netlify there is no such file: its settings are environment variables (docs/betrieb.md).
import { existsSync, readFileSync, statSync } from "fs";
import { resolve } from "path";
import { parseEnv } from "util";

export const DEFAULT_SETTINGS_FILE = ".env";

export interface SettingsFile {
  /** The absolute path read (or looked for). */
  path: string;
  exists: boolean;
  /** Names whose value came from the file (not already in the environment). */
  applied: string[];
  /** Group or others may read the file, which holds secrets. */
  readableByOthers: boolean;
}

export function settingsFilePath(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string {
  return resolve(root, env.ENV_FILE?.trim() || DEFAULT_SETTINGS_FILE);
}

/** Reads the settings file into `env` (default: this process's), leaving names already set alone. */
export function loadSettingsFile(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): SettingsFile {
  const path = settingsFilePath(env, root);
  if (!existsSync(path)) {
    if (env.ENV_FILE?.trim())
      throw new Error(
        `Die Einstellungsdatei ${path} (ENV_FILE) gibt es nicht. Legen Sie sie an oder entfernen Sie ENV_FILE.`,
      );
    return { path, exists: false, applied: [], readableByOthers: false };
  }
  let values: Record<string, string>;
  try {
    values = parseEnv(readFileSync(path, "utf8")) as Record<string, string>;
  } catch (error) {
    throw new Error(`Die Einstellungsdatei ${path} lässt sich nicht lesen: ${(error as Error).message}`);
  }
  const applied: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    applied.push(name);
  }
  const readableByOthers = path !== "/dev/null" && (statSync(path).mode & 0o077) !== 0;
  return { path, exists: true, applied, readableByOthers };
}

/** The German warning for a settings file others can read, or undefined. */
export function settingsFileWarning(file: SettingsFile): string | undefined {
  if (!file.readableByOthers) return undefined;
  return `Die Einstellungsdatei ${file.path} enthält Geheimnisse und ist für andere Benutzer lesbar: chmod 600 ${file.path}`;
}
