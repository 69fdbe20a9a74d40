// The forms as built (src/components/site-form.tsx) with the page script's enhancement (src/enhance/site-form.ts).
import "@testing-library/jest-dom";
import React from "react";
import { act, fireEvent, render as renderReact, screen, within } from "@testing-library/react";
// The Node build of the server renderer (jsdom lacks the TextEncoder the browser build needs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");
import { SiteForm } from "../../src/components/site-form";
import { enhanceSiteForm, UNSTUCK_ATTRIBUTE } from "../../src/enhance/site-form";
import { contactForm, leadForm, type FormDefinition } from "../../src/lib/forms";
import { mailsYaml, mockStaticQuery, siteYaml } from "../../harness/static-query";

const fetchMock = jest.fn();
const navigate = jest.fn();
const reload = jest.fn();

beforeEach(() => {
  mockStaticQuery();
  fetchMock.mockReset();
  navigate.mockReset();
  reload.mockReset();
  global.fetch = fetchMock;
});

/** The server-rendered form, as the page script finds it in the built page, enhanced. */
function render(form: FormDefinition) {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(<SiteForm form={form} />);
  enhanceSiteForm(container.querySelector("form")!, { navigate, reload, pathname: "/", search: "" });
  return { container };
}
afterEach(() => {
  document.body.innerHTML = "";
});

// docs/product.md section 3: at least 800 ms. Written out here, not imported from the
// module under test, so a changed constant fails this test.
const SPEC_SUBMIT_DELAY_MS = 800;
const SEND_FAILED =
  "Das Absenden hat leider nicht geklappt. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es noch einmal – Ihre Eingaben bleiben erhalten.";

// No timer of one test may fire in the next (a pending navigate() would call the next test's mock):
// every test that sends uses fake timers, which are cleared here.
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tickConsent = () => fireEvent.click(screen.getByRole("checkbox", { name: /Ja, ich willige ein/ }));
const submit = (label: string) => fireEvent.click(screen.getByRole("button", { name: label }));
const errorsShown = () =>
  Array.from(document.querySelectorAll("[id$='-error']:not([hidden])")).map((e) => e.textContent);

