// What happens to a submission after the form on the self-hosted server (docs/follow-up.md):
// double opt-in with a confirmation token, the plan mail, unsubscribe with erasure, and
// the retention rules. Every step that changes data and queues a mail is one SQLite transaction.
import { prepared } from "./statements";
import type Database from "better-sqlite3";
import { CHECKBOX_VALUE, type FormName, type Values } from "../src/lib/forms";
import { storedPlanAnswers, type PlanAnswers } from "../src/lib/plan";
import { emailKey } from "../src/follow-up/email-key";
import { contactGoesNow, leadDecision, type LimitNames } from "../src/follow-up/limits";
import { limitNames } from "../src/follow-up/limit-keys";
import { LimitCounters } from "./limit-counters";
import { CONFIRM_TOKEN_DAYS } from "../src/follow-up/facts";
import {
  MARKETING_RETENTION_YEARS,
  PROOF_RETENTION_YEARS,
  UNCONFIRMED_RETENTION_DAYS,
} from "../src/lib/privacy-numbers";
import type { LeadStore } from "./database";
import type { MailConfig } from "../src/mail/config";
import type { MailContent } from "../src/mail/content";
import { eraseMailFiles, purgeMailFiles } from "../src/mail/mail-files";
import type { Outbox } from "./outbox";
import { linkToken, newNonce, tokenKey, type TokenPurpose } from "../src/follow-up/tokens";
import type { TokenResult as LinkResult } from "../src/follow-up/links";
import type { Campaign } from "../src/operator/campaign";
import type { Step } from "../src/operator/funnel";
import { addCounts } from "./counters";

export type { Campaign };

const DAY_MS = 24 * 60 * 60_000;
const PROOF_RETENTION_MS = PROOF_RETENTION_YEARS * 365 * DAY_MS;
const MARKETING_RETENTION_MS = MARKETING_RETENTION_YEARS * 365 * DAY_MS;
const CONFIRM_TOKEN_MS = CONFIRM_TOKEN_DAYS * DAY_MS;
/** Unconfirmed leads, and contact messages once mailed, are erased after this long. */
const RETENTION_MS = UNCONFIRMED_RETENTION_DAYS * DAY_MS;

export interface FollowUpSettings {
  /** Queue a webhook call for each confirmed lead. */
  webhook: boolean;
  /** Version of the consent text shown at the lead form (data/mails.yaml). */
  consentVersion: string;
  /** Version of the optional consent to further mails, stored only for a lead who ticked it. */
  marketingVersion: string;
  /** Days after the plan mail that name, address and answers of a lead without that consent are kept. */
  planRetentionDays: number;
  /** The site-wide ceiling of confirmation mails in any hour (CONFIRMATIONS_PER_HOUR). */
  confirmationsPerHour: number;
  /** Where mails are kept as .eml files without SMTP_URL (development); erasure reaches them too. */
  mailDir?: string;
}

/** The settings of the follow-up from the mail configuration and data/mails.yaml (server and `leads` command). */
export function followUpSettings(config: MailConfig, content: MailContent): FollowUpSettings {
  return {
    webhook: Boolean(config.webhookUrl),
    consentVersion: content.texts.consent.version,
    marketingVersion: content.texts.marketingConsent.version,
    planRetentionDays: config.planRetentionDays,
    confirmationsPerHour: config.confirmationsPerHour,
    mailDir: config.smtpUrl ? undefined : config.mailDir,
  };
}

export type TokenResult = { ok: true; submissionId: number } | Extract<LinkResult, { ok: false }>;

interface TokenRow {
  submission_id: number;
  purpose: "confirm" | "unsubscribe";
  expires_at: string | null;
  used_at: string | null;
}

/** What the outbox row of a confirmation or plan mail carries until it is sent (then its payload goes). */
export interface LinkPayload {
  confirmNonce?: string;
  /** The confirmation mail's "Anfrage löschen" link. */
  deleteNonce?: string;
  unsubscribeNonce?: string;
  /** The campaign the links of the mail carry on (src/operator/campaign.ts); not kept once it is sent. */
  campaign?: Campaign;
}

/** Why a lead's data went: he unsubscribed, asked for erasure, or its time was up. */
export type ProofReason = "unsubscribed" | "erased" | "expired";

