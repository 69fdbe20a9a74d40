/** @jest-environment node */
// The measurement issue 24 asks for, kept as a test: floods of 1,000 lead posts, at one address
// and at 1,000 addresses of one domain, send at most the allowed mails on both hosts
// (src/follow-up/limits.ts). Prints how long each flood took.
import { netlify, selfHosted, type HostUnderTest } from "./helpers/follow-up-hosts";
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY, CONFIRMATIONS_PER_DOMAIN_PER_HOUR } from "../src/follow-up/limits";

jest.setTimeout(120_000);

const FLOOD = 1000;

async function settledMails(host: HostUnderTest): Promise<number> {
  // The self-hosted worker sends after the answer: wait until the count stops growing.
  for (let last = -1; last !== host.smtp.messages.length;) {
    last = host.smtp.messages.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return host.smtp.messages.length;
}

describe.each([
  ["self-hosted", selfHosted],
  ["netlify", netlify],
])("a flood on %s", (name, start) => {
  let host: HostUnderTest;
  beforeEach(async () => {
    host = await start();
  });
  afterEach(() => host.stop());

  it.each([
    [
      "one address",
      (i: number) => (i % 2 ? "OPFER@example.de" : "opfer@example.de"),
      CONFIRMATIONS_PER_ADDRESS_PER_DAY,
    ],
    ["one domain", (i: number) => `person-${i}@firma.example`, CONFIRMATIONS_PER_DOMAIN_PER_HOUR],
  ])(`of ${FLOOD} posts at %s sends at most the allowed mails`, async (target, email, allowed) => {
    const started = performance.now();
    for (let i = 0; i < FLOOD; i++) await host.lead({ name: "Flut", email: email(i), consent: "ja" });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const mails = await settledMails(host);
    console.info(`flood on ${name}: ${FLOOD} posts at ${target} in ${seconds} s -> ${mails} confirmation mails`);
    expect(mails).toBe(allowed);
  });
});
