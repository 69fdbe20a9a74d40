// The self-hosted server behind the operator's page (src/operator/backend.ts): counters, status and
// people from SQLite, the erasure of `leads -- delete`, and the report mail through the outbox.
import type Database from "better-sqlite3";
import { resolve } from "path";
import { readDataYaml } from "../src/lib/load-plan-content";
import { CONTENT_DIR } from "../src/lib/site";
import type { OperatorBackend } from "../src/operator/backend";
import { memoryFailureStore } from "../src/operator/login-throttle";
import type { QuestionTexts } from "../src/operator/people";
import { dueReport, reportEvent, reportNowPeriod, reportSpan, type ReportPayload } from "../src/operator/report";
import type { OperatorSettings } from "../src/operator/settings";
import type { MailEvent } from "../src/mail/compose";
import { countsBetween } from "./counters";
import type { FollowUpStore } from "./follow-up-store";
import { listPeople, personById, proofsOf } from "./operator-people";
import { operatorStatus, type StatusSources } from "./operator-status";
import type { Outbox } from "./outbox";
import { prepared } from "./statements";

/** The texts of the plan's questions (data/plan.yaml), for his answers in German. */
export function questionTexts(root = process.cwd()): QuestionTexts {
  return (readDataYaml(resolve(root, CONTENT_DIR), "plan.yaml", "Operator page") as { questions: QuestionTexts })
    .questions;
}

export interface SelfHostedOperator {
  backend: OperatorBackend;
  /** Queues the scheduled report once its time has come (the mail worker calls it every round). */
  queueDueReport(now?: number): void;
  /** The mail of a queued report row, made when it is sent. */
  reportMail(payload: unknown): Promise<MailEvent>;
}

export function selfHostedOperator(options: {
  db: Database.Database;
  followUp: FollowUpStore;
  outbox: Outbox;
  settings: OperatorSettings;
  brand: string;
  notifyTo: string;
  sources: StatusSources;
  /** Called once a report is queued (wakes the mail worker). */
  onQueued: () => void;
  /** Writes the page views counted in memory so far (server/page-views.ts). */
  flushViews: () => Promise<void>;
}): SelfHostedOperator {
  const { db, followUp, outbox, settings } = options;
  const status = (now: number) => operatorStatus(db, options.sources, now);
  const queue = (payload: ReportPayload) => outbox.enqueue("report", null, payload);
  const backend: OperatorBackend = {
    brand: options.brand,
    notifyTo: options.notifyTo,
    reportSchedule: settings.reportSchedule,
    passwordHashes: settings.passwordHashes,
    questionTexts: questionTexts(),
    countingNote:
      "Seitenaufrufe zählt der Server selbst, ohne Cookies und ohne IP-Adressen; Suchmaschinen und andere Programme (Bots) zählen nicht mit.",
    failures: memoryFailureStore(),
    async counts(period) {
      await options.flushViews();
      return countsBetween(db, period);
    },
    status: (now) => Promise.resolve(status(now)),
    people: () => Promise.resolve(listPeople(db)),
    person: (id) => Promise.resolve(personById(db, id)),
    proofs: (email) => Promise.resolve(proofsOf(db, followUp.leadId(email))),
    erase: (person) => Promise.resolve(void followUp.erase(person.email)),
    async sendReportNow(now) {
      await options.flushViews();
      queue({ schedule: "now", period: reportNowPeriod(now) });
      options.onQueued();
    },
  };
  return {
    backend,
    queueDueReport(now = Date.now()) {
      const due = dueReport(settings.reportSchedule, now);
      if (!due) return;
      const queued = db.transaction(() => {
        const fresh = prepared(db, "INSERT OR IGNORE INTO reports (period, queued_at) VALUES (?, ?)").run(
          due.key,
          new Date(now).toISOString(),
        ).changes;
        if (fresh) queue({ schedule: due.schedule, period: due.period });
        return fresh > 0;
      })();
      if (queued) options.onQueued();
    },
    async reportMail(payload) {
      const report = payload as ReportPayload;
      await options.flushViews();
      const now = Date.now();
      return reportEvent(report, countsBetween(db, reportSpan(report.period)), status(now), now);
    },
  };
}
