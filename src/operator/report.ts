// When the report mail to NOTIFY_TO is due and what it covers, the same on both hosts: weekly on
// Monday from 8 o'clock Berlin time (the week Monday to Sunday before), daily from 8 o'clock (the
// day before); "now" (the page's button) the last 7 days up to today. A host records each period
// it queued, so every report goes once even when the check runs every minute or after a restart.
// A report is due on its own day only: a server that was down all Monday skips that week's
// report rather than sending it days late (the page has the numbers), and a first start in the
// middle of a week sends nothing at once.
import { addDays, berlinClock, berlinDay, periodEnding, previousPeriod, type Period } from "./days";
import { buildFunnel, type CountRow } from "./funnel";
import { operatorPaths } from "./paths";
import type { ReportSchedule } from "./settings";
import { attentionItems, type OperatorStatus } from "./status";
import type { MailEvent } from "../mail/compose";

export const REPORT_HOUR = 8;

export interface DueReport {
  /** Names the period once: "weekly:2026-11-16". */
  key: string;
  schedule: "weekly" | "daily";
  period: Period;
}

export function dueReport(schedule: ReportSchedule, now: number): DueReport | undefined {
  if (schedule === "off") return undefined;
  const today = berlinDay(now);
  const { hour, weekday } = berlinClock(now);
  if (schedule === "daily") {
    if (hour < REPORT_HOUR) return undefined;
    const yesterday = addDays(today, -1);
    return { key: `daily:${yesterday}`, schedule, period: { from: yesterday, to: yesterday } };
  }
  // Monday from 8 o'clock: the whole week (Monday to Sunday) before.
  if (weekday !== 1 || hour < REPORT_HOUR) return undefined;
  const lastSunday = addDays(today, -1);
  return { key: `weekly:${addDays(lastSunday, -6)}`, schedule, period: periodEnding(lastSunday, 7) };
}

/** The report of "now": the last 7 days up to today. */
export const reportNowPeriod = (now: number): Period => periodEnding(berlinDay(now), 7);

/** The payload a queued report carries (self-hosted outbox row). */
export interface ReportPayload {
  schedule: "weekly" | "daily" | "now";
  period: Period;
}

/** The mail event of a report, made when it is sent (fresh numbers and state). */
export function reportEvent(
  payload: ReportPayload,
  rows: readonly CountRow[],
  status: OperatorStatus,
  now: number,
): MailEvent {
  return {
    type: "report",
    schedule: payload.schedule,
    funnel: buildFunnel(rows, payload.period),
    attention: attentionItems(status, now, operatorPaths),
  };
}

/** The days a report's counters must cover: its period and the one before. */
export const reportSpan = (period: Period): Period => ({ from: previousPeriod(period).from, to: period.to });
