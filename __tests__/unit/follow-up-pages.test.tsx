import "@testing-library/jest-dom";
import React from "react";
import { readFileSync } from "fs";
import { render, screen, within } from "@testing-library/react";
import { parse } from "yaml";
import TokenActionPage from "../../src/templates/token-action";
import NoticePage from "../../src/templates/notice";
import MyPlanPage from "../../src/templates/my-plan";
import { enhancePage, type PageEnvironment } from "../../src/enhance/page";
import { renderPlanSheet, type PlanLocation } from "../../src/enhance/plan-sheet";
import { PLAN_CONTENT_ATTRIBUTE, PLAN_FITTED_ATTRIBUTE, PLAN_SHEET_ATTRIBUTE } from "../../src/enhance/markers";
import type { SheetScriptData } from "../../src/lib/plan-sheet-html";
import { loadPlanContent } from "../../src/lib/load-plan-content";
import { buildPlan, QUESTIONS, WEEK_MINUTES_ATTRIBUTE } from "../../src/lib/plan";
import { recipeId } from "../../src/lib/recipe-id";
import { pathOf } from "../../src/lib/routes";
import { typeset } from "../../src/lib/typography";
import { mockStaticQuery } from "../../harness/static-query";
import { KNEES_EVENING } from "../../harness/plan-readers";

beforeEach(mockStaticQuery);
afterEach(() => window.history.replaceState({}, "", "/"));

const data = (file: string) => parse(readFileSync(`data/${file}`, "utf8"));
const pages = data("pages.yaml") as Array<{ page: string; sections?: unknown }>;
const pageEntry = (id: string) => ({ intro: null, cta: null, sections: null, ...pages.find((p) => p.page === id) });
type Props<T extends (...args: never[]) => unknown> = Parameters<T>[0];
const props = <T extends (...args: never[]) => unknown>(page: string, extra: object = {}, context: object = {}) =>
  ({ data: { page: pageEntry(page), ...extra }, pageContext: { page, ...context } }) as unknown as Props<T>;
const planYaml = data("plan.yaml") as { questions: Record<string, Record<string, string>> & { noAnswer: string } };
const planContent = loadPlanContent("data");
/** The answers' labels carry soft hyphens (src/lib/hyphenate.ts); a reader does not see them. */
const withoutSoftHyphens = (text: string) =>
  text
    .replace(/\u00ad/g, "")
    .replace(/\s+/g, " ")
    .trim();

