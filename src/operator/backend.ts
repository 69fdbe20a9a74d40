// What the operator's page needs from a host (server/operator-backend.ts, netlify/operator/backend.ts);
// everything else (routes, login, views, export, report) is src/operator/handler.ts, written once.
import type { CountRow } from "./funnel";
import type { Person, ProofSummary, QuestionTexts } from "./people";
import type { FailureStore } from "./login-throttle";
import type { ReportSchedule } from "./settings";
import type { OperatorStatus } from "./status";
import type { Period } from "./days";

export interface OperatorBackend {
  brand: string;
  /** Where the report mail goes (NOTIFY_TO). */
  notifyTo: string;
  reportSchedule: ReportSchedule;
  passwordHashes: readonly string[];
  questionTexts: QuestionTexts;
  /** One sentence on how this host counts page views. */
  countingNote: string;
  failures: FailureStore;
  /** Every counter of the days from `period.from` to `period.to` (the page asks for its period and the one before). */
  counts(period: Period): Promise<CountRow[]>;
  status(now: number): Promise<OperatorStatus>;
  people(): Promise<Person[]>;
  person(id: string): Promise<Person | undefined>;
  /** The proofs left of an address (someone who unsubscribed or was erased). */
  proofs(email: string): Promise<ProofSummary[]>;
  /** Exactly what the host's erasure command does (`leads -- delete`, `netlify:erase`). */
  erase(person: Person): Promise<void>;
  /** Queues (or sends) the report of the last 7 days to NOTIFY_TO now. */
  sendReportNow(now: number): Promise<void>;
}
