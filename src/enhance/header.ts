// The header sticks to the top only while it takes at most a sixth of the screen (docs/decisions/003-reflow-at-320-px-and-200-percent-text.md):
// with large text it wraps onto more lines and then scrolls away with the page. Without JavaScript
// it never sticks, so that a tall header can never cover the page.
import { STICKY_ATTRIBUTE } from "./markers";
import { afterFirstPaint } from "./after-first-paint";

export const MAX_STICKY_SHARE = 1 / 6;

export function stickHeaderWhenSmall(window: Window & typeof globalThis): void {
  const header = window.document.querySelector<HTMLElement>(`[${STICKY_ATTRIBUTE}]`);
  if (!header) return;
  const update = () =>
    header.setAttribute(STICKY_ATTRIBUTE, String(header.offsetHeight <= window.innerHeight * MAX_STICKY_SHARE));
  // After the first paint: at the top of the page a sticky header looks the same as one that is not,
  // and measuring it earlier would lay the page out twice before its first paint.
  afterFirstPaint(window, () => {
    update();
    window.addEventListener("resize", update);
    // The text size can change without a resize of the window (a browser's text setting, zoom).
    // (jsdom, where the tests run, has no ResizeObserver.)
    if ("ResizeObserver" in window) new window.ResizeObserver(update).observe(header);
  });
}
