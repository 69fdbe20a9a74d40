// After `gatsby build`: Netlify must find both forms, with every attribute and field it needs,
// and the React forms must send exactly the fields the detectable copies declare.
import { existsSync, readFileSync } from "fs";
import { join } from "path";
import { forms } from "../../src/lib/forms";

const PUBLIC = join(__dirname, "../../public");
const read = (file: string) => {
  const path = join(PUBLIC, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` before this test`);
  return new DOMParser().parseFromString(readFileSync(path, "utf8"), "text/html");
};
const fieldNames = (form: Element) =>
  Array.from(form.querySelectorAll("input, textarea"))
    .map((el) => el.getAttribute("name"))
    .filter((name): name is string => !!name && name !== "form-name")
    .sort();

const detectable = read("__forms.html");
const pages = { lead: read("index.html"), kontakt: read("kontakte-unterstuetzung/index.html") };

/** Each form's own thank-you page, where Netlify shows the visitor after a post. */
const THANKS = { lead: "/danke-willkommen/", kontakt: "/danke-nachricht/" };

describe.each(Object.keys(forms) as Array<keyof typeof forms>)("Netlify form %s", (name) => {
  const copy = () => detectable.querySelector(`form[name="${name}"]`)!;
  const react = () => pages[name].querySelector(`form[name="${name}"]`)!;

  it("has a detectable static copy with data-netlify, the honeypot and the real action", () => {
    expect(copy()).not.toBeNull();
    expect(copy().getAttribute("data-netlify")).toBe("true");
    expect(copy().getAttribute("netlify-honeypot")).toBe("bot-field");
    expect(copy().getAttribute("method")).toBe("POST");
    expect(copy().getAttribute("action")).toBe(THANKS[name]);
  });

  it("posts from the page to the same action with a hidden form-name", () => {
    expect(react().getAttribute("method")).toBe("post");
    expect(react().getAttribute("action")).toBe(THANKS[name]);
    const hidden = react().querySelector('input[type="hidden"][name="form-name"]');
    expect(hidden?.getAttribute("value")).toBe(name);
  });

  it("lists exactly the fields the page's form sends", () => {
    const expected = ["bot-field", ...forms[name].fields.map((f) => f.name)].sort();
    expect(fieldNames(copy())).toEqual(expected);
    expect(fieldNames(react())).toEqual(expected);
  });
});

it("keeps the page forms free of Netlify's markup, so its rewrite cannot change them", () => {
  for (const doc of Object.values(pages)) {
    expect(doc.querySelector("form[data-netlify], form[netlify], form[netlify-honeypot]")).toBeNull();
  }
});