/**
 * What became of a valid form post (src/follow-up/limits.ts): stored, with its mail going now,
 * waiting for a ceiling (`later`) or for the operator's digest; or dropped, a repeat of an inbox
 * that had its confirmation mails of the day.
 */
export type Submitted = { id: number; mail: "now" | "later" | "digest" } | { dropped: true };

/** Ends a transaction that was only made to take its time (a dropped repeat). */
class RolledBack extends Error {}

export class FollowUpStore {
  private readonly db: Database.Database;
  readonly limits: LimitCounters;

  constructor(
    private readonly store: LeadStore,
    private readonly outbox: Outbox,
    private readonly settings: FollowUpSettings,
    readonly now: () => number = Date.now,
  ) {
    this.db = store.db;
    this.limits = new LimitCounters(this.db, now);
  }

  /**
   * Stores a valid form post and queues its first mail, in one transaction. A limit delays, it
   * never discards (src/follow-up/limits.ts): over a domain, source or site ceiling the lead is
   * stored and its confirmation mail waits as `held`; a contact message over its limits waits
   * for the operator's digest. Only a repeat of an inbox that had its confirmation mails of the
   * day is dropped; the caller answers it like any success. `ip`: where the post came from
   * (Fastify's request.ip), counted only as a keyed hash. An address that unsubscribed before
   * starts a new double opt-in like any other.
   */
  submit(form: FormName, values: Values, campaign: Campaign = {}, ip?: string): Submitted {
    const names = limitNames(this.store.secret, form, values.email ?? "", ip);
    const counts = this.limits.counts(names);
    const decision =
      form === "lead"
        ? leadDecision(counts, names, this.settings.confirmationsPerHour)
        : { mail: contactGoesNow(counts, names) ? ("now" as const) : ("digest" as const) };
    const store = this.db.transaction((): Submitted => {
      const lead =
        form === "lead"
          ? {
              consentVersion: this.settings.consentVersion,
              marketingVersion: values.marketing === CHECKBOX_VALUE ? this.settings.marketingVersion : null,
            }
          : undefined;
      const id = this.store.insert(form, values, new Date(this.now()), lead);
      if (form === "lead") {
        this.queueConfirmation(id, campaign, decision.mail === "later" ? names : undefined);
      } else {
        this.outbox.enqueue("contact", id, null, { status: decision.mail === "digest" ? "digest" : "queued" });
      }
      // Every stored request counts for its inbox; only a mail that goes now takes its places.
      this.limits.add(names.mailbox, ...(decision.mail === "now" ? [names.domain, names.source, names.site] : []));
      this.recordEvent(form === "lead" ? "request" : "contact", campaign);
      // A dropped repeat makes the same writes and rolls them back: the answer takes as long as
      // for a stored request, so its timing does not tell what the limits know about an address.
      if (decision.mail === "dropped") throw new RolledBack();
      return { id, mail: decision.mail };
    });
    try {
      return store();
    } catch (error) {
      if (decision.mail === "dropped" && error instanceof RolledBack) return { dropped: true };
      throw error;
    }
  }

  /** The key of the link tokens (TOKEN_SECRET, or the development key file): the same as the address hash's. */
  get tokenSecret(): string {
    return this.store.secret;
  }

  /** The token a queued mail's link carries, from the nonce its outbox row keeps (never the token itself). */
  linkToken(purpose: TokenPurpose, nonce: string): string {
    return linkToken(this.store.secret, purpose, nonce);
  }

