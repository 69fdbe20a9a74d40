// Imported first by every entry point of the own server (the server, `npm run build`, the go-live
// check, `npm run leads`): the settings file is read before any module looks at process.env
// (src/lib/node-env.ts keeps NODE_ENV as it is at that moment).
import { loadSettingsFile, settingsFileWarning, type SettingsFile } from "./env-file";

export const SETTINGS_FILE: SettingsFile = loadSettingsFile();

const warning = settingsFileWarning(SETTINGS_FILE);
if (warning) console.warn(`WARNUNG  ${warning}`);
