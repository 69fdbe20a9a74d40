// The part of /mein-plan/ that depends on the answers, as HTML: rendered at build time for "no
// answers" (src/templates/my-plan.tsx) and again in the browser for the answers in the link
// (src/enhance/plan-sheet.ts), so the page shows exactly the plan of the mail. One renderer, no React
// in the browser. Print: what it knows about your numbers, the exercise guide, then one A4 page per week with a tick box per day, a log
// and the safety line, the sheet for weeks 5 to 12, the meals, the shopping list and the recipes
// (src/components/plan-sheet.module.css; what is on each page and why: docs/plan.md).
import { escapeHtml } from "./escape-html";
import { ingredientLine } from "./ingredients";
import { WEEK_MINUTES_ATTRIBUTE, fill, type Plan, type PlanContent, type PlanTexts, type Session } from "./plan";
import { recipeId } from "./recipe-id";
import { pathOf } from "./routes";
import { typeset } from "./typography";

/** The CSS module's class names the markup uses (passed in, so this file stays free of CSS imports). */
export interface SheetClasses {
  numbers: string;
  guide: string;
  exercise: string;
  week: string;
  pageBrand: string;
  days: string;
  day: string;
  tick: string;
  tickLabel: string;
  log: string;
  safetyLine: string;
  /** A sentence for the screen only: on paper, each week and the meals fit one A4 page. */
  screenOnly: string;
  later: string;
  meals: string;
  shopping: string;
  section: string;
  recipes: string;
  recipe: string;
}

/** What the page script needs to build the plan for the link's answers: the content and the labels. */
export interface SheetScriptData {
  content: PlanContent;
  brand: string;
  classes: SheetClasses;
}

const esc = (text: string) => escapeHtml(typeset(text));

function labelled(label: string, text: string | undefined): string {
  return text ? `<p><strong>${esc(label)}:</strong> ${esc(text)}</p>` : "";
}
const labelledInline = (label: string, text: string) => `<strong>${esc(label)}:</strong> ${esc(text)}`;
const list = (items: readonly string[], tag = "ul") =>
  `<${tag}>${items.map((item) => `<li>${item}</li>`).join("")}</${tag}>`;

/** What every part of the sheet reads. */
interface Sheet {
  plan: Plan;
  content: PlanContent;
  texts: PlanTexts;
  brand: string;
  c: SheetClasses;
}

/** A page of its own when printed: the brand line on top, then the heading. */
function printedPage(sheet: Sheet, className: string, id: string, heading: string, body: string) {
  return (
    `<section class="${className}" aria-labelledby="${id}">` +
    `<p class="${sheet.c.pageBrand}">${esc(sheet.brand)} · ${esc(sheet.plan.title)}</p>` +
    `<h2 id="${id}">${esc(heading)}</h2>${body}</section>`
  );
}

/** Who the plan was fitted to; for the general plan, how to see his own (the top of /mein-plan/). */
export function fittedHtml(plan: Plan, texts: PlanTexts): string {
  return `<p><strong>${esc(plan.fitted)}</strong></p>${plan.general ? `<p>${esc(texts.generalPlan)}</p>` : ""}`;
}

function numbers({ content, c }: Sheet): string {
  const { numbers } = content.plan;
  return (
    `<section class="${c.numbers}" aria-labelledby="numbers-heading"><h2 id="numbers-heading">${esc(numbers.heading)}</h2>` +
    list(numbers.points.map(esc)) +
    `<p>${esc(numbers.note)}</p></section>`
  );
}

/** The guide's exercises in runs of one kind, in their order (strength and balance under their name). */
export function guideGroups(guide: readonly Session[]): Session[][] {
  const groups: Session[][] = [];
  for (const session of guide) {
    const last = groups[groups.length - 1];
    if (last && last[0].kind === session.kind) last.push(session);
    else groups.push([session]);
  }
  return groups;
}

