// On Netlify a build cannot commit the archive of consent versions (src/content/consent-archive.ts
// writes docs/consent-versions/ in the build's own checkout, which is thrown away). So the functions
// keep each version's words, as the form showed them, in Blobs beside the proofs that name it: the
// first request under a version records them, and a later text under the same version is logged
// loudly, since it would change what every proof of that version means.
import {
  archiveFileName,
  CONSENT_FIELDS,
  consentValues,
  renderConsent,
  type ConsentKind,
} from "../../src/lib/consent-text";
import type { FollowUpRuntime } from "./runtime";

const recorded = new WeakSet<FollowUpRuntime>();

/** Once per function instance: the current versions' words on record in Blobs. */
export async function recordConsentTexts(runtime: FollowUpRuntime): Promise<void> {
  if (recorded.has(runtime)) return;
  const { content, config, store } = runtime;
  const values = consentValues({ ...content.site, planRetentionDays: config.planRetentionDays });
  for (const [kind, field] of Object.entries(CONSENT_FIELDS) as Array<[ConsentKind, "consent" | "marketingConsent"]>) {
    const { version, text } = content.texts[field];
    const file = archiveFileName(kind, version);
    const words = `${renderConsent(text, values)}\n`;
    const kept = await store.consentText(file);
    if (kept === null) await store.saveConsentText(file, words);
    else if (kept !== words)
      runtime.log(
        `follow-up: CONSENT TEXT CHANGED under version ${version} (${field} in data/mails.yaml): every proof of that version names the words kept in Blobs at consent-text/${file}; give the new text a new version`,
      );
  }
  recorded.add(runtime);
}
