// `npm run bench:web -- <other URL> [--path /] [--runs 5]`: this site (the built public/, served by
// the project's own server) against another site, in alternating Lighthouse runs (mobile preset,
// simulated throttling) in one Chromium, so both see the same machine in the same minutes. Prints
// the median FCP, LCP, TBT and performance score of each, the ratio this/other, and the LCP element.
import { parseArgs } from "util";
import { withServer } from "../harness/server-process";
import { median, metric, score, startLighthouse, type Lhr } from "../audit/lighthouse";
import { lcpDetails } from "../audit/lcp";

const USAGE = "usage: npm run bench:web -- <other URL> [--path /] [--runs 5]";

interface Sample {
  fcp: number;
  lcp: number;
  tbt: number;
  performance: number;
  lcpElement: string;
}

const sampleOf = (lhr: Lhr): Sample => ({
  fcp: metric(lhr, "first-contentful-paint"),
  lcp: metric(lhr, "largest-contentful-paint"),
  tbt: metric(lhr, "total-blocking-time"),
  performance: score(lhr, "performance"),
  lcpElement: lcpDetails(lhr.audits).element,
});

const MAX_FAILED_RUNS = 3;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { path: { type: "string", default: "/" }, runs: { type: "string", default: "5" } },
  });
  const other = positionals[0];
  const runs = Number(values.runs);
  if (!other || !/^https?:\/\//.test(other) || !Number.isInteger(runs) || runs < 1) throw new Error(USAGE);

  await withServer({}, async (server) => {
    const sites = [
      { name: "this site", url: server.url + values.path, samples: [] as Sample[] },
      { name: "other", url: other, samples: [] as Sample[] },
    ];
    const lighthouse = await startLighthouse();
    try {
      let failed = 0;
      // Alternate A, B, A, B …: a slow minute on the shared machine hits both sides alike.
      for (let round = 0; round < runs; round++) {
        for (const site of round % 2 === 0 ? sites : [...sites].reverse()) {
          for (;;) {
            const { lhr, error } = await lighthouse.run(site.url);
            if (lhr) {
              const s = sampleOf(lhr);
              site.samples.push(s);
              console.log(
                `  ${site.name} run ${round + 1}: FCP ${s.fcp.toFixed(0)} ms, LCP ${s.lcp.toFixed(0)} ms (${s.lcpElement}), ` +
                  `TBT ${s.tbt.toFixed(0)} ms, performance ${s.performance}`,
              );
              break;
            }
            if (++failed > MAX_FAILED_RUNS) throw new Error(`Lighthouse failed on ${site.url}: ${error}`);
            console.log(`  ${site.name}: run failed (${error}), repeating`);
          }
        }
      }
    } finally {
      lighthouse.close();
    }

    const [mine, theirs] = sites;
    const rows: Array<[string, (s: Sample) => number, string]> = [
      ["FCP", (s) => s.fcp, "ms"],
      ["LCP", (s) => s.lcp, "ms"],
      ["TBT", (s) => s.tbt, "ms"],
      ["performance", (s) => s.performance, ""],
    ];
    console.log(`\nmedian of ${runs} alternating runs: this site ${mine.url}, other ${theirs.url}`);
    console.log("| metric | this site | other | this / other |\n|---|---:|---:|---:|");
    for (const [name, pick, unit] of rows) {
      const a = median(mine.samples.map(pick));
      const b = median(theirs.samples.map(pick));
      const ratio = b === 0 ? "–" : (a / b).toFixed(2);
      console.log(
        `| ${name} | ${a.toFixed(0)}${unit && " " + unit} | ${b.toFixed(0)}${unit && " " + unit} | ${ratio} |`,
      );
    }
    for (const site of sites) {
      const elements = [...new Set(site.samples.map((s) => s.lcpElement))];
      console.log(`LCP element, ${site.name}: ${elements.join("; ")}`);
    }
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