/** The name a strength or balance day uses for its exercises ("Kraftübungen"); none for the others. */
export function groupLabel(kind: Session["kind"], texts: PlanTexts): string | undefined {
  return kind === "strength" ? texts.strengthLabel : kind === "balance" ? texts.balanceLabel : undefined;
}

/** Every exercise of the plan once, with how it should feel, when to stop, the alternative and his variants. */
function guide({ plan, content, texts, c }: Sheet): string {
  const { ifThen } = content.plan;
  const exercise = (s: Session, heading: "h3" | "h4") =>
    `<div class="${c.exercise}"><${heading}>${esc(s.title)}</${heading}><p>${esc(s.how)}</p>` +
    labelled(texts.feelLabel, s.feel) +
    labelled(texts.stopLabel, s.stop) +
    labelled(texts.alternativeLabel, s.alternative) +
    s.variants.map((variant) => labelled(texts.variantLabel, variant)).join("") +
    `</div>`;
  const groups = guideGroups(plan.guide).map((group) => {
    const label = groupLabel(group[0].kind, texts);
    if (!label) return group.map((s) => exercise(s, "h3")).join("");
    const breathing = group.find((s) => s.breathing)?.breathing;
    return `<h3>${esc(label)}</h3>${breathing ? `<p>${esc(breathing)}</p>` : ""}${group.map((s) => exercise(s, "h4")).join("")}`;
  });
  const plans = ifThen.plans.map((p) => `<strong>${esc(p.when)}</strong> ${esc(p.then)}`);
  return (
    `<section class="${c.guide}" aria-labelledby="guide-heading"><h2 id="guide-heading">${esc(texts.guideHeading)}</h2>` +
    `<p>${esc(plan.talkTest)}</p>${groups.join("")}` +
    `<h3>${esc(ifThen.heading)}</h3>${list(plans)}<p>${esc(ifThen.missedWeek)}</p></section>`
  );
}

/** What a session asks for: its minutes (or two bouts), its rounds or seconds. */
export function sessionAmount(s: Session, texts: PlanTexts): string {
  if (s.bouts) return fill(texts.bouts, { first: s.bouts[0], second: s.bouts[1] });
  if (s.minutes) return `${s.minutes} ${texts.minutesLabel}`;
  return s.dose ?? "";
}

/**
 * A day's lines for the fridge and the mail: an activity with its minutes, strength and balance by
 * their group name with their dose ("Kraftübungen – 2 Runden mit je 6 Wiederholungen"). Warm-up and
 * cool-down frame every exercise day; the week says so once (`texts.frame`).
 */
export function dayLines(sessions: readonly Session[], texts: PlanTexts): string[] {
  const groups: Array<{ key: string; titles: string[]; amount: string }> = [];
  for (const s of sessions) {
    if (s.kind === "warmUp" || s.kind === "coolDown") continue;
    const amount = sessionAmount(s, texts);
    const key = `${s.kind}|${amount}`;
    const label = groupLabel(s.kind, texts);
    const last = groups[groups.length - 1];
    if (last && last.key === key) {
      if (!label) last.titles.push(s.title);
    } else groups.push({ key, titles: [label ?? s.title], amount });
  }
  return groups.map((group) => `${group.titles.join(", ")}${group.amount ? ` – ${group.amount}` : ""}`);
}

/** The weekly log: minutes and (optional) steps per day, to fill in with a pen. */
function log({ plan, texts, c }: Sheet): string {
  const days = plan.weeks[0].days.map((day) => `<th scope="col">${esc(day.weekday.slice(0, 2))}</th>`).join("");
  const row = (label: string) => `<tr><th scope="row">${esc(label)}</th>${"<td></td>".repeat(7)}</tr>`;
  return (
    `<table class="${c.log}"><thead><tr><td></td>${days}</tr></thead>` +
    `<tbody>${row(texts.logMinutes)}${row(texts.logSteps)}</tbody></table>`
  );
}

