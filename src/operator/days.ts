// Calendar days in Europe/Berlin, the operator's days: counters are kept per Berlin day, periods
// are runs of whole Berlin days, times are shown in Berlin time (both hosts, page, mail, export).
export const OPERATOR_TIME_ZONE = "Europe/Berlin";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: OPERATOR_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const localFormat = new Intl.DateTimeFormat("de-DE", {
  timeZone: OPERATOR_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const hourFormat = new Intl.DateTimeFormat("en-GB", { timeZone: OPERATOR_TIME_ZONE, hour: "2-digit", hour12: false });
const weekdayFormat = new Intl.DateTimeFormat("en-GB", { timeZone: OPERATOR_TIME_ZONE, weekday: "short" });

/** The Berlin calendar day of a moment, as YYYY-MM-DD. */
export function berlinDay(at: number | Date = Date.now()): string {
  return dayFormat.format(at);
}

/** The hour (0–23) and weekday (1 = Monday … 7 = Sunday) of a moment in Berlin. */
export function berlinClock(at: number | Date): { hour: number; weekday: number } {
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(weekdayFormat.format(at)) + 1;
  return { hour: Number(hourFormat.format(at)) % 24, weekday };
}

/** `day` moved by `days` calendar days (no time zone involved: days are labels). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A run of whole days, first and last included. */
export interface Period {
  from: string;
  to: string;
}

export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function lengthOf(period: Period): number {
  return daysOf(period).length;
}

/** The `days` days that end with `lastDay`. */
export function periodEnding(lastDay: string, days: number): Period {
  return { from: addDays(lastDay, -(days - 1)), to: lastDay };
}

/** The period of the same length right before. */
export function previousPeriod(period: Period): Period {
  const length = lengthOf(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** "24.11.2026, 14:05" in Berlin time; "" for nothing. */
export function localTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? "" : localFormat.format(ms);
}

/** "Mo, 23.11." for a day label. */
export function shortDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"][date.getUTCDay()];
  return `${weekday}, ${day.slice(8, 10)}.${day.slice(5, 7)}.`;
}

/** "23.11.2026" for a day label. */
export function germanDate(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
}

/** "01.11.2026 bis 07.11.2026": a period as the page and the mails name it. */
export const periodText = (period: Period) => `${germanDate(period.from)} bis ${germanDate(period.to)}`;
