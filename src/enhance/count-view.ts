// Netlify builds only (src/build-steps/page-script.ts): tells netlify/functions/zaehler.ts that this
// page was viewed, with its path and the utm values of its URL. No cookie, no storage, no id;
// the self-hosted server counts the pages it serves and needs no script. A prerendered page is
// not a view.
import { COUNT_PATH, COUNT_PATH_FIELD } from "../operator/count-path";

const doc = document as Document & { prerendering?: boolean };
if (!doc.prerendering && typeof navigator.sendBeacon === "function") {
  const query = new URLSearchParams(location.search);
  const body = new URLSearchParams();
  body.set(COUNT_PATH_FIELD, location.pathname);
  for (const field of ["utm_source", "utm_campaign"]) {
    const value = query.get(field);
    if (value) body.set(field, value.slice(0, 100));
  }
  navigator.sendBeacon(COUNT_PATH, body);
}
