// Reads the static HTML that `gatsby build` wrote to public/ and checks what visitors get.
import { existsSync, readFileSync } from "fs";
import { join } from "path";
import { brotliDecompressSync, gunzipSync } from "zlib";
import { parse } from "yaml";
import { routes, pathOf, type PageId } from "../../src/lib/routes";
import { SITE_URL } from "../../src/lib/site";
import { resolveHost } from "../../src/lib/hosting";
import {
  EVERY_PAGE_SCRIPT_TAG,
  MENU_TOGGLE_ATTRIBUTE,
  needsPageScript,
  OPEN_FOR_PRINT_ATTRIBUTE,
} from "../../src/enhance/markers";
import { HERO_IMAGE_BESIDE_TEXT } from "../../src/components/hero";
import { classesIn, inlinedSiteCss, pruneCss } from "../../src/build-steps/page-css";
import { TERMS_SECTIONS } from "../../src/content/collections/legal";
import type { recipeStructuredData } from "../../src/components/recipe-cards";

type RecipeLd = ReturnType<typeof recipeStructuredData>[number];

const PUBLIC = join(__dirname, "../../public");
const site = parse(readFileSync(join(__dirname, "../../data/site.yaml"), "utf8")) as Queries.SiteYaml;
const testimonials = parse(readFileSync(join(__dirname, "../../data/testimonials.yaml"), "utf8")) as Array<{
  example?: boolean;
}>;
const stories = parse(readFileSync(join(__dirname, "../../data/success-stories.yaml"), "utf8")) as Array<{
  page: string;
}>;
const storiesOn = (id: string) => stories.filter((story) => story.page === id).length;

function htmlFileOf(path: string): string {
  return path === "/404/" ? join(PUBLIC, "404.html") : join(PUBLIC, path, "index.html");
}

