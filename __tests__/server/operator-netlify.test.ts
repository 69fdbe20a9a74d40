/** @jest-environment node */
// The operator's page on Netlify beyond the contract both hosts keep (operator-contract.test.ts):
// the view beacon ignores an oversized campaign, the counters in Blobs keep nothing per visitor and
// fold a finished day into one total, and erasing a person marks his Netlify Forms submissions for
// deletion by their ids.
import { CAMPAIGN, cellsOf, linkIn, netlifyOperator, type NetlifyOperatorHost } from "../../harness/operator-hosts";
import { NETLIFY_STORE } from "../../harness/follow-up-hosts";
import { ConsentStore } from "../../netlify/follow-up/consent-store";
import { foldCounts } from "../../netlify/operator/counters";
import { FUNNEL_STEPS } from "../../src/operator/funnel";
import { operatorPaths } from "../../src/operator/paths";

// Logins hash with scrypt and the pages read many records: seconds while other suites share the cores.
jest.setTimeout(30_000);

let host: NetlifyOperatorHost;
const page = async (path: string) => (await host.get(path)).body;
const counterKeys = async () =>
  Object.keys(await host.blobs.dump(NETLIFY_STORE)).filter((key) => key.startsWith("counts/"));

// Two views of the landing page (one from the campaign), one of another page; Carl comes from the
// campaign and confirms.
beforeAll(async () => {
  host = await netlifyOperator();
  await host.view("/", CAMPAIGN);
  await host.view("/");
  await host.view("/agb/");
  await host.lead("carl@example.org", `${host.siteUrl}/?${CAMPAIGN}`);
  const [confirmation] = await host.smtp.mailsTo("carl@example.org", 1);
  expect(await host.click(linkIn(confirmation, host.siteUrl, "/bestaetigen/"))).toBe(303);
  await host.smtp.mailsTo("carl@example.org", 2);
}, 60_000);

afterAll(() => host.stop());

it("does not count a view whose campaign is oversized", async () => {
  await host.view("/", `utm_source=${"x".repeat(2000)}`);
  expect(cellsOf(await page(operatorPaths.home), 'data-step="landingViews"')[0]).toBe("2");
});

it("keeps nothing per visitor: the counters hold days, pages, campaigns and numbers only", async () => {
  const stored = await host.blobs.dump(NETLIFY_STORE);
  const counters = Object.entries(stored).filter(([key]) => key.startsWith("counts/"));
  expect(counters.length).toBeGreaterThan(0);
  expect(JSON.stringify(counters)).not.toMatch(/203\.0\.113|Mozilla|example\.(de|net|org|com)/);
});

it("folds a finished day's counters into one total, and the page shows the same numbers", async () => {
  const before = await page(operatorPaths.home);
  const store = new ConsentStore(NETLIFY_STORE, String(process.env.TOKEN_SECRET));
  expect(await foldCounts(store, Date.now())).toBe(0); // today is not over
  expect(await foldCounts(store, Date.now() + 26 * 60 * 60_000)).toBe(1);
  expect(await counterKeys()).toEqual([expect.stringMatching(/^counts\/\d{4}-\d{2}-\d{2}\/total$/)]);
  const after = await page(operatorPaths.home);
  for (const { key } of FUNNEL_STEPS)
    expect(cellsOf(after, `data-step="${key}"`)).toEqual(cellsOf(before, `data-step="${key}"`));
  expect(cellsOf(after, 'data-campaign="newsletter / herbst"')).toEqual(
    cellsOf(before, 'data-campaign="newsletter / herbst"'),
  );
});

it("marks an erased person's Netlify Forms submissions for deletion by their ids", async () => {
  const list = await page(`${operatorPaths.people}?suche=carl`);
  const id = /href="\/betrieb\/personen\/([^/]+)\/"/.exec(list)![1];
  expect((await host.post(operatorPaths.erase(id))).status).toBe(303);
  const keys = Object.keys(await host.blobs.dump(NETLIFY_STORE));
  // They go at the next forms-cleanup.
  expect(keys.some((key) => key.startsWith("forms-delete/"))).toBe(true);
});
