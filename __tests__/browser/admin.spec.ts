// The browser editor at /admin/ (Decap's prebuilt bundle plus editor.js) against Decap's local
// backend (decap-server) on a copy of data/: what an editor saves changes only what they changed,
// the editor refuses what the build would reject, and a file that cannot be read is never shown as
// an empty form. Each flow logs how long it took (for the editor guide; no timing assertions).
import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { checkContent, errorsOf, formatProblem } from "../../src/content/check";
import { say } from "../../src/content/messages";
import { REPLACED_IMAGE } from "../../src/cms/save-check";

const ROOT = join(__dirname, "../..");
const DECAP_PORT = 8081; // where Decap's local_backend looks by default

let repo: string;
let decapServer: ChildProcess;
const file = (name: string) => join(repo, "data", name);

test.beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), "decap-repo-"));
  decapServer = spawn(process.execPath, [join(ROOT, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(DECAP_PORT), GIT_REPO_DIRECTORY: repo, MODE: "fs" },
    stdio: "ignore",
  });
  await expect
    .poll(
      async () =>
        fetch(`http://localhost:${DECAP_PORT}/api/v1`, { method: "POST", body: "{}" }).then(
          () => true,
          () => false,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
});

// Every test starts from the project's own data/.
test.beforeEach(() => {
  rmSync(join(repo, "data"), { recursive: true, force: true });
  cpSync(join(ROOT, "data"), join(repo, "data"), { recursive: true });
});

test.afterAll(() => {
  decapServer?.kill();
  rmSync(repo, { recursive: true, force: true });
});

async function openFile(page: Page, label: string) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.getByRole("link", { name: label }).click();
}

/**
 * A collapsed list item shows its text under its top bar; the bar's first button expands it (the
 * others, where a list allows them, move or remove the item).
 */
async function expand(page: Page, text: string) {
  const summary = page.getByText(text, { exact: true }).first();
  await summary.waitFor();
  await summary.locator("xpath=preceding-sibling::*[1]").getByRole("button").first().click();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByText("Jetzt veröffentlichen").click();
}

/** Lines of `after` not in `before`, and the other way round. */
function changedLines(before: string, after: string) {
  const a = before.split("\n");
  const b = after.split("\n");
  return { removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line)) };
}

const logTime = (task: string, started: number) =>
  console.log(`${task}: ${((Date.now() - started) / 1000).toFixed(1)} s`);

