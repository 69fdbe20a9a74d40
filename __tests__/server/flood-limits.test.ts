/**
 * @jest-environment node
 * @slow 95
 */
// A flood on both hosts, as an attacker or a busy campaign day would send it (docs/security.md):
// 1,000 junk posts spread over 25 sources and over gmail.com, web.de and one company's domain (a
// tenth of them repeats of one inbox), then one real visitor at each of those domains, each from
// his own connection. Every real visitor is stored and gets his confirmation mail: at a public
// provider at once, at the company's domain within the ceiling's window. Prints the figures.
import { eventually } from "../../harness/eventually";
import { leadsAtOnce, netlify, selfHosted, type HostUnderTest } from "../../harness/follow-up-hosts";
import { recipientsOf } from "../../harness/smtp";
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from "../../src/lib/privacy-numbers";

jest.setTimeout(600_000);

const JUNK = 1000;
const DOMAINS = ["gmail.com", "web.de", "firma.example"];
const REAL = [
  { name: "Heinz", email: "heinz.mueller@gmail.com", source: "2001:db8:aaaa:1:2:3:4:5" },
  { name: "Karl", email: "karl.schmidt@web.de", source: "192.0.2.10" },
  { name: "Otto", email: "otto.weber@firma.example", source: "192.0.2.20" },
];
/** The attacker's posts: repeats of one inbox first, then one address each, round the domains and sources. */
const junk = (i: number) => ({
  email: i < JUNK / 10 ? `opfer+${i}@gmail.com` : `junk-${i}@${DOMAINS[i % DOMAINS.length]}`,
  source: `198.51.100.${(i % 25) + 1}`,
});

/** How long a real visitor's mail may take behind the mails queued before it, on a loaded machine. */
const MAILS_AHEAD_MS = 120_000;

const mailCount = (host: HostUnderTest, email: string) =>
  host.smtp.messages.filter((mail) => recipientsOf(mail).includes(email)).length;

describe.each([
  ["self-hosted", selfHosted],
  ["netlify", netlify],
])("a flood on %s", (name, start) => {
  let host: HostUnderTest;
  beforeEach(async () => {
    host = await start();
  });
  afterEach(() => host.stop());

  it(`of ${JUNK} junk posts loses no real visitor`, async () => {
    const started = performance.now();
    await leadsAtOnce(host, JUNK, (i) => {
      const { email, source } = junk(i);
      return { fields: { name: "Flut", email, consent: "ja" }, source };
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const visitor of REAL)
      expect(
        (await host.lead({ name: visitor.name, email: visitor.email, consent: "ja" }, visitor.source)).status,
      ).toBeLessThan(400);

    // The public providers' visitors at once (the host's clock stands still); the company's visitor
    // waits for its domain's hour. "At once" is behind the junk mails queued before them (about 250
    // self-hosted), which a loaded CI machine sends at some ten a second: hence the generous wait.
    await eventually(
      "the real visitors' mails at gmail.com and web.de",
      () => REAL.slice(0, 2).every((visitor) => mailCount(host, visitor.email) === 1),
      { timeoutMs: MAILS_AHEAD_MS },
    );
    for (const visitor of REAL) expect(await host.stateOf(visitor.email)).toBe("pending");
    const report = await host.heldReport();
    const mailedAtOnce = host.smtp.messages.length;
    expect(mailCount(host, REAL[2].email)).toBe(0);

    host.advance(65 * 60_000);
    await host.runScheduled();
    await host.smtp.mailsTo(REAL[2].email, 1, MAILS_AHEAD_MS);

    const released = report.delayedMails - (await host.heldReport()).delayedMails;
    const stored = await host.storedLeads();
    const dropped = JUNK + REAL.length - stored;
    console.info(
      `flood on ${name}: ${JUNK} junk posts in ${seconds} s, then ${REAL.length} real visitors -> ` +
        `stored ${stored}, mailed at once ${mailedAtOnce}, delayed ${report.delayedMails} ` +
        `(by domain ${report.byDomain.map((d) => `${d.name} ${d.count}`).join(", ")}), ` +
        `dropped ${dropped} (repeats of one inbox; real visitors dropped: 0), ` +
        `released in the next hour ${released} (the sources taking turns; the company visitor among the first)`,
    );
    // Only the repeats of the one inbox beyond its mails of the day were dropped.
    expect(dropped).toBe(JUNK / 10 - CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    expect(report.delayedMails).toBeGreaterThan(0);
  });
});
