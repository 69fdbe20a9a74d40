/** @jest-environment node */
// The shared core of the operator's page (src/operator/): days in Berlin, the funnel, the report's
// schedule, campaigns, the Excel cells, passwords and the login throttle, delivery reports.
import { simpleParser } from "mailparser";
import { bundleEveryPageScript } from "../../src/build-steps/page-script";
import { deliveryReport } from "../../harness/imap";
import { deliveryReportsOf, isPermanent } from "../../src/operator/bounce-reader";
import {
  CAMPAIGN_URL_MAX_LENGTH,
  campaignLabel,
  campaignOfSearch,
  campaignOfUrl,
  campaignParams,
} from "../../src/operator/campaign";
import { addDays, berlinClock, berlinDay, localTime, periodEnding, previousPeriod } from "../../src/operator/days";
import { excelCell } from "../../src/operator/excel-export";
import { buildFunnel, formatChange, formatRate, type CountRow } from "../../src/operator/funnel";
import { FREE_FAILURES, loginWait, memoryFailureStore, recordLogin } from "../../src/operator/login-throttle";
import { hashPassword, parsePasswordHashes, passwordsFingerprint, verifyPassword } from "../../src/operator/password";
import { safeNext, sessionValid } from "../../src/operator/paths";
import { dueReport } from "../../src/operator/report";
import { parseImapUrl } from "../../src/operator/settings";
import { germanReason } from "../../src/operator/status";

describe("Berlin days", () => {
  it("counts a moment on its day in Berlin, winter and summer time, not in UTC", () => {
    expect(berlinDay(Date.parse("2026-11-23T23:30:00Z"))).toBe("2026-11-24"); // 00:30 CET
    expect(berlinDay(Date.parse("2026-07-01T22:30:00Z"))).toBe("2026-07-02"); // 00:30 CEST
    expect(berlinDay(Date.parse("2026-07-01T21:30:00Z"))).toBe("2026-07-01");
    expect(localTime("2026-11-02T10:00:00.000Z")).toBe("02.11.2026, 11:00");
    expect(berlinClock(Date.parse("2026-11-23T07:00:00Z"))).toEqual({ hour: 8, weekday: 1 });
  });

  it("has periods of whole days and the same length before", () => {
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30"); // across the change to summer time
    expect(periodEnding("2026-11-27", 7)).toEqual({ from: "2026-11-21", to: "2026-11-27" });
    expect(previousPeriod({ from: "2026-11-21", to: "2026-11-27" })).toEqual({ from: "2026-11-14", to: "2026-11-20" });
  });
});

describe("the report's schedule", () => {
  const at = (iso: string) => Date.parse(iso);
  it("is due on Monday from 8 o'clock Berlin time for the week before, on that day only", () => {
    expect(dueReport("weekly", at("2026-11-23T06:59:00Z"))).toBeUndefined(); // 07:59 CET
    expect(dueReport("weekly", at("2026-11-23T07:00:00Z"))).toEqual({
      key: "weekly:2026-11-16",
      schedule: "weekly",
      period: { from: "2026-11-16", to: "2026-11-22" },
    });
    expect(dueReport("weekly", at("2026-11-24T09:00:00Z"))).toBeUndefined();
  });
  it("daily covers the day before; off never", () => {
    expect(dueReport("daily", at("2026-11-25T08:00:00Z"))?.period).toEqual({ from: "2026-11-24", to: "2026-11-24" });
    expect(dueReport("off", at("2026-11-23T08:00:00Z"))).toBeUndefined();
  });
});

