/** @jest-environment node */
// The operator's view of the follow-up: lead status and consent in the export, the outbox list,
// per-day and per-campaign stats, and erasure that takes queued mails with it.
import { LeadStore } from "../../server/database";
import { FollowUpStore } from "../../server/follow-up-store";
import { run } from "../../server/leads-cli";
import { tokenKey } from "../../src/follow-up/tokens";
import { Outbox } from "../../server/outbox";

let store: LeadStore;
let outbox: Outbox;
let followUp: FollowUpStore;
let output: string[];
let now: number;
const cli = (...args: string[]) =>
  run(
    args,
    store,
    (line) => output.push(line),
    () => followUp,
  );
/** Submits and returns the new row's id (these addresses are never over a limit). */
const submit = (...args: Parameters<FollowUpStore["submit"]>): number => {
  const submitted = followUp.submit(...args);
  if ("dropped" in submitted || submitted.mail !== "now") throw new Error(`unexpectedly ${JSON.stringify(submitted)}`);
  return submitted.id;
};
/** The key of the link a queued mail carries (its outbox row keeps only the nonce). */
const keyOf = (id: number, kind: "confirmation" | "plan") => {
  const payload = JSON.parse(
    store.db.prepare("SELECT payload FROM outbox WHERE submission_id = ? AND kind = ?").pluck().get(id, kind) as string,
  ) as { confirmNonce?: string; unsubscribeNonce?: string };
  return kind === "confirmation"
    ? tokenKey(followUp.linkToken("confirm", payload.confirmNonce!))
    : tokenKey(followUp.linkToken("unsubscribe", payload.unsubscribeNonce!));
};

beforeEach(() => {
  store = new LeadStore(":memory:");
  now = Date.parse("2026-11-20T09:00:00Z");
  outbox = new Outbox(store.db, () => now);
  followUp = new FollowUpStore(
    store,
    outbox,
    {
      webhook: false,
      consentVersion: "2026-11-26",
      marketingVersion: "2026-11-27",
      planRetentionDays: 30,
      confirmationsPerHour: 300,
    },
    () => now,
  );
  output = [];
});
afterEach(() => store.close());

it("exports each lead's status, consent times and consent versions, and no campaign per person", () => {
  const id = submit(
    "lead",
    { name: "Klaus", email: "klaus@example.de", marketing: "ja" },
    { utmSource: "zeitung", utmCampaign: "herbst" },
  );
  now += 60_000;
  expect(followUp.confirm(keyOf(id, "confirmation"), {})).toEqual({ ok: true, submissionId: id });
  submit("lead", { name: "Otto", email: "otto@example.de" });

  expect(cli("export", "--form", "lead", "--alle")).toBe(0);
  const csv = output.join("\n");
  expect(csv).toContain(
    "Status;Vorname;E-Mail;Angefragt am;Bestätigt am;Plan gesendet;Plan gesendet am;Einwilligung (Fassung);Weitere E-Mails (Fassung)",
  );
  expect(csv).toContain(
    "bestätigt;Klaus;klaus@example.de;20.11.2026, 10:00;20.11.2026, 10:01;nein;;2026-11-26;2026-11-27;",
  );
  expect(csv).toContain("wartet auf Bestätigung;Otto;otto@example.de;20.11.2026, 10:01;;nein;;2026-11-26;;");
  expect(csv).not.toMatch(/zeitung|herbst/);
  expect(JSON.stringify(store.db.prepare("SELECT * FROM submissions").all())).not.toMatch(/zeitung|herbst/);
});

it("lists mails not yet sent and failed ones", () => {
  expect(cli("outbox")).toBe(0);
  expect(output).toEqual(["Alle E-Mails sind verschickt."]);
  submit("lead", { name: "Klaus", email: "klaus@example.de" });
  submit("kontakt", { name: "Werner", email: "werner@example.de", message: "Hallo" });
  const [job] = outbox.claim("test", 1);
  outbox.markAttemptFailed(job, "test", "connect ECONNREFUSED 127.0.0.1:25", 30_000);
  output = [];
  expect(cli("outbox")).toBe(0);
  const table = output.join("\n").split("\n");
  expect(table[0]).toMatch(/^id\s+kind\s+status\s+attempts\s+due_at\s+created_at\s+last_error$/);
  expect(table).toHaveLength(3);
  expect(table[1]).toMatch(/^2\s+contact\s+queued\s+0\s+2026-11-20T09:00:00\.000Z/);
  expect(table[2]).toMatch(/^1\s+confirmation\s+queued\s+1\s+2026-11-20T09:00:30\.000Z .*ECONNREFUSED/);
});