  /**
   * The POST of /bestaetigen/ (a person's click), by the token's key: records the consent with
   * the optional answers and queues the plan mail at once.
   */
  confirm(key: string, answers: PlanAnswers, campaign: Campaign = {}): TokenResult {
    return this.db.transaction((): TokenResult => {
      const check = this.checkToken(key, "confirm");
      if (!check.ok) return check;
      const now = this.now();
      prepared(this.db, "UPDATE tokens SET used_at = ? WHERE hash = ?").run(new Date(now).toISOString(), key);
      prepared(
        this.db,
        "UPDATE submissions SET status = 'confirmed', confirmed_at = ?, plan_answers = ? WHERE id = ?",
      ).run(new Date(now).toISOString(), storedPlanAnswers(answers), check.submissionId);
      const [unsubscribeNonce] = this.createTokens(check.submissionId, { purpose: "unsubscribe", expiresAt: null });
      const payload: LinkPayload = {
        unsubscribeNonce,
        ...(campaign.utmSource || campaign.utmCampaign ? { campaign } : {}),
      };
      this.outbox.enqueue("plan", check.submissionId, payload, { dueAt: now });
      if (this.settings.webhook) this.outbox.enqueue("webhook", check.submissionId, null);
      // The campaign came in the confirmation link's URL; no person's row carries one.
      this.recordEvent("confirmed", campaign);
      return check;
    })();
  }

  /** Whether this confirmation link was used already (GET /bestaetigen/ says so on arrival; reading changes nothing). */
  confirmationUsed(key: string): boolean {
    const row = prepared(this.db, "SELECT purpose, used_at FROM tokens WHERE hash = ?").get(key) as
      Pick<TokenRow, "purpose" | "used_at"> | undefined;
    return row?.purpose === "confirm" && row.used_at !== null;
  }

  /**
   * The POST of /abmelden/ (the plan mail's link) or of /anfrage-loeschen/ (the confirmation mail's
   * "Anfrage löschen"): stops every queued mail and erases the person, keeping only a proof record.
   * Both count as an unsubscribe in the operator's funnel.
   */
  unsubscribe(key: string, campaign: Campaign = {}, purpose: "unsubscribe" | "delete" = "unsubscribe"): TokenResult {
    let email: string | undefined;
    const result = this.db.transaction((): TokenResult => {
      const check = this.checkToken(key, purpose);
      if (!check.ok) return check;
      email = (
        prepared(this.db, "SELECT email FROM submissions WHERE id = ?").get(check.submissionId) as {
          email: string;
        }
      ).email;
      // Deleting his request is his own erasure request (Art. 17), with or without a confirmation.
      this.eraseInTransaction(email, purpose === "delete" ? "erased" : "unsubscribed");
      this.recordEvent("unsubscribed", campaign);
      return check;
    })();
    // The erased rows must not linger in the WAL (secure_delete only zeroes the database file).
    if (result.ok) {
      this.store.checkpoint();
      this.eraseMailFilesOf(email!);
    }
    return result;
  }

  /**
   * GDPR erasure (`leads -- delete`, Art. 17): every submission of the address goes, with its
   * tokens and queued mails; a lead leaves a withdrawn proof record (keyed hash, versions,
   * times). Returns how many submissions were erased.
   */
  erase(email: string): number {
    const erased = this.db.transaction(() => this.eraseInTransaction(email, "erased"))();
    this.store.checkpoint();
    this.eraseMailFilesOf(email);
    return erased;
  }

  /** The id the webhook gives a person: his keyed address hash (the same in lead.confirmed and lead.erased). */
  leadId(email: string): string {
    return this.store.addressHash(email);
  }