describe("lead form", () => {
  it("renders a plain HTML form that posts to the thank-you page", () => {
    const { container } = renderReact(<SiteForm form={leadForm} />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/danke-willkommen/");
    expect(form).toHaveAttribute("name", "lead");
    expect(container.querySelector("input[name='form-name']")).toHaveValue("lead");
    expect(container.querySelector("input[name='bot-field']")).toHaveValue("");
    expect(screen.getByLabelText("Ihr Vorname")).toBeRequired();
    expect(screen.getByLabelText("Ihre E-Mail-Adresse")).toBeRequired();
  });

  it("shows the exact messages of docs/product.md on an empty submit and focuses the first invalid field", () => {
    render(leadForm);
    submit("Kostenlosen Plan anfordern");
    expect(errorsShown()).toEqual([
      "Name erforderlich",
      "Ungültige E-Mail",
      "Bitte setzen Sie das Häkchen bei der Einwilligung – ohne sie dürfen wir Ihnen den Plan nicht senden.",
    ]);
    expect(screen.getByLabelText("Ihr Vorname")).toHaveFocus();
    expect(screen.getByLabelText("Ihr Vorname")).toHaveAttribute("aria-invalid", "true");
    // The short message, then the help line with an example: as on the check page without JavaScript.
    expect(screen.getByLabelText("Ihr Vorname")).toHaveAccessibleDescription(
      "Name erforderlich Bitte tragen Sie Ihren Vornamen ein, z. B. Klaus.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("treats a name of only spaces as empty", () => {
    render(leadForm);
    type("Ihr Vorname", "   ");
    type("Ihre E-Mail-Adresse", "klaus@example.de");
    tickConsent();
    submit("Kostenlosen Plan anfordern");
    expect(errorsShown()).toEqual(["Name erforderlich"]);
  });

  it.each(["klaus", "klaus@example", "klaus @example.de", "@example.de", "klaus@.de"])(
    "rejects the e-mail %p",
    (email) => {
      render(leadForm);
      type("Ihr Vorname", "Klaus");
      type("Ihre E-Mail-Adresse", email);
      tickConsent();
      submit("Kostenlosen Plan anfordern");
      expect(errorsShown()).toEqual(["Ungültige E-Mail"]);
      expect(screen.getByLabelText("Ihre E-Mail-Adresse")).toHaveFocus();
    },
  );

  it("clears the errors once the input is valid", async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue({ ok: true });
    render(leadForm);
    submit("Kostenlosen Plan anfordern");
    type("Ihr Vorname", "Klaus");
    type("Ihre E-Mail-Adresse", "klaus@example.de");
    tickConsent();
    await act(async () => submit("Kostenlosen Plan anfordern"));
    expect(errorsShown()).toEqual([]);
    await act(async () => jest.advanceTimersByTime(SPEC_SUBMIT_DELAY_MS));
    expect(navigate).toHaveBeenCalledWith("/danke-willkommen/#an=kl%E2%80%A6s%40example.de");
  });

  it("from the thank-you page's own form loads that page again: a new fragment alone would leave it 'Wird gesendet…'", async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue({ ok: true });
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<SiteForm form={leadForm} />);
    const onThanks = { navigate, reload, pathname: "/danke-willkommen/", search: "" };
    enhanceSiteForm(container.querySelector("form")!, onThanks);
    type("Ihr Vorname", "Klaus");
    type("Ihre E-Mail-Adresse", "klaus@example.de");
    tickConsent();
    await act(async () => submit("Kostenlosen Plan anfordern"));
    await act(async () => jest.advanceTimersByTime(SPEC_SUBMIT_DELAY_MS));
    expect(navigate).toHaveBeenCalledWith("/danke-willkommen/#an=kl%E2%80%A6s%40example.de");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("from the landing page only navigates: the thank-you page loads anyway", async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue({ ok: true });
    render(leadForm);
    type("Ihr Vorname", "Klaus");
    type("Ihre E-Mail-Adresse", "klaus@example.de");
    tickConsent();
    await act(async () => submit("Kostenlosen Plan anfordern"));
    await act(async () => jest.advanceTimersByTime(SPEC_SUBMIT_DELAY_MS));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it("puts the missing-consent message right above the box and brings the box to the middle of the screen", () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      render(leadForm);
      type("Ihr Vorname", "Klaus");
      type("Ihre E-Mail-Adresse", "klaus@example.de");
      submit("Kostenlosen Plan anfordern");
      const box = screen.getByRole("checkbox", { name: /Ja, ich willige ein/ });
      expect(box).toHaveFocus();
      const message = document.getElementById(box.getAttribute("aria-describedby")!)!;
      expect(message).toBeVisible();
      // In the same field, before the box and its long text.
      expect(message.parentElement!.contains(box)).toBe(true);
      expect(message.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(scrolled).toEqual([box]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("takes the sticky button out of its place while it would cover the field being typed in, and back", () => {
    jest.useFakeTimers();
    const { container } = render(leadForm);
    const form = container.querySelector("form")!;
    const email = screen.getByLabelText("Ihre E-Mail-Adresse");
    const bar = screen.getByRole("button", { name: "Kostenlosen Plan anfordern" }).parentElement!;
    const at = (top: number, bottom: number) => () => ({ top, bottom }) as DOMRect;
    const scrolled: number[] = [];
    window.scrollBy = ((_x: number, y: number) => {
      scrolled.push(y);
    }) as typeof window.scrollBy;
    // At 100 % text there is room above the bar: the field moves up, the button stays in sight.
    bar.getBoundingClientRect = at(670, 740);
    email.getBoundingClientRect = at(650, 700);
    act(() => email.focus());
    act(() => jest.advanceTimersByTime(100));
    expect(form).not.toHaveAttribute(UNSTUCK_ATTRIBUTE);
    expect(scrolled).toEqual([700 - (670 - 16)]);
    act(() => email.blur());
    // The keyboard is open at 200 % text: the bar fills the short screen over the e-mail field.
    bar.getBoundingClientRect = at(80, 300);
    email.getBoundingClientRect = at(150, 210);
    act(() => email.focus());
    act(() => jest.advanceTimersByTime(100));
    expect(form).toHaveAttribute(UNSTUCK_ATTRIBUTE);
    // The name field, higher up, is clear of it.
    const name = screen.getByLabelText("Ihr Vorname");
    name.getBoundingClientRect = at(40, 80);
    act(() => name.focus());
    act(() => jest.advanceTimersByTime(100));
    expect(form).not.toHaveAttribute(UNSTUCK_ATTRIBUTE);
  });

  it("sends trimmed values url-encoded, disables the button and waits at least 800 ms", async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue({ ok: true });
    render(leadForm);
    type("Ihr Vorname", "  Klaus ");
    type("Ihre E-Mail-Adresse", " klaus@example.de ");
    tickConsent();
    await act(async () => submit("Kostenlosen Plan anfordern"));

    const button = screen.getByRole("button", { name: "Wird gesendet..." });
    expect(button).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/danke-willkommen/");
    expect(init.method).toBe("POST");
    expect(init.headers["Content-Type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(init.body))).toEqual({
      "form-name": "lead",
      "bot-field": "",
      name: "Klaus",
      email: "klaus@example.de",
      consent: "ja",
      marketing: "",
    });

    await act(async () => jest.advanceTimersByTime(SPEC_SUBMIT_DELAY_MS - 1));
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    // The thank-you page shows the masked address from the fragment, which no server sees.
    expect(navigate).toHaveBeenCalledWith("/danke-willkommen/#an=kl%E2%80%A6s%40example.de");
  });

  it("sends what the visitor typed before the page script ran", async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue({ ok: true });
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(<SiteForm form={leadForm} />);
    screen.getByLabelText<HTMLInputElement>("Ihr Vorname").value = "Klaus";
    screen.getByLabelText<HTMLInputElement>("Ihre E-Mail-Adresse").value = "klaus@example.de";
    screen.getByRole<HTMLInputElement>("checkbox", { name: /Ja, ich willige ein/ }).checked = true;
    enhanceSiteForm(container.querySelector("form")!, { navigate, reload, pathname: "/", search: "" });

    expect(screen.getByLabelText("Ihr Vorname")).toHaveValue("Klaus");
    await act(async () => submit("Kostenlosen Plan anfordern"));
    expect(errorsShown()).toEqual([]);
    expect(Object.fromEntries(new URLSearchParams(fetchMock.mock.calls[0][1].body))).toMatchObject({
      name: "Klaus",
      email: "klaus@example.de",
      consent: "ja",
      marketing: "",
    });
  });

  it("sends a filled honeypot along, so the server can drop the post", async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue({ ok: true });
    const { container } = render(leadForm);
    fireEvent.change(container.querySelector("input[name='bot-field']")!, { target: { value: "http://spam.example" } });
    type("Ihr Vorname", "Klaus");
    type("Ihre E-Mail-Adresse", "klaus@example.de");
    tickConsent();
    await act(async () => submit("Kostenlosen Plan anfordern"));
    expect(new URLSearchParams(fetchMock.mock.calls[0][1].body).get("bot-field")).toBe("http://spam.example");
  });

  it("ignores a second submit while sending", async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue({ ok: true });
    const { container } = render(leadForm);
    type("Ihr Vorname", "Klaus");
    type("Ihre E-Mail-Adresse", "klaus@example.de");
    tickConsent();
    await act(async () => submit("Kostenlosen Plan anfordern"));
    await act(async () => fireEvent.submit(container.querySelector("form")!));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["the server answers 500", () => fetchMock.mockResolvedValue({ ok: false, status: 500 })],
    ["the network is down", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))],
  ])("keeps every value and shows a German error when %s", async (_case, arrange) => {
    jest.useFakeTimers();
    arrange();
    render(leadForm);
    type("Ihr Vorname", "Klaus");
    type("Ihre E-Mail-Adresse", "klaus@example.de");
    tickConsent();
    await act(async () => submit("Kostenlosen Plan anfordern"));
    await act(async () => jest.advanceTimersByTime(SPEC_SUBMIT_DELAY_MS - 1));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Wird gesendet..." })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(1));

    expect(screen.getByRole("alert")).toHaveTextContent(SEND_FAILED);
    expect(screen.getByLabelText("Ihr Vorname")).toHaveValue("Klaus");
    expect(screen.getByLabelText("Ihre E-Mail-Adresse")).toHaveValue("klaus@example.de");
    expect(screen.getByRole("button", { name: "Kostenlosen Plan anfordern" })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("asks for explicit consent with an unticked box above the button, and for further mails with a second, optional one", () => {
    render(leadForm);
    const consent = screen.getByRole("checkbox", { name: /Ja, ich willige ein/ });
    expect(consent).not.toBeChecked();
    expect(consent).toBeRequired();
    expect(consent).toHaveAccessibleName(expect.stringContaining(siteYaml.company));
    expect(consent).toHaveAccessibleName(expect.stringContaining("Gesundheitsdaten"));
    const marketing = screen.getByRole("checkbox", { name: /Tipps zu Bewegung/ });
    expect(marketing).not.toBeChecked();
    expect(marketing).not.toBeRequired();
    const button = screen.getByRole("button", { name: "Kostenlosen Plan anfordern" });
    for (const box of [consent, marketing])
      expect(box.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("link", { name: mailsYaml.consent.privacyLinkLabel })).toHaveAttribute(
      "href",
      "/datenschutz/",
    );
  });

  it("sends the further-mails box only when ticked, and refuses to send without the consent", async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue({ ok: true });
    render(leadForm);
    type("Ihr Vorname", "Klaus");
    type("Ihre E-Mail-Adresse", "klaus@example.de");
    await act(async () => submit("Kostenlosen Plan anfordern"));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("checkbox", { name: /Ja, ich willige ein/ })).toHaveFocus();
    tickConsent();
    fireEvent.click(screen.getByRole("checkbox", { name: /Tipps zu Bewegung/ }));
    await act(async () => submit("Kostenlosen Plan anfordern"));
    const body = Object.fromEntries(new URLSearchParams(fetchMock.mock.calls[0][1].body));
    expect(body).toMatchObject({ consent: "ja", marketing: "ja" });
  });

  it("carries no campaign fields: campaigns are counted from the landing URL, never stored with a person", () => {
    const { container } = render(leadForm);
    expect(container.querySelectorAll('input[type="hidden"]')).toHaveLength(1); // form-name
  });
});

