// Example content (issue 25): entries marked example: true carry a visible "Beispiel"; real
// testimonials and stories carry the note on how reviews are checked (§ 5b Abs. 3 UWG).
import React from "react";
import { readFileSync } from "fs";
import { join } from "path";
import { parse } from "yaml";
import { render, screen, within } from "@testing-library/react";
import { Testimonials } from "../src/components/testimonials";
import { SuccessStory } from "../src/components/success-story";
import { Claims } from "../src/components/claims";
import { UI_TEXT } from "../src/lib/ui-text";
import { mockStaticQuery, siteYaml } from "./helpers/static-query";

const readData = <T,>(file: string) => parse(readFileSync(join(__dirname, "../data", file), "utf8")) as T;
const testimonials = readData<Queries.TestimonialFragment[]>("testimonials.yaml");
const stories = readData<Array<Queries.SuccessStoryFragment & { page: string }>>("success-stories.yaml");

beforeEach(mockStaticQuery);

/** Opens the folded testimonials, as a tap on their summary does. */
const unfold = (container: HTMLElement) => container.querySelectorAll("details").forEach((d) => (d.open = true));

it("shows the first testimonial and folds the others into a closed <details> (issue 28, item 7)", () => {
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
  it("mark every testimonial, both success stories and the three figures as 'Beispiel'", () => {
    expect(testimonials.every((t) => t.example)).toBe(true);
    const { container } = render(<Testimonials testimonials={testimonials} />);
    unfold(container);
    for (const quote of container.querySelectorAll("figure"))
      expect(within(quote).getByText(UI_TEXT.example.label)).toBeVisible();
    expect(screen.queryByText(siteYaml.reviewCheck)).toBeNull();

    for (const story of stories) {
      const { container: article } = render(<SuccessStory story={story} />);
      expect(within(article).getByText(UI_TEXT.example.label)).toBeVisible();
      expect(within(article).queryByText(siteYaml.reviewCheck)).toBeNull();
    }

    const { container: claims } = render(<Claims />);
    expect(within(claims).getAllByText(UI_TEXT.example.label)).toHaveLength(3);
  });
});

describe("real entries", () => {
  it("have no 'Beispiel' mark and carry the note on how reviews are checked", () => {
    const real = testimonials.map((t, i) => ({ ...t, example: i === 0 ? false : t.example }));
    const { container } = render(<Testimonials testimonials={real} />);
    unfold(container);
    const quotes = container.querySelectorAll("figure");
    expect(within(quotes[0]).queryByText(UI_TEXT.example.label)).toBeNull();
    expect(within(quotes[1]).getByText(UI_TEXT.example.label)).toBeVisible();
    expect(screen.getByText(siteYaml.reviewCheck)).toBeVisible();

    const { container: article } = render(<SuccessStory story={{ ...stories[0], example: false }} />);
    expect(within(article).queryByText(UI_TEXT.example.label)).toBeNull();
    expect(within(article).getByText(siteYaml.reviewCheck)).toBeVisible();
  });
});