describe("the funnel", () => {
  const row = (day: string, step: CountRow["step"], n: number, more: Partial<CountRow> = {}): CountRow => ({
    day,
    step,
    path: step === "view" ? "/" : "",
    utmSource: "",
    utmCampaign: "",
    n,
    ...more,
  });
  const rows = [
    row("2026-11-20", "view", 10),
    row("2026-11-26", "view", 8, { utmSource: "zeitung", utmCampaign: "herbst" }),
    row("2026-11-26", "view", 3, { path: "/agb/" }),
    row("2026-11-26", "request", 2, { utmSource: "zeitung", utmCampaign: "herbst" }),
    row("2026-11-27", "confirmed", 1),
    row("2026-11-27", "bounce", 1),
  ];
  const funnel = buildFunnel(rows, { from: "2026-11-21", to: "2026-11-27" });

  it("adds up the period, keeps the period before apart, and gives each day and campaign", () => {
    expect(funnel.totals).toEqual({
      landingViews: 8,
      otherViews: 3,
      requests: 2,
      confirmations: 1,
      plans: 0,
      unsubscribes: 0,
    });
    expect(funnel.previousTotals.landingViews).toBe(10);
    expect(funnel.days.map((d) => d.day)).toEqual([
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
    ]);
    expect(funnel.bounces).toBe(1);
    expect(funnel.campaigns.map((c) => [c.label, c.numbers.requests])).toEqual([
      ["zeitung / herbst", 2],
      ["ohne Kampagne", 0],
    ]);
  });

  it("says rates and changes in German, with a dash where there is nothing to divide by", () => {
    expect(formatRate(funnel.rates.request).replace(/\u00a0/g, " ")).toBe("25 %");
    expect(formatRate(funnel.rates.plan)).toBe("0 %".replace(" ", "\u00a0"));
    expect(formatRate(buildFunnel([], funnel.period).rates.request)).toBe("–");
    expect(formatChange(8, 10)).toBe("−2");
    expect(formatChange(3, 0)).toBe("+3");
    expect(formatChange(1, 1)).toBe("±0");
  });
});

describe("campaigns", () => {
  it("come from utm_source and utm_campaign only, cleaned and cut to length", () => {
    expect(campaignOfUrl("https://zv.test/?utm_source=zeitung&utm_campaign=herbst&gclid=123")).toEqual({
      utmSource: "zeitung",
      utmCampaign: "herbst",
    });
    expect(campaignOfSearch("?utm_source=%E2%80%AEevil%0A")).toEqual({ utmSource: "evil" });
    expect(campaignOfSearch(`?utm_campaign=${"x".repeat(500)}`).utmCampaign).toHaveLength(100);
    expect(campaignOfUrl("not a url")).toEqual({});
    const longUrl = (length: number) => `https://zv.test/?utm_source=zeitung&pad=`.padEnd(length, "x");
    expect(campaignOfUrl(longUrl(CAMPAIGN_URL_MAX_LENGTH))).toEqual({ utmSource: "zeitung" });
    expect(campaignOfUrl(longUrl(CAMPAIGN_URL_MAX_LENGTH + 1))).toEqual({});
    expect(campaignParams({ utmSource: "a b", utmCampaign: "c&d" })).toBe("&utm_source=a+b&utm_campaign=c%26d");
    expect(campaignLabel({})).toBe("ohne Kampagne");
  });
});

it("defuses formulas and quotes semicolons in Excel cells", () => {
  expect(excelCell("=1+1")).toBe("'=1+1");
  expect(excelCell("a;b")).toBe('"a;b"');
  expect(excelCell('Er sagte "ja"')).toBe('"Er sagte ""ja"""');
  expect(excelCell(null)).toBe("");
});

describe("passwords", () => {
  // Six scrypt runs (deliberately slow: 16 MB and tens of milliseconds each alone) take seconds
  // while other suites share the two cores; Jest's 5 s default failed a loaded CI run.
  const SCRYPT_TEST_MS = 30_000;

  it(
    "are stored as scrypt hashes; any of several matches; a changed list changes the fingerprint",
    async () => {
      const one = await hashPassword("erstes-passwort-1");
      const two = await hashPassword("zweites-passwort-2");
      expect(one).toMatch(/^scrypt:16384:8:1:[\w-]+:[\w-]+$/);
      expect(one).not.toContain("erstes");
      const hashes = parsePasswordHashes(`${one} ${two}`);
      expect(await verifyPassword("zweites-passwort-2", hashes)).toBe(true);
      expect(await verifyPassword("falsch-falsch-falsch", hashes)).toBe(false);
      expect(passwordsFingerprint([one])).not.toBe(passwordsFingerprint(hashes));
      await expect(hashPassword("kurz")).rejects.toThrow("mindestens 12 Zeichen");
      expect(() => parsePasswordHashes("geheim")).toThrow("OPERATOR_PASSWORD_HASH");
    },
    SCRYPT_TEST_MS,
  );

  it("keeps a session 8 hours and only under the passwords it was made with", () => {
    const now = Date.now();
    expect(sessionValid({ at: now - 1000, key: "k" }, now, "k")).toBe(true);
    expect(sessionValid({ at: now - 9 * 3600_000, key: "k" }, now, "k")).toBe(false);
    expect(sessionValid({ at: now, key: "alt" }, now, "k")).toBe(false);
    expect(sessionValid(undefined, now, "k")).toBe(false);
  });

  it("goes back after the login only to a page of /betrieb/", () => {
    expect(safeNext("/betrieb/personen/?suche=a")).toBe("/betrieb/personen/?suche=a");
    expect(safeNext("https://evil.example/")).toBe("/betrieb/");
    expect(safeNext("//evil.example/betrieb/")).toBe("/betrieb/");
  });
});

