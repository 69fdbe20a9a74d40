// Loads the site's script files (the page script, the plan script: hashed files,
// src/build-steps/page-script.ts) only after the first paint, so that no script request competes
// with the page's first screen, and the page script only once an element that needs it comes
// within two screens of the viewport: the landing page's form script when the visitor scrolls
// towards the form, a thank-you page's at once (its address is two screens down with 200 % text).
// A visitor who never comes near the form never loads it.

import { afterFirstPaint } from "./after-first-paint";

function appendScript(document: Document, src: string): void {
  const script = document.createElement("script");
  script.src = src;
  document.head.appendChild(script);
}

/**
 * Loads `src` once the first of the elements matching `selector` comes within two screens of the
 * viewport. An IntersectionObserver reports for the first time after the first paint. Without one
 * (browsers before 2019) the script loads at once.
 */
export function loadScriptNear(window: Window & typeof globalThis, selector: string, src: string): void {
  const document = window.document;
  const elements = document.querySelectorAll(selector);
  if (elements.length === 0) return;
  if (!("IntersectionObserver" in window)) return appendScript(document, src);
  const observer = new window.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      appendScript(document, src);
    },
    { rootMargin: "200% 0px" },
  );
  elements.forEach((element) => observer.observe(element));
}

/** Loads `src` right after the first paint. */
export function loadScriptAfterFirstPaint(window: Window & typeof globalThis, src: string): void {
  afterFirstPaint(window, () => appendScript(window.document, src));
}