function weeks(sheet: Sheet): string {
  const { plan, texts, c } = sheet;
  return plan.weeks
    .map((week) => {
      const sessions = week.days.flatMap((day) => day.sessions);
      const when = sessions.find((s) => s.kind !== "afterMeal")?.when ?? "";
      const walk = week.days.find((day) => day.afterMeal)?.afterMeal;
      const days = week.days
        .map(
          (day) =>
            `<li class="${c.day}"><h3>${esc(day.weekday)}</h3>` +
            (day.sessions.length === 0
              ? `<p>${esc(texts.restDay)}</p>`
              : list(dayLines(day.sessions, texts).map(esc))) +
            `<span class="${c.tick}" aria-hidden="true">☐<span class="${c.tickLabel}"> ${esc(texts.doneLabel)}</span></span></li>`,
        )
        .join("");
      const body =
        `<p><strong ${WEEK_MINUTES_ATTRIBUTE}="${week.number}">${esc(week.summary)}</strong></p>` +
        `<p><span class="${c.screenOnly}">${esc(week.intro)} </span>${labelledInline(texts.goalLabel, week.goal)}</p>` +
        `<p>${labelledInline(texts.whenLabel, when)}. ${esc(texts.frame)}${
          walk
            ? `<br>${labelledInline(texts.afterMealLabel, fill(texts.afterMealLine, { minutes: walk.minutes ?? 0, when: walk.when }))}`
            : ""
        }${plan.partner ? ` ${esc(plan.partner)}` : ""}</p>` +
        `<ol class="${c.days}">${days}</ol>` +
        log(sheet) +
        `<p>${esc(texts.weekWeight)}</p>` +
        `<p class="${c.safetyLine}">${esc(texts.weekSafety)}</p>`;
      return printedPage(sheet, c.week, `week-${week.number}-heading`, week.heading, body);
    })
    .join("");
}

function later(sheet: Sheet): string {
  const { plan, content, texts, c } = sheet;
  const { later } = content.plan;
  const rows = plan.later.weeks
    .map(
      (week) =>
        `<tr><th scope="row">${esc(fill(later.weekLabel, { week }))}</th><td></td><td></td><td></td>` +
        `<td><span class="${c.tick}" aria-hidden="true">☐</span></td></tr>`,
    )
    .join("");
  const body =
    `<p>${esc(later.intro)}</p><p><strong>${esc(plan.later.target)}</strong></p>` +
    `<table class="${c.log}"><thead><tr><td></td><th scope="col">${esc(texts.logMinutes)}</th>` +
    `<th scope="col">${esc(later.strengthDays)}</th><th scope="col">${esc(later.weight)}</th>` +
    `<th scope="col">${esc(texts.doneLabel)}</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<p class="${c.safetyLine}">${esc(texts.weekSafety)}</p>`;
  return printedPage(sheet, c.later, "later-heading", later.heading, body);
}

const MEAL_NOTES = { breakfast: "", cook: "cookLabel", leftover: "leftoverLabel", quick: "quickLabel" } as const;

function mealLine(label: string, meal: Plan["meals"][number]["lunch"], texts: PlanTexts): string {
  const note = MEAL_NOTES[meal.kind];
  return `${labelledInline(label, meal.recipe)}${note ? ` (${esc(texts[note])})` : ""}`;
}

function meals(sheet: Sheet): string {
  const { plan, texts, c } = sheet;
  const rows = plan.meals.map(
    (day) =>
      `<strong>${esc(day.weekday)}</strong><br>${mealLine(texts.breakfastLabel, day.breakfast, texts)}<br>` +
      `${mealLine(texts.lunchLabel, day.lunch, texts)}<br>${mealLine(texts.dinnerLabel, day.dinner, texts)}`,
  );
  const body =
    `<p class="${c.screenOnly}">${esc(texts.mealsIntro)}</p>` +
    `<p><strong>${esc(plan.drink)}.</strong> ${esc(texts.drinkTeeth)}</p>${list(rows)}`;
  return printedPage(sheet, c.meals, "meals-heading", texts.mealsHeading, body);
}

