// The archive of every consent version (docs/consent-versions/<kind>-<version>.txt): each file holds
// the text word for word as the form showed it (src/lib/consent-text.ts). A proof names a version,
// so that version's words must be on record and may never change. The content check refuses a
// changed text under a version on record (here and in the browser editor); the build writes the
// file of a new version (gatsby-node.ts), which then belongs in the repository (docs/launch.md).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "fs";
import { join, resolve } from "path";
import { parse } from "yaml";
import {
  archiveFileName,
  CONSENT_FIELDS,
  consentValues,
  renderConsent,
  type ConsentKind,
  type ConsentValues,
} from "../lib/consent-text";
import { planRetentionDaysFrom } from "../lib/privacy-settings";
import type { CheckEnv } from "./check-rules";

export const CONSENT_ARCHIVE_DIR = "docs/consent-versions";

const archiveDir = () => resolve(CONSENT_ARCHIVE_DIR);

/** The values the consent texts' placeholders take with this data folder and these settings. */
export function consentValuesOf(dataDir: string, env: NodeJS.ProcessEnv): ConsentValues | undefined {
  try {
    const site = parse(readFileSync(join(dataDir, "site.yaml"), "utf8")) as Parameters<typeof consentValues>[0];
    return consentValues({ ...site, planRetentionDays: planRetentionDaysFrom(env) });
  } catch {
    return undefined; // site.yaml's own check reports what is wrong with it
  }
}

/** The archive as the content check reads it. */
export function consentArchiveEnv(dataDir: string, env: NodeJS.ProcessEnv): CheckEnv["consentArchive"] {
  const values = consentValuesOf(dataDir, env);
  if (!values) return undefined;
  return {
    read: (file) => (existsSync(join(archiveDir(), file)) ? readFileSync(join(archiveDir(), file), "utf8") : undefined),
    values,
  };
}

/** Writes the file of each current version that has none yet; returns the files written. */
export function archiveConsentVersions(dataDir: string, env: NodeJS.ProcessEnv): string[] {
  const values = consentValuesOf(dataDir, env);
  const mails = parse(readFileSync(join(dataDir, "mails.yaml"), "utf8")) as Record<
    string,
    { version: string; text: string }
  >;
  if (!values) return [];
  mkdirSync(archiveDir(), { recursive: true });
  const written: string[] = [];
  for (const [kind, field] of Object.entries(CONSENT_FIELDS) as Array<[ConsentKind, string]>) {
    const { version, text } = mails[field];
    const file = join(archiveDir(), archiveFileName(kind, version));
    if (existsSync(file)) continue;
    writeFileSync(file, `${renderConsent(text, values)}\n`);
    written.push(join(CONSENT_ARCHIVE_DIR, archiveFileName(kind, version)));
  }
  return written;
}
