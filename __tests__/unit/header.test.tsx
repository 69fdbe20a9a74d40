import "@testing-library/jest-dom";
import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { Header } from "../../src/components/header";
import { enhanceMenu } from "../../src/enhance/menu";
import { stickHeaderWhenSmall } from "../../src/enhance/header";
import { afterFirstPaint } from "../../src/enhance/after-first-paint";
import { mockStaticQuery, siteYaml } from "../../harness/static-query";

// The menu's behaviour (src/enhance/menu.ts), started as the every-page script starts it: once,
// listening on the document.
beforeAll(() => enhanceMenu(document));
beforeEach(mockStaticQuery);

const toggle = () => screen.getByRole("button", { name: /Menü|Schließen/ });
const menu = () => screen.getByRole("navigation", { name: "Hauptmenü" });

describe("Header", () => {
  it("links the four main pages in order, with their paths", () => {
    render(<Header page="home" />);
    const links = within(menu()).getAllByRole("link").slice(0, 4);
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Startseite", "/"],
      ["Bewegung", "/taegliche-bewegung/"],
      ["Ernährung", "/traditionelle-ernaehrung/"],
      ["Kontakt", "/kontakte-unterstuetzung/"],
    ]);
  });

  it("shows the contact e-mail from site.yaml as a mailto link", () => {
    render(<Header page="home" />);
    const email = within(menu()).getByRole("link", { name: siteYaml.email });
    expect(email).toHaveAttribute("href", `mailto:${siteYaml.email}`);
  });

  it("marks only the current page's link with aria-current", () => {
    render(<Header page="nutrition" />);
    expect(screen.getByRole("link", { name: "Ernährung" })).toHaveAttribute("aria-current", "page");
    const current = within(menu())
      .getAllByRole("link")
      .filter((a) => a.hasAttribute("aria-current"));
    expect(current).toHaveLength(1);
  });

  it("marks no link on a page outside the navigation", () => {
    render(<Header page="recipes" />);
    expect(menu().querySelectorAll("[aria-current]")).toHaveLength(0);
  });

  it("opens and closes the menu with the toggle button", () => {
    render(<Header page="home" />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveAttribute("aria-controls", menu().id);
    expect(menu()).toHaveAttribute("data-open", "false");

    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(menu()).toHaveAttribute("data-open", "true");

    // A click on the label or icon inside the button counts as a click on the button.
    fireEvent.click(within(toggle()).getByText("Schließen"));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(menu()).toHaveAttribute("data-open", "false");
  });

  it("holds both labels; the stylesheet shows the one that matches aria-expanded", () => {
    render(<Header page="home" />);
    expect(within(toggle()).getByText("Menü")).toBeInTheDocument();
    expect(within(toggle()).getByText("Schließen")).toBeInTheDocument();
  });

  it("leaves the menu closed when a click lands elsewhere on the page", () => {
    render(<Header page="home" />);
    fireEvent.click(document.body);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu when a link is clicked", () => {
    render(<Header page="home" />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("link", { name: "Bewegung" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu on Escape and returns focus to the toggle", () => {
    render(<Header page="home" />);
    fireEvent.click(toggle());
    screen.getByRole("link", { name: "Kontakt" }).focus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("ignores other keys while open", () => {
    render(<Header page="home" />);
    fireEvent.click(toggle());
    fireEvent.keyDown(document, { key: "Enter" });
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
  });
});

describe("the header's stickiness", () => {
  const renderHeader = (height: number, screenHeight: number) => {
    render(<Header page="home" />);
    const header = screen.getByRole("banner");
    Object.defineProperty(header, "offsetHeight", { configurable: true, value: height });
    Object.defineProperty(window, "innerHeight", { configurable: true, value: screenHeight });
    return header;
  };

  it("never sticks without the script: the built header says false", () => {
    render(<Header page="home" />);
    expect(screen.getByRole("banner")).toHaveAttribute("data-sticky", "false");
  });

  // Frames and timeouts run in order: the script's own measurement comes before this one.
  const firstPaint = () => new Promise<void>((painted) => afterFirstPaint(window, painted));

  it("sticks while it takes at most a sixth of the screen, measured after the first paint", async () => {
    const header = renderHeader(120, 740);
    stickHeaderWhenSmall(window);
    expect(header).toHaveAttribute("data-sticky", "false");
    await firstPaint();
    expect(header).toHaveAttribute("data-sticky", "true");
  });

  it("scrolls away with the page when large text makes it taller, also after a resize", async () => {
    const header = renderHeader(124, 740);
    stickHeaderWhenSmall(window);
    await firstPaint();
    expect(header).toHaveAttribute("data-sticky", "false");
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 900 });
    fireEvent(window, new Event("resize"));
    expect(header).toHaveAttribute("data-sticky", "true");
  });

  it("shows the brand's name at every text size (no rule hides it)", () => {
    render(<Header page="home" />);
    expect(screen.getByRole("link", { name: siteYaml.brand })).toBeVisible();
  });
});
