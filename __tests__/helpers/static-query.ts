// What useStaticQuery returns in component tests: the real site settings and trust badges
// from data/, so components are tested against the content editors actually ship.
import { readFileSync } from "fs";
import { join } from "path";
import { parse } from "yaml";
import { useStaticQuery } from "gatsby";

const readData = (file: string) => parse(readFileSync(join(__dirname, "../../data", file), "utf8"));

export const siteYaml = readData("site.yaml");
export const trustBadges = readData("trust-badges.yaml");
export const mailsYaml = readData("mails.yaml");

export function mockStaticQuery(): void {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://example.test" } },
    siteYaml,
    allTrustBadgesYaml: { nodes: trustBadges },
    mailsYaml,
  });
}
