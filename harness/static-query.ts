// What useStaticQuery returns in component tests: the real site settings, trust badges, mail texts
// and page link labels from data/, so components are tested against the content editors actually ship.
import { readFileSync } from "fs";
import { join } from "path";
import { parse } from "yaml";
import { useStaticQuery } from "gatsby";

// Typed as the GraphQL nodes Gatsby builds from the same files (the content check keeps them in shape).
const readData = <T>(file: string) => parse(readFileSync(join(__dirname, "../data", file), "utf8")) as T;

export const siteYaml = readData<Queries.SiteYaml>("site.yaml");
export const trustBadges = readData<Queries.TrustBadgesYaml[]>("trust-badges.yaml");
export const mailsYaml = readData<Queries.MailsYaml>("mails.yaml");
export const pagesYaml = readData<Queries.PagesYaml[]>("pages.yaml");

export function mockStaticQuery(): void {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://example.test" } },
    siteYaml,
    allTrustBadgesYaml: { nodes: trustBadges },
    mailsYaml,
    allPagesYaml: { nodes: pagesYaml.filter((entry) => entry.linkLabel) },
  });
}
