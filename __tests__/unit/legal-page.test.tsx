import React from "react";
import { render, screen, within } from "@testing-library/react";
import { readFileSync } from "fs";
import { join } from "path";
import { parse } from "yaml";
import LegalPage from "../../src/templates/legal";
import { HOSTS, type Host } from "../../src/lib/hosting";
import { mockStaticQuery } from "../../harness/static-query";

beforeEach(mockStaticQuery);

const data = (file: string) =>
  parse(readFileSync(join(__dirname, "../../data", file), "utf8")) as Array<Record<string, unknown>>;
const privacy = data("legal.yaml").find((entry) => entry.page === "privacy") as {
  sections: Array<{ heading: string; host?: Host }>;
};
const page = data("pages.yaml").find((entry) => entry.page === "privacy");

function renderPrivacy(host: Host) {
  const props = {
    data: { page, legal: privacy },
    pageContext: { page: "privacy", host },
  } as unknown as React.ComponentProps<typeof LegalPage>;
  render(<LegalPage {...props} />);
  return within(screen.getByRole("main"))
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);
}

describe.each(HOSTS)("the privacy policy built for %s", (host) => {
  it("shows the sections for every host and for this host, and none for the other", () => {
    const shown = renderPrivacy(host);
    const expected = privacy.sections.filter((s) => !s.host || s.host === host).map((s) => s.heading);
    expect(shown).toEqual(expected);
    const other = privacy.sections.filter((s) => s.host && s.host !== host);
    expect(other.length).toBeGreaterThan(0);
    for (const section of other) expect(shown).not.toContain(section.heading);
  });
});

it("self-hosted: names SQLite and the hoster; Netlify: names Netlify Forms, Blobs and the US transfer", () => {
  renderPrivacy("self-hosted");
  const selfHosted = screen.getByRole("main").textContent ?? "";
  expect(selfHosted).toContain("SQLite");
  expect(selfHosted).not.toContain("Netlify");
  document.body.innerHTML = "";
  renderPrivacy("netlify");
  const netlify = screen.getByRole("main").textContent ?? "";
  expect(netlify).toMatch(/Netlify Forms[\s\S]*Netlify Blobs/);
  expect(netlify).toContain("Data Privacy Framework");
  expect(netlify).not.toContain("SQLite");
});
