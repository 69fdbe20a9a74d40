/** @jest-environment node */
// Every check that reads what a visitor, a mail program or Netlify sends gets 1 MB of the input a
// backtracking pattern chokes on (docs/security.md, "Linear-time input checks"). The fields are
// length-checked before any pattern runs, and no pattern backtracks super-linearly (the lint's
// regexp/no-super-linear-backtracking): each call here returns at once. A quadratic check would
// take hours on 1 MB, and the test would fail by its timeout. The slowest call is printed; the
// budget (a 1 MB post answered within 50 ms) is measured by `npm run bench:hostile-input`.
import { contactForm, EMAIL_PATTERN, leadForm, normalize, tooLongMessage, validate } from "../../src/lib/forms";
import { domainOf, emailKey, mailboxKey } from "../../src/follow-up/email-key";
import { suggestAddress } from "../../src/lib/email-typos";
import { parsePlanAnswers } from "../../src/lib/plan";
import { linkFields } from "../../src/follow-up/links";
import { isCrossSite } from "../../src/follow-up/origin";
import { isGenuineToken } from "../../src/follow-up/tokens";
import { sourceOf } from "../../src/follow-up/source";
import { limitNames } from "../../src/follow-up/limit-keys";
import { campaignOf, parseFormBody } from "../../server/form-route";
import { CheckPage } from "../../server/form-check-page";
import { renderedCheckPages } from "../../harness/check-pages";
import { redactAddresses } from "../../netlify/follow-up/redact";
import { isSubmissionId } from "../../netlify/follow-up/forms-api";

jest.setTimeout(60_000);

const MB = 1024 * 1024;
const fill = (unit: string, tail = "") => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB) + tail;

/** Inputs that make backtracking patterns try every split: runs of what a pattern repeats, then a mismatch. */
const HOSTILE: Record<string, string> = {
  letters: fill("a", "!"),
  "dotted labels": `a@${fill("a.", " ")}`,
  "at signs": fill("@"),
  dots: fill(".", "@"),
  spaces: fill(" ", "x"),
  "zero-width spaces": fill("\u200b"),
  umlauts: fill("ä", "1"),
  "letters and dots": fill("a.b", "."),
  "control characters": fill("\u0001"),
  "percent signs": fill("%", "%E2%82"),
  ampersands: `x=${fill("&")}`,
  "address words": fill("x@y ", "<"),
  "plus tags": fill("a+", "@gmail.com"),
};

let slowest = { ms: 0, what: "" };
/** Runs `check` on every hostile input and notes the slowest call. */
function eachHostile(name: string, check: (input: string) => unknown) {
  for (const [kind, input] of Object.entries(HOSTILE)) {
    const started = performance.now();
    check(input);
    const ms = performance.now() - started;
    if (ms > slowest.ms) slowest = { ms, what: `${name} on ${kind}` };
  }
}

afterAll(() => console.info(`slowest check on 1 MB of hostile input: ${slowest.what}, ${slowest.ms.toFixed(1)} ms`));

describe.each([leadForm, contactForm])("the $name form's validation", (form) => {
  it.each(form.fields.map((field) => field.name))("refuses 1 MB in %s as too long, before any pattern", (name) => {
    const field = form.fields.find((f) => f.name === name)!;
    eachHostile(`validate ${form.name}.${name}`, (input) => {
      const errors = validate(form, { [name]: input });
      // A box posts "ja" when ticked; anything else is an unticked box, whatever its length.
      if (field.type === "checkbox") expect(errors[name]).toBe(field.message || undefined);
      // Trimmed first: a run of spaces is not too long, it is empty.
      else if (input.trim().length > field.maxLength) expect(errors[name]).toBe(tooLongMessage(field));
    });
  });

  it("checks every field at its maxLength of hostile input", () => {
    eachHostile(`validate ${form.name} at maxLength`, (input) =>
      validate(form, Object.fromEntries(form.fields.map((field) => [field.name, input.slice(0, field.maxLength)]))),
    );
    eachHostile(`normalize ${form.name}`, (input) => normalize(form, { name: input, email: input, message: input }));
  });
});

it("the e-mail pattern itself runs in linear time on 1 MB", () => {
  eachHostile("EMAIL_PATTERN", (input) => EMAIL_PATTERN.test(input));
  // What made the earlier pattern (/^[^\s@]+@[^\s@]+\.[^\s@]+$/) try every split: dotted labels, then a space.
  expect(EMAIL_PATTERN.test(HOSTILE["dotted labels"])).toBe(false);
  expect(EMAIL_PATTERN.test(`a@${"b.".repeat(MB / 2)}de`)).toBe(true);
});

it("the address's spellings, the typo suggestion and the limits' names take 1 MB", () => {
  eachHostile("emailKey", emailKey);
  eachHostile("mailboxKey", mailboxKey);
  eachHostile("domainOf", domainOf);
  eachHostile("suggestAddress", (input) => expect(suggestAddress(input)).toBeNull());
  eachHostile("sourceOf", (input) => expect(sourceOf(input)).toBeUndefined());
  eachHostile("limitNames", (input) => limitNames("s".repeat(40), "lead", input, input));
});

it("the server's body, referer and check-page handling take 1 MB", () => {
  eachHostile("parseFormBody", (input) => {
    try {
      parseFormBody(input);
    } catch {
      // Invalid UTF-8 in a percent sequence is refused (400): also at once.
    }
  });
  eachHostile("campaignOf", (input) => campaignOf(`https://zv.test/?utm_source=${encodeURIComponent(input)}`));
  // One parsed page for every answer, as the server keeps it.
  const checkPage = new CheckPage(renderedCheckPages().kontakt);
  eachHostile("CheckPage.fill", (input) =>
    checkPage.fill(contactForm, { name: input, email: input, message: input }, { name: "x" }),
  );
});

it("the links' tokens, answers, origin and one-click body take 1 MB", () => {
  eachHostile("isGenuineToken", (input) => expect(isGenuineToken("s".repeat(40), "confirm", input)).toBe(false));
  eachHostile("linkFields", (input) => linkFields("application/x-www-form-urlencoded", input));
  eachHostile("linkFields multipart", (input) => linkFields("multipart/form-data; boundary=x", input));
  eachHostile("parsePlanAnswers", (input) => parsePlanAnswers({ aktivitaet: input, mag: input }));
  eachHostile("isCrossSite", (input) =>
    isCrossSite({ origin: input, secFetchSite: input, host: input }, "https://zv.test"),
  );
});

it("Netlify's submission ids and the SMTP errors in the operator's log take 1 MB", () => {
  eachHostile("isSubmissionId", (input) => expect(isSubmissionId(input)).toBe(false));
  eachHostile("redactAddresses", (input) => expect(redactAddresses(input)).not.toMatch(/\S@\S/));
});
