// After `gatsby build`: the follow-up pages as the hosts serve them (run under /tmp/zv-public.lock).
import { existsSync, readFileSync } from "fs";
import { join } from "path";
import { pathOf, routes, type PageId } from "../src/lib/routes";
import { UTM_FIELDS } from "../src/lib/follow-up";
import { PAGE_SCRIPT_TAG } from "../src/enhance/markers";

const PUBLIC = join(__dirname, "../public");
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
    expect(html(id)).not.toContain(PAGE_SCRIPT_TAG);
  },
);

it("/bestaetigen/ has both optional radio groups in fieldsets above its one button", () => {
  const form = doc("confirm").querySelector("main form")!;
  expect(form.hasAttribute("action")).toBe(false);
  expect(Array.from(form.querySelectorAll("fieldset legend")).map((l) => l.textContent)).toEqual([
    "Wie aktiv sind Sie zurzeit?",
    "Wann bewegen Sie sich lieber?",
  ]);
  expect(form.querySelectorAll('input[type="radio"][name="aktivitaet"]')).toHaveLength(3);
  expect(form.querySelectorAll('input[type="radio"][name="tageszeit"]')).toHaveLength(2);
});

it("/link-ungueltig/ runs no script that reads its URL, so it stays itself when served at /bestaetigen/?t=…", () => {
  const page = html("linkInvalid");
  expect(page).not.toMatch(/<script[^>]+src=/);
  expect(page).not.toContain(PAGE_SCRIPT_TAG);
  expect(page).toContain('href="/#form"');
  // The page script, which does read the URL, is where it belongs.
  expect(html("myPlan")).toContain(PAGE_SCRIPT_TAG);
});

it("/mein-plan/ has A4 print styles and the six days with minutes", () => {
  const page = doc("myPlan");
  const css = Array.from(page.querySelectorAll("style"))
    .map((s) => s.textContent)
    .join("");
  const linked = Array.from(page.querySelectorAll('link[rel="stylesheet"]'))
    .map((l) => read(l.getAttribute("href")!))
    .join("");
  expect(css + linked).toMatch(/@page\s*\{[^}]*size:\s*A4/);
  expect(Array.from(page.querySelectorAll("main ol li h3")).map((h) => h.textContent?.split(":")[0])).toEqual([
    "Montag",
    "Dienstag",
    "Mittwoch",
    "Donnerstag",
    "Freitag",
    "Samstag",
  ]);
});

it("neither Netlify's form copy nor the lead form carries campaign fields: no campaign is stored with a person", () => {
  const forms = new DOMParser().parseFromString(read("__forms.html"), "text/html");
  const lead = doc("home").querySelector('form[name="lead"]')!;
  for (const name of UTM_FIELDS) {
    expect(forms.querySelector(`input[name="${name}"]`)).toBeNull();
    expect(lead.querySelector(`input[name="${name}"]`)).toBeNull();
  }
});
