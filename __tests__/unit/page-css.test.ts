/** @jest-environment node */
import { classesIn, pruneCss } from "../../src/build-steps/page-css";

const card = "cards-module--card--1a2b3";
const recipe = "recipe-module--step--4c5d6";
const page = new Set([card, "gatsby-image-wrapper"]);

describe("pruneCss", () => {
  it("drops the rules whose module class the page lacks and keeps the others whole", () => {
    const css = `.${card}{color:red}.${recipe}{color:blue}body{margin:0}`;
    expect(pruneCss(css, page)).toBe(`.${card}{color:red}body{margin:0}`);
  });

  it("keeps rules on global classes, elements and attributes", () => {
    const css = `.gatsby-image-wrapper{display:block}.other{color:red}a[aria-current=page]{font-weight:700}`;
    expect(pruneCss(css, page)).toBe(css);
  });

  it("drops only the selectors of a list that cannot match", () => {
    expect(pruneCss(`.${card},.${recipe}{color:red}`, page)).toBe(`.${card}{color:red}`);
  });

  it("keeps a selector whose missing class sits in :not() or :is()", () => {
    const css = `.${card}:not(.${recipe}){color:red}:is(.${recipe},.${card}) p{color:blue}`;
    expect(pruneCss(css, page)).toBe(css);
  });

  it("drops a descendant selector when any of its classes is missing", () => {
    expect(pruneCss(`.${card} .${recipe}{color:red}`, page)).toBe("");
  });

  it("removes media and container queries left empty, also nested ones", () => {
    const css = `@media print{.${recipe}{display:none}}@media (min-width:40rem){@container (max-width:20rem){.${recipe}{gap:0}}.${card}{gap:1rem}}`;
    expect(pruneCss(css, page)).toBe(`@media (min-width:40rem){.${card}{gap:1rem}}`);
  });

  it("leaves keyframes alone", () => {
    const css = `@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}`;
    expect(pruneCss(css, page)).toBe(css);
  });
});

describe("classesIn", () => {
  it("reads every class of every element, also inside <noscript>", () => {
    const html = `<div class="a b"><noscript><img class="c"></noscript><p data-x='class="d"'></p></div>`;
    expect([...classesIn(html)].sort()).toEqual(["a", "b", "c"]);
  });
});
