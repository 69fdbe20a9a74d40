// What useStaticQuery returns in component tests: the real site settings, trust badges, mail texts
// and page link labels from data/, so components are tested against the content editors actually ship.
import { readFileSync } from "fs";
import { join } from "path";
import { parse } from "yaml";
import { useStaticQuery } from "gatsby";

const readData = (file: string) => parse(readFileSync(join(__dirname, "../../data", file), "utf8"));

export const siteYaml = readData("site.yaml");
export const trustBadges = readData("trust-badges.yaml");
export const mailsYaml = readData("mails.yaml");
export const pagesYaml: { page: string; linkLabel?: string }[] = readData("pages.yaml");

export function mockStaticQuery(): void {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://example.test" } },
    siteYaml,
    allTrustBadgesYaml: { nodes: trustBadges },
    mailsYaml,
    allPagesYaml: { nodes: pagesYaml.filter((entry) => entry.linkLabel) },
  });
}
