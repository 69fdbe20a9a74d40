// The operator's page /betrieb/ in Chromium: the login, every view with axe (0 violations), no
// sideways scrolling at 360 px and with 200 % text, each view within three clicks of the overview,
// no script on any of them. The exact numbers of a scripted day are checked on both hosts by
// __tests__/server/operator-contract.test.ts.
//
// OPERATOR_SCREENSHOTS=docs/betrieb npx playwright test operator.spec.ts writes the screenshots of
// docs/betrieb-seite.md (the page and the report mail at 360 and 1280 px).
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import axe from "axe-core";
import { mkdirSync } from "fs";
import { join } from "path";
import { enlargeText, measureInPage } from "../../audit/reflow";
import { BROWSER_BASE_URL, OPERATOR_PASSWORD } from "./setup";
import { smtpServerForSpec } from "./shared";

const SCREENSHOTS = process.env.OPERATOR_SCREENSHOTS;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const run = `${Date.now()}`;
const address = (name: string) => `${name}-${run}@example.de`;

const smtp = smtpServerForSpec();
test.use({ bypassCSP: true });

async function lead(request: APIRequestContext, name: string, referer: string) {
  const answer = await request.post("/danke-willkommen/", {
    form: { "form-name": "lead", "bot-field": "", name, email: address(name.toLowerCase()), consent: "ja" },
    headers: { referer },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

/** A little of everything for the page to show: views, requests with and without a campaign, a confirmation. */
async function scriptedVisits(request: APIRequestContext) {
  for (const query of ["?utm_source=zeitung&utm_campaign=herbst", "", ""])
    await request.get(`/${query}`, { headers: { "user-agent": BROWSER } });
  await request.get("/taegliche-bewegung/", { headers: { "user-agent": BROWSER } });
  await lead(request, "Heinrich", `${BROWSER_BASE_URL}/?utm_source=zeitung&utm_campaign=herbst`);
  await lead(request, "Otto", `${BROWSER_BASE_URL}/`);
  const [confirmation] = await smtp().mailsTo(address("heinrich"), 1);
  const link = /http:\/\/localhost:\d+(\/bestaetigen\/\?t=[A-Za-z0-9_-]+[^\s]*)/.exec(confirmation.text ?? "")![1];
  expect((await request.post(link, { form: { aktivitaet: "etwas", mag: "gehen" }, maxRedirects: 0 })).status()).toBe(
    303,
  );
  await smtp().mailsTo(address("heinrich"), 2);
}

async function logIn(page: Page) {
  await page.goto("/betrieb/");
  await expect(page).toHaveURL(/\/betrieb\/anmelden\/\?weiter=%2Fbetrieb%2F$/);
  await page.getByLabel("Passwort").fill(OPERATOR_PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/betrieb\/$/);
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => `${v.id} (${v.nodes.length}×): ${v.nodes[0]?.target.join(" ")}`);
  });
}

/** axe at 360 and 1280 px, and no sideways scrolling at 360 px with 100 % and 200 % text. */
async function checkView(page: Page, name: string) {
  expect(await page.locator("script").count(), `${name}: no script`).toBe(0);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 360, height: 900 });
  expect(await page.evaluate(measureInPage), `${name} at 360 px`).toEqual({ documentWidth: 360, clippedControls: [] });
  await enlargeText(page, 200);
  expect(await page.evaluate(measureInPage), `${name} at 360 px, 200 % text`).toEqual({
    documentWidth: 360,
    clippedControls: [],
  });
  await page.reload();
}

async function screenshot(page: Page, file: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SCREENSHOTS, `${file}-${width}.png`), fullPage: true });
  }
}

test("without a login every view leads to the login page; a wrong password says so in German", async ({ page }) => {
  for (const path of ["/betrieb/", "/betrieb/personen/", "/betrieb/emails/", "/betrieb/export/"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/betrieb/anmelden/\\?weiter=${encodeURIComponent(path)}$`));
  }
  await page.getByLabel("Passwort").fill("falsches-passwort");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("alert")).toHaveText("Das Passwort stimmt nicht. Bitte versuchen Sie es noch einmal.");
  await checkView(page, "login");
  const cookies = await page.context().cookies();
  expect(cookies).toEqual([]);
});

test("every view within three clicks, each passing axe and reflow, without a script", async ({ page, request }) => {
  test.setTimeout(120_000);
  await scriptedVisits(request);
  await logIn(page);
  // The session cookie: HttpOnly, SameSite=Strict, for /betrieb/ only.
  const [cookie] = await page.context().cookies();
  expect(cookie).toMatchObject({ name: "betrieb_sitzung", path: "/betrieb/", httpOnly: true, sameSite: "Strict" });

  // The overview: what needs attention comes first.
  const headings = await page.locator("main h2").allTextContents();
  expect(headings[0]).toBe("Was Aufmerksamkeit braucht");
  await expect(page.locator('[data-campaign="zeitung / herbst"]')).toBeVisible();
  await checkView(page, "overview");
  await screenshot(page, "betrieb-uebersicht");

  // 1 click: another period.
  await page.getByRole("link", { name: "Letzte 30 Tage" }).click();
  await expect(page).toHaveURL(/\/betrieb\/\?tage=30$/);
  await checkView(page, "overview, 30 days");

  // 1 click: the mails.
  await page.getByRole("link", { name: "E-Mails", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-Mails");
  await checkView(page, "mails");

  // 1 click: people; 2: search (typing, then one click); 2: a person; 3: the erase step.
  await page.getByRole("link", { name: "Personen und Export" }).click();
  await checkView(page, "people");
  await page.getByLabel("E-Mail-Adresse oder Name").fill(address("heinrich"));
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.locator(`[data-person="${address("heinrich")}"]`)).toContainText("Plan gesendet");
  await page.getByRole("link", { name: "Heinrich" }).click();
  await expect(page.getByText("Spazierengehen oder Wandern")).toBeVisible();
  await checkView(page, "person");
  await screenshot(page, "betrieb-person");
  await page.getByRole("link", { name: "Diese Person löschen …" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wirklich löschen?");
  await checkView(page, "erase step");
  await page.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByRole("status")).toContainText("Gelöscht.");

  // 2 clicks: the export, a file for German Excel.
  await page.getByRole("link", { name: "Personen und Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Alle Anfragen herunterladen" }).click();
  expect((await download).suggestedFilename()).toMatch(/^alle-anfragen-\d{4}-\d{2}-\d{2}\.csv$/);

  // The report mail, as the operator's mail program shows it.
  await page.getByRole("link", { name: "Übersicht" }).click();
  const before = smtp().messages.length;
  await page.getByRole("button", { name: "Bericht der letzten 7 Tage jetzt senden" }).click();
  await expect(page.getByRole("status")).toContainText("Der Bericht ist unterwegs");
  const [report] = (await smtp().waitForMessages(before + 1)).slice(before);
  expect(report.subject).toMatch(/^Bericht Zitronen-Vital: /);
  await page.setContent(String(report.html));
  expect(await page.evaluate(measureInPage)).toMatchObject({ clippedControls: [] });
  await screenshot(page, "betrieb-bericht-mail");

  // Logging out ends the session.
  await page.goto("/betrieb/");
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/betrieb\/anmelden\/$/);
  await page.goto("/betrieb/");
  await expect(page).toHaveURL(/\/betrieb\/anmelden\//);
});