function shopping(sheet: Sheet): string {
  const { plan, texts, c } = sheet;
  const sections = plan.shopping
    .map(
      (section) =>
        `<div class="${c.section}"><h3>${esc(section.heading)}</h3>${list(
          section.items.map(
            (item) =>
              `☐ ${esc(item.shortLabel)}${item.need ? `<span class="${c.screenOnly}"> (${esc(item.need)})</span>` : ""}`,
          ),
        )}</div>`,
    )
    .join("");
  const pantry =
    `<div class="${c.section}"><h3>${esc(texts.pantryHeading)}</h3><p>${esc(texts.pantryIntro)}</p>` +
    `${list(plan.pantry.map((item) => `☐ ${esc(item.label)}`))}</div>`;
  const body = `<p>${esc(texts.shoppingIntro)} ${esc(plan.portions)}.</p>${sections}${pantry}`;
  return printedPage(sheet, c.shopping, "shopping-heading", texts.shoppingHeading, body);
}

/**
 * How the recipes are shown: "cards", scaled to his portions with ingredients and steps (what he
 * cooks from, on paper); "links" to the recipes page, for the page as built, whose first response
 * must stay within one round trip (the plan script shows the cards: src/enhance/plan-sheet.ts).
 */
export type RecipesShown = "cards" | "links";

function recipes(sheet: Sheet, shown: RecipesShown): string {
  const { plan, texts, c } = sheet;
  const items = plan.recipes.map(({ recipe, portions, factor, protein }) => {
    const meta = [
      fill(texts.recipePortions, { portions }),
      `${recipe.minutes} ${texts.minutesLabel}`,
      fill(texts.proteinLine, { protein: Math.round(protein) }),
    ];
    const id = recipeId(recipe.title);
    if (shown === "links")
      return `<li><a href="${pathOf("recipes")}#${id}">${esc(recipe.title)}</a> · ${esc(meta.join(" · "))}</li>`;
    return (
      `<article class="${c.recipe}" id="${id}"><h3>${esc(recipe.title)}</h3>` +
      `<p>${esc(meta.join(" · "))}</p><h4>${esc(texts.ingredientsLabel)}</h4>` +
      list(recipe.ingredients.map((ingredient) => esc(ingredientLine(ingredient, factor)))) +
      `<h4>${esc(texts.stepsLabel)}</h4>${list(recipe.steps.map(esc), "ol")}</article>`
    );
  });
  const intro = shown === "cards" ? `<p>${esc(texts.recipesIntro)}</p>` : "";
  const body = shown === "cards" ? items.join("") : `<ul>${items.join("")}</ul>`;
  return printedPage(
    sheet,
    c.recipes,
    "recipes-heading",
    texts.recipesHeading,
    `${intro}<p>${esc(texts.plate)}</p><p>${esc(texts.alcohol)}</p>${body}`,
  );
}

const sheetOf = (plan: Plan, content: PlanContent, brand: string, c: SheetClasses): Sheet => ({
  plan,
  content,
  texts: content.plan.texts,
  brand,
  c,
});

/** The four printed weeks alone (they depend on the movement answers only). */
export function planWeeksHtml(plan: Plan, content: PlanContent, brand: string, classes: SheetClasses): string {
  return weeks(sheetOf(plan, content, brand, classes));
}

export function planSheetHtml(
  plan: Plan,
  content: PlanContent,
  brand: string,
  classes: SheetClasses,
  recipesShown: RecipesShown = "cards",
): string {
  const sheet = sheetOf(plan, content, brand, classes);
  return [
    ...[numbers, guide, weeks, later, meals, shopping].map((part) => part(sheet)),
    recipes(sheet, recipesShown),
  ].join("");
}
