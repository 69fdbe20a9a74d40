/** @jest-environment node */
// /betrieb/emails/ with mails that failed and mails that wait: every landmark has a name of its own
// (axe's landmark-unique), which the browser test only meets when a mail happens to wait for its
// next attempt at the moment it looks.
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import axe from "axe-core";
import { JSDOM } from "jsdom";
import { MailsPage } from "../../src/operator/views/mails";

const trouble = {
  kind: "confirmation" as const,
  error: "connect ECONNREFUSED 127.0.0.1:25",
  at: "2026-11-27T08:00:00Z",
  attempts: 3,
};

it("names each of its landmarks differently when mails failed and wait", async () => {
  const page = renderToStaticMarkup(
    <MailsPage
      brand="Zitronen-Vital"
      failed={[trouble]}
      waiting={[trouble]}
      delayedByLimit={2}
      lastMailSentAt={null}
      undeliverable={[]}
    />,
  );
  const { window } = new JSDOM(page, { runScripts: "outside-only" });
  const { document } = window;
  const names = [...document.querySelectorAll('section[aria-labelledby], [role="region"]')].map(
    (element) =>
      element.getAttribute("aria-label") ??
      document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent,
  );
  expect(names).toEqual([
    "Nicht zugestellt",
    "Tabelle: Nicht zugestellt",
    "Warten auf einen neuen Versuch",
    "Tabelle: Warten auf einen neuen Versuch",
    "Adresse unzustellbar",
  ]);
  window.eval(axe.source);
  const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
    runOnly: { type: "rule", values: ["landmark-unique"] },
  });
  expect(result.violations.map((violation) => violation.id)).toEqual([]);
  expect(result.passes.map((pass) => pass.id)).toEqual(["landmark-unique"]);
});
