// `npm run mail:preview`: renders every mail from the real content into var/mail-preview/ (HTML and
// plain text) to open in a browser, and prints each HTML size. Nothing is sent.
import { mkdirSync, writeFileSync } from "fs";
import { join } from "path";
import { composeMail, urls, type MailEvent } from "../src/mail/compose";
import { mailConfigFromEnv } from "../src/mail/config";
import { loadMailContent } from "../src/mail/content";
import { CONTENT_DIR } from "../src/lib/site";
import { ACTIVE_MORNING, KNEES_EVENING, REVIEW_READER } from "../harness/plan-readers";

export const PREVIEW_DIR = "var/mail-preview";

/** The answer sets of the previews (with "plan": no answers); their /mein-plan/ links are printed too. */
export const PREVIEW_ANSWERS = { kneesEvening: KNEES_EVENING, activeMorning: ACTIVE_MORNING, review: REVIEW_READER };

async function main() {
  const content = loadMailContent(CONTENT_DIR);
  const config = mailConfigFromEnv(process.env, content);
  const person = { name: "Klaus", email: "klaus@example.de" };
  const unsubscribeUrl = urls.unsubscribe(config, "Vorschau-Abmeldelink-0000");
  const confirmation = {
    type: "confirmation" as const,
    ...person,
    confirmUrl: urls.confirm(config, "Vorschau-Bestaetigung-0000"),
    deleteUrl: urls.deleteRequest(config, "Vorschau-Loeschlink-0000"),
  };
  const events: Record<string, MailEvent> = {
    // He ticked only the first box, or both: the mail repeats exactly what he agreed to.
    confirmation: { ...confirmation, marketing: false },
    "confirmation-both": { ...confirmation, marketing: true },
    plan: { type: "plan", ...person, answers: {}, unsubscribeUrl },
    // Contrasting readers (docs/plan.md).
    "plan-knees-evening": {
      type: "plan",
      ...person,
      answers: PREVIEW_ANSWERS.kneesEvening,
      unsubscribeUrl,
    },
    "plan-active-morning": {
      type: "plan",
      ...person,
      answers: PREVIEW_ANSWERS.activeMorning,
      unsubscribeUrl,
    },
    "plan-review": { type: "plan", ...person, answers: PREVIEW_ANSWERS.review, unsubscribeUrl },
    contact: {
      type: "contact",
      name: "Heinz Müller",
      email: "heinz@example.de",
      message: "Guten Tag,\nwann kommt mein Plan?\nViele Grüße",
    },
  };
  mkdirSync(PREVIEW_DIR, { recursive: true, mode: 0o700 });
  for (const [name, event] of Object.entries(events)) {
    const mail = await composeMail(event, content, config);
    writeFileSync(join(PREVIEW_DIR, `${name}.html`), mail.html);
    writeFileSync(join(PREVIEW_DIR, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
    console.log(
      `${join(PREVIEW_DIR, `${name}.html`).padEnd(45)} ${Buffer.byteLength(mail.html)} bytes HTML, subject "${mail.subject}"`,
    );
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
