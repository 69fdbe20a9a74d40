// What this server process serves: the release the supervisor started it with (RELEASE_DIR), or,
// run on its own (`node dist/server/main.js`, the tests), the build in the project folder. Its
// build stamp decides whether it may serve at all in production, and must agree with the settings
// the server runs with. `servedRelease()` is what /healthz and the operator page show.
import { basename, resolve } from "path";
import { buildSettingsOf, BUILD_SETTINGS, changedInputs, readStamp, WORK_STAMP, type BuildStamp } from "./stamp";
import { releasePaths } from "./store";

/** Set by the supervisor for each worker: the release folder it serves. */
export const RELEASE_DIR_ENV = "RELEASE_DIR";

export interface ServedRelease {
  /** The release's folder name; null for the build in the project folder. */
  id: string | null;
  builtAt: string;
  commit: string | null;
  goLivePassed: boolean;
  /** Input files (data/, src/ …) changed in the project folder since this build: not published yet. */
  unpublishedChanges: string[];
}

export function stampFileOf(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string {
  const release = env[RELEASE_DIR_ENV]?.trim();
  return release ? releasePaths(release).stamp : resolve(root, WORK_STAMP);
}

export function servedStamp(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): BuildStamp | undefined {
  return readStamp(stampFileOf(env, root));
}

/** The release this process serves, or undefined when its build has no stamp. */
export function servedRelease(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServedRelease | undefined {
  const stamp = servedStamp(env, root);
  if (!stamp) return undefined;
  const release = env[RELEASE_DIR_ENV]?.trim();
  return {
    id: release ? basename(release) : null,
    builtAt: stamp.builtAt,
    commit: stamp.commit,
    goLivePassed: stamp.goLive.passed,
    unpublishedChanges: changedInputs(stamp, root),
  };
}

/** Why the production server must not serve this build (German), or undefined. */
export function productionBuildProblem(stamp: BuildStamp | undefined, stampFile: string): string | undefined {
  if (!stamp)
    return (
      `Zu dieser Website gibt es keinen Build-Stempel (${stampFile}): sie wurde nicht mit \`npm run build\` gebaut. ` +
      "Mit NODE_ENV=production liefert der Server nur eine Version aus, deren Build die Go-live-Prüfung bestanden hat. Führen Sie `npm run build` aus."
    );
  if (!stamp.goLive.passed)
    return (
      `Diese Version der Website (gebaut am ${stamp.builtAt}) hat die Go-live-Prüfung nicht bestanden ` +
      `(${stamp.goLive.findings} ${stamp.goLive.findings === 1 ? "Angabe fehlte" : "Angaben fehlten"}). ` +
      "Mit NODE_ENV=production liefert der Server nur eine Version aus, deren Build sie bestanden hat: " +
      "`npm run go-live-check` zeigt, was fehlt; danach `npm run build`."
    );
  return undefined;
}

/** Settings the pages were built with that differ from the server's now, one German line each. */
export function settingsDisagreements(stamp: BuildStamp, env: NodeJS.ProcessEnv, siteUrl: string): string[] {
  const now = buildSettingsOf(env, siteUrl);
  return BUILD_SETTINGS.filter((name) => (stamp.settings?.[name] ?? "") !== now[name]).map(
    (name) =>
      `${name} ist für den Server „${now[name] || "(nicht gesetzt)"}“, die Seiten wurden aber am ${stamp.builtAt} mit ` +
      `„${stamp.settings?.[name] || "(nicht gesetzt)"}“ gebaut: Dankeseite und E-Mails nennen dann Verschiedenes. ` +
      "Führen Sie `npm run build` aus (es liest dieselbe Einstellungsdatei wie der Server).",
  );
}
