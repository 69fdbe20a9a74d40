// After `gatsby build`: the follow-up pages as the hosts serve them (run under /tmp/zv-public.lock).
import { existsSync, readFileSync } from "fs";
import { join } from "path";
import { pathOf, routes, type PageId } from "../../src/lib/routes";
import { UTM_FIELDS } from "../../src/follow-up/facts";
import { hasPlanSheet, needsPageScript, PLAN_CONTENT_ATTRIBUTE } from "../../src/enhance/markers";
import { QUESTIONS, WEEK_MINUTES_ATTRIBUTE } from "../../src/lib/plan";

const PUBLIC = join(__dirname, "../../public");
function read(file: string): string {
  const path = join(PUBLIC, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` before this test`);
  return readFileSync(path, "utf8");
}
const html = (id: PageId) => read(join(pathOf(id), "index.html"));
const doc = (id: PageId) => new DOMParser().parseFromString(html(id), "text/html");
const FOLLOW_UP: PageId[] = ["confirm", "planOnTheWay", "unsubscribe", "unsubscribed", "linkInvalid", "myPlan"];

it.each(FOLLOW_UP)("%s is noindex, in the site's frame and out of the sitemap", (id) => {
  const page = doc(id);
  expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
  expect(page.querySelector("header nav")).not.toBeNull();
  expect(page.querySelector("footer")).not.toBeNull();
  expect(page.querySelectorAll("h1")).toHaveLength(1);
  expect(read("sitemap-0.xml")).not.toContain(pathOf(id));
  expect(routes.find((r) => r.page === id)?.noIndex).toBe(true);
});

it.each(["confirm", "unsubscribe"] as const)(
  "%s posts to its own URL, only by its button: the page runs no script at all",
  (id) => {
    const page = doc(id);
    const form = page.querySelector("main form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.hasAttribute("action")).toBe(false);
    expect(form.querySelectorAll("button")).toHaveLength(1);
    expect(form.querySelector('button[type="submit"]')).not.toBeNull();
    // The menu's inline script is the only one; it never touches a form.
    const scripts = Array.from(page.querySelectorAll("script:not([type='application/ld+json'])"));
    expect(
      scripts.map((s) => s.textContent ?? "").filter((text) => /submit|requestSubmit|\.click\(/.test(text)),
    ).toEqual([]);
    expect(needsPageScript(html(id))).toBe(false);
  },
);

it("/bestaetigen/ has the six optional questions in fieldsets above its one button", () => {
  const form = doc("confirm").querySelector("main form")!;
  expect(form.hasAttribute("action")).toBe(false);
  expect(form.querySelectorAll("fieldset legend")).toHaveLength(6);
  for (const question of Object.values(QUESTIONS)) {
    const inputs = form.querySelectorAll<HTMLInputElement>(`input[name="${question.field}"]`);
    // A single choice starts at "Keine Angabe" (value ""), checked; a multiple choice has no such box.
    expect(inputs).toHaveLength(question.values.length + (question.multiple ? 0 : 1));
    expect(Array.from(inputs).every((input) => input.type === (question.multiple ? "checkbox" : "radio"))).toBe(true);
  }
  expect(Array.from(form.querySelectorAll<HTMLInputElement>("input[checked]")).map((i) => i.value)).toEqual([
    "",
    "",
    "",
  ]);
  expect(form.querySelector("fieldset:last-of-type")!.compareDocumentPosition(form.querySelector("button")!) & 4).toBe(
    4,
  );
});

it("/link-ungueltig/ runs no script that reads its URL, so it stays itself when served at /bestaetigen/?t=…", () => {
  const page = html("linkInvalid");
  expect(page).not.toMatch(/<script[^>]+src=/);
  expect(needsPageScript(page)).toBe(false);
  expect(hasPlanSheet(page)).toBe(false);
  expect(page).toContain('href="/#form"');
  // The page script, which does read the URL, is where it belongs.
  expect(needsPageScript(html("myPlan"))).toBe(true);
});

it("/mein-plan/ has A4 print styles, four weeks of seven days with tick boxes, and the plan script", () => {
  const page = doc("myPlan");
  const css = Array.from(page.querySelectorAll("style"))
    .map((s) => s.textContent)
    .join("");
  const linked = Array.from(page.querySelectorAll('link[rel="stylesheet"]'))
    .map((l) => read(l.getAttribute("href")!))
    .join("");
  expect(css + linked).toMatch(/@page\s*\{[^}]*size:\s*A4/);
  expect(css + linked).toMatch(/break-before:\s*page/);
  const days = Array.from(page.querySelectorAll("main ol li h3")).map((h) => h.textContent);
  expect(days).toHaveLength(28);
  expect(days.slice(0, 7)).toEqual(["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]);
  expect(page.querySelectorAll(`[${WEEK_MINUTES_ATTRIBUTE}]`)).toHaveLength(4);
  // The plan script (loaded for a link's answers) carries the plan's content, which the page does not.
  expect(hasPlanSheet(html("myPlan"))).toBe(true);
  expect(html("myPlan")).not.toContain(PLAN_CONTENT_ATTRIBUTE);
  expect(hasPlanSheet(html("home"))).toBe(false);
});

it("neither Netlify's form copy nor the lead form carries campaign fields: no campaign is stored with a person", () => {
  const forms = new DOMParser().parseFromString(read("__forms.html"), "text/html");
  const lead = doc("home").querySelector('form[name="lead"]')!;
  for (const name of UTM_FIELDS) {
    expect(forms.querySelector(`input[name="${name}"]`)).toBeNull();
    expect(lead.querySelector(`input[name="${name}"]`)).toBeNull();
  }
});
