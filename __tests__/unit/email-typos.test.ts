/** @jest-environment node */
// Typos in the address's domain (docs/decisions/004-path-from-first-screen-to-plan.md): suggested, never for a provider's real domain.
import { suggestAddress } from "../../src/lib/email-typos";

it.each([
  ["name@gmial.com", "name@gmail.com"],
  ["klaus@wed.de", "klaus@web.de"],
  ["klaus@t-onlien.de", "klaus@t-online.de"],
  ["klaus@fremnet.de", "klaus@freenet.de"],
  ["klaus@gmx.dee", "klaus@gmx.de"],
  ["klaus@webde.de", "klaus@web.de"],
  ["klaus@hotmial.de", "klaus@hotmail.de"],
  [" klaus@wed.de ", "klaus@web.de"],
])("suggests %s → %s", (typed, suggested) => {
  expect(suggestAddress(typed)).toBe(suggested);
});

it.each([
  "klaus@web.de",
  "klaus@gmx.de",
  "klaus@gmx.net",
  "klaus@t-online.de",
  "klaus@freenet.de",
  "klaus@posteo.de",
  "klaus@ewe.net",
  "klaus@vr-web.de",
  "klaus@mueller-bau.de",
  "klaus@stadtwerke.de",
  "klaus@gmial", // not an address yet: the form's own message answers it
  "",
])("suggests nothing for %j", (typed) => {
  expect(suggestAddress(typed)).toBeNull();
});
