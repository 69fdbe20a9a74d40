// The 422 page of a form post without JavaScript (server/form-check-page.ts): the site's own form as
// React renders it for the build, with what the visitor typed and each message put back.
import "@testing-library/jest-dom";
import React from "react";
import { screen, within } from "@testing-library/react";
// The Node build of the server renderer (jsdom lacks the TextEncoder the browser build needs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");
import { SiteForm } from "../../src/components/site-form";
import { contactForm, leadForm, validate, type FormDefinition, type Values } from "../../src/lib/forms";
import { fillFormCheckPage } from "../../server/form-check-page";
import { mockStaticQuery } from "../../harness/static-query";

beforeEach(mockStaticQuery);
afterEach(() => {
  document.body.innerHTML = "";
});

function show(form: FormDefinition, values: Values) {
  const built = `<main><h1>Bitte prüfen Sie Ihre Angaben</h1>${renderToString(<SiteForm form={form} />)}</main>`;
  document.body.innerHTML = fillFormCheckPage(built, form, values, validate(form, values));
}

it("puts back what he typed, ticks what he ticked, and shows each message at its field", () => {
  show(leadForm, { name: "Klaus", email: "klaus@gmial", consent: "", marketing: "ja" });
  expect(screen.getByLabelText("Ihr Vorname")).toHaveValue("Klaus");
  const email = screen.getByLabelText("Ihre E-Mail-Adresse");
  expect(email).toHaveValue("klaus@gmial");
  expect(email).toHaveAttribute("aria-invalid", "true");
  // docs/product.md's short message, then the help line with an example (docs/decisions/004-path-from-first-screen-to-plan.md).
  expect(email).toHaveAccessibleDescription(
    "Ungültige E-Mail Bitte geben Sie Ihre vollständige E-Mail-Adresse ein, z. B. name@beispiel.de.",
  );
  expect(document.getElementById("lead-email-error")).toHaveTextContent(/^Ungültige E-Mail$/);
  expect(document.getElementById("lead-email-help")).toBeVisible();
  const consent = screen.getByRole("checkbox", { name: /Ja, ich willige ein/ });
  expect(consent).not.toBeChecked();
  expect(consent).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByRole("checkbox", { name: /Tipps zu Bewegung/ })).toBeChecked();
  expect(screen.getByLabelText("Ihr Vorname")).not.toHaveAttribute("aria-invalid");
  // The alert lists the messages once more, each a link to its field.
  const alert = screen.getByRole("alert");
  expect(alert).toBeVisible();
  expect(
    within(alert)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]),
  ).toEqual([
    ["Ungültige E-Mail", "#lead-email"],
    [
      "Bitte setzen Sie das Häkchen bei der Einwilligung – ohne sie dürfen wir Ihnen den Plan nicht senden.",
      "#lead-consent",
    ],
  ]);
  expect(document.querySelectorAll("[id$='-error']:not([hidden])")).toHaveLength(2);
  // Only the fields with a mistake show their help line.
  expect(document.getElementById("lead-name-help")).not.toBeVisible();
});

it("gives every text field of both forms a help line with an example", () => {
  for (const form of [leadForm, contactForm])
    for (const field of form.fields.filter((f) => f.type !== "checkbox")) expect(field.help).toMatch(/z\. B\. /);
});

it("keeps a long message in its textarea and escapes everything typed", () => {
  const message = 'Zeile 1\n</textarea><script>alert("x")</script> & "Anführung"';
  show(contactForm, { name: '"><img src=x onerror=alert(1)>', email: "werner@example.de", message });
  expect(screen.getByLabelText("Ihr Name")).toHaveValue('"><img src=x onerror=alert(1)>');
  expect(screen.getByLabelText("Ihre Nachricht")).toHaveValue(message);
  expect(document.querySelector("script, img")).toBeNull();
  // Markup is no name: the one message, escaped like everything else.
  expect(screen.getByRole("alert")).toHaveTextContent(/^Ihr Name: bitte nur Buchstaben/);
});
