// The part of /mein-plan/ that depends on the answers, as HTML: rendered at build time for "no
// answers" (src/templates/my-plan.tsx) and again in the browser for the answers in the link
// (src/enhance/my-plan.ts), so the page shows exactly the plan of the mail. One renderer, no React
// in the browser. Print: the exercise guide, then one A4 page per week with a tick box per day,
// the meals, and the shopping list on its own page (src/components/plan-sheet.module.css).
import { WEEK_MINUTES_ATTRIBUTE, type Plan, type PlanTexts, type Session } from "./plan";
import { typeset } from "./typography";

/** The CSS module's class names the markup uses (passed in, so this file stays free of CSS imports). */
export interface SheetClasses {
  guide: string;
  exercise: string;
  week: string;
  pageBrand: string;
  days: string;
  day: string;
  tick: string;
  tickLabel: string;
  meals: string;
  shopping: string;
  section: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const esc = (text: string) => typeset(text).replace(/[&<>"']/g, (char) => ESCAPES[char]);

function labelled(label: string, text: string | undefined): string {
  return text ? `<p><strong>${esc(label)}:</strong> ${esc(text)}</p>` : "";
}

/** Every exercise of the plan once, with how it should feel, when to stop, the alternative and his variants. */
function guide(plan: Plan, texts: PlanTexts, c: SheetClasses): string {
  const seen = new Map<string, Session>();
  for (const week of plan.weeks)
    for (const day of week.days) for (const s of day.sessions) if (!seen.has(s.title)) seen.set(s.title, s);
  const items = [...seen.values()].map(
    (s) =>
      `<div class="${c.exercise}"><h3>${esc(s.title)}</h3><p>${esc(s.how)}</p>` +
      labelled(texts.feelLabel, s.feel) +
      labelled(texts.stopLabel, s.stop) +
      labelled(texts.alternativeLabel, s.alternative) +
      s.variants.map((variant) => labelled(texts.variantLabel, variant)).join("") +
      `</div>`,
  );
  return `<section class="${c.guide}" aria-labelledby="guide-heading"><h2 id="guide-heading">${esc(
    texts.guideHeading,
  )}</h2><p>${esc(plan.talkTest)}</p>${items.join("")}</section>`;
}

/** A day's lines for the fridge: exercises of one kind and dose in one line ("A, B, C – 2 Runden …"). */
function dayLines(sessions: readonly Session[], texts: PlanTexts): string {
  const groups: Array<{ key: string; titles: string[]; amount: string }> = [];
  for (const s of sessions) {
    const amount = s.minutes ? `${s.minutes} ${texts.minutesLabel}` : (s.dose ?? "");
    const key = `${s.kind}|${amount}`;
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.titles.push(s.title);
    else groups.push({ key, titles: [s.title], amount });
  }
  return groups
    .map((group) => `<li>${esc(group.titles.join(", "))}${group.amount ? ` – ${esc(group.amount)}` : ""}</li>`)
    .join("");
}

function weeks(plan: Plan, texts: PlanTexts, brand: string, c: SheetClasses): string {
  return plan.weeks
    .map((week) => {
      const sessions = week.days.flatMap((day) => day.sessions);
      const when = sessions.find((s) => s.kind !== "walk")?.when ?? "";
      const walk = sessions.find((s) => s.kind === "walk");
      const days = week.days
        .map(
          (day) =>
            `<li class="${c.day}"><h3>${esc(day.weekday)}</h3>` +
            (day.sessions.length === 0 ? `<p>${esc(texts.restDay)}</p>` : `<ul>${dayLines(day.sessions, texts)}</ul>`) +
            `<span class="${c.tick}" aria-hidden="true">☐<span class="${c.tickLabel}"> ${esc(texts.doneLabel)}</span></span></li>`,
        )
        .join("");
      const id = `week-${week.number}-heading`;
      return (
        `<section class="${c.week}" aria-labelledby="${id}">` +
        `<p class="${c.pageBrand}">${esc(brand)} · ${esc(plan.title)}</p>` +
        `<h2 id="${id}">${esc(week.heading)}</h2>` +
        `<p><strong ${WEEK_MINUTES_ATTRIBUTE}="${week.number}">${esc(week.summary)}</strong></p>` +
        `<p>${esc(week.intro)}</p>` +
        `<p>${labelledInline(texts.whenLabel, when)}${
          walk ? `<br>${labelledInline(walk.when, `${walk.title} – ${walk.minutes} ${texts.minutesLabel}`)}` : ""
        }</p>` +
        `<ol class="${c.days}">${days}</ol></section>`
      );
    })
    .join("");
}

const labelledInline = (label: string, text: string) => `<strong>${esc(label)}:</strong> ${esc(text)}`;

function meals(plan: Plan, texts: PlanTexts, brand: string, c: SheetClasses): string {
  const rows = plan.meals
    .map(
      (day) =>
        `<li><strong>${esc(day.weekday)}</strong><br>${labelledInline(texts.lunchLabel, day.lunch.recipe)}${
          day.lunch.leftover ? ` (${esc(texts.leftoverLabel)})` : ""
        }<br>${labelledInline(texts.dinnerLabel, day.dinner.recipe)}</li>`,
    )
    .join("");
  return (
    `<section class="${c.meals}" aria-labelledby="meals-heading">` +
    `<p class="${c.pageBrand}">${esc(brand)} · ${esc(plan.title)}</p>` +
    `<h2 id="meals-heading">${esc(texts.mealsHeading)}</h2><p>${esc(texts.mealsIntro)}</p>` +
    `<p><strong>${esc(plan.drink)}</strong></p><ul>${rows}</ul></section>`
  );
}

function shopping(plan: Plan, texts: PlanTexts, brand: string, c: SheetClasses): string {
  const sections = plan.shopping
    .map(
      (section) =>
        `<div class="${c.section}"><h3>${esc(section.heading)}</h3><ul>${section.items
          .map((item) => `<li>☐ ${esc(item.label)}</li>`)
          .join("")}</ul></div>`,
    )
    .join("");
  return (
    `<section class="${c.shopping}" aria-labelledby="shopping-heading">` +
    `<p class="${c.pageBrand}">${esc(brand)} · ${esc(plan.title)}</p>` +
    `<h2 id="shopping-heading">${esc(texts.shoppingHeading)}</h2>` +
    `<p>${esc(texts.shoppingIntro)} ${esc(plan.portions)}.</p>${sections}</section>`
  );
}

export function planSheetHtml(plan: Plan, texts: PlanTexts, brand: string, classes: SheetClasses): string {
  return (
    guide(plan, texts, classes) +
    weeks(plan, texts, brand, classes) +
    meals(plan, texts, brand, classes) +
    shopping(plan, texts, brand, classes)
  );
}
