/** @jest-environment node */
import { resolve } from "path";
import { mailConfigFromEnv } from "../../src/mail/config";
import { loadMailContent } from "../../src/mail/content";

const content = loadMailContent("data");

describe("mailConfigFromEnv", () => {
  it("has defaults that work on a fresh machine", () => {
    const config = mailConfigFromEnv({}, content);
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: "Zitronen-Vital <kontakt@zitronen-vital.de>",
      siteUrl: "http://localhost:9000",
      notifyTo: "kontakt@zitronen-vital.de",
      mailDir: resolve("var/mail"),
      subjectPrefix: "",
    });
  });

  it("reads every variable and strips the trailing slash of SITE_URL", () => {
    const config = mailConfigFromEnv(
      {
        SMTP_URL: "smtps://u:p@mail.example.de:465",
        MAIL_FROM: "Team <team@example.de>",
        SITE_URL: "https://example.de/",
        NOTIFY_TO: "ops@example.de",
        LEAD_WEBHOOK_URL: "https://hooks.example.de/lead",
        LEAD_WEBHOOK_SECRET: "s3cret-s3cret-s3cret-s3cret-s3cret",
        TOKEN_SECRET: "k",
        REPLY_TO: "antwort@example.de",
        PLAN_RETENTION_DAYS: "14",
        CONFIRMATIONS_PER_HOUR: "1000",
        MAIL_DIR: "/tmp/mails",
      },
      content,
    );
    expect(config).toEqual({
      smtpUrl: "smtps://u:p@mail.example.de:465",
      mailFrom: "Team <team@example.de>",
      siteUrl: "https://example.de",
      notifyTo: "ops@example.de",
      webhookUrl: "https://hooks.example.de/lead",
      webhookSecret: "s3cret-s3cret-s3cret-s3cret-s3cret",
      tokenSecret: "k",
      replyTo: "antwort@example.de",
      planRetentionDays: 14,
      confirmationsPerHour: 1000,
      mailDir: "/tmp/mails",
      subjectPrefix: "",
    });
  });

  it.each(["0", "-5", "viele", "2.5"])("refuses CONFIRMATIONS_PER_HOUR=%p and says what it is", (value) => {
    expect(() => mailConfigFromEnv({ CONFIRMATIONS_PER_HOUR: value }, content)).toThrow(
      `Mail configuration: CONFIRMATIONS_PER_HOUR must be a whole number of at least 1 (the most confirmation mails the site sends in any hour), got "${value}"`,
    );
  });

  it("on Netlify links production mails to URL and previews to themselves", () => {
    expect(
      mailConfigFromEnv({ NETLIFY: "true", CONTEXT: "production", URL: "https://zv.example" }, content).siteUrl,
    ).toBe("https://zv.example");
    const preview = mailConfigFromEnv(
      { NETLIFY: "true", CONTEXT: "branch-deploy", DEPLOY_PRIME_URL: "https://b--zv.netlify.app" },
      content,
    );
    expect(preview.siteUrl).toBe("https://b--zv.netlify.app");
    expect(preview.subjectPrefix).toBe("[Vorschau] ");
  });

  it.each([
    [{ SMTP_URL: "mail.example.de" }, /SMTP_URL/],
    [{ SITE_URL: "ftp://x" }, /SITE_URL/],
    [{ MAIL_FROM: "nobody" }, /MAIL_FROM/],
    [{ NOTIFY_TO: "ops" }, /NOTIFY_TO/],
    [{ LEAD_WEBHOOK_URL: "https://h.example" }, /LEAD_WEBHOOK_SECRET/],
    [{ PLAN_RETENTION_DAYS: "0" }, /PLAN_RETENTION_DAYS/],
    [{ PLAN_RETENTION_DAYS: "dreißig" }, /PLAN_RETENTION_DAYS/],
    [{ REPLY_TO: "keine adresse" }, /REPLY_TO/],
    [{ LEAD_WEBHOOK_URL: "http://hooks.example.de/x", LEAD_WEBHOOK_SECRET: "s".repeat(40) }, /https/],
    [{ LEAD_WEBHOOK_URL: "https://hooks.example.de/x", LEAD_WEBHOOK_SECRET: "kurz" }, /at least 32/],
  ])("rejects %p with a clear English message", (env, message) => {
    expect(() => mailConfigFromEnv(env, content)).toThrow(message);
  });
});

describe("loadMailContent", () => {
  it("finds the drink among the recipes and the plan's content", () => {
    expect(content.plan.drinkRecipe).toBe(content.texts.drinkRecipe);
    expect(content.plan.recipes.map((recipe) => recipe.title)).toContain(content.texts.drinkRecipe);
    expect(content.plan.plan.texts.weekdays).toHaveLength(7);
    expect(content.plan.recipes.length).toBeGreaterThanOrEqual(8);
    expect(content.plan.plan.weeks).toHaveLength(4);
  });
});
