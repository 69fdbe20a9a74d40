// What happens to a submission after the form on the self-hosted server (README, "After the
// form"): double opt-in with a confirmation token, the plan mail, unsubscribe with erasure, and
// the retention rules. Every step that changes data and queues a mail is one SQLite transaction.
import { prepared } from "./statements";
import type Database from "better-sqlite3";
import { CHECKBOX_VALUE, type FormName, type Values } from "../src/lib/forms";
import type { PlanAnswers } from "../src/lib/plan";
import { emailHash } from "../src/lib/email-key";
import { CONFIRM_TOKEN_DAYS, UNCONFIRMED_RETENTION_DAYS } from "../src/lib/follow-up";
import type { LeadStore } from "./database";
import type { Outbox } from "./outbox";
import { newToken, tokenHash } from "./tokens";

const DAY_MS = 24 * 60 * 60_000;
const CONFIRM_TOKEN_MS = CONFIRM_TOKEN_DAYS * DAY_MS;
/** Unconfirmed leads, and contact messages once mailed, are erased after this long. */
const RETENTION_MS = UNCONFIRMED_RETENTION_DAYS * DAY_MS;

export interface Campaign {
  utmSource?: string;
  utmCampaign?: string;
}

export interface FollowUpSettings {
  /** Queue a webhook call for each confirmed lead. */
  webhook: boolean;
  /** Version of the consent text shown at the lead form (data/mails.yaml). */
  consentVersion: string;
  /** Version of the optional consent to further mails, stored only for a lead who ticked it. */
  marketingVersion: string;
}

export type TokenResult = { ok: true; submissionId: number } | { ok: false; reason: "unknown" | "expired" | "used" };

interface TokenRow {
  submission_id: number;
  purpose: "confirm" | "unsubscribe";
  expires_at: string | null;
  used_at: string | null;
}

export type EventType = "lead" | "kontakt" | "confirmed" | "unsubscribed";

export class FollowUpStore {
  private readonly db: Database.Database;

  constructor(
    private readonly store: LeadStore,
    private readonly outbox: Outbox,
    private readonly settings: FollowUpSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.db = store.db;
  }

  /**
   * Stores a valid form post and queues its first mail, in one transaction. A lead for an address
   * on the suppression list is neither stored nor mailed (the privacy policy promises no more mail,
   * "auch wenn Ihre Adresse erneut eingetragen wird"); the caller answers it like any success.
   */
  submit(form: FormName, values: Values, campaign: Campaign = {}): number | "suppressed" {
    if (form === "lead" && this.isSuppressed(values.email ?? "")) return "suppressed";
    return this.db.transaction(() => {
      const id = this.store.insert(form, values, new Date(this.now()));
      if (form === "lead") {
        prepared(
          this.db,
          `UPDATE submissions SET status = 'pending', consent_version = ?, marketing_version = ?,
             utm_source = ?, utm_campaign = ? WHERE id = ?`,
        ).run(
          this.settings.consentVersion,
          values.marketing === CHECKBOX_VALUE ? this.settings.marketingVersion : null,
          campaign.utmSource ?? null,
          campaign.utmCampaign ?? null,
          id,
        );
        this.queueConfirmation(id);
      } else {
        this.outbox.enqueue("contact", id, null);
      }
      this.recordEvent(form, campaign);
      return id;
    })();
  }

  /**
   * The POST of /bestaetigen/ (a person's click): records the consent with the optional answers
   * and queues the plan mail at once.
   */
  confirm(token: string, answers: PlanAnswers): TokenResult {
    return this.db.transaction((): TokenResult => {
      const check = this.checkToken(token, "confirm");
      if (!check.ok) return check;
      const now = this.now();
      prepared(this.db, "UPDATE tokens SET used_at = ? WHERE hash = ?").run(
        new Date(now).toISOString(),
        tokenHash(token),
      );
      prepared(
        this.db,
        "UPDATE submissions SET status = 'confirmed', confirmed_at = ?, activity = ?, day_time = ? WHERE id = ?",
      ).run(new Date(now).toISOString(), answers.activity ?? null, answers.dayTime ?? null, check.submissionId);
      const row = prepared(this.db, "SELECT utm_source, utm_campaign FROM submissions WHERE id = ?").get(
        check.submissionId,
      ) as {
        utm_source: string | null;
        utm_campaign: string | null;
      };
      const unsubscribeToken = this.createToken(check.submissionId, "unsubscribe", null);
      this.outbox.enqueue("plan", check.submissionId, { unsubscribeToken }, now);
      if (this.settings.webhook) this.outbox.enqueue("webhook", check.submissionId, null);
      this.recordEvent("confirmed", {
        utmSource: row.utm_source ?? undefined,
        utmCampaign: row.utm_campaign ?? undefined,
      });
      return check;
    })();
  }

