// With NODE_ENV=production the own server refuses to start without the settings a live site cannot
// do without, and with an SMTP_URL that would send unencrypted; in development it falls back to
// localhost links and mails written to disk. Messages are German: the operator reads them.
import { OPERATOR_NODE_ENV } from "../src/lib/node-env";
import { smtpWithoutTls } from "../src/mail/smtp-tls";
import { SETTINGS, type Setting } from "../src/settings/registry";

export const REQUIRED_IN_PRODUCTION: readonly Setting[] = (SETTINGS as readonly Setting[]).filter(
  (entry) => entry.neededByProductionServer,
);

export function missingProductionSettings(env: NodeJS.ProcessEnv, nodeEnv = OPERATOR_NODE_ENV): string[] {
  if (nodeEnv !== "production") return [];
  return REQUIRED_IN_PRODUCTION.map((entry) => entry.name).filter((name) => !env[name]?.trim());
}

/** Everything that stops the production server, one German line each; empty outside production. */
export function productionSettingProblems(env: NodeJS.ProcessEnv, nodeEnv = OPERATOR_NODE_ENV): string[] {
  if (nodeEnv !== "production") return [];
  const missing = missingProductionSettings(env, nodeEnv).map(
    (name) => `${name} fehlt: ${REQUIRED_IN_PRODUCTION.find((entry) => entry.name === name)!.purpose}`,
  );
  const smtp = env.SMTP_URL?.trim() ? smtpWithoutTls(env.SMTP_URL.trim()) : undefined;
  return smtp ? [...missing, smtp] : missing;
}

export function assertProductionSettings(
  env: NodeJS.ProcessEnv,
  nodeEnv = OPERATOR_NODE_ENV,
  settingsFile = ".env",
): void {
  const problems = productionSettingProblems(env, nodeEnv);
  if (problems.length === 0) return;
  throw new Error(
    `NODE_ENV=production: Der Server startet nicht, solange Einstellungen fehlen oder falsch sind ` +
      `(Einstellungsdatei ${settingsFile}):\n` +
      problems.map((line) => `  ${line}`).join("\n") +
      "\n(npm run go-live-check listet alles, was vor der Veröffentlichung noch fehlt.)",
  );
}
