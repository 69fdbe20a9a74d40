// The thank-you page names the address the mail went to (docs/decisions/004-path-from-first-screen-to-plan.md): masked, carried only in
// the URL's fragment, and shown by the page script; anything else in the fragment is ignored.
import { maskAddress, sentToFragment, sentToOf } from "../../src/lib/sent-to";
import { enhancePage, type PageEnvironment } from "../../src/enhance/page";

describe("the masked address", () => {
  it.each([
    ["max.mueller@web.de", "ma…r@web.de"],
    ["klaus@gmial.com", "kl…s@gmial.com"],
    ["abc@t-online.de", "a…@t-online.de"],
    ["k@gmx.de", "k…@gmx.de"],
  ])("%s is shown as %s: the local part masked, the domain in full", (email, masked) => {
    expect(maskAddress(email)).toBe(masked);
  });

  it("goes there and back through the fragment", () => {
    expect(sentToOf(sentToFragment("max.mueller@web.de"))).toBe("ma…r@web.de");
  });

  it.each(["", "#", "#an=", "#an=kein-at", "#an=<b>x</b>", `#an=a…b@${"x".repeat(300)}.de`, "#other=a@b.de"])(
    "ignores the fragment %j",
    (hash) => expect(sentToOf(hash)).toBeNull(),
  );
});

describe("the thank-you page's script", () => {
  const environment = (hash: string): PageEnvironment => ({
    pathname: "/danke-willkommen/",
    search: "",
    hash,
    navigate: jest.fn(),
    reload: jest.fn(),
    print: jest.fn(),
    today: () => new Date(),
  });
  const render = () => {
    document.body.innerHTML = `<p>Die E-Mail ging an <strong data-enhance="sent-to">die Adresse, die Sie eingegeben haben</strong>.</p>`;
    return document.querySelector("strong")!;
  };

  it("puts the masked address in place of the general words", () => {
    const element = render();
    enhancePage(document, environment(sentToFragment("max.mueller@web.de")));
    expect(element.textContent).toBe("ma…r@web.de");
  });

  it("keeps the general words without an address in the fragment, and writes text, never markup", () => {
    const element = render();
    enhancePage(document, environment(""));
    expect(element.textContent).toBe("die Adresse, die Sie eingegeben haben");
    enhancePage(document, environment("#an=%3Cimg%20src%3Dx%3E@x.de"));
    expect(element.querySelector("img")).toBeNull();
  });
});