describe("contact form", () => {
  it("has a five-row message field and the three messages of docs/product.md", () => {
    render(contactForm);
    expect(screen.getByLabelText("Ihre Nachricht")).toHaveAttribute("rows", "5");
    expect(screen.getByLabelText("Ihre Nachricht")).toBeRequired();
    submit("Nachricht senden");
    expect(errorsShown()).toEqual(["Name ist erforderlich", "Ungültige E-Mail-Adresse", "Nachricht ist erforderlich"]);
  });

  it("treats a message of only whitespace as empty", () => {
    render(contactForm);
    type("Ihr Name", "Werner");
    type("Ihre E-Mail-Adresse", "werner@example.de");
    type("Ihre Nachricht", " \n\t ");
    submit("Nachricht senden");
    expect(errorsShown()).toEqual(["Nachricht ist erforderlich"]);
    expect(screen.getByLabelText("Ihre Nachricht")).toHaveFocus();
  });

  it("sends the message with form-name kontakt and navigates after confirmation", async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue({ ok: true });
    render(contactForm);
    type("Ihr Name", "Werner");
    type("Ihre E-Mail-Adresse", "werner@example.de");
    type("Ihre Nachricht", "Guten Tag,\nich habe eine Frage.");
    await act(async () => submit("Nachricht senden"));
    expect(screen.getByRole("button", { name: "Wird gesendet..." })).toBeDisabled();
    const body = Object.fromEntries(new URLSearchParams(fetchMock.mock.calls[0][1].body));
    expect(body).toMatchObject({ "form-name": "kontakt", message: "Guten Tag,\nich habe eine Frage." });
    await act(async () => jest.advanceTimersByTime(SPEC_SUBMIT_DELAY_MS - 1));
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith("/danke-nachricht/");
  });
});

