import React from "react";
import { readFileSync } from "fs";
import { render, screen, within } from "@testing-library/react";
import { parse } from "yaml";
import TokenActionPage from "../src/templates/token-action";
import NoticePage from "../src/templates/notice";
import MyPlanPage from "../src/templates/my-plan";
import { enhancePage, type PageEnvironment } from "../src/enhance/page";
import { mockStaticQuery, mailsYaml } from "./helpers/static-query";

beforeEach(mockStaticQuery);
afterEach(() => window.history.replaceState({}, "", "/"));

const data = (file: string) => parse(readFileSync(`data/${file}`, "utf8"));
const pages = data("pages.yaml") as Array<{ page: string; sections?: unknown }>;
const pageEntry = (id: string) => ({ intro: null, cta: null, sections: null, ...pages.find((p) => p.page === id) });
type Props<T extends (...args: never[]) => unknown> = Parameters<T>[0];
const props = <T extends (...args: never[]) => unknown>(page: string, extra: object = {}) =>
  ({ data: { page: pageEntry(page), ...extra }, pageContext: { page } }) as unknown as Props<T>;

describe("/bestaetigen/ and /abmelden/", () => {
  it.each([
    ["confirm", "Bestätigen und Plan erhalten"],
    ["unsubscribe", "Abmelden und Daten löschen"],
  ])("%s: a form that posts to the current URL with one big button and no script", (page, label) => {
    const { container } = render(<TokenActionPage {...props<typeof TokenActionPage>(page, { mails: mailsYaml })} />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).not.toHaveAttribute("action");
    expect(within(form).getAllByRole("button")).toHaveLength(1);
    expect(within(form).getByRole("button", { name: label })).toHaveAttribute("type", "submit");
    // Nothing may submit the form but a person: a mail scanner runs every script of the page.
    expect(container.querySelector("script")).toBeNull();
  });

  it("confirm: the two optional questions sit above the button, as labelled radio groups, none chosen", () => {
    const { container } = render(
      <TokenActionPage {...props<typeof TokenActionPage>("confirm", { mails: mailsYaml })} />,
    );
    const form = container.querySelector("form")!;
    const activity = within(form).getByRole("group", { name: "Wie aktiv sind Sie zurzeit?" });
    expect(
      within(activity)
        .getAllByRole("radio")
        .map((r) => [r.getAttribute("name"), r.getAttribute("value")]),
    ).toEqual([
      ["aktivitaet", "wenig"],
      ["aktivitaet", "etwas"],
      ["aktivitaet", "regelmaessig"],
    ]);
    const dayTime = within(form).getByRole("group", { name: mailsYaml.questions.dayTimeLegend });
    expect(
      within(dayTime)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["morgens", "abends"]);
    expect(
      within(form)
        .getAllByRole("radio")
        .filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(0);
    const button = within(form).getByRole("button");
    expect(dayTime.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("unsubscribe: no questions", () => {
    const { container } = render(
      <TokenActionPage {...props<typeof TokenActionPage>("unsubscribe", { mails: mailsYaml })} />,
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

describe("/mein-plan/", () => {
  const planData = () => ({
    nutrition: pageEntry("nutrition"),
    mails: mailsYaml,
    recipes: { nodes: data("recipes.yaml") },
    days: { nodes: data("exercise-days.yaml") },
    secrets: { nodes: data("nutrition-secrets.yaml") },
    expectations: { nodes: data("expectations.yaml") },
  });
  const minutesOf = (day: string) =>
    screen
      .getByRole("heading", { level: 3, name: new RegExp(`^${day}:`) })
      .nextElementSibling?.textContent?.replace(/\u00a0/g, " ");

  const environment = (search: string): PageEnvironment => ({
    pathname: "/mein-plan/",
    search,
    hash: "",
    navigate: jest.fn(),
    print: jest.fn(),
  });

  it("shows the plan with the default minutes, the drink, five secrets and the disclaimer", () => {
    render(<MyPlanPage {...props<typeof MyPlanPage>("myPlan", planData())} />);
    expect(minutesOf("Montag")).toBe("20 Minuten");
    expect(minutesOf("Samstag")).toBe("30 Minuten");
    expect(screen.getByRole("heading", { level: 3, name: "Zitronen-Ingwer-Wasser" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3, name: /^\d\. / })).toHaveLength(5);
    expect(screen.getByRole("heading", { level: 2, name: "Wichtiger Hinweis" })).toBeInTheDocument();
    expect(screen.getByTestId("plan-notes")).toHaveTextContent(
      `${mailsYaml.plan.activityNotes.none} ${mailsYaml.plan.dayTimeNotes.none}`,
    );
  });

  it("adapts minutes and notes to ?aktivitaet=wenig&tageszeit=morgens by the page script", () => {
    render(<MyPlanPage {...props<typeof MyPlanPage>("myPlan", planData())} />);
    enhancePage(document, environment("?aktivitaet=wenig&tageszeit=morgens"));
    expect(minutesOf("Montag")).toBe("10 Minuten");
    expect(minutesOf("Mittwoch")).toBe("5 Minuten");
    expect(screen.getByTestId("plan-notes")).toHaveTextContent(
      `${mailsYaml.plan.activityNotes.wenig} ${mailsYaml.plan.dayTimeNotes.morgens}`,
    );
  });

  it("keeps the plan for no answer when the link's answers are unknown", () => {
    render(<MyPlanPage {...props<typeof MyPlanPage>("myPlan", planData())} />);
    enhancePage(document, environment("?aktivitaet=sehr-viel&tageszeit=mittags"));
    expect(minutesOf("Montag")).toBe("20 Minuten");
    expect(screen.getByTestId("plan-notes")).toHaveTextContent(mailsYaml.plan.activityNotes.none);
  });

  it("shows the print button only once the page script has made it work", () => {
    render(<MyPlanPage {...props<typeof MyPlanPage>("myPlan", planData())} />);
    const button = screen.getByText("Plan drucken");
    expect(button).toBeDisabled();
    expect(button.parentElement).toHaveStyle({ visibility: "hidden" });
    const env = environment("");
    enhancePage(document, env);
    expect(screen.getByRole("button", { name: "Plan drucken" })).toBe(button);
    expect(button).toBeEnabled();
    button.click();
    expect(env.print).toHaveBeenCalledTimes(1);
  });
});