  /** The POST of /abmelden/: stops every queued mail and erases the person, keeping only a hash on the suppression list. */
  unsubscribe(token: string): TokenResult {
    const result = this.db.transaction((): TokenResult => {
      const check = this.checkToken(token, "unsubscribe");
      if (!check.ok) return check;
      const row = prepared(this.db, "SELECT email, utm_source, utm_campaign FROM submissions WHERE id = ?").get(
        check.submissionId,
      ) as {
        email: string;
        utm_source: string | null;
        utm_campaign: string | null;
      };
      prepared(this.db, "INSERT OR IGNORE INTO suppressions (email_hash, created_at) VALUES (?, ?)").run(
        emailHash(row.email),
        new Date(this.now()).toISOString(),
      );
      // Deleting the submissions removes their tokens and queued mails too (ON DELETE CASCADE).
      this.store.deleteByEmail(row.email);
      this.recordEvent("unsubscribed", {
        utmSource: row.utm_source ?? undefined,
        utmCampaign: row.utm_campaign ?? undefined,
      });
      return check;
    })();
    // The erased rows must not linger in the WAL (secure_delete only zeroes the database file).
    if (result.ok) this.store.checkpoint();
    return result;
  }

  isSuppressed(email: string): boolean {
    return prepared(this.db, "SELECT 1 FROM suppressions WHERE email_hash = ?").get(emailHash(email)) !== undefined;
  }

  /** Retention: unconfirmed leads after 30 days, contact messages 30 days after they were mailed. */
  purgeExpired(): { leads: number; contacts: number } {
    const cutoff = new Date(this.now() - RETENTION_MS).toISOString();
    const purged = this.db.transaction(() => {
      const leads = prepared(
        this.db,
        "DELETE FROM submissions WHERE form = 'lead' AND status = 'pending' AND created_at < ?",
      ).run(cutoff).changes;
      const contacts = prepared(
        this.db,
        `DELETE FROM submissions WHERE form = 'kontakt' AND created_at < ?
           AND NOT EXISTS (SELECT 1 FROM outbox WHERE outbox.submission_id = submissions.id AND outbox.status = 'queued')`,
      ).run(cutoff).changes;
      return { leads, contacts };
    })();
    if (purged.leads + purged.contacts > 0) this.store.checkpoint();
    return purged;
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

  private queueConfirmation(submissionId: number): void {
    const confirmToken = this.createToken(submissionId, "confirm", this.now() + CONFIRM_TOKEN_MS);
    this.outbox.enqueue("confirmation", submissionId, { confirmToken });
  }

  private createToken(submissionId: number, purpose: TokenRow["purpose"], expiresAt: number | null): string {
    const token = newToken();
    prepared(this.db, "INSERT INTO tokens (hash, submission_id, purpose, expires_at) VALUES (?, ?, ?, ?)").run(
      tokenHash(token),
      submissionId,
      purpose,
      expiresAt === null ? null : new Date(expiresAt).toISOString(),
    );
    return token;
  }

  private checkToken(token: string, purpose: TokenRow["purpose"]): TokenResult {
    const row = prepared(this.db, "SELECT * FROM tokens WHERE hash = ?").get(tokenHash(token)) as TokenRow | undefined;
    if (!row || row.purpose !== purpose) return { ok: false, reason: "unknown" };
    if (row.used_at) return { ok: false, reason: "used" };
    if (row.expires_at && Date.parse(row.expires_at) < this.now()) return { ok: false, reason: "expired" };
    return { ok: true, submissionId: row.submission_id };
  }

  private recordEvent(type: EventType, campaign: Campaign): void {
    prepared(this.db, "INSERT INTO events (day, type, utm_source, utm_campaign) VALUES (?, ?, ?, ?)").run(
      new Date(this.now()).toISOString().slice(0, 10),
      type,
      campaign.utmSource ?? null,
      campaign.utmCampaign ?? null,
    );
  }
}
