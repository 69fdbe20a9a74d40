import "@testing-library/jest-dom";
import React from "react";
import { render, screen } from "@testing-library/react";
import NotFoundPage from "../../src/templates/not-found";
import { enhancePage } from "../../src/enhance/page";
import { mockStaticQuery } from "../../harness/static-query";

beforeEach(mockStaticQuery);
// Restored even when an expectation fails, so no later test runs with a silenced console.error.
afterEach(() => jest.restoreAllMocks());

const page = {
  page: "notFound",
  title: "Seite nicht gefunden",
  description: "Diese Seite gibt es nicht.",
  heading: "Oops! Page not found",
  intro: "Diese Seite gibt es leider nicht.",
  cta: "Zur Startseite",
  sections: null,
};

it("shows the 404 text, links home, and its page script logs the missing path", () => {
  const errorSpy = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const props = { data: { page }, pageContext: { page: "notFound" } } as unknown as React.ComponentProps<
    typeof NotFoundPage
  >;
  render(<NotFoundPage {...props} />);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found");
  expect(screen.getByRole("link", { name: /Zur Startseite/ })).toHaveAttribute("href", "/");
  expect(errorSpy).not.toHaveBeenCalled();
  enhancePage(document, {
    pathname: "/gibt-es-nicht/",
    search: "",
    hash: "",
    navigate: jest.fn(),
    reload: jest.fn(),
    print: jest.fn(),
    today: () => new Date(),
  });
  expect(errorSpy).toHaveBeenCalledWith("404: page not found: /gibt-es-nicht/");
});

it("leaves console.error as it was after the test above", () => {
  expect(jest.isMockFunction(console.error)).toBe(false);
});