  /**
   * Retention, enforced hourly by the mail worker:
   * - unconfirmed leads after 30 days, and contact messages 30 days after they were mailed;
   * - confirmed leads without the consent to further mails `planRetentionDays` after the plan, and
   *   those with it MARKETING_RETENTION_YEARS after it (the last contact: the software sends no more);
   * - proof records after three years.
   * Every lead leaves a proof record (not withdrawn) when its data goes.
   */
  purgeExpired(): { leads: number; contacts: number; proofs: number } {
    const now = this.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const unconfirmedCutoff = iso(now - RETENTION_MS);
    const planCutoff = iso(now - this.settings.planRetentionDays * DAY_MS);
    const marketingCutoff = iso(now - MARKETING_RETENTION_MS);
    const proofCutoff = iso(now - PROOF_RETENTION_MS);
    const purged = this.db.transaction(() => {
      const noQueuedMail = `NOT EXISTS (SELECT 1 FROM outbox WHERE outbox.submission_id = submissions.id AND outbox.status IN ('queued', 'held', 'digest'))`;
      const unconfirmed = this.endLeads(`status = 'pending' AND created_at < ?`, [unconfirmedCutoff], "expired", null);
      // Counted from the plan mail: sent, or given up on (it was due then); as on Netlify.
      const planDone = `EXISTS (SELECT 1 FROM outbox WHERE outbox.submission_id = submissions.id AND outbox.kind = 'plan'
           AND ((outbox.status = 'sent' AND outbox.sent_at < ?) OR (outbox.status = 'failed' AND outbox.due_at < ?)))`;
      const planned = this.endLeads(
        `status = 'confirmed' AND marketing_version IS NULL AND ${planDone} AND ${noQueuedMail}`,
        [planCutoff, planCutoff],
        "expired",
        null,
      );
      const lastContactLongAgo = this.endLeads(
        `status = 'confirmed' AND marketing_version IS NOT NULL AND ${planDone} AND ${noQueuedMail}`,
        [marketingCutoff, marketingCutoff],
        "expired",
        null,
      );
      const contacts = prepared(
        this.db,
        `DELETE FROM submissions WHERE form = 'kontakt' AND created_at < ? AND ${noQueuedMail}`,
      ).run(unconfirmedCutoff).changes;
      const proofs = prepared(this.db, "DELETE FROM proofs WHERE ended_at < ?").run(proofCutoff).changes;
      this.limits.purge();
      return { leads: unconfirmed + planned + lastContactLongAgo, contacts, proofs };
    })();
    if (purged.leads + purged.contacts + purged.proofs > 0) this.store.checkpoint();
    if (this.settings.mailDir) purgeMailFiles(this.settings.mailDir, RETENTION_MS, now);
    return purged;
  }

  private eraseMailFilesOf(email: string): void {
    if (this.settings.mailDir) eraseMailFiles(this.settings.mailDir, email);
  }

  private eraseInTransaction(email: string, reason: ProofReason): number {
    const key = emailKey(email);
    const at = new Date(this.now()).toISOString();
    this.store.recordErasure(email, at, reason);
    const leads = this.endLeads("email_key = ?", [key], reason, at);
    return leads + prepared(this.db, "DELETE FROM submissions WHERE email_key = ?").run(key).changes;
  }

  /**
   * Restoring a backup (server/backups.ts): erases again what an erasure after the backup erased,
   * every submission of the address made before `erasedAt`, with the same proof record. A request
   * he made after his erasure stays. Returns how many submissions went.
   */
  replayErasure(email: string, erasedAt: string, reason: ProofReason): number {
    const key = emailKey(email);
    const erased = this.db.transaction(
      () =>
        this.endLeads("email_key = ? AND created_at < ?", [key, erasedAt], reason, erasedAt) +
        prepared(this.db, "DELETE FROM submissions WHERE email_key = ? AND created_at < ?").run(key, erasedAt).changes,
    )();
    if (erased > 0) {
      this.store.checkpoint();
      this.eraseMailFilesOf(email);
    }
    return erased;
  }

