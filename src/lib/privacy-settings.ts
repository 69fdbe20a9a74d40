// The settings the privacy texts state as numbers. The build fills them into the texts from the same
// variables the hosts read, records what it used in public/privacy-settings.json, and the server and
// the Netlify functions refuse to run with other values: the text and the code never disagree.
import { existsSync, readFileSync } from "fs";
import { join } from "path";
import { DEFAULT_PLAN_RETENTION_DAYS } from "./privacy-numbers";

export interface PrivacySettings {
  /** PLAN_RETENTION_DAYS: days after the plan mail that a lead without the second consent is kept. */
  planRetentionDays: number;
}

/** Written by the build into public/, read back by the hosts at start. */
export const PRIVACY_SETTINGS_FILE = "privacy-settings.json";

/** PLAN_RETENTION_DAYS (1–365, default 30); an English error names a bad value. */
export function planRetentionDaysFrom(env: NodeJS.ProcessEnv): number {
  const retention = env.PLAN_RETENTION_DAYS?.trim();
  const days = retention ? Number(retention) : DEFAULT_PLAN_RETENTION_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > 365)
    throw new Error(`PLAN_RETENTION_DAYS must be a whole number of days from 1 to 365, got "${retention}"`);
  return days;
}

export const privacySettingsFrom = (env: NodeJS.ProcessEnv): PrivacySettings => ({
  planRetentionDays: planRetentionDaysFrom(env),
});

/**
 * Why the running host may not use the built site's privacy texts, in English for the operator's
 * log; undefined when they agree (or when the built site predates the record).
 */
export function privacySettingsMismatch(publicDir: string, running: PrivacySettings): string | undefined {
  const file = join(publicDir, PRIVACY_SETTINGS_FILE);
  if (!existsSync(file)) return undefined;
  const built = JSON.parse(readFileSync(file, "utf8")) as Partial<PrivacySettings>;
  if (built.planRetentionDays === running.planRetentionDays) return undefined;
  return (
    `PLAN_RETENTION_DAYS is ${running.planRetentionDays}, but the privacy policy was built saying ` +
    `${String(built.planRetentionDays)} days: set the same value for the build and the server (or the functions), then build again`
  );
}
