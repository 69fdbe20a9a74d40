// `npm run go-live-check`: lists in German what stops a lawful launch (src/content/go-live.ts) and
// exits 1 while anything is missing.
// `--build` (the first step of `npm run build`): a production build stops on the same list; any
// other build only warns. Production is Netlify's CONTEXT=production or, off Netlify (no CONTEXT),
// NODE_ENV=production. The build reads NODE_ENV here, before Gatsby sets it to production itself.
// `--verdict <file>`: `npm run build` records the verdict in its build stamp (server/releases/stamp.ts).
// Both read the own server's settings file first (src/settings/env-file.ts).
import "../src/settings/load";
import { readdirSync, readFileSync, writeFileSync } from "fs";
import { join, resolve } from "path";
import { parseArgs } from "util";
import { formatFinding, goLiveFindings, isProductionBuild } from "../src/content/go-live";
import { CONTENT_DIR } from "../src/lib/site";
import { SETTINGS_FILE } from "../src/settings/load";
import { HOST_ENV } from "../src/lib/hosting";
import { parse } from "yaml";
import { operationsHints } from "../server/operations-hints";

const angaben = (n: number) => (n === 1 ? "fehlt noch 1 Angabe" : `fehlen noch ${n} Angaben`);

function main() {
  const dir = resolve(CONTENT_DIR);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") }));
  const findings = goLiveFindings({
    files,
    dataDir: CONTENT_DIR.replace(/\/+$/, ""),
    env: process.env,
    today: new Date(),
    settingsFile: SETTINGS_FILE.path,
  });
  const { values } = parseArgs({ options: { build: { type: "boolean" }, verdict: { type: "string" } } });
  const build = values.build === true;
  if (values.verdict)
    writeFileSync(
      values.verdict,
      JSON.stringify({
        passed: findings.length === 0,
        findings: findings.length,
        production: isProductionBuild(process.env),
      }),
    );
  const site = files.find((file) => file.name === "site.yaml");
  const host = process.env[HOST_ENV] || (site ? (parse(site.text) as { host?: string } | null)?.host : undefined);
  if (host === "self-hosted") for (const hint of operationsHints()) console.log(`HINWEIS  ${hint}`);

  if (build && !isProductionBuild(process.env)) {
    if (findings.length > 0)
      console.warn(
        `WARNUNG  Vor der Veröffentlichung ${angaben(findings.length)} (npm run go-live-check listet sie). ` +
          "Dieser Build ist keine Produktion und läuft weiter; ein Produktions-Build bricht hier ab.",
      );
    return;
  }
  for (const finding of findings) console.log(`FEHLT    ${formatFinding(finding)}`);
  if (findings.length === 0) {
    console.log("Go-live-Prüfung bestanden: nichts fehlt mehr für die Veröffentlichung.");
    return;
  }
  console.log(
    `Go-live-Prüfung: Es ${angaben(findings.length)}` +
      (build ? "; der Produktions-Build bricht ab." : "; so darf die Website nicht veröffentlicht werden."),
  );
  process.exitCode = 1;
}

main();
