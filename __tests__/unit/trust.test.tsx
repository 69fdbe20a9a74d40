// Trust where the visitor decides (docs/decisions/004-path-from-first-screen-to-plan.md): the offer above the lead form, the FAQ,
// the phone number, "Über uns" and the recipes in the footer, all from the YAML editors change.
import "@testing-library/jest-dom";
import React from "react";
import { consentValues, renderConsent } from "../../src/lib/consent-text";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { parse } from "yaml";
import { cleanup, render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { LeadOffer } from "../../src/components/lead-offer";
import { Faq } from "../../src/components/faq";
import { Hero } from "../../src/components/hero";
import { About } from "../../src/components/about";
import { Footer } from "../../src/components/footer";
import { PhoneNumber } from "../../src/components/phone-number";
import { SiteForm } from "../../src/components/site-form";
import { checkContent, errorsOf } from "../../src/content/check";
import { contactForm, leadForm } from "../../src/lib/forms";
import { mailsYaml, mockStaticQuery, siteYaml } from "../../harness/static-query";

const DATA = join(__dirname, "../../data");
const readData = (file: string) => parse(readFileSync(join(DATA, file), "utf8"));
const offer = readData("lead-offer.yaml");
const faq: Array<{ question: string; answer: string }> = readData("faq.yaml");
const about = readData("about.yaml");

beforeEach(mockStaticQuery);

describe("the offer above the lead form", () => {
  it("says what the plan is, that it is free, when it arrives and that the address is confirmed first", () => {
    render(<LeadOffer offer={offer} />);
    const block = screen.getByRole("region", { name: offer.heading });
    const points = within(block)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(points).toEqual([offer.what, offer.cost, offer.confirmation]);
    expect(offer.cost).toBe("Kostenlos, keine Zahlungsdaten, kein Abo.");
    expect(offer.confirmation).toMatch(/24 Stunden/);
    expect(offer.confirmation).toMatch(/bestätigen/);
    expect(offer.confirmation).toMatch(/jederzeit/);
  });

  it("is not inside the form: after the e-mail field come only the consent boxes and the button", () => {
    render(<SiteForm form={leadForm} />);
    const form = screen.getByRole("button", { name: leadForm.submitLabel }).closest("form")!;
    const email = screen.getByLabelText("Ihre E-Mail-Adresse");
    const after = [...form.querySelectorAll("input, button, section, h3, ul")].filter(
      // Hidden ones (the typo suggestion until the script fills it) take no room.
      (element) =>
        email.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && !element.closest("[hidden]"),
    );
    expect(after.map((element) => element.getAttribute("name") ?? element.tagName.toLowerCase())).toEqual([
      "consent",
      "marketing",
      "button",
    ]);
  });
});

describe("privacy notes under the forms", () => {
  it("the lead form shows its own consent text, not the contact form's note", () => {
    const { container } = render(<SiteForm form={leadForm} />);
    expect(container).toHaveTextContent(
      renderConsent(mailsYaml.consent.text, consentValues({ ...siteYaml, planRetentionDays: 30 })),
    );
    expect(container).not.toHaveTextContent(siteYaml.privacyNotice);
  });

  it("the contact form shows the contact note, which does not talk about the plan", () => {
    const { container } = render(<SiteForm form={contactForm} />);
    expect(container).toHaveTextContent(siteYaml.privacyNotice);
    expect(siteYaml.privacyNotice).not.toMatch(/Plan/);
  });
});

describe("FAQ on the landing page", () => {
  it("shows every question of faq.yaml as a closed native <details> with its answer", () => {
    const { container } = render(<Faq entries={faq} />);
    const details = container.querySelectorAll("details");
    expect(details).toHaveLength(faq.length);
    expect(faq).toHaveLength(5);
    details.forEach((entry, index) => {
      expect(entry).not.toHaveAttribute("open");
      expect(entry.querySelector("summary")).toHaveTextContent(faq[index].question);
    });
  });

  it("fills in the company, address and e-mail, leaving no {placeholder}", () => {
    const { container } = render(<Faq entries={faq} />);
    expect(container.textContent).not.toMatch(/\{\w+\}/);
    expect(container).toHaveTextContent(siteYaml.company);
    expect(container).toHaveTextContent(siteYaml.email);
  });

  it("answers the questions a wary visitor asks, lawfully", () => {
    const medication = faq.find((entry) => /Medikament/.test(entry.question));
    expect(medication?.answer).toMatch(/nie ohne Ihre Ärztin oder Ihren Arzt/);
    expect(faq.find((entry) => /kostet/.test(entry.question))?.answer).toMatch(/kostenlos/);
    expect(faq.some((entry) => /melde ich mich .*ab/.test(entry.question))).toBe(true);
    expect(faq.some((entry) => /Wer liest/.test(entry.question))).toBe(true);
    expect(faq.some((entry) => /Wer steckt hinter/.test(entry.question))).toBe(true);
    for (const { answer } of faq) expect(answer).not.toMatch(/heil|senkt|Therapie|behandelt/i);
  });
});

describe("the content check guards the FAQ", () => {
  it.each([
    [
      "an empty answer",
      (text: string) =>
        text.replace(/(- question: "Wie melde ich mich wieder ab\?"\n {2}answer: )>-\n(?: {4}.*\n)+/, '$1""\n'),
      /faq\.yaml.*'answer'/,
    ],
    [
      "a missing question",
      (text: string) => text.replace('- question: "Wer liest meine Angaben?"\n  answer:', "- answer:"),
      /faq\.yaml.*'question'/,
    ],
  ])("rejects %s with file and field", async (_case, change, expected) => {
    const dir = mkdtempSync(join(tmpdir(), "faq-"));
    try {
      cpSync(DATA, dir, { recursive: true });
      const file = join(dir, "faq.yaml");
      const changed = change(readFileSync(file, "utf8"));
      expect(changed).not.toBe(readFileSync(file, "utf8"));
      writeFileSync(file, changed);
      const errors = errorsOf(await checkContent(dir)).map((p) => `${p.file}, ${p.line}: ${p.message}`);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("phone number", () => {
  it("is shown as plain text while it is still a placeholder", () => {
    const { container } = render(<PhoneNumber phone="[PLATZHALTER: Telefonnummer]" />);
    expect(container).toHaveTextContent("[PLATZHALTER: Telefonnummer]");
    expect(container.querySelector("a")).toBeNull();
  });

  it("becomes a tel: link once it is a real number", () => {
    render(<PhoneNumber phone="089 123 456-7" />);
    expect(screen.getByRole("link", { name: "089 123 456-7" })).toHaveAttribute("href", "tel:0891234567");
  });
});

describe("footer", () => {
  it("shows the phone number of site.yaml and links 'Über uns' and the recipes", () => {
    render(<Footer />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(`Telefon: ${siteYaml.phone}`);
    expect(within(footer).getByRole("link", { name: "Über uns" })).toHaveAttribute(
      "href",
      "/kontakte-unterstuetzung/#ueber-uns",
    );
    expect(within(footer).getByRole("link", { name: "Gesunde Rezepte" })).toHaveAttribute("href", "/gesunde-rezepte/");
  });

  it("states facts a visitor can check, not legal duties or a guarantee of a paid programme it never shows", () => {
    render(<Footer />);
    const badges = within(screen.getByRole("list", { name: "Gut zu wissen" })).getAllByRole("listitem");
    expect(badges.map((badge) => badge.querySelector("span > span")?.textContent)).toEqual([
      "Wer dahinter steht",
      "Kostenlos",
      "Abmelden mit einem Klick",
    ]);
    expect(badges[0]).toHaveTextContent(/Impressum/);
    expect(badges[1]).toHaveTextContent(/keine Zahlungsdaten, kein Abo/);
    for (const badge of badges) expect(badge.textContent).not.toMatch(/SSL|verschlüsselt|DSGVO|Geld zurück|Garantie/);
  });
});

describe("Über uns", () => {
  it("is the anchor the footer links to, with every team member of about.yaml", () => {
    const { container } = render(<About about={about} />);
    const section = container.querySelector("section#ueber-uns");
    expect(section).not.toBeNull();
    expect(within(section as HTMLElement).getByRole("heading", { level: 2 })).toHaveTextContent(about.heading);
    expect(within(section as HTMLElement).getAllByRole("heading", { level: 3 })).toHaveLength(about.team.length);
    expect(section).toHaveTextContent(siteYaml.company);
    expect(section?.textContent).not.toMatch(/\{\w+\}/);
  });
});

describe("who is behind it, under the landing page's heading", () => {
  const hero = () =>
    render(
      <Hero heading="Überschrift" intro={null} buttonLabel="Los" formAnchor="form" image={null} imageAlt={null} />,
    );
  const line = () => screen.getByRole("heading", { level: 1 }).nextElementSibling;
  const withReview = (review: { by: string; date: string } | undefined) =>
    (useStaticQuery as jest.Mock).mockReturnValue({
      ...(useStaticQuery as jest.Mock)(),
      siteYaml: { ...siteYaml, review },
    });

  it("names the company and its seat, and no reviewer while the shipped content has none", () => {
    expect(siteYaml.review).toBeUndefined();
    hero();
    expect(line()).toHaveTextContent(`Ein Angebot der ${siteYaml.company}, ${siteYaml.seat}.`);
    expect(line()?.textContent).not.toMatch(/geprüft|PLATZHALTER/);
  });

  it("says who reviewed the content and when once both are filled in, never a placeholder", () => {
    withReview({ by: "[PLATZHALTER: Name]", date: "20. November 2026" });
    hero();
    expect(line()?.textContent).not.toMatch(/geprüft|PLATZHALTER/);
    cleanup();
    withReview({ by: "Dr. med. Maria Muster, Fachärztin für Allgemeinmedizin", date: "20. November 2026" });
    hero();
    expect(line()).toHaveTextContent(
      `Ein Angebot der ${siteYaml.company}, ${siteYaml.seat}. Fachlich geprüft von Dr. med. Maria Muster, Fachärztin für Allgemeinmedizin am 20. November 2026.`,
    );
  });
});