  /**
   * Ends the leads that match: a proof record each (keyed hash, consent versions, times), the
   * webhook told to erase confirmed ones, then the rows go (tokens and queued mails with them).
   */
  private endLeads(where: string, params: unknown[], reason: ProofReason, withdrawnAt: string | null): number {
    const rows = prepared(
      this.db,
      `SELECT id, email, status, consent_version, marketing_version, created_at, confirmed_at
         FROM submissions WHERE form = 'lead' AND ${where}`,
    ).all(...params) as Array<{
      id: number;
      email: string;
      status: string | null;
      consent_version: string | null;
      marketing_version: string | null;
      created_at: string;
      confirmed_at: string | null;
    }>;
    const endedAt = new Date(this.now()).toISOString();
    for (const row of rows) {
      const hash = this.store.addressHash(row.email);
      prepared(
        this.db,
        `INSERT INTO proofs (address_hash, consent_version, marketing_version, requested_at, confirmed_at,
           withdrawn_at, ended_at, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        hash,
        row.consent_version,
        row.marketing_version,
        row.created_at,
        row.confirmed_at,
        withdrawnAt,
        endedAt,
        reason,
      );
      if (this.settings.webhook && row.status === "confirmed")
        this.outbox.enqueue("webhook", null, { event: "lead.erased", leadId: hash, reason });
      prepared(this.db, "DELETE FROM submissions WHERE id = ?").run(row.id);
    }
    return rows.length;
  }

  /**
   * Leads stored before the follow-up existed never got a confirmation mail: give them one now,
   * so the thank-you page's promise holds for them too.
   */
  adoptLegacyLeads(): number {
    return this.db.transaction(() => {
      const ids = this.db
        .prepare("SELECT id FROM submissions WHERE form = 'lead' AND status IS NULL")
        .pluck()
        .all() as number[];
      for (const id of ids) {
        prepared(this.db, "UPDATE submissions SET status = 'pending' WHERE id = ?").run(id);
        this.queueConfirmation(id);
      }
      return ids.length;
    })();
  }

  /** `held`: the counters over their ceiling, for which the mail waits (server/held-mails.ts releases it). */
  private queueConfirmation(submissionId: number, campaign: Campaign = {}, held?: LimitNames): void {
    const [confirmNonce, deleteNonce] = this.createTokens(
      submissionId,
      { purpose: "confirm", expiresAt: this.now() + CONFIRM_TOKEN_MS },
      // "Anfrage löschen" works as long as anything of him is kept (the row goes, the token with it).
      { purpose: "delete", expiresAt: null },
    );
    const payload: LinkPayload = {
      confirmNonce,
      deleteNonce,
      ...(campaign.utmSource || campaign.utmCampaign ? { campaign } : {}),
    };
    this.outbox.enqueue(
      "confirmation",
      submissionId,
      payload,
      held ? { status: "held", heldDomain: held.domain, heldSource: held.source } : {},
    );
  }

  /** Stores new tokens' keys (one statement) and returns their nonces, from which the mail's links are made at send time. */
  private createTokens(
    submissionId: number,
    ...tokens: Array<{ purpose: TokenPurpose; expiresAt: number | null }>
  ): string[] {
    const nonces = tokens.map(() => newNonce());
    prepared(
      this.db,
      `INSERT INTO tokens (hash, submission_id, purpose, expires_at) VALUES ${tokens.map(() => "(?, ?, ?, ?)").join(", ")}`,
    ).run(
      ...tokens.flatMap(({ purpose, expiresAt }, i) => [
        tokenKey(this.linkToken(purpose, nonces[i])),
        submissionId,
        purpose,
        expiresAt === null ? null : new Date(expiresAt).toISOString(),
      ]),
    );
    return nonces;
  }

  private checkToken(key: string, purpose: TokenPurpose): TokenResult {
    const row = prepared(this.db, "SELECT * FROM tokens WHERE hash = ?").get(key) as TokenRow | undefined;
    if (!row || row.purpose !== purpose) return { ok: false, reason: "unknown" };
    if (row.used_at) return { ok: false, reason: "used" };
    if (row.expires_at && Date.parse(row.expires_at) < this.now()) return { ok: false, reason: "expired" };
    return { ok: true, submissionId: row.submission_id };
  }

  private recordEvent(step: Step, campaign: Campaign): void {
    addCounts(this.db, [{ step, campaign, at: this.now() }]);
  }

  /**
   * A delivery report said the address cannot be reached (server/bounces.ts): every submission of
   * it is marked, its queued mails fail at once with the reason (the worker sends nothing to a
   * marked row) and the day's bounce is counted. Returns how many submissions were marked; 0 when
   * the address is not (or no longer) kept.
   */
  markUndeliverable(email: string, reason: string): number {
    return this.db.transaction(() => {
      const at = new Date(this.now()).toISOString();
      const marked = prepared(
        this.db,
        "UPDATE submissions SET undeliverable_at = ?, undeliverable_reason = ? WHERE email_key = ? AND undeliverable_at IS NULL",
      ).run(at, reason.slice(0, 300), emailKey(email)).changes;
      if (marked === 0) return 0;
      prepared(
        this.db,
        `UPDATE outbox SET status = 'failed', last_error = ?, lease_owner = NULL, lease_until = NULL
           WHERE status = 'queued' AND submission_id IN (SELECT id FROM submissions WHERE email_key = ?)`,
      ).run(`undeliverable: ${reason}`.slice(0, 500), emailKey(email));
      this.recordEvent("bounce", {});
      return marked;
    })();
  }
}
