// A likely typo in the e-mail address's domain ("gmial.com", "wed.de", "t-onlien.de"): the lead form
// suggests the corrected address under the field, and the visitor accepts it with one tap or keeps
// his own; nothing is ever changed without him. @zootools/email-spell-checker does the fuzzy match
// against the providers older German visitors use (its own list is mostly American).

import { run } from "@zootools/email-spell-checker";
import { EMAIL_PATTERN, leadForm } from "./forms";

/** Mail providers common in Germany, and regional ones, so that their real domains are never "corrected". */
const DOMAINS = [
  "web.de",
  "gmx.de",
  "gmx.net",
  "gmx.at",
  "gmx.ch",
  "gmx.com",
  "t-online.de",
  "freenet.de",
  "posteo.de",
  "mailbox.org",
  "gmail.com",
  "googlemail.com",
  "yahoo.de",
  "yahoo.com",
  "outlook.de",
  "outlook.com",
  "hotmail.de",
  "hotmail.com",
  "live.de",
  "icloud.com",
  "me.com",
  "aol.de",
  "aol.com",
  "arcor.de",
  "online.de",
  "mail.de",
  "email.de",
  "vodafone.de",
  "kabelmail.de",
  "kabelbw.de",
  "unitybox.de",
  "ewe.net",
  "netcologne.de",
  "mnet-online.de",
  "vr-web.de",
  "versanet.de",
  "htp-tel.de",
  "osnanet.de",
  "tutanota.de",
  "tutanota.com",
];
const TOP_LEVEL_DOMAINS = ["de", "com", "net", "org", "at", "ch", "eu", "info"];
const SECOND_LEVEL_DOMAINS = [
  ...new Set(DOMAINS.filter((d) => d.endsWith(".de") || d.endsWith(".com")).map((d) => d.split(".")[0])),
];

/** The address with its domain corrected, or null when the domain looks right (or unknown but plausible). */
export function suggestAddress(email: string): string | null {
  const typed = email.trim();
  const maxLength = leadForm.fields.find((field) => field.name === "email")!.maxLength;
  if (typed.length > maxLength || !EMAIL_PATTERN.test(typed)) return null;
  const suggestion = run({
    email: typed,
    domains: DOMAINS,
    topLevelDomains: TOP_LEVEL_DOMAINS,
    secondLevelDomains: SECOND_LEVEL_DOMAINS,
  });
  return suggestion && suggestion.full.toLowerCase() !== typed.toLowerCase() ? suggestion.full : null;
}
