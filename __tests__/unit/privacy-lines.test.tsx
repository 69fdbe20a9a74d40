// The privacy text, true in every line (docs/launch.md, "The privacy text, line by line"): each line
// an expert found untrue, with what makes it true now. The other lines have their own tests: the
// retention settings the hosts refuse (follow-up.test.ts, netlify-functions.test.ts), the deploy
// previews' retention (netlify-functions.test.ts), the 404's lang="en" (build-output.test.ts).
import React from "react";
import { readFileSync } from "fs";
import { join } from "path";
import { parse } from "yaml";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import LegalPage from "../../src/templates/legal";
import { PageSeo } from "../../src/components/page-content";
import { collections } from "../../src/content/collections";
import { checkText, errorsOf, formatProblem } from "../../src/content/check-rules";
import { mockStaticQuery } from "../../harness/static-query";

beforeEach(mockStaticQuery);

const DATA = join(__dirname, "../../data");
const read = (file: string) => readFileSync(join(DATA, file), "utf8");
const legal = parse(read("legal.yaml")) as Array<{
  page: string;
  updated?: string;
  sections: Array<{ heading: string; host?: string; paragraphs: string[] }>;
}>;
const pages = parse(read("pages.yaml")) as Array<{ page: string; description: string }>;
const faq = parse(read("faq.yaml")) as Array<{ question: string; answer: string }>;
const flat = (text: string) => text.replace(/\s+/g, " ");
const sectionText = (page: string, heading: string) =>
  flat(
    legal
      .find((entry) => entry.page === page)!
      .sections.find((s) => s.heading === heading)!
      .paragraphs.join(" "),
  );

it("the FAQ no longer says the address is used 'nur für Ihren Plan': it names the second box", () => {
  const answer = flat(faq.find((entry) => entry.question === "Wer liest meine Angaben?")!.answer);
  expect(answer).not.toContain("nur für Ihren Plan");
  expect(answer).toContain("nur wenn Sie das zweite Kästchen ankreuzen");
});

it("the webhook's receiver serves what he consented to, not 'Betreuung' the plan consent does not cover", () => {
  expect(read("legal.yaml")).not.toContain("Betreuung");
  const webhook = sectionText("privacy", "Weitergabe an ein weiteres System");
  expect(webhook).toContain("Auftragsverarbeiter (Art. 28 DSGVO)");
  expect(webhook).toContain("um Ihnen den Plan zu schicken und Ihre Fragen dazu zu beantworten");
  expect(webhook).toContain("nur wenn Sie das zweite Kästchen angekreuzt haben");
  // The plan consent covers those questions too.
  expect(flat(read("mails.yaml"))).toContain(
    "um mir den kostenlosen Plan per E-Mail zu senden und meine Fragen dazu zu beantworten",
  );
});

describe("the days after the plan mail", () => {
  const renderPrivacy = (planRetentionDays: number) => {
    const queried = (useStaticQuery as jest.Mock)();
    (useStaticQuery as jest.Mock).mockReturnValue({
      ...queried,
      site: { siteMetadata: { ...queried.site.siteMetadata, planRetentionDays } },
    });
    const props = {
      data: { page: pages.find((p) => p.page === "privacy"), legal: legal.find((entry) => entry.page === "privacy") },
      pageContext: { page: "privacy", host: "self-hosted" },
    } as unknown as React.ComponentProps<typeof LegalPage>;
    render(<LegalPage {...props} />);
    return flat(screen.getByRole("main").textContent ?? "");
  };

  it("are never written as a number: the texts name PLAN_RETENTION_DAYS's placeholder", () => {
    expect(flat(read("legal.yaml"))).not.toMatch(/30 Tage,? nachdem wir Ihnen den Plan|über die 30 Tage nach dem Plan/);
    expect(read("legal.yaml")).toContain("{planRetentionDays}");
  });

  it("are the setting the build read: 45 days make the page say 45", () => {
    const text = renderPrivacy(45);
    expect(text).toContain("Ihre Antworten 45 Tage, nachdem wir Ihnen den Plan geschickt haben");
    expect(text).toContain("über die 45 Tage nach dem Plan hinaus");
    expect(text).not.toMatch(/30 Tage, nachdem wir Ihnen den Plan/);
    // The marketing consent's two years, from the same constant the retention uses.
    expect(text).toContain("höchstens aber 2 Jahre nach unserer letzten E-Mail an Sie");
  });
});

describe("'Stand' dates", () => {
  it("a legal page's meta description carries its own date from legal.yaml, and no other", () => {
    for (const id of ["privacy", "personalData", "terms", "imprint"]) {
      const updated = legal.find((entry) => entry.page === id)!.updated!;
      render(<PageSeo id={id as "privacy"} page={pages.find((p) => p.page === id) as never} updated={updated} />);
      const description = document.querySelector('meta[name="description"]')!.getAttribute("content")!;
      expect([id, description.match(/Stand:?\s+\S+\s+\d{4}/g) ?? []]).toEqual([id, [updated]]);
      document.head.innerHTML = "";
      document.body.innerHTML = "";
    }
  });

  it("a 'Stand' written into a description is refused by the content check", () => {
    const text = read("pages.yaml").replace(
      "welche Rechte Sie haben.",
      "welche Rechte Sie haben. Datenschutzerklärung, Stand: Oktober 2024.",
    );
    const pagesCollection = collections.find((c) => c.file === "pages.yaml")!;
    const env = { fileExists: () => true, readDataFile: () => undefined };
    const errors = errorsOf(checkText(pagesCollection, text, "data/pages.yaml", env).problems).map(formatProblem);
    expect(errors).toEqual([expect.stringMatching(/Seite 'privacy': Feld 'description' nennt ein „Stand“-Datum/)]);
  });
});