const documents = new Map<string, Document>();
function page(id: PageId): Document {
  const path = pathOf(id);
  if (!documents.has(path)) {
    const file = htmlFileOf(path);
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before this test`);
    documents.set(path, new DOMParser().parseFromString(readFileSync(file, "utf8"), "text/html"));
  }
  return documents.get(path)!;
}

/** The page's text as a reader gets it: without the code of its inline scripts. */
const text = (doc: Document) => {
  const body = doc.body.cloneNode(true) as HTMLElement;
  body.querySelectorAll("script").forEach((script) => script.remove());
  return body.textContent?.replace(/\s+/g, " ") ?? "";
};
const count = (doc: Document, selector: string) => doc.querySelectorAll(selector).length;
const inSection = (key: string, selector: string) => `section[aria-labelledby="${key}-heading"] ${selector}`;
/** Lazy images carry their srcset in data-srcset until GatsbyImage's script swaps it in. */
const srcsetOf = (root: Element, type: string) => {
  const source = root.querySelector(`source[type="${type}"]`);
  return source?.getAttribute("srcset") ?? source?.getAttribute("data-srcset") ?? "";
};

const PAGES_WITH_PAGE_SCRIPT: readonly PageId[] = [
  "home",
  "contact",
  "thanks",
  "notFound",
  "myPlan",
  "leadFormCheck",
  "contactFormCheck",
  "planOnTheWay",
];

describe.each(routes.map((r) => [r.page, r] as const))("every route: %s", (id, route) => {
  it("holds no NUL byte (React 18's stream renderer leaves some before multi-byte characters)", () => {
    const file = join("public", route.path === "/" ? "" : route.path.slice(1), "index.html");
    expect(readFileSync(file).includes(0)).toBe(false);
  });

  it("inlines only the CSS rules that can match its elements", () => {
    const html = readFileSync(htmlFileOf(route.path), "utf8");
    const css = inlinedSiteCss(html)!;
    expect(css).toContain(":root{");
    expect(pruneCss(css, classesIn(html))).toBe(css);
  });

  it("has brotli and gzip copies for the built-in server, made from the finished page", () => {
    const html = readFileSync(htmlFileOf(route.path));
    expect(brotliDecompressSync(readFileSync(`${htmlFileOf(route.path)}.br`)).equals(html)).toBe(true);
    expect(gunzipSync(readFileSync(`${htmlFileOf(route.path)}.gz`)).equals(html)).toBe(true);
  });

  it("ships without Gatsby's scripts, with the site's own, and asks for the page script only where needed", () => {
    const html = readFileSync(htmlFileOf(route.path), "utf8");
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+as="script"/);
    // The every-page script (the menu, opening details for print, loading the files), once.
    const everyPageScripts = html.split(EVERY_PAGE_SCRIPT_TAG).slice(1);
    expect(everyPageScripts).toHaveLength(1);
    const everyPageScript = everyPageScripts[0].slice(0, everyPageScripts[0].indexOf("</script>"));
    expect(everyPageScript).toContain(MENU_TOGGLE_ATTRIBUTE);
    expect(everyPageScript).toContain(OPEN_FOR_PRINT_ATTRIBUTE);
    // It loads the page script and the plan script, hashed files that exist (src/build-steps/page-script.ts).
    const files = [...everyPageScript.matchAll(/"(\/static\/[a-z]+-[0-9a-f]{20}\.js)"/g)].map((match) => match[1]);
    expect(files.map((file) => /\/static\/([a-z]+)-/.exec(file)![1])).toEqual(["page", "plan"]);
    for (const file of files) expect(existsSync(join(PUBLIC, file))).toBe(true);
    // Only the forms, the plan's answers and the 404 log need the page script (src/enhance/).
    expect(needsPageScript(html)).toBe(PAGES_WITH_PAGE_SCRIPT.includes(id));
    // Stripping Gatsby's scripts keeps JSON-LD, which is data in a script element.
    expect(html).toContain(
      '<script type="application/ld+json" data-gatsby-head="true">{"@context":"https://schema.org","@type":"Organization"',
    );
  });

  it("has lang, title, description and canonical URL", () => {
    const doc = page(id);
    expect(doc.documentElement.lang).toBe("de");
    expect(doc.title).toMatch(new RegExp(`\\S.* \\| ${site.brand}$`));
    expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")?.length).toBeGreaterThan(50);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE_URL}${route.path}`);
    expect(count(doc, "h1")).toBe(1);
  });

  it("has the header with navigation and e-mail, and the footer with badges, legal links and the disclaimer", () => {
    const doc = page(id);
    const header = doc.querySelector("header")!;
    expect(header.querySelector("button[aria-expanded][aria-controls]")).not.toBeNull();
    expect(Array.from(header.querySelectorAll("nav a")).map((a) => a.textContent)).toEqual([
      "Startseite",
      "Bewegung",
      "Ernährung",
      "Kontakt",
      site.email,
    ]);
    const footer = doc.querySelector("footer")!;
    expect(footer.querySelectorAll('ul[aria-label="Gut zu wissen"] > li')).toHaveLength(3);
    const legalLinks = Array.from(footer.querySelectorAll('nav[aria-label="Rechtliches"] a'));
    expect(legalLinks.map((a) => a.getAttribute("href"))).toEqual([
      "/datenschutz/",
      "/personenbezogene-daten/",
      "/agb/",
      "/impressum/",
      "/barrierefreiheit/",
    ]);
    expect(footer.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull();
    // The medical disclaimer once on every page: in the footer, or where the page shows it itself
    // (the landing page, beside its figures).
    const ownDisclaimer = id === "home";
    expect(footer.textContent?.replace(/\s+/g, " ").includes(site.disclaimer)).toBe(!ownDisclaimer);
    expect(text(doc).split(site.disclaimer)).toHaveLength(2);
  });

  it("marks its own navigation link as current, or none", () => {
    const current = Array.from(page(id).querySelectorAll('header nav a[aria-current="page"]'));
    expect(current.map((a) => a.getAttribute("href"))).toEqual(route.menu === "header" ? [route.path] : []);
  });

  it("never loads the editor's JavaScript", () => {
    const scripts = Array.from(page(id).querySelectorAll("script[src], link[href]")).map(
      (el) => el.getAttribute("src") ?? el.getAttribute("href") ?? "",
    );
    expect(scripts.filter((url) => url.includes("/admin/") || url.includes("cms"))).toEqual([]);
  });

  it("loads nothing from another host", () => {
    const doc = page(id);
    const urls = Array.from(doc.querySelectorAll("[src], [srcset], link[href], script[src]")).flatMap((el) =>
      [el.getAttribute("src"), el.getAttribute("href"), el.getAttribute("srcset")].filter(Boolean),
    );
    const loaded = urls.filter((u) => !/^(\/|data:|#)/.test(u!) && !u!.startsWith(SITE_URL));
    expect(loaded).toEqual([]);
  });
});

describe("landing page", () => {
  const doc = () => page("home");
  it("has the hero button to the lead form and the lead form with id form", () => {
    expect(doc().querySelector('a[href="#form"]')).not.toBeNull();
    const form = doc().querySelector("#form form[name='lead']")!;
    expect(form.getAttribute("action")).toBe("/danke-willkommen/");
    expect(Array.from(form.querySelectorAll("input[required]")).map((i) => i.getAttribute("name"))).toEqual([
      "name",
      "email",
      "consent",
    ]);
    // Explicit consent: both boxes start unticked, only the first is required.
    expect(form.querySelectorAll("input[type=checkbox]:checked")).toHaveLength(0);
    expect(form.querySelector("input[name=marketing]")?.hasAttribute("required")).toBe(false);
  });
  it("has 3 benefit cards, and the success stories and testimonials of data/ with name and city", () => {
    expect(count(doc(), inSection("benefits", "article h3"))).toBe(3);
    expect(count(doc(), inSection("story", "article h3"))).toBe(storiesOn("home"));
    const figures = doc().querySelectorAll(inSection("testimonials", "figure"));
    expect(figures).toHaveLength(testimonials.length);
    figures.forEach((f, i) => {
      // An example (example: true in testimonials.yaml) is marked as one; only previews can show it.
      expect(f.textContent?.includes("Beispiel")).toBe(testimonials[i].example === true);
      expect(f.querySelector("blockquote")?.textContent?.length).toBeGreaterThan(20);
      expect(f.querySelector("figcaption")?.textContent).toMatch(/^\p{L}+(, \d+ Jahre)?, aus \p{L}/u);
    });
  });
  it("shows no figure and no guarantee (site.yaml has none), and the medical disclaimer", () => {
    expect(site.claims).toBeUndefined();
    const body = text(doc());
    for (const gone of ["15.000+", "78 %", "Geld zurück", "Geld-zurück", "Garantie"]) expect(body).not.toContain(gone);
    expect(doc().querySelector("main")?.textContent?.replace(/\s+/g, " ")).toContain(site.disclaimer);
  });
  it("renders the hero image as WebP and JPEG with alt text", () => {
    const hero = doc().querySelector("main picture")!;
    expect(srcsetOf(hero, "image/webp")).toMatch(/\.webp \d+w/);
    const img = hero.querySelector("img")!;
    expect(Number(img.getAttribute("width"))).toBeGreaterThan(0);
    expect(img.getAttribute("alt")?.length).toBeGreaterThan(10);
  });
});

// Each page whose first image is in the first screen preloads it (PreloadImage in its Head): the
// recipes page on every screen, the landing page where the image stands beside the heading (on a
// phone it follows the text, below the first screen, and loads lazily).
describe.each([
  ["home", "main picture", HERO_IMAGE_BESIDE_TEXT, "lazy"],
  ["recipes", "main li:first-child picture", null, "eager"],
] as const)("%s page: its first image", (id, pictureSelector, media, loading) => {
  it("is preloaded as WebP at high priority, the candidates its <picture> offers", () => {
    const preloads = page(id).querySelectorAll('head link[rel="preload"][as="image"]');
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(preload.getAttribute("type")).toBe("image/webp");
    expect(preload.getAttribute("fetchpriority")).toBe("high");
    expect(preload.getAttribute("media")).toBe(media);
    const picture = page(id).querySelector(pictureSelector)!;
    const webp = picture.querySelector('source[type="image/webp"]')!;
    expect(preload.getAttribute("imagesrcset")).toBe(webp.getAttribute("srcset"));
    expect(preload.getAttribute("imagesizes")).toBe(webp.getAttribute("sizes"));
    expect(picture.querySelector("img")?.getAttribute("loading")).toBe(loading);
  });
});

describe("movement page", () => {
  const doc = () => page("movement");
  it("has the success stories of data/, no statistic section without figures, and the CTA to the lead form", () => {
    expect(count(doc(), inSection("story", "article"))).toBe(storiesOn("movement"));
    expect(doc().querySelector('section[aria-labelledby="statistic-heading"]')).toBeNull();
    expect(doc().querySelector(inSection("cta", 'a[href="/#form"]'))).not.toBeNull();
  });
  it("has six day cards, Monday to Saturday, each with an optimized image", () => {
    const cards = Array.from(doc().querySelectorAll(inSection("week", "article")));
    expect(cards.map((c) => c.querySelector("span")?.textContent)).toEqual([
      "Montag",
      "Dienstag",
      "Mittwoch",
      "Donnerstag",
      "Freitag",
      "Samstag",
    ]);
    for (const card of cards) {
      expect(srcsetOf(card, "image/webp")).toMatch(/\.webp \d+w/);
      const img = card.querySelector("picture img")!;
      expect(img.getAttribute("alt")).toMatch(/\S{3,}/);
      expect(img.getAttribute("loading")).toBe("lazy");
      expect(img.getAttribute("srcset")).toMatch(/\.jpg \d+w/);
      expect(Number(img.getAttribute("height"))).toBeGreaterThan(0);
      expect(card.querySelector("h3")?.textContent).toMatch(/\S/);
    }
  });
});

describe("nutrition page", () => {
  const doc = () => page("nutrition");
  it("has five numbered secrets and three expectation points", () => {
    const secrets = Array.from(doc().querySelectorAll(inSection("secrets", "article")));
    expect(secrets.map((s) => s.querySelector("[aria-hidden]")?.textContent)).toEqual(["1", "2", "3", "4", "5"]);
    expect(count(doc(), inSection("expectations", "article"))).toBe(3);
  });
  it("links to the lead form and to the recipes", () => {
    expect(doc().querySelector(inSection("cta", 'a[href="/#form"]'))).not.toBeNull();
    expect(doc().querySelector(inSection("recipes", 'a[href="/gesunde-rezepte/"]'))).not.toBeNull();
  });
});

it("typography: numbers stay with their units, § and Art. with their numbers, in every YAML text", () => {
  const home = page("home").querySelector("main")!.textContent;
  expect(home).toContain("24\u00a0Stunden");
  expect(page("imprint").querySelector("main")!.textContent).toContain("§\u00a05\u00a0DDG");
  expect(page("privacy").querySelector("main")!.textContent).toContain("Art.\u00a06\u00a0Abs.\u00a01\u00a0lit.\u00a0a");
  expect(page("terms").querySelector("main")!.textContent).not.toContain("...");
});

it("the recipe page: steps in a closed <details>, and Recipe JSON-LD with Google's required and recommended fields", () => {
  const doc = page("recipes");
  const recipes = parse(readFileSync(join(__dirname, "../../data/recipes.yaml"), "utf8")) as Array<{
    title: string;
    steps: string[];
    minutes: number;
  }>;
  const cards = Array.from(doc.querySelectorAll("main article"));
  cards.forEach((card, i) => {
    const details = card.querySelector("details:not([open])")!;
    expect(details.querySelector("summary")?.textContent).toMatch(/^Zubereitung in \d\u00a0Schritten$/);
    expect(details.querySelectorAll("ol > li")).toHaveLength(recipes[i].steps.length);
  });
  const jsonLd = Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))
    .flatMap((script) => [JSON.parse(script.textContent ?? "null") as RecipeLd | RecipeLd[] | null].flat())
    .filter((item): item is RecipeLd => item?.["@type"] === "Recipe");
  expect(jsonLd.map((r) => r.name)).toEqual(recipes.map((r) => r.title));
  for (const [i, recipe] of jsonLd.entries()) {
    expect(recipe.image).toHaveLength(3);
    for (const url of recipe.image) {
      expect(url.startsWith(SITE_URL)).toBe(true);
      expect(existsSync(join(PUBLIC, url.slice(SITE_URL.length)))).toBe(true);
    }
    expect(recipe.totalTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
    expect(recipe.recipeYield[0]).toMatch(/^\d+$/);
    expect(recipe.recipeIngredient.length).toBeGreaterThan(2);
    expect(recipe.recipeInstructions).toHaveLength(recipes[i].steps.length);
    expect(recipe.recipeInstructions[0]).toEqual({
      "@type": "HowToStep",
      position: 1,
      text: expect.stringMatching(/\S{3}/),
    });
    expect(recipe.author?.name).toBe(site.company);
    expect(recipe.description.length).toBeGreaterThan(20);
  }
});

