// The browser editor at /admin/ against Decap's local backend (decap-server) on a copy of data/:
// an edit saved in the editor must change the YAML file on disk and still pass the content check.
import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { checkContent, errorsOf, formatProblem } from "../../src/content/check";

const ROOT = join(__dirname, "../..");
const DECAP_PORT = 8081; // where Decap's local_backend looks by default

let repo: string;
let decapServer: ChildProcess;

test.beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), "decap-repo-"));
  cpSync(join(ROOT, "data"), join(repo, "data"), { recursive: true });
  decapServer = spawn(process.execPath, [join(ROOT, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(DECAP_PORT), GIT_REPO_DIRECTORY: repo, MODE: "fs" },
    stdio: "ignore",
  });
  await expect
    .poll(async () => fetch(`http://localhost:${DECAP_PORT}/api/v1`, { method: "POST", body: "{}" }).then(() => true, () => false))
    .toBe(true);
});

test.afterAll(() => {
  decapServer?.kill();
  rmSync(repo, { recursive: true, force: true });
});

test("an editor changes a recipe description and the YAML file on disk changes", async ({ page }) => {
  test.setTimeout(60_000);
  const recipesFile = join(repo, "data/recipes.yaml");
  const before = readFileSync(recipesFile, "utf8");
  // The description, not the title: data/mails.yaml names this recipe (the drink) by its title, and
  // renaming it alone is an error the content check reports.
  const newDescription = "Frisch, ohne Zucker und in fünf Minuten zubereitet: das Getränk unseres Programms.";

  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Rezepte" }).click();
  await page.getByText("Zitronen-Ingwer-Wasser", { exact: true }).first().waitFor();

  // Each recipe is a collapsed list item; its first button expands it.
  await page.locator('[class*="StyledListItemTopBar"]').first().locator("button").first().click();
  await expect(page.getByLabel("Titel", { exact: true }).first()).toHaveValue("Zitronen-Ingwer-Wasser");
  await page.getByLabel("Beschreibung", { exact: true }).first().fill(newDescription);

  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await page.getByText("Jetzt veröffentlichen").click();

  await expect.poll(() => readFileSync(recipesFile, "utf8"), { timeout: 15_000 }).toContain(newDescription.slice(0, 40));
  const after = readFileSync(recipesFile, "utf8");
  expect(after).toContain("title: Zitronen-Ingwer-Wasser\n");
  expect(after.match(/^- title:/gm)).toHaveLength(8);
  expect(after).not.toBe(before);
  expect(errorsOf(await checkContent(join(repo, "data"))).map(formatProblem)).toEqual([]);
});
