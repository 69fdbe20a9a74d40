// With NODE_ENV=production the self-hosted server refuses to start without the settings a live site
// cannot do without; in development it falls back to localhost links and mails written to disk.
import { OPERATOR_NODE_ENV } from "../src/lib/node-env";

export const REQUIRED_IN_PRODUCTION = {
  SITE_URL: "the public https:// address used in every mail link and for the forms' origin check",
  SMTP_URL: "the mail server (smtp://user:pass@host:587); without it no mail leaves the server",
  TOKEN_SECRET: "the key that signs confirmation and unsubscribe links (at least 32 random characters)",
} as const;

export function missingProductionSettings(env: NodeJS.ProcessEnv, nodeEnv = OPERATOR_NODE_ENV): string[] {
  if (nodeEnv !== "production") return [];
  return Object.keys(REQUIRED_IN_PRODUCTION).filter((name) => !env[name]?.trim());
}

export function assertProductionSettings(env: NodeJS.ProcessEnv, nodeEnv = OPERATOR_NODE_ENV): void {
  const missing = missingProductionSettings(env, nodeEnv);
  if (missing.length === 0) return;
  throw new Error(
    `NODE_ENV=production: not starting without ${missing.join(", ")}.\n` +
      missing
        .map((name) => `  ${name}: ${REQUIRED_IN_PRODUCTION[name as keyof typeof REQUIRED_IN_PRODUCTION]}`)
        .join("\n") +
      "\n(npm run go-live-check lists everything a launch still needs.)",
  );
}
