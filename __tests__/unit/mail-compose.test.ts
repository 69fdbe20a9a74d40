/** @jest-environment node */
import { readFileSync } from "fs";
import { parse } from "yaml";
import { composeMail, urls, type Mail } from "../../src/mail/compose";
import { mailConfigFromEnv } from "../../src/mail/config";
import { loadMailContent } from "../../src/mail/content";
import { buildPlan, type PlanAnswers } from "../../src/lib/plan";
import { dayLines } from "../../src/lib/plan-sheet-html";
import { recipeId } from "../../src/lib/recipe-id";
import { consentValues, renderConsent } from "../../src/lib/consent-text";
import { MARKETING_RETENTION_YEARS } from "../../src/lib/privacy-numbers";
import { ACTIVE_MORNING, KNEES_EVENING } from "../../harness/plan-readers";

const content = loadMailContent("data");
const config = mailConfigFromEnv({ SITE_URL: "https://www.zitronen-vital.de" }, content);
const site = parse(readFileSync("data/site.yaml", "utf8")) as {
  email: string;
  disclaimer: string;
  company: string;
  seat: string;
  registerCourt: string;
  registerNumber: string;
  managingDirectors: string;
  safety: { heading: string; points: string[] };
};
const unsubscribeUrl = urls.unsubscribe(config, "abcDEF123_-abcDEF123_-");

/** Text as a reader sees it: entities decoded, non-breaking spaces as spaces, tags dropped. */
function visibleText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}
const flat = (text: string) =>
  text
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const plan = (answers: PlanAnswers = {}, name = "Klaus") =>
  composeMail({ type: "plan", name, email: "klaus@example.de", answers, unsubscribeUrl }, content, config);

/** Three contrasting readers (docs/plan.md). */
const READERS: Record<string, PlanAnswers> = {
  "sitting, evenings, knees, alone, no fish": KNEES_EVENING,
  "active, mornings, cycling and garden, unsure on his feet, two, vegetarian": ACTIVE_MORNING,
  "no answers": {},
};

