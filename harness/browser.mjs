// How this project starts Debian's Chromium (docs/development.md, "npm test": Debian's Chromium): no browser download, no network noise.
import { existsSync } from "fs";

const CANDIDATES = [process.env.CHROME_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"].filter(Boolean);
/**
 * Debian's chromium-headless-shell: the same Blink without the browser's window layer, and what
 * Playwright itself runs headless tests in. The editor and navigation specs took 94 CPU-seconds of
 * Chromium in it against 135 in the full browser (85 s against 103 s). Tests, the audit's checks and
 * screenshots use it; Lighthouse keeps the full Chromium, whose timings are a visitor's browser's.
 */
const HEADLESS_SHELL_CANDIDATES = [
  process.env.CHROME_PATH,
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium-headless-shell",
].filter(Boolean);

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The Chromium binary, if one is installed. */
export const findChromium = () => CANDIDATES.find((p) => existsSync(p));

export function chromiumPath() {
  const found = findChromium();
  if (!found) throw new Error("Chromium not found: install it with `apt-get install -y chromium` or set CHROME_PATH");
  return found;
}

/** The headless shell, if one is installed. */
export const findHeadlessShell = () => HEADLESS_SHELL_CANDIDATES.find((p) => existsSync(p));

/** For Playwright: the headless shell, or the full Chromium where only that is installed. */
export function launchOptions() {
  return { executablePath: findHeadlessShell() ?? chromiumPath(), args: CHROMIUM_ARGS };
}