it("the recipes page has a card with its image for every recipe in data/ and is not in the navigation", () => {
  const cards = page("recipes").querySelectorAll("main article");
  expect(cards).toHaveLength((parse(readFileSync("data/recipes.yaml", "utf8")) as unknown[]).length);
  cards.forEach((card) => {
    expect(srcsetOf(card, "image/webp")).toMatch(/\.webp \d+w/);
    expect(card.querySelector("h3")?.textContent).toMatch(/\S/);
  });
  expect(page("recipes").querySelector('header a[href="/gesunde-rezepte/"]')).toBeNull();
});

it("the contact page shows e-mail, Munich address, opening hours and the contact form", () => {
  const doc = page("contact");
  const main = doc.querySelector("main")!;
  expect(main.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull();
  expect(main.querySelector("address")?.textContent).toContain("München");
  expect(text(doc)).toMatch(/Montag bis Freitag\s*9:00–18:00 Uhr/);
  expect(text(doc)).toMatch(/Samstag\s*10:00–14:00 Uhr/);
  const form = main.querySelector("form[name='kontakt']")!;
  expect(form.querySelector("textarea[name='message'][required]")?.getAttribute("rows")).toBe("5");
});

describe("the lead form's thank-you page", () => {
  const mails = parse(readFileSync(join(__dirname, "../../data/mails.yaml"), "utf8"));
  const doc = () => page("thanks");

  it("makes the one step left its heading, and is not indexed", () => {
    expect(doc().querySelector("h1")?.textContent).toBe("Fast geschafft: bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(doc().querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
    expect(text(doc())).not.toContain("Kontaktformular");
  });

  it("says where the mail went (without JavaScript in words; the script puts the masked address there), its sender and subject", () => {
    const sentTo = doc().querySelector('[data-enhance="sent-to"]');
    expect(sentTo?.textContent).toBe("die Adresse, die Sie eingegeben haben");
    expect(text(doc())).toContain(`Absender: ${site.brand} (${site.email})`);
    expect(text(doc())).toContain(`Betreff: ${mails.confirmation.subject.replace("{brand}", site.brand)}`);
  });

  it("says where spam folders are and how long the link holds", () => {
    expect(text(doc())).toContain("„Spam“");
    expect(text(doc())).toContain("gilt 7 Tage");
  });

  it("carries the lead form again, to send the mail once more or correct the address", () => {
    const form = doc().querySelector(`${inSection("resend", "form")}[name="lead"]`)!;
    expect(doc().querySelector("#resend-heading")?.textContent).toBe("Keine E-Mail bekommen oder Adresse falsch?");
    expect(form.getAttribute("action")).toBe("/danke-willkommen/");
    expect(Array.from(form.querySelectorAll("input[id]")).map((e) => e.id)).toEqual([
      "lead-name",
      "lead-email",
      "lead-consent",
      "lead-marketing",
    ]);
  });

  it("still promises the plan within 24 hours, lists next steps and links home", () => {
    expect(text(doc())).toContain("24 Stunden");
    expect(count(doc(), inSection("steps", "article"))).toBeGreaterThanOrEqual(2);
    expect(doc().querySelector('main a[href="/"]')).not.toBeNull();
  });
});

it("the contact form has its own thank-you page: nothing left to do, no confirmation", () => {
  const doc = page("contactThanks");
  expect(doc.querySelector("h1")?.textContent).toBe("Vielen Dank für Ihre Nachricht!");
  expect(text(doc)).toContain("Sie müssen nichts weiter tun");
  expect(text(doc)).not.toContain("bestätigen");
  expect(doc.querySelector('main a[href="/"]')).not.toBeNull();
  expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
});

describe.each([
  ["movement", inSection("week", "article")],
  ["thanks", inSection("steps", "article")],
  ["myPlan", "#guide-heading"],
] as const)("the safety box on %s", (id, firstExercise) => {
  it("comes before the first exercise and holds every point of site.yaml", () => {
    const doc = page(id);
    const boxes = doc.querySelectorAll('section[aria-labelledby="safety-heading"]');
    expect(boxes).toHaveLength(1);
    expect(boxes[0].querySelector("h2")?.textContent).toBe(site.safety.heading);
    const points = Array.from(boxes[0].querySelectorAll("li")).map((li) => li.textContent?.replace(/\s+/g, " "));
    expect(points).toEqual(site.safety.points.map((p) => p.replace(/\s+/g, " ")));
    const exercise = doc.querySelector(firstExercise)!;
    expect(boxes[0].compareDocumentPosition(exercise) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("legal pages", () => {
  it("privacy texts are dated November 2026", () => {
    expect(text(page("privacy"))).toContain("Stand: November 2026");
    expect(text(page("personalData"))).toContain("Stand: November 2026");
  });
  it("the AGB have 8 sections, name withdrawal, promise the free plan, and sell nothing: no prices, payment or guarantee", () => {
    const doc = page("terms");
    expect(count(doc, "main section > h2")).toBe(TERMS_SECTIONS);
    expect(TERMS_SECTIONS).toBe(8);
    expect(text(doc)).toMatch(/Widerrufsfrist beträgt (vierzehn|14) Tage/);
    for (const gone of [/Vorkasse/, /Kreditkarte/, /PayPal/, /Preise/, /Geld-zurück/, /Garantie:/])
      expect(text(doc)).not.toMatch(gone);
    const delivery = Array.from(doc.querySelectorAll("main section")).find((section) =>
      section.querySelector("h2")?.textContent?.includes("Lieferung"),
    );
    expect(delivery?.textContent?.replace(/\s+/g, " ")).toMatch(
      /innerhalb von 24 Stunden, nachdem Sie Ihre E-Mail-Adresse .* bestätigt haben/,
    );
  });
  it("the AGB carry the statutory withdrawal model text, the phone number, and leave the free plan out", () => {
    const paragraphs = Array.from(page("terms").querySelectorAll("main p")).map((p) =>
      p.textContent?.replace(/\s+/g, " ").trim(),
    );
    for (const sentence of [
      "Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.",
      "Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.",
      "Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.",
    ])
      expect(paragraphs).toContain(sentence);
    const body = text(page("terms"));
    expect(body).toContain("(z. B. ein mit der Post versandter Brief oder E-Mail)");
    expect(body).toContain(`Telefon: ${site.phone}`);
    expect(body).toContain("Für den kostenlosen persönlichen 4-Wochen-Plan gelten diese AGB nicht.");
  });
  it("the privacy policy describes the host the site was built for, and only that one", () => {
    const body = text(page("privacy"));
    if (resolveHost(site.host) === "netlify") {
      expect(body).toContain("Netlify Forms");
      expect(body).not.toContain("SQLite");
    } else {
      expect(body).toContain("SQLite");
      expect(body).not.toContain("Netlify");
    }
    expect(body).toContain("Bestätigungslink");
    // The proof keeps a keyed hash (src/follow-up/email-key.ts), never a plain SHA-256 anyone could test an address against.
    expect(body).toContain("HMAC-SHA256");
    expect(body).not.toContain("SHA-256-Hash");
    expect(body).not.toMatch(/\{\w+\}/);
  });
  it("the accessibility statement names the standard, the testing, feedback and the enforcement body", () => {
    const body = text(page("accessibility"));
    expect(body).toContain("WCAG 2.1");
    expect(body).toContain("axe-core");
    expect(body).toContain(site.email);
    expect(body).toContain(
      "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen",
    );
  });
  it("the imprint names § 5 DDG and the company address from site.yaml", () => {
    const body = text(page("imprint"));
    expect(body).toContain("§ 5 DDG");
    expect(body).toContain(site.address.street);
    for (const fact of [site.seat, site.registerCourt, site.registerNumber, site.managingDirectors])
      expect(body).toContain(fact);
    expect(body).not.toMatch(/\{\w+\}/);
  });
});

it("the 404 page shows the text from docs/product.md and links home", () => {
  const doc = page("notFound");
  expect(doc.querySelector("h1")?.textContent).toBe("Oops! Page not found");
  expect(doc.querySelector("h1")?.getAttribute("lang")).toBe("en");
  expect(doc.querySelector('main a[href="/"]')).not.toBeNull();
});

describe("the forms' check pages (the 422 answer of a post without JavaScript)", () => {
  it.each([
    ["leadFormCheck", "lead", ["lead-name", "lead-email", "lead-consent", "lead-marketing"]],
    ["contactFormCheck", "kontakt", ["kontakt-name", "kontakt-email", "kontakt-message"]],
  ] as const)("%s is the site's own %s form inside the site's header and footer", (id, form, fields) => {
    const html = page(id);
    expect(html.querySelector("header nav")).not.toBeNull();
    expect(html.querySelector("footer")).not.toBeNull();
    expect(html.querySelector("h1")?.textContent).toBe("Bitte prüfen Sie Ihre Angaben");
    const element = html.querySelector(`main form[name="${form}"]`)!;
    expect(element.getAttribute("action")).toBe(form === "lead" ? "/danke-willkommen/" : "/danke-nachricht/");
    expect(Array.from(element.querySelectorAll("input[id], textarea[id]")).map((e) => e.id)).toEqual(fields);
    expect(html.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
  });
});
