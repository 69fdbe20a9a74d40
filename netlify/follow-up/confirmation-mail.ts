// The confirmation mail on Netlify, sent at once (submission.ts) or when a limit lets it go
// (held-mails.ts): one event and one Message-ID, by which bounce reading finds the request
// (netlify/operator/bounces.ts).
import type { Campaign } from "../../src/operator/campaign";
import { composeMail, urls } from "../../src/mail/compose";
import { idKeyOf, messageIdOf } from "../../src/follow-up/outgoing";
import type { FollowUpRuntime } from "./runtime";

export interface ConfirmationMail {
  /** The pending request's key: the Message-ID carries its start (idKeyOf). */
  pendingKey: string;
  name: string;
  email: string;
  confirmToken: string;
  deleteToken: string;
  campaign?: Campaign;
  marketing: boolean;
}

export async function sendConfirmationMail(runtime: FollowUpRuntime, mail: ConfirmationMail): Promise<void> {
  const { config, content, sender } = runtime;
  const composed = await composeMail(
    {
      type: "confirmation",
      name: mail.name,
      email: mail.email,
      confirmUrl: urls.confirm(config, mail.confirmToken, mail.campaign),
      deleteUrl: urls.deleteRequest(config, mail.deleteToken, mail.campaign),
      marketing: mail.marketing,
    },
    content,
    config,
  );
  await sender.send(composed, messageIdOf(config, "confirmation", idKeyOf(mail.pendingKey)));
}
