// How this project starts Debian's Chromium (docs/development.md, "npm test": Debian's Chromium): no browser download, no network noise.
import { existsSync } from "fs";

const CANDIDATES = [process.env.CHROME_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"].filter(Boolean);

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

export function launchOptions() {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}
