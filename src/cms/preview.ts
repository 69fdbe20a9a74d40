// The editor's preview pane: the entries editors add (testimonials, success stories, FAQ) shown in
// the page's own markup and styles, so a new testimonial looks there as it will on the site. The
// styles are the site's global.css and the components' CSS modules, bundled into editor.js at build
// time (src/cms/editor-files.ts, previewCss); every module class is prefixed with its file's name.
import { decap, type ImmutableMap } from "./decap";
import { personLine, UI_TEXT } from "../lib/ui-text";

/** Class names as previewCss() writes them: `testimonials-quote` for .quote in testimonials.module.css. */
export const previewClass = (module: string, name: string) => `${module}-${name}`;
const c = previewClass;

/** The preview's styles: every module CSS class prefixed with its module's name, so that two modules never clash. */
export function prefixModuleCss(module: string, css: string): string {
  return css.replace(/\.([A-Za-z][\w-]*)/g, (_match, name: string) => `.${previewClass(module, name)}`);
}

type Item = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");
const ageOf = (value: unknown) => (typeof value === "number" ? value : Number(value) || null);

function itemsOf(entry: ImmutableMap): Item[] {
  const data = entry.getIn(["data"]) as ImmutableMap | undefined;
  const items = data?.toJS().items;
  return Array.isArray(items) ? (items as Item[]) : [];
}

function exampleLabel(item: Item) {
  const { h } = decap();
  return item.example === true
    ? h("strong", { className: c("example-label", "label"), title: UI_TEXT.example.title }, UI_TEXT.example.label)
    : null;
}

const section = (heading: string, ...children: unknown[]) => {
  const { h } = decap();
  return h("main", { className: "preview-page" }, h("section", null, h("h2", null, heading), ...children));
};

function testimonials({ entry }: { entry: ImmutableMap }) {
  const { h } = decap();
  return section(
    "Das sagen unsere Teilnehmer",
    h(
      "ul",
      { className: c("cards", "grid") },
      ...itemsOf(entry).map((item, index) =>
        h(
          "li",
          { key: index },
          h(
            "figure",
            { className: c("testimonials", "quote") },
            exampleLabel(item),
            h("blockquote", null, h("p", null, `„${text(item.text)}“`)),
            h("figcaption", null, personLine({ name: text(item.name), age: ageOf(item.age), city: text(item.city) })),
          ),
        ),
      ),
    ),
  );
}

function successStories({ entry }: { entry: ImmutableMap }) {
  const { h } = decap();
  return section(
    "Erfolgsgeschichten",
    ...itemsOf(entry).map((item, index) =>
      h(
        "article",
        { key: index, className: c("success-story", "story") },
        exampleLabel(item),
        h("h3", null, text(item.heading)),
        h("p", null, text(item.text)),
        h(
          "p",
          { className: c("success-story", "person") },
          personLine({ name: text(item.name), age: ageOf(item.age), city: text(item.city) }),
        ),
        h("p", null, h("small", null, item.page === "movement" ? "Auf der Bewegungsseite" : "Auf der Startseite")),
      ),
    ),
  );
}

function faq({ entry }: { entry: ImmutableMap }) {
  const { h } = decap();
  return section(
    "Häufige Fragen",
    h(
      "div",
      { className: c("faq", "list") },
      ...itemsOf(entry).map((item, index) =>
        h(
          "details",
          { key: index, className: c("faq", "entry"), open: true },
          h("summary", { className: c("faq", "question") }, text(item.question)),
          h("p", { className: c("faq", "answer") }, text(item.answer)),
        ),
      ),
    ),
  );
}

/** The file entries of src/cms/config.ts that get the page's look in the preview. */
export const PREVIEW_TEMPLATES = { testimonials, "success-stories": successStories, faq } as const;

export function registerPreviews(css: string): void {
  const { CMS } = decap();
  CMS.registerPreviewStyle(css, { raw: true });
  for (const [name, template] of Object.entries(PREVIEW_TEMPLATES)) CMS.registerPreviewTemplate(name, template);
}
