// Broken links and images across the served site, found by linkinator crawling from the home page.
// Only the site itself is checked: links to the production domain (canonical, og:url) are skipped,
// as are mailto: links, so no request leaves this machine.

export interface BrokenLink {
  url: string;
  status: number;
  parent: string;
}

export async function runLinkCheck(
  baseUrl: string,
  extraPaths: string[],
): Promise<{ checked: number; broken: BrokenLink[] }> {
  const { LinkChecker, LinkState } = await import("linkinator");
  const checker = new LinkChecker();
  const origin = new URL(baseUrl).origin;
  const result = await checker.check({
    path: [baseUrl + "/", ...extraPaths.map((path) => baseUrl + path)],
    recurse: true,
    concurrency: 8,
    linksToSkip: (link: string) => Promise.resolve(!link.startsWith(origin)),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => ({ url: link.url, status: link.status ?? 0, parent: link.parent ?? "" }));
  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED).length;
  return { checked, broken };
}
