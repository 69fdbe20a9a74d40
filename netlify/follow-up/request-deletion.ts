// The confirmation mail's "Anfrage löschen" on Netlify (the contract: src/follow-up/links.ts). The
// link's token is made when the request is stored; Blobs keep only its key and the person's keyed
// hash (delete/<token key>). A person's click on the page's button ends his unconfirmed requests
// and his consent, each with a withdrawn proof, and marks his Forms submissions for forms-cleanup:
// the same erasure as `npm run netlify:erase`. The marker goes once nothing of him is left.
import type { TokenResult } from "../../src/follow-up/links";
import { linkToken, newNonce, tokenKey } from "../../src/follow-up/tokens";
import type { ConsentRecord, PendingRequest } from "./consent-store";
import type { FollowUpRuntime } from "./runtime";

/**
 * Stores the link's marker and returns its token (for the confirmation mail; a mail held back by a
 * limit keeps the nonce and makes the same token when it goes).
 */
export async function createDeleteLink(runtime: FollowUpRuntime, email: string, nonce = newNonce()): Promise<string> {
  const token = linkToken(runtime.tokenSecret, "delete", nonce);
  await runtime.store.saveDeleteLink(tokenKey(token), runtime.store.hashOf(email));
  return token;
}

/** The link of a confirmation mail that could not be sent: nothing of that try is kept. */
export async function dropDeleteLink(runtime: FollowUpRuntime, token: string): Promise<void> {
  await runtime.store.delete(`delete/${tokenKey(token)}`);
}

/** The POST of /anfrage-loeschen/: "unknown" when the link finds nobody (his data went already). */
export async function deleteRequest(runtime: FollowUpRuntime, key: string, now: number): Promise<TokenResult> {
  const hash = await runtime.store.deleteLinkTarget(key);
  if (!hash) return { ok: false, reason: "unknown" };
  const ended = await runtime.store.eraseHash(hash, { now, webhook: Boolean(runtime.config.webhookUrl) });
  await runtime.store.delete(`delete/${key}`);
  return ended.consent || ended.pending > 0 ? { ok: true } : { ok: false, reason: "unknown" };
}

/** Retention: the markers of people with no request or consent left. Returns how many went. */
export async function dropOrphanedDeleteLinks(runtime: FollowUpRuntime): Promise<number> {
  const { store } = runtime;
  const alive = new Set([
    ...(await store.entries<PendingRequest>("pending/")).map(({ value }) => store.hashOf(value.email)),
    ...(await store.entries<ConsentRecord>("consent/")).map(({ key }) => key.slice("consent/".length)),
  ]);
  let dropped = 0;
  for (const { key, value } of await store.entries<{ hash: string }>("delete/")) {
    if (alive.has(value.hash)) continue;
    await store.delete(key);
    dropped++;
  }
  return dropped;
}