it("slows wrong passwords down per client after the free ones, doubling the wait", async () => {
  const store = memoryFailureStore();
  let now = Date.parse("2026-11-27T10:00:00Z");
  for (let i = 0; i < FREE_FAILURES; i++) {
    expect(await loginWait(store, "a", now)).toBe(0);
    await recordLogin(store, "a", false, now);
  }
  expect(await loginWait(store, "a", now)).toBe(15_000);
  now += 15_000;
  expect(await loginWait(store, "a", now)).toBe(0);
  await recordLogin(store, "a", false, now);
  expect(await loginWait(store, "a", now)).toBe(30_000);
  expect(await loginWait(store, "b", now)).toBe(0);
  await recordLogin(store, "a", true, now);
  expect(await loginWait(store, "a", now)).toBe(0);
});

describe("delivery reports", () => {
  it("are read when they quote our Message-ID, with the recipient, status and reason", async () => {
    const [report] = deliveryReportsOf(
      await simpleParser(deliveryReport("nobody@example.net", "<zv-plan-abc-1@zv.test>")),
    );
    expect(report).toMatchObject({
      recipient: "nobody@example.net",
      action: "failed",
      status: "5.1.1",
      messageId: "zv-plan-abc-1@zv.test",
    });
    expect(isPermanent(report)).toBe(true);
  });
  it("are ignored without a Message-ID of ours, or when they are plain mails", async () => {
    expect(deliveryReportsOf(await simpleParser(deliveryReport("x@example.net", "<other@elsewhere.example>")))).toEqual(
      [],
    );
    const plain = deliveryReport("x@example.net", "<zv-plan-abc-1@zv.test>").replace(
      "multipart/report; report-type=delivery-status",
      "multipart/mixed",
    );
    expect(deliveryReportsOf(await simpleParser(plain))).toEqual([]);
  });
});

it("names SMTP and network errors in German", () => {
  expect(germanReason("connect ECONNREFUSED 127.0.0.1:2525")).toContain("nicht erreichbar");
  expect(germanReason("Can't send mail - all recipients were rejected: 550 5.1.1 <x@y>: User unknown")).toContain(
    "Code 550",
  );
  expect(germanReason("undeliverable: 5.1.1 User unknown")).toContain("unzustellbar");
  expect(germanReason("Invalid login: 535 Authentication failed")).toContain("Anmeldung am Mailserver");
});

it("reads the bounce mailbox's URL, TLS required except on this machine", () => {
  expect(parseImapUrl("imaps://rueck%40x.de:p%40ss@imap.x.de/INBOX")).toMatchObject({
    host: "imap.x.de",
    port: 993,
    secure: true,
    user: "rueck@x.de",
    password: "p@ss",
  });
  expect(parseImapUrl("imap://u:p@imap.x.de").requireTls).toBe(true);
  expect(parseImapUrl("imap://u:p@127.0.0.1:1143/INBOX").requireTls).toBe(false);
  expect(() => parseImapUrl("http://u:p@x.de")).toThrow("imaps://");
});

it("the Netlify page-view beacon is tiny, part of the one inline script, and sends only the path and the utm values", async () => {
  const files = { pageScript: "/static/page-0a.js", planScript: "/static/plan-0b.js" };
  const netlify = await bundleEveryPageScript({ ...files, countViews: true });
  const selfHosted = await bundleEveryPageScript({ ...files, countViews: false });
  expect(netlify).toContain("/zaehler/");
  expect(netlify.length - selfHosted.length).toBeLessThan(400);
  expect(netlify).not.toMatch(/cookie|localStorage|sessionStorage|referrer|userAgent/i);
  // The built-in server counts what it serves: its pages carry no beacon.
  expect(selfHosted).not.toContain("/zaehler/");
});
