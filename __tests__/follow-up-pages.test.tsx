import React from "react";
import { readFileSync } from "fs";
import { render, screen, within } from "@testing-library/react";
import { parse } from "yaml";
import TokenActionPage from "../src/templates/token-action";
import ConfirmedPage from "../src/templates/confirmed";
import NoticePage from "../src/templates/notice";
import MyPlanPage from "../src/templates/my-plan";
import { enhancePage, type PageEnvironment } from "../src/enhance/page";
import { AUTO_SUBMIT_SCRIPT, TOKEN_FORM_ID } from "../src/components/token-form";
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
    ["confirm", "Ja, Plan anfordern"],
    ["unsubscribe", "Ja, abmelden"],
  ])("%s: a form that posts to the current URL with one big button", (page, label) => {
    const { container } = render(<TokenActionPage {...props<typeof TokenActionPage>(page)} />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).not.toHaveAttribute("action");
    expect(within(form).getByRole("button", { name: label })).toHaveAttribute("type", "submit");
    const script = container.querySelector("script")!;
    expect(script.innerHTML).toBe(AUTO_SUBMIT_SCRIPT);
    expect(form.nextElementSibling).toBe(script);
  });

  describe("the inline script", () => {
    let submit: jest.SpyInstance;
    beforeEach(() => {
      sessionStorage.clear();
      document.body.innerHTML = `<form id="${TOKEN_FORM_ID}" method="post"></form>`;
      submit = jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    });
    afterEach(() => submit.mockRestore());
    // The inline script as the browser runs it: its own text, evaluated once per test.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = () => new Function(AUTO_SUBMIT_SCRIPT)() as void;

    it("posts the form once when the URL carries a token", () => {
      window.history.replaceState({}, "", "/bestaetigen/?t=abcDEF_123-xyz4567");
      run();
      expect(submit).toHaveBeenCalledTimes(1);
      run(); // back to the page in the same tab: no second post of the used token
      expect(submit).toHaveBeenCalledTimes(1);
    });

    it("does nothing without a token", () => {
      window.history.replaceState({}, "", "/bestaetigen/");
      run();
      expect(submit).not.toHaveBeenCalled();
    });
  });
});

describe("/bestaetigt/", () => {
  it("offers the two optional questions as labelled radio groups and a submit button", () => {
    const { container } = render(<ConfirmedPage {...props<typeof ConfirmedPage>("confirmed", { mails: mailsYaml })} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Bestätigt");
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).not.toHaveAttribute("action");

    const activity = screen.getByRole("group", { name: "Wie aktiv sind Sie zurzeit?" });
    expect(
      within(activity)
        .getAllByRole("radio")
        .map((r) => [r.getAttribute("name"), r.getAttribute("value")]),
    ).toEqual([
      ["aktivitaet", "wenig"],
      ["aktivitaet", "etwas"],
      ["aktivitaet", "regelmaessig"],
    ]);
    expect(within(activity).getByRole("radio", { name: mailsYaml.questions.activityOptions.wenig })).not.toBeChecked();
    const dayTime = screen.getByRole("group", { name: "Wann bewegen Sie sich lieber?" });
    expect(
      within(dayTime)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["morgens", "abends"]);
    expect(within(dayTime).getByRole("radio", { name: "Abends" })).toHaveAttribute("name", "tageszeit");
    expect(within(form).getByRole("button", { name: "Plan jetzt senden" })).toHaveAttribute("type", "submit");
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