describe("a likely typo in the address", () => {
  const suggestion = () => document.getElementById("lead-email-suggestion")!;

  it("suggests the corrected address under the field once he leaves it, and takes it with one tap", () => {
    render(leadForm);
    const email = screen.getByLabelText("Ihre E-Mail-Adresse");
    expect(suggestion()).not.toBeVisible();
    fireEvent.change(email, { target: { value: "name@gmial.com" } });
    expect(suggestion()).toBeVisible();
    expect(suggestion()).toHaveTextContent("Meinten Sie name@gmail.com?");
    // Never changed silently: the field keeps what he typed until he taps.
    expect(email).toHaveValue("name@gmial.com");
    fireEvent.click(within(suggestion()).getByRole("button", { name: "name@gmail.com" }));
    expect(email).toHaveValue("name@gmail.com");
    expect(suggestion()).not.toBeVisible();
  });

  it("says nothing for a provider's real domain, and hides the suggestion as he types again", () => {
    render(leadForm);
    const email = screen.getByLabelText("Ihre E-Mail-Adresse");
    fireEvent.change(email, { target: { value: "klaus@wed.de" } });
    expect(suggestion()).toBeVisible();
    fireEvent.input(email, { target: { value: "klaus@web.d" } });
    expect(suggestion()).not.toBeVisible();
    fireEvent.change(email, { target: { value: "klaus@web.de" } });
    expect(suggestion()).not.toBeVisible();
  });
});
