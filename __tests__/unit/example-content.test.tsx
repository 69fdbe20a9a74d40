// Example content (docs/editing.md, "Examples"): entries marked example: true carry a visible "Beispiel"; real
// testimonials and stories carry the note on how reviews are checked (§ 5b Abs. 3 UWG). Figures are
// optional and the shipped content has none.
import "@testing-library/jest-dom";
import React from "react";
import { readFileSync } from "fs";
import { join } from "path";
import { parse } from "yaml";
import { render, screen, within } from "@testing-library/react";
import { Testimonials } from "../../src/components/testimonials";
import { SuccessStory } from "../../src/components/success-story";
import { Claims, Statistics } from "../../src/components/claims";
import { useStaticQuery } from "gatsby";
import { UI_TEXT } from "../../src/lib/ui-text";
import { mockStaticQuery, siteYaml } from "../../harness/static-query";

const readData = <T,>(file: string) => parse(readFileSync(join(__dirname, "../../data", file), "utf8")) as T;
const testimonials = readData<Queries.TestimonialFragment[]>("testimonials.yaml");
const stories = readData<Array<Queries.SuccessStoryFragment & { page: string }>>("success-stories.yaml");

beforeEach(mockStaticQuery);

/** Opens the folded testimonials, as a tap on their summary does. */
const unfold = (container: HTMLElement) => container.querySelectorAll("details").forEach((d) => (d.open = true));

it("shows the first testimonial and folds the others into a closed <details>", () => {
  const { container } = render(<Testimonials testimonials={testimonials} />);
  const figures = [...container.querySelectorAll("figure")];
  expect(figures).toHaveLength(testimonials.length);
  expect(figures[0]).toBeVisible();
  const folded = container.querySelector("details")!;
  expect(folded).not.toHaveAttribute("open");
  expect(folded.querySelector("summary")).toHaveTextContent(
    `${testimonials.length - 1} weitere Erfahrungsberichte lesen`,
  );
  for (const figure of figures.slice(1)) expect(figure).not.toBeVisible();
});

describe("the shipped examples", () => {
  it("mark every testimonial and both success stories as 'Beispiel', and there is no figure", () => {
    expect(testimonials.every((t) => t.example)).toBe(true);
    const { container } = render(<Testimonials testimonials={testimonials} />);
    unfold(container);
    for (const quote of container.querySelectorAll("figure"))
      expect(within(quote).getByText(UI_TEXT.example.label)).toBeVisible();
    for (const story of stories) {
      const { container: article } = render(<SuccessStory story={story} />);
      expect(within(article).getByText(UI_TEXT.example.label)).toBeVisible();
    }
    expect(siteYaml.claims).toBeUndefined();
  });
});

describe("figures", () => {
  const figure = {
    page: "home",
    value: "1.200",
    label: "Anfragen",
    note: null,
    basis: "Grundlage: Anfragen.",
    example: true,
  };

  it("render nothing without entries", () => {
    expect(render(<Claims claims={[]} />).container).toBeEmptyDOMElement();
    expect(render(<Statistics claims={[]} />).container).toBeEmptyDOMElement();
  });

  it("show each figure with its basis in small print, an example marked as one", () => {
    const { container } = render(<Claims claims={[figure, { ...figure, value: "3", example: false }]} />);
    const items = container.querySelectorAll("li");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText(UI_TEXT.example.label)).toBeVisible();
    expect(within(items[1]).queryByText(UI_TEXT.example.label)).toBeNull();
    expect(items[1]).toHaveTextContent("Grundlage: Anfragen.");
  });
});

describe("real entries", () => {
  const reviewCheck = "Wir veröffentlichen nur Berichte mit schriftlicher Zustimmung.";
  beforeEach(() =>
    (useStaticQuery as jest.Mock).mockReturnValue({
      ...(useStaticQuery as jest.Mock)(),
      siteYaml: { ...siteYaml, reviewCheck },
    }),
  );

  it("have no 'Beispiel' mark and carry the note on how reviews are checked", () => {
    const real = testimonials.map((t, i) => ({ ...t, example: i === 0 ? false : t.example }));
    const { container } = render(<Testimonials testimonials={real} />);
    unfold(container);
    const quotes = container.querySelectorAll("figure");
    expect(within(quotes[0]).queryByText(UI_TEXT.example.label)).toBeNull();
    expect(within(quotes[1]).getByText(UI_TEXT.example.label)).toBeVisible();
    expect(screen.getByText(reviewCheck)).toBeVisible();

    const { container: article } = render(<SuccessStory story={{ ...stories[0], example: false }} />);
    expect(within(article).queryByText(UI_TEXT.example.label)).toBeNull();
    expect(within(article).getByText(reviewCheck)).toBeVisible();
  });
});
