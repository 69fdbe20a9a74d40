// The Debian packages `npm test` drives besides node_modules: Chromium (browser tests, Lighthouse),
// Java (the Nu Html Checker) and dovecot-imapd (the IMAP server of the bounce tests). Missing ones are installed by apt while the build runs when
// `npm test` runs as root (CI, a fresh container); anyone else gets the apt command and nothing runs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findChromium } from "../__tests__/helpers/browser.mjs";

const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

/** The Debian packages to install: none when Chromium and Java are there. */
export function missingTestPackages() {
  return [
    findChromium() ? [] : ["chromium"],
    hasJava() ? [] : ["default-jre-headless"],
    existsSync("/usr/sbin/dovecot") ? [] : ["dovecot-imapd"],
  ].flat();
}

/**
 * Starts installing the missing packages and returns a promise of the install's success (true at
 * once when nothing is missing). As another user than root it prints the command and exits 1.
 */
export function installTestPackages() {
  const missing = missingTestPackages();
  if (missing.length === 0) return Promise.resolve(true);
  const command = `apt-get update && apt-get install -y ${missing.join(" ")}`;
  if (process.getuid?.() !== 0) {
    console.error(
      `npm test needs the Debian packages ${missing.join(", ")}: run \`sudo sh -c '${command}'\`, then npm test again.`,
    );
    process.exit(1);
  }
  const log = join(mkdtempSync(join(tmpdir(), "test-packages-")), "apt.log");
  console.log(`[packages] installing ${missing.join(", ")} with apt (log: ${log})`);
  return new Promise((resolve) => {
    const apt = spawn("sh", ["-c", `(${command}) >"${log}" 2>&1`], {
      stdio: "ignore",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    apt.on("close", (code) => {
      if (code !== 0) console.error(`[packages] apt failed (exit ${code}):\n${readFileSync(log, "utf8")}`);
      resolve(code === 0);
    });
  });
}
