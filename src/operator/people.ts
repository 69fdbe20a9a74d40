// A person as the operator sees him, the same on both hosts: his state, the consent versions he
// ticked, his plan answers (so a reply can be answered well), and the times of each step.
import { QUESTION_KEYS, QUESTIONS, type PlanAnswers, type Question } from "../lib/plan";

export type PersonState = "pending" | "confirmed" | "planSent" | "undeliverable" | "unsubscribed";

export const STATE_LABELS: Record<PersonState, string> = {
  pending: "wartet auf Bestätigung",
  confirmed: "bestätigt",
  planSent: "Plan gesendet",
  undeliverable: "unzustellbar",
  unsubscribed: "abgemeldet",
};

/** The filter values of the people view (?status=…), German in the URL. */
export const STATE_FILTERS: Record<string, PersonState> = {
  wartet: "pending",
  bestaetigt: "confirmed",
  "plan-gesendet": "planSent",
  unzustellbar: "undeliverable",
};

export interface Person {
  /** The host's id of his record (self-hosted: the submission's id; Netlify: a record key's hash). */
  id: string;
  name: string;
  email: string;
  state: PersonState;
  requestedAt: string;
  confirmedAt?: string;
  planSentAt?: string;
  consentVersion?: string;
  marketingVersion?: string;
  answers: PlanAnswers;
  undeliverable?: { at: string; reason: string };
}

/** What is left of someone who unsubscribed or was erased: a proof without name or address. */
export interface ProofSummary {
  requestedAt: string;
  confirmedAt?: string;
  withdrawnAt?: string;
  endedAt: string;
  reason: "unsubscribed" | "erased" | "expired";
  consentVersion?: string;
  marketingVersion?: string;
}

export const PROOF_REASON_LABELS: Record<ProofSummary["reason"], string> = {
  unsubscribed: "hat sich abgemeldet",
  erased: "auf Wunsch gelöscht",
  expired: "nach Ablauf der Frist gelöscht",
};

/** The state from the facts every host keeps; undeliverable wins, then the furthest step. */
export function stateOf(facts: {
  confirmedAt?: string | null;
  planSentAt?: string | null;
  undeliverable?: unknown;
}): PersonState {
  if (facts.undeliverable) return "undeliverable";
  if (facts.planSentAt) return "planSent";
  if (facts.confirmedAt) return "confirmed";
  return "pending";
}

/** The questions' texts of data/plan.yaml `questions`: a legend and one label per answer. */
export type QuestionTexts = Record<Question, { legend: string } & Record<string, string>>;

/** His answers as "question: answer" lines in German; none for a question he skipped. */
export function answerLines(answers: PlanAnswers, texts: QuestionTexts): Array<{ question: string; answer: string }> {
  return QUESTION_KEYS.flatMap((key) => {
    const answer = answers[key];
    if (answer === undefined) return [];
    const values = (Array.isArray(answer) ? answer : [answer]) as string[];
    const labels = values.map((value) => texts[key]?.[value] ?? value);
    return [{ question: texts[key]?.legend ?? QUESTIONS[key].field, answer: labels.join(", ") }];
  });
}

/** Search by address or name, case-insensitive, on the parts typed. */
export function matchesSearch(person: Pick<Person, "name" | "email">, search: string): boolean {
  const words = search.toLocaleLowerCase("de").split(/\s+/).filter(Boolean);
  const text = `${person.name} ${person.email}`.toLocaleLowerCase("de");
  return words.every((word) => text.includes(word));
}