describe("/bestaetigen/ and /abmelden/", () => {
  it.each([
    ["confirm", "Bestätigen und Plan erhalten"],
    ["unsubscribe", "Abmelden und Daten löschen"],
  ])("%s: a form that posts to the current URL with one big button and no script", (page, label) => {
    const { container } = render(<TokenActionPage {...props<typeof TokenActionPage>(page, { plan: planYaml })} />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).not.toHaveAttribute("action");
    expect(within(form).getAllByRole("button")).toHaveLength(1);
    expect(within(form).getByRole("button", { name: label })).toHaveAttribute("type", "submit");
    // Nothing may submit the form but a person: a mail scanner runs every script of the page.
    expect(container.querySelector("script")).toBeNull();
  });

  it("confirm: six optional questions above the button; single choices start at „Keine Angabe“, lists unticked", () => {
    const { container } = render(<TokenActionPage {...props<typeof TokenActionPage>("confirm", { plan: planYaml })} />);
    const form = container.querySelector("form")!;
    const groups = within(form).getAllByRole("group");
    expect(groups).toHaveLength(6);
    for (const [key, question] of Object.entries(QUESTIONS)) {
      const texts = planYaml.questions[key];
      const group = within(form).getByRole("group", { name: new RegExp(`^${texts.legend}`) });
      const inputs = within(group).getAllByRole<HTMLInputElement>(question.multiple ? "checkbox" : "radio");
      const values = inputs.map((input) => input.value);
      expect(values).toEqual(question.multiple ? [...question.values] : ["", ...question.values]);
      for (const input of inputs) expect(input.name).toBe(question.field);
      expect(inputs.filter((input) => input.checked).map((input) => input.value)).toEqual(
        question.multiple ? [] : [""],
      );
      if (!question.multiple)
        expect(
          within(group).getByLabelText(planYaml.questions.noAnswer, { normalizer: withoutSoftHyphens }),
        ).toBeChecked();
      for (const value of question.values)
        expect(within(group).getByLabelText(texts[value], { normalizer: withoutSoftHyphens })).toBeInTheDocument();
    }
    const button = within(form).getByRole("button");
    expect(groups[5].compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("confirm: long words of the answers carry soft hyphens at their syllables, short ones none (200 % text)", () => {
    const { container } = render(<TokenActionPage {...props<typeof TokenActionPage>("confirm", { plan: planYaml })} />);
    const labels = Array.from(container.querySelectorAll("label span")).map((span) => span.textContent ?? "");
    expect(labels).toContain("Spa\u00adzie\u00adren\u00adge\u00adhen oder Wandern");
    expect(labels).toContain("Gar\u00adten\u00adar\u00adbeit");
    expect(labels).toContain("Abends");
  });

  it("unsubscribe: no questions", () => {
    const { container } = render(
      <TokenActionPage {...props<typeof TokenActionPage>("unsubscribe", { plan: planYaml })} />,
    );
    expect(container.querySelectorAll("input")).toHaveLength(0);
  });
});

describe("notices", () => {
  it("/link-ungueltig/ names the three reasons with the real validity and leads back to the form", () => {
    render(<NoticePage {...props<typeof NoticePage>("linkInvalid")} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Dieser Link funktioniert leider nicht");
    const reasons = within(screen.getByRole("main"))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(reasons[0]).toContain("gilt 7 Tage");
    expect(reasons.join(" ")).toContain("kontakt@zitronen-vital.de");
    expect(reasons.join(" ")).not.toMatch(/\{\w+\}/);
    expect(screen.getByRole("link", { name: /Zurück zum Formular/ })).toHaveAttribute("href", "/#form");
  });

  it.each([
    ["planOnTheWay", /Plan ansehen und ausdrucken/, "/mein-plan/"],
    ["unsubscribed", /Zur Startseite/, "/"],
  ])("%s links on", (page, name, href) => {
    render(<NoticePage {...props<typeof NoticePage>(page)} />);
    expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
  });
});

it("/plan-unterwegs/ hands the answers the confirmation redirected with on to /mein-plan/ in the fragment, and nothing else", () => {
  render(<NoticePage {...props<typeof NoticePage>("planOnTheWay")} />);
  enhancePage(document, {
    pathname: "/plan-unterwegs/",
    search: "",
    hash: "#aktivitaet=wenig&mag=garten,gehen&name=Klaus",
    navigate: jest.fn(),
    reload: jest.fn(),
    print: jest.fn(),
    today: () => new Date(),
  });
  expect(screen.getByRole("link", { name: /Plan ansehen und ausdrucken/ })).toHaveAttribute(
    "href",
    "/mein-plan/#aktivitaet=wenig&mag=gehen%2Cgarten",
  );
});

describe("/mein-plan/", () => {
  const renderPage = () => render(<MyPlanPage {...props<typeof MyPlanPage>("myPlan", {}, { planContent })} />);
  const weekMinutes = (week: number) =>
    Number(/^\d+/.exec(document.querySelector(`[${WEEK_MINUTES_ATTRIBUTE}="${week}"]`)!.textContent)![0]);
  const environment = (search: string): PageEnvironment => ({
    pathname: "/mein-plan/",
    search,
    hash: "",
    navigate: jest.fn(),
    reload: jest.fn(),
    print: jest.fn(),
    today: () => new Date("2026-11-26T10:00:00Z"),
  });
  /** The plan script as the build makes it: with the content the page rendered (src/build-steps/page-script.ts). */
  const sheet = () => document.querySelector<HTMLElement>(`[${PLAN_SHEET_ATTRIBUTE}]`)!;
  const runPlanScript = (location: PlanLocation) =>
    renderPlanSheet(
      sheet(),
      location,
      JSON.parse(document.querySelector(`[${PLAN_CONTENT_ATTRIBUTE}]`)!.textContent) as SheetScriptData,
    );
  const fitted = () => document.querySelector<HTMLElement>(`[${PLAN_FITTED_ATTRIBUTE}]`)!;
  const at = (hash: string, search = "") => ({ hash, search, pathname: "/mein-plan/", replace: jest.fn() });
  const knees = "aktivitaet=wenig&tageszeit=abends&mag=schwimmen&grenzen=gelenke&haushalt=eins&ohne=fisch";

  it("shows the general plan without answers and says so: four weeks, meals, shopping list, recipes, safety box first", () => {
    renderPage();
    const plan = buildPlan({}, planContent);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Ihr 4-Wochen-Plan");
    expect(fitted()).toHaveTextContent(planContent.plan.fitted.none);
    expect(fitted()).toHaveTextContent("JavaScript");
    for (const week of plan.weeks) {
      expect(screen.getByRole("heading", { level: 2, name: typeset(week.heading) })).toBeInTheDocument();
      expect(weekMinutes(week.number)).toBe(week.moderateMinutes);
    }
    for (const heading of ["Ihre Mahlzeiten der Woche", "Ihr Einkaufszettel für eine Woche", "Ihre Rezepte der Woche"])
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: /Wochen\s5\sbis\s12/ })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Vorrat prüfen" })).toBeInTheDocument();
    const safety = screen.getByRole("heading", { level: 2, name: /Ihre Sicherheit/ });
    const guide = screen.getByRole("heading", { level: 2, name: "So gehen Ihre Übungen" });
    expect(safety.compareDocumentPosition(guide) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A tick box for every day of the four weeks, and one for each of weeks 5 to 12.
    expect(screen.getAllByText("Erledigt", { exact: false })).toHaveLength(28 + 1);
    // As built, each of the week's recipes links to the recipes page (the first response stays small) …
    const recipes = screen.getByRole("heading", { level: 2, name: "Ihre Rezepte der Woche" }).closest("section")!;
    for (const { recipe } of plan.recipes) {
      expect(document.getElementById(recipeId(recipe.title))).toBeNull();
      expect(within(recipes).getByRole("link", { name: recipe.title })).toHaveAttribute(
        "href",
        `${pathOf("recipes")}#${recipeId(recipe.title)}`,
      );
    }
    // … and the plan script shows each with its ingredients for his portions and its steps.
    runPlanScript(at(""));
    expect(fitted()).toHaveTextContent(planContent.plan.fitted.none);
    for (const { recipe } of plan.recipes) {
      const card = document.getElementById(recipeId(recipe.title))!;
      expect(card).toHaveTextContent(recipe.steps[0]);
      expect(card).toHaveTextContent(/Eiweiß: etwa \d+ g pro Portion/);
    }
  });

  it("shows exactly the mail's plan for the answers in the link's fragment, built by the page script", () => {
    renderPage();
    runPlanScript(at(`#${knees}`));
    const plan = buildPlan(KNEES_EVENING, planContent);
    for (const week of plan.weeks) expect(weekMinutes(week.number)).toBe(week.moderateMinutes);
    expect(fitted()).toHaveTextContent(plan.fitted);
    expect(fitted()).not.toHaveTextContent("JavaScript");
    expect(sheet()).toHaveTextContent("Schwimmen oder Wassergymnastik");
    expect(sheet()).toHaveTextContent(planContent.plan.strength[0].joints.replace(/\s+/g, " "));
    expect(sheet()).toHaveTextContent("Mengen für 1 Person");
    expect(sheet()).not.toHaveTextContent("Lachs");
  });

  it("reads a plan mail's older link with the answers in the query, and moves them to the fragment", () => {
    renderPage();
    const location = at("", `?${knees}`);
    runPlanScript(location);
    expect(location.replace).toHaveBeenCalledWith(`/mein-plan/#${knees.replace(/,/g, "%2C")}`);
    expect(weekMinutes(1)).toBe(buildPlan(KNEES_EVENING, planContent).weeks[0].moderateMinutes);
    expect(sheet()).toHaveTextContent("Schwimmen oder Wassergymnastik");
  });

  it("keeps the plan for no answers when the link's answers are unknown", () => {
    renderPage();
    const before = screen.getByRole("main").innerHTML;
    const location = at("#aktivitaet=sehr-viel&tageszeit=nachts");
    runPlanScript(location);
    expect(location.replace).not.toHaveBeenCalled();
    expect(screen.getByRole("main").innerHTML.replace(/ hidden=""/g, "")).toContain(
      before.slice(before.indexOf("So gehen Ihre Übungen"), before.indexOf("So gehen Ihre Übungen") + 500),
    );
    expect(weekMinutes(1)).toBe(buildPlan({}, planContent).weeks[0].moderateMinutes);
  });

  it("prints with brand, contact and today's date; the date only once the script knows it", () => {
    renderPage();
    const header = screen.getByTestId("plan-print-header");
    expect(header).toHaveTextContent("Zitronen-Vital");
    expect(header).toHaveTextContent("kontakt@zitronen-vital.de");
    expect(header).toHaveTextContent("Begonnen am");
    expect(screen.getByTestId("plan-print-date")).not.toBeVisible();
    enhancePage(document, environment(""));
    expect(screen.getByTestId("plan-print-date")).toBeVisible();
    expect(screen.getByTestId("plan-print-date")).toHaveTextContent("Stand: 26. November 2026");
  });

  it("says how to print without a script, and shows the working button in its place with one", () => {
    renderPage();
    const hint = screen.getByText(/im Menü Ihres Browsers/);
    const button = screen.getByText("Plan drucken");
    expect(hint).toBeVisible();
    expect(button).not.toBeVisible();
    const env = environment("");
    enhancePage(document, env);
    expect(hint).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Plan drucken" })).toBe(button);
    button.click();
    expect(env.print).toHaveBeenCalledTimes(1);
  });
});
