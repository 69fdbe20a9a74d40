// Work that must not delay the first screen: a timeout set in a frame's animation callback runs once
// that frame is painted. A script that reads the layout before then (offsetHeight) makes the browser
// lay the page out once more before its first paint, which a slow phone pays for.
export function afterFirstPaint(window: Window & typeof globalThis, work: () => void): void {
  window.requestAnimationFrame(() => window.setTimeout(work));
}