function expectSafeMailHtml(mail: Mail) {
  const urlsInHtml = mail.html.replace(/^<!DOCTYPE[^>]*>/, "").match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  expect(urlsInHtml.length).toBeGreaterThan(0);
  for (const url of urlsInHtml)
    expect(new URL(url.replace(/&amp;/g, "&")).origin).toBe("https://www.zitronen-vital.de");
  expect(mail.html).not.toMatch(/<img\b/i);
  expect(mail.html).not.toMatch(/@import|<link\b|url\(/i);
  const sizes = [...mail.html.matchAll(/font-size:\s*(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1]));
  expect(sizes.length).toBeGreaterThan(0);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
  expect(mail.html).toMatch(/max-width:\s*600px/);
  expect(mail.html).toMatch(/<html[^>]* lang="de"/);
  expect(mail.html).toContain('<meta name="color-scheme" content="light dark"');
  expect(mail.html).toContain("prefers-color-scheme: dark");
}

describe("plan mail", () => {
  const planTexts = content.plan.plan.texts;
  const count = (text: string, part: string) => text.split(part).length - 1;

  it.each(Object.entries(READERS))(
    "%s: week 1 a line per day, every exercise described once, the later weeks, meals and shopping list",
    async (_, answers) => {
      const mail = await plan(answers);
      const expected = buildPlan(answers, content.plan);
      for (const part of [visibleText(mail.html), flat(mail.text)]) {
        expect(part).toContain(flat(expected.fitted));
        for (const day of expected.weeks[0].days) {
          expect(part).toContain(day.weekday);
          for (const line of dayLines(day.sessions, planTexts)) expect(part).toContain(flat(line));
        }
        // Each exercise once, in its short line; his variants and the rest are on the printable plan.
        for (const session of expected.guide.filter((s) => !["warmUp", "coolDown", "afterMeal"].includes(s.kind)))
          expect(count(part, `${flat(session.title)}: ${flat(session.brief)}`)).toBe(1);
        expect(part).toContain(flat(planTexts.breathing));
        expect(part).toContain(flat(planTexts.frame));
        if (expected.limits) expect(part).toContain(flat(`Ihre Variante jeder Übung (${expected.limits})`));
        expect(part).toContain(flat(expected.weeks[0].summary));
        for (const week of expected.weeks.slice(1))
          expect(part).toContain(`${week.heading}: ${week.moderateMinutes} Minuten`);
        expect(part).toContain(flat(expected.weeks[0].goal));
        for (const day of expected.meals)
          for (const meal of [day.breakfast, day.lunch, day.dinner]) expect(part).toContain(flat(meal.recipe));
        for (const section of expected.shopping)
          for (const item of section.items) expect(part).toContain(flat(item.shortLabel));
        for (const item of expected.pantry) expect(part).toContain(flat(item.name));
      }
      for (const week of expected.weeks) {
        const minutes = new RegExp(`data-week-minutes="${week.number}"[^>]*>(\\d+)\\D`).exec(mail.html);
        expect(Number(minutes?.[1])).toBe(week.moderateMinutes);
      }
      // Every recipe of his week links to its card.
      for (const { recipe } of expected.recipes)
        expect(mail.html).toContain(`href="https://www.zitronen-vital.de/gesunde-rezepte/#${recipeId(recipe.title)}"`);
    },
  );

  it("an evening reader with bad knees reads evening times and the knee variants, never lunch for his exercise", async () => {
    const answers = READERS["sitting, evenings, knees, alone, no fish"];
    const text = visibleText((await plan(answers)).html);
    expect(text).toContain("Am frühen Abend, vor dem Abendessen");
    expect(text).toContain("nach dem Abendessen");
    expect(text).toContain("Ihre Variante jeder Übung (Knie oder Hüfte)");
    expect(text).not.toContain("sicherer Stand");
    expect(text).not.toContain("Lachs");
    expect(text).toContain("Mengen für 1 Person");
    expect(text).toContain(
      "Angepasst an: Knie oder Hüfte, sanfter Beginn, abends, Schwimmen, für eine Person, ohne Fisch",
    );
  });

  it("greets by first name and carries the drink with its note on teeth, the plate, his numbers, disclaimer, contact and unsubscribe", async () => {
    const mail = await plan({ activity: "etwas", dayTime: "abends", likes: ["gehen", "tanzen"] });
    const text = visibleText(mail.html);
    expect(mail.subject).toBe("Ihr 4-Wochen-Plan, Klaus");
    expect(mail.to).toBe("klaus@example.de");
    expect(text).toContain("Guten Tag Klaus,");
    expect(text).toContain(content.texts.drinkRecipe);
    for (const line of [planTexts.drinkTeeth, content.plan.plan.numbers.inBrief]) expect(text).toContain(flat(line));
    expect(text).toContain(flat(site.disclaimer));
    expect(text).toContain(site.email);
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.replyTo).toBe(site.email);
  });

  it("links to the printable plan with the answers in the fragment, never in the query (no log or Referer sees them)", async () => {
    const mail = await plan({ activity: "etwas", dayTime: "abends", limits: ["gelenke"], likes: ["gehen", "tanzen"] });
    const links = [...mail.html.matchAll(/href="([^"]*mein-plan[^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      expect(link).toBe(
        "https://www.zitronen-vital.de/mein-plan/#aktivitaet=etwas&tageszeit=abends&mag=gehen%2Ctanzen&grenzen=gelenke",
      );
    expect(mail.text).not.toMatch(/mein-plan\/\?/);
  });

  it("puts the print link first and the safety box before the first exercise, every point of it", async () => {
    const html = (await plan()).html;
    const text = visibleText(html);
    const safety = text.indexOf(site.safety.heading);
    expect(text.indexOf(flat(content.texts.plan.webVersionButton))).toBeLessThan(safety);
    expect(safety).toBeGreaterThan(0);
    expect(safety).toBeLessThan(text.indexOf("Montag"));
    expect(safety).toBeLessThan(text.indexOf(flat(planTexts.frame)));
    for (const point of site.safety.points) expect(text).toContain(flat(point));
    // The shopping list before the exercises' descriptions.
    expect(text.indexOf(flat(planTexts.shoppingHeading))).toBeLessThan(
      text.indexOf(flat(content.plan.plan.strength[0].brief)),
    );
  });

  it("without answers links the plain printable page and says it is the general plan", async () => {
    const mail = await plan();
    expect(mail.html).toContain('href="https://www.zitronen-vital.de/mein-plan/"');
    expect(visibleText(mail.html)).toContain(flat(content.plan.plan.fitted.none));
  });

  it.each(Object.entries(READERS))("%s: stays under 100 KB and lays out at the phone's width", async (_, answers) => {
    const mail = await plan(answers);
    expect(Buffer.byteLength(mail.html)).toBeLessThan(100 * 1024);
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"');
  });

  it("loads nothing from other hosts and keeps type large and the width at 600 px", async () => {
    expectSafeMailHtml(await plan({ activity: "wenig" }));
  });

  it("has a plain-text part with the name, the week, the disclaimer and the unsubscribe link", async () => {
    const { text } = await plan({ activity: "wenig" });
    expect(text).toContain("Guten Tag Klaus,");
    expect(text).not.toMatch(/<[a-z]/i);
    expect(flat(text)).toContain(flat(site.disclaimer));
    expect(text).toContain(unsubscribeUrl);
    expect(flat(text)).toContain("Samstag: Zügig gehen – 15 Minuten");
  });

  it("escapes a name with markup and keeps line breaks out of the subject", async () => {
    const mail = await plan({}, "<b>Kl\r\naus</b>");
    expect(mail.html).not.toContain("<b>Kl");
    expect(mail.html).toContain("&lt;b&gt;");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe("confirmation mail", () => {
  const confirmUrl = urls.confirm(config, "tokTOKtok123_-tokTOKtok");
  const deleteUrl = urls.deleteRequest(config, "delDELdel123_-delDELdel");
  const confirmation = (marketing: boolean) =>
    composeMail(
      { type: "confirmation", name: "Werner", email: "w@example.de", confirmUrl, deleteUrl, marketing },
      content,
      config,
    );
  const values = consentValues({ ...content.site, planRetentionDays: config.planRetentionDays });
  const consentText = renderConsent(content.texts.consent.text, values);
  const marketingText = renderConsent(content.texts.marketingConsent.text, values);

  it("greets without the name, explains, links the confirm page and says how long the link is valid", async () => {
    const mail = await confirmation(false);
    const text = visibleText(mail.html);
    expect(mail.to).toBe("w@example.de");
    expect(mail.subject).toBe("Zitronen-Vital: Bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(confirmUrl).toBe("https://www.zitronen-vital.de/bestaetigen/?t=tokTOKtok123_-tokTOKtok");
    // The name is not verified yet: a stranger may have typed it, so the mail does not repeat it.
    expect(text).toContain("Guten Tag,");
    expect(text).not.toContain("Werner");
    expect(mail.replyTo).toBe(content.site.email);
    expect(mail.html).toContain(`href="${confirmUrl}"`);
    expect(text).toContain("Adresse bestätigen");
    expect(mail.html).toContain('href="https://www.zitronen-vital.de/datenschutz/"');
    expect(text).toContain("Der Link gilt 7 Tage.");
    expect(text).toContain("löschen wir unbestätigte Anfragen nach 30 Tagen.");
    expect(text).toContain("Zitronen-Vital GmbH");
    expect(mail.html).toContain('href="https://www.zitronen-vital.de/impressum/"');
    expect(mail.headers).toEqual({});
    expect(mail.text).toContain(confirmUrl);
    expectSafeMailHtml(mail);
  });

  it("states the health-data consent in the words of the form, and further mails only when he ticked that box too", async () => {
    const one = visibleText((await confirmation(false)).html);
    expect(one).toContain("Im Formular haben Sie dieses Kästchen angekreuzt:");
    expect(one).toContain(`„${flat(consentText)}“`);
    expect(one).not.toContain(flat(marketingText).slice(0, 40));
    expect(one).not.toMatch(/Tipps und Angebote|einmal im Monat/);

    const both = visibleText((await confirmation(true)).html);
    expect(both).toContain("Im Formular haben Sie diese beiden Kästchen angekreuzt:");
    expect(both).toContain(`„${flat(consentText)}“`);
    expect(both).toContain(`„${flat(marketingText)}“`);
    // What and how often, and how long (docs/launch.md): the marketing text names all three.
    expect(flat(marketingText)).toMatch(
      /höchstens einmal im Monat eine E-Mail mit Tipps zu Bewegung, Essen und Rezepten/,
    );
    expect(flat(marketingText)).toContain(`höchstens ${MARKETING_RETENTION_YEARS} Jahre nach der letzten E-Mail`);
  });

  it("carries the 'Anfrage löschen' link to the page with the button, in HTML and in plain text", async () => {
    const mail = await confirmation(false);
    expect(deleteUrl).toBe("https://www.zitronen-vital.de/anfrage-loeschen/?t=delDELdel123_-delDELdel");
    expect(mail.html).toMatch(
      new RegExp(`<a[^>]+href="${deleteUrl.replace(/[?.]/g, "\\$&")}"[^>]*>Anfrage löschen</a>`),
    );
    expect(mail.text).toContain(deleteUrl);
  });

  it("puts the deploy-preview prefix in front of the subject", async () => {
    const preview = mailConfigFromEnv(
      { NETLIFY: "true", CONTEXT: "deploy-preview", DEPLOY_PRIME_URL: "https://deploy-preview-9--zv.netlify.app" },
      content,
    );
    const mail = await composeMail(
      {
        type: "confirmation",
        name: "W",
        email: "w@example.de",
        confirmUrl: urls.confirm(preview, "x"),
        marketing: false,
      },
      content,
      preview,
    );
    expect(mail.subject).toBe("[Vorschau] Zitronen-Vital: Bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(mail.html).toContain('href="https://deploy-preview-9--zv.netlify.app/bestaetigen/?t=x"');
  });
});

describe("contact notice", () => {
  it("goes to NOTIFY_TO with Reply-To = the sender and shows the message", async () => {
    const withNotify = mailConfigFromEnv({ NOTIFY_TO: "team@example.de" }, content);
    const mail = await composeMail(
      { type: "contact", name: "Heinz", email: "heinz@example.de", message: "Zeile 1\nZeile <2>" },
      content,
      withNotify,
    );
    expect(mail.to).toBe("team@example.de");
    expect(mail.replyTo).toBe("heinz@example.de");
    expect(mail.subject).toBe("Neue Nachricht über das Kontaktformular von Heinz");
    expect(mail.html).toContain("Zeile 1\nZeile &lt;2&gt;");
    expect(mail.text).toContain("heinz@example.de");
    expect(mail.text).toContain("Zeile <2>");
  });
});

describe("every mail", () => {
  it("carries the company's mandatory details from site.yaml (§ 35a GmbHG)", async () => {
    const mails = await Promise.all([
      plan(),
      composeMail(
        { type: "confirmation", name: "Klaus", email: "k@example.de", confirmUrl: "https://x.de/", marketing: true },
        content,
        config,
      ),
      composeMail({ type: "contact", name: "Heinz", email: "h@example.de", message: "Hallo" }, content, config),
    ]);
    for (const mail of mails) {
      const text = visibleText(mail.html);
      for (const fact of [site.company, site.seat, site.registerCourt, site.registerNumber, site.managingDirectors])
        expect(text).toContain(flat(fact));
      expect(flat(mail.text)).toContain(`Geschäftsführung: ${flat(site.managingDirectors)}`);
    }
  });

  it("lays out at the phone's width when opened as a page, shows no images and has dark colours", async () => {
    const mails = await Promise.all([
      plan(),
      composeMail(
        { type: "confirmation", name: "K", email: "k@example.de", confirmUrl: "https://x.de/", marketing: false },
        content,
        config,
      ),
      composeMail({ type: "contact", name: "H", email: "h@example.de", message: "Hallo" }, content, config),
    ]);
    for (const mail of mails) {
      // Without it a browser or webmail preview lays the mail out at 980 px with tiny text (docs/mails.md).
      expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"');
      expect(mail.html).not.toMatch(/<img\b/i);
      expect(mail.html).toContain("prefers-color-scheme: dark");
    }
  });
});