test("an editor changes a recipe; only the changed lines of the file change, and lists read well", async ({ page }) => {
  test.setTimeout(120_000);
  const before = readFileSync(file("recipes.yaml"), "utf8");
  const newDescription = "Frisch, ohne Zucker und in fünf Minuten zubereitet: das Getränk unseres Programms.";

  const started = Date.now();
  await openFile(page, "Rezepte");
  // The first file after the start: Decap loads its bundle and the file (slow on a loaded machine).
  await expect(page.getByText("Frühstück, Mittag- und Abendessen des 4-Wochen-Plans", { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await expand(page, "Zitronen-Ingwer-Wasser");
  await expect(page.getByLabel("Titel", { exact: true }).first()).toHaveValue("Zitronen-Ingwer-Wasser");
  // Lists read well: a collapsed ingredient shows its name (the first field), a step its words, and
  // the current image shows as the picture (1200 px wide), not as an empty placeholder.
  await expect(page.getByText("Bio-Zitrone", { exact: true }).first()).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator('img[role="presentation"]')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1200);
  await page.getByLabel("Beschreibung", { exact: true }).first().fill(newDescription);
  await publish(page);
  await expect.poll(() => readFileSync(file("recipes.yaml"), "utf8"), { timeout: 15_000 }).toContain(newDescription);
  logTime("Task 'change a recipe'", started);

  // A page's key shows as text, not as a dropdown.
  await page.getByRole("link", { name: /Zurück/ }).click();
  await page.getByRole("link", { name: "Seiten" }).click();
  const pages = readFileSync(file("pages.yaml"), "utf8");
  const firstHeading = /^ {2}heading: "?(.+?)"?$/m.exec(pages)![1];
  await expand(page, firstHeading);
  await expect(page.getByText("home", { exact: true })).toBeVisible();
  await expect(page.getByRole("combobox")).toHaveCount(0);

  const after = readFileSync(file("recipes.yaml"), "utf8");
  const { added, removed } = changedLines(before, after);
  expect(added).toEqual([`    ${newDescription}`]);
  // The old `>-` block, nothing else.
  const lines = before.split("\n");
  expect(removed).toEqual(lines.slice(lines.indexOf("  description: >-") + 1, lines.indexOf('  course: "getraenk"')));
  expect(errorsOf(await checkContent(join(repo, "data"))).map(formatProblem)).toEqual([]);
});

test("the editor refuses a repeated recipe title with the content check's message", async ({ page }) => {
  test.setTimeout(120_000);
  const before = readFileSync(file("recipes.yaml"), "utf8");
  await openFile(page, "Rezepte");
  await expand(page, "Haferbrei mit Beeren und Nüssen");
  await page.getByLabel("Titel", { exact: true }).filter({ visible: true }).fill("Zitronen-Ingwer-Wasser");
  await publish(page);

  const firstLine = before.split("\n").indexOf('- title: "Zitronen-Ingwer-Wasser"') + 1;
  expect(firstLine).toBeGreaterThan(0);
  await expect(
    page.getByText(say.repeats("title", "Zitronen-Ingwer-Wasser", firstLine), { exact: false }),
  ).toBeVisible();
  await page.waitForTimeout(1000);
  expect(readFileSync(file("recipes.yaml"), "utf8")).toBe(before);
});

test("a file that cannot be read shows its error with file and line and cannot be edited", async ({ page }) => {
  test.setTimeout(120_000);
  const good = readFileSync(file("testimonials.yaml"), "utf8");
  writeFileSync(file("testimonials.yaml"), good.replace(/\n {2}city:/, "\n city:")); // one space too few

  const started = Date.now();
  await openFile(page, "Kundenstimmen");
  const alert = page.getByRole("alert").filter({ hasText: "kann nicht bearbeitet werden" });
  await expect(alert).toContainText(/data\/testimonials\.yaml, Zeile \d+/);
  // The form underneath cannot be used: the error covers it, and nothing can be published.
  await expect(
    page.getByRole("button", { name: "Veröffentlichen" }).click({ trial: true, timeout: 2_000 }),
  ).rejects.toThrow();
  await expect(page.getByLabel("Name", { exact: true })).toHaveCount(0);

  // The editor fixes the line the message names, in a text editor, and reloads.
  writeFileSync(file("testimonials.yaml"), good);
  await page.reload(); // still logged in
  await expect(page.getByText("Klaus", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(alert).toHaveCount(0);
  logTime("Task 'fix a broken file from the editor's error' (fix and reload)", started);
});

test("an image needs its description, and a replaced image a new one, with which exactly its two lines change", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const before = readFileSync(file("recipes.yaml"), "utf8");
  await openFile(page, "Rezepte");
  await expand(page, "Zitronen-Ingwer-Wasser");
  const alt = page.getByLabel("Bildbeschreibung (Alternativtext)", { exact: true }).first();
  await alt.fill("");
  await publish(page);
  await expect(page.getByText("Bitte füllen Sie „Bildbeschreibung (Alternativtext)“ aus.")).toBeVisible();
  expect(readFileSync(file("recipes.yaml"), "utf8")).toBe(before);

  // From a fresh form: replace the image, forget its description once, then describe it.
  const started = Date.now();
  await page.reload();
  await expand(page, "Zitronen-Ingwer-Wasser");
  await page.getByRole("button", { name: "Anderes Bild auswählen" }).first().click();
  await page.getByPlaceholder("Suchen...").fill("porridge");
  await page.getByText("recipe-porridge.jpg", { exact: true }).click();
  await page.getByRole("button", { name: "Ausgewähltes Element verwenden" }).click();
  await publish(page);
  await expect(page.getByText(REPLACED_IMAGE("imageAlt"), { exact: false })).toBeVisible();
  expect(readFileSync(file("recipes.yaml"), "utf8")).toBe(before);

  // With a new description the replaced image is saved: exactly its two lines change (line by line:
  // the second recipe already uses this picture).
  await page
    .getByLabel("Bildbeschreibung (Alternativtext)", { exact: true })
    .first()
    .fill("Illustration: Eine Schale Haferbrei mit Beeren");
  await publish(page);
  await expect
    .poll(() => readFileSync(file("recipes.yaml"), "utf8"), { timeout: 15_000 })
    .toContain("Eine Schale Haferbrei mit Beeren");
  logTime("Task 'replace an image, forget its description once, then describe it'", started);
  const oldLines = before.split("\n");
  const newLines = readFileSync(file("recipes.yaml"), "utf8").split("\n");
  expect(newLines).toHaveLength(oldLines.length);
  expect(newLines.filter((line, i) => line !== oldLines[i])).toEqual([
    "  image: images/recipe-porridge.jpg",
    '  imageAlt: "Illustration: Eine Schale Haferbrei mit Beeren"',
  ]);
});
