// The operator's erasure on request for the Netlify host (GDPR Art. 17), the counterpart of the
// self-hosted `npm run leads -- delete`:
//   SITE_ID=… NETLIFY_API_TOKEN=… TOKEN_SECRET=… npm run netlify:erase -- --email x@example.de [--context production]
// His consent and unconfirmed requests end with a withdrawn proof (he gets no more mail), his
// Netlify Forms submissions (found through Netlify's API by his address, since he asked by it)
// are marked by id for the hourly forms-cleanup, and with LEAD_WEBHOOK_URL set the receiver is
// told (lead.erased, delivered by deliver-due).
import { parseArgs } from "util";
import { TOKEN_SECRET_MIN_LENGTH } from "../src/follow-up/tokens";
import { emailKey } from "../src/follow-up/email-key";
import { ConsentStore, storeNameFor } from "./follow-up/consent-store";
import { formsApiFromEnv } from "./follow-up/forms-api";

const USAGE = `Usage: SITE_ID=<site id> NETLIFY_API_TOKEN=<token> TOKEN_SECRET=<the site's secret> npm run netlify:erase -- --email <address> [--context production]`;

export async function run(argv: string[], env: NodeJS.ProcessEnv, print: (line: string) => void): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { email: { type: "string" }, context: { type: "string" } } });
  const email = values.email?.trim();
  if (!email) {
    print(`netlify:erase needs --email <address>.\n${USAGE}`);
    return 2;
  }
  const secret = env.TOKEN_SECRET ?? "";
  if (secret.length < TOKEN_SECRET_MIN_LENGTH) {
    print(
      `TOKEN_SECRET must be the site's own secret (at least ${TOKEN_SECRET_MIN_LENGTH} characters): the records are named by it.\n${USAGE}`,
    );
    return 2;
  }
  // Inside Netlify (and in tests) Blobs finds its credentials in the environment; from a terminal, the site's.
  let credentials: { siteID: string; token: string } | undefined;
  if (!env.NETLIFY_BLOBS_CONTEXT) {
    if (!env.SITE_ID || !env.NETLIFY_API_TOKEN) {
      print(`SITE_ID and NETLIFY_API_TOKEN are needed to reach the site's Netlify Blobs.\n${USAGE}`);
      return 2;
    }
    credentials = { siteID: env.SITE_ID, token: env.NETLIFY_API_TOKEN };
  }
  const store = new ConsentStore(storeNameFor(values.context ?? "production"), secret, credentials);
  const now = Date.now();
  const ended = await store.erase(email, { now, webhook: Boolean(env.LEAD_WEBHOOK_URL) });
  // His other submissions (contact messages, requests of any kind), by id.
  const api = formsApiFromEnv(env);
  const his = (api ? await api.list() : []).filter((submission) => {
    const address = submission.data?.email ?? submission.email;
    return typeof address === "string" && emailKey(address) === emailKey(email);
  });
  await store.markFormsDelete(
    his.map((submission) => submission.id),
    now,
  );
  print(
    `Erased ${ended.consent ? "the consent" : "no consent"} and ${ended.pending} unconfirmed request(s) of ${email}; ` +
      "a withdrawn proof record (keyed hash, versions, times) stays for 3 years, and forms-cleanup deletes its Netlify Forms submissions within the hour.",
  );
  return 0;
}

if (require.main === module) {
  run(process.argv.slice(2), process.env, (line) => console.log(line)).then(
    (code) => (process.exitCode = code),
    (error: Error) => {
      console.error(`netlify:erase failed: ${error.message}`);
      process.exitCode = 2;
    },
  );
}
