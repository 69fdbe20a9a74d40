// Netlify builds only (the every-page script calls it when the build defines COUNT_VIEWS): tells
// netlify/functions/count-view.ts that this page was viewed, with its path and the utm values of its
// URL. No cookie, no storage, no id; the self-hosted server counts the pages it serves and needs no
// script. A prerendered page is not a view.
import { COUNT_PATH, COUNT_PATH_FIELD } from "../operator/count-path";

export function countView(window: Window & typeof globalThis): void {
  const doc = window.document as Document & { prerendering?: boolean };
  if (doc.prerendering || typeof window.navigator.sendBeacon !== "function") return;
  const query = new URLSearchParams(window.location.search);
  const body = new URLSearchParams();
  body.set(COUNT_PATH_FIELD, window.location.pathname);
  for (const field of ["utm_source", "utm_campaign"]) {
    const value = query.get(field);
    if (value) body.set(field, value.slice(0, 100));
  }
  window.navigator.sendBeacon(COUNT_PATH, body);
}
