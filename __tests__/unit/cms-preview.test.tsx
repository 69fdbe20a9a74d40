// The editor's preview pane (src/cms/preview.ts): a testimonial or story an editor adds shows in the
// page's own markup and classes, styled by the site's CSS with each module's classes prefixed.
import React from "react";
// The Node build of the server renderer (jsdom lacks the TextEncoder the browser build needs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToStaticMarkup } = require("react-dom/server.node") as typeof import("react-dom/server");
import type { ImmutableMap } from "../../src/cms/decap";
import { PREVIEW_TEMPLATES, prefixModuleCss, previewClass, registerPreviews } from "../../src/cms/preview";
import { previewCss } from "../../src/cms/preview-css";
import { UI_TEXT } from "../../src/lib/ui-text";

const registered: Record<string, unknown> = {};
const styles: string[] = [];
beforeAll(() => {
  Object.assign(window, {
    h: React.createElement,
    CMS: {
      registerPreviewStyle: (css: string) => styles.push(css),
      registerPreviewTemplate: (name: string, template: unknown) => (registered[name] = template),
    },
  });
});

/** Decap hands the entry over as an Immutable.js map; the preview reads data.items through getIn. */
const entry = (items: unknown[]): ImmutableMap => {
  const data = { get: () => undefined, getIn: () => undefined, toJS: () => ({ items }) };
  return { get: () => undefined, getIn: (path) => (path[0] === "data" ? data : undefined), toJS: () => ({}) };
};
const render = (name: keyof typeof PREVIEW_TEMPLATES, items: unknown[]) => {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(PREVIEW_TEMPLATES[name]({ entry: entry(items) }) as React.ReactElement);
  return host;
};

it("registers a preview for testimonials, success stories and the FAQ, with the page's styles", () => {
  registerPreviews(previewCss());
  expect(Object.keys(registered).sort()).toEqual(["faq", "success-stories", "testimonials"]);
  expect(styles[0]).toContain(`.${previewClass("testimonials", "quote")}`);
  expect(styles[0]).toContain("--color-primary");
});

it("shows a new testimonial as the page does: a quote with first name, age and city, an example marked", () => {
  const host = render("testimonials", [
    { name: "Otto", city: "Bremen", age: 70, text: "Ich gehe jetzt jeden Abend." },
    { name: "Karl", city: "Kiel", text: "Erfunden.", example: true },
  ]);
  const figures = host.querySelectorAll(`figure.${previewClass("testimonials", "quote")}`);
  expect(figures).toHaveLength(2);
  expect(figures[0].querySelector("blockquote")?.textContent).toBe("„Ich gehe jetzt jeden Abend.“");
  expect(figures[0].querySelector("figcaption")?.textContent).toBe("Otto, 70 Jahre, aus Bremen");
  expect(figures[0].textContent).not.toContain(UI_TEXT.example.label);
  expect(figures[1].textContent).toContain(UI_TEXT.example.label);
});

it("shows a success story with its heading and where it appears", () => {
  const host = render("success-stories", [
    { page: "movement", name: "Herbert M.", city: "Augsburg", heading: "Kleine Schritte", text: "Er geht." },
  ]);
  const story = host.querySelector(`article.${previewClass("success-story", "story")}`)!;
  expect(story.querySelector("h3")?.textContent).toBe("Kleine Schritte");
  expect(story.textContent).toContain("Auf der Bewegungsseite");
});

it("prefixes only class selectors, never numbers in values", () => {
  expect(prefixModuleCss("faq", ".list { gap: 0.5rem; } .entry:hover .question::before { content: '+'; }")).toBe(
    ".faq-list { gap: 0.5rem; } .faq-entry:hover .faq-question::before { content: '+'; }",
  );
});