it("counts submissions, confirmations and unsubscribes per day and per campaign, even after erasure", () => {
  const a = submit("lead", { name: "A", email: "a@example.de" }, { utmSource: "zeitung", utmCampaign: "herbst" });
  submit("lead", { name: "B", email: "b@example.de" }, { utmSource: "zeitung", utmCampaign: "herbst" });
  submit("kontakt", { name: "C", email: "c@example.de", message: "Hallo" });
  now += 24 * 3600_000;
  followUp.confirm(keyOf(a, "confirmation"), {});
  expect(followUp.unsubscribe(keyOf(a, "plan"))).toMatchObject({ ok: true });

  expect(cli("stats")).toBe(0);
  const lines = output.join("\n").split("\n");
  expect(lines).toContain("Pro Tag (Europe/Berlin):");
  // Views of the landing page and the others, requests, confirmations, plans sent, unsubscribes, contact messages.
  expect(lines.find((l) => l.startsWith("2026-11-20"))).toMatch(/^2026-11-20\s+0\s+0\s+2\s+0\s+0\s+0\s+1$/);
  expect(lines.find((l) => l.startsWith("2026-11-21"))).toMatch(/^2026-11-21\s+0\s+0\s+0\s+1\s+0\s+1\s+0$/);
  // The confirmation and the unsubscribe came without a campaign in their links: counted without one.
  expect(lines.find((l) => l.startsWith("zeitung"))).toMatch(/^zeitung \/ herbst\s+0\s+0\s+2\s+0\s+0\s+0\s+–\s+0\s%$/);
});

it("'Anfrage löschen' erases the request with an 'erased' proof and counts it with the unsubscribes, for its campaign", () => {
  const campaign = { utmSource: "zeitung", utmCampaign: "herbst" };
  const id = submit("lead", { name: "D", email: "d@example.de" }, campaign);
  const payload = JSON.parse(
    store.db.prepare("SELECT payload FROM outbox WHERE submission_id = ?").pluck().get(id) as string,
  ) as { deleteNonce: string; campaign: unknown };
  expect(payload.campaign).toEqual(campaign);
  const deleteKey = tokenKey(followUp.linkToken("delete", payload.deleteNonce));
  expect(followUp.unsubscribe(deleteKey, campaign, "delete")).toMatchObject({ ok: true });
  expect(store.db.prepare("SELECT COUNT(*) FROM submissions").pluck().get()).toBe(0);
  expect(store.db.prepare("SELECT reason FROM proofs").pluck().all()).toEqual(["erased"]);
  expect(
    store.db.prepare("SELECT step, utm_source, utm_campaign, n FROM counts WHERE step = 'unsubscribed'").all(),
  ).toEqual([{ step: "unsubscribed", utm_source: "zeitung", utm_campaign: "herbst", n: 1 }]);
  // The link went with him.
  expect(followUp.unsubscribe(deleteKey, campaign, "delete")).toEqual({ ok: false, reason: "unknown" });
});

it("delete erases the person's queued mails and tokens with the submissions", () => {
  const id = submit("lead", { name: "Müller", email: "MÜLLER@BÜCHER.DE" });
  followUp.confirm(keyOf(id, "confirmation"), {});
  expect(store.db.prepare("SELECT COUNT(*) FROM outbox WHERE status = 'queued'").pluck().get()).toBe(2);
  expect(cli("delete", "--email", "müller@bücher.de")).toBe(0);
  for (const table of ["submissions", "outbox", "tokens"]) {
    expect([table, store.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get()]).toEqual([table, 0]);
  }
  // The proof of his consent stays, withdrawn.
  expect(store.db.prepare("SELECT reason, withdrawn_at IS NOT NULL AS withdrawn FROM proofs").all()).toEqual([
    { reason: "erased", withdrawn: 1 },
  ]);
  expect(output.join("\n")).toContain("1 Anfrage(n) von");
});

it("unsubscribing stops the queued plan and keeps only a hash of the address", () => {
  const id = submit("lead", { name: "Klaus", email: "klaus@example.de" });
  followUp.confirm(keyOf(id, "confirmation"), {});
  const unsubscribeToken = keyOf(id, "plan");
  expect(followUp.unsubscribe(unsubscribeToken)).toMatchObject({ ok: true });
  expect(store.db.prepare("SELECT COUNT(*) FROM outbox").pluck().get()).toBe(0);
  expect(store.db.prepare("SELECT COUNT(*) FROM proofs WHERE withdrawn_at IS NOT NULL").pluck().get()).toBe(1);
  const dump = JSON.stringify(store.db.prepare("SELECT * FROM proofs").all());
  expect(dump).not.toContain("klaus");
  expect(followUp.unsubscribe(unsubscribeToken)).toEqual({ ok: false, reason: "unknown" });
});
