// `npm run releases -- <Befehl>`: the versions of the website on the own server (docs/betrieb.md).
//   list                 every release, the current one marked, with build time, commit and go-live check
//   rollback [--to <id>] makes the previous release (or the one named) current; a running server
//                        takes it over without a gap, and the command waits until it serves it
//   info                 one JSON line for `npm run update` (bin/update.mjs)
import "../../src/settings/load";
import { parseArgs } from "util";
import { OPERATOR_NODE_ENV } from "../../src/lib/node-env";
import { textTable } from "../reports";
import { localHealth, localHealthUrl, waitForRelease } from "../local-server";
import { currentReleaseId, listReleases, releasesDirOf, switchTo } from "./store";

const HELP = `Befehle für die Versionen der Website:
  npm run releases -- list                 alle Versionen, die aktuelle mit *, mit Build-Zeit, Commit und Go-live-Prüfung
  npm run releases -- rollback [--to <id>] macht die vorige Version (oder die genannte) zur aktuellen;
                                           der laufende Server übernimmt sie ohne Unterbrechung
Versionen liegen in ${releasesDirOf()} (RELEASES_DIR).`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { to: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const releasesDir = releasesDirOf();
  const releases = listReleases(releasesDir);
  const current = currentReleaseId(releasesDir);
  const [command] = positionals;

  if (command === "list") {
    if (releases.length === 0) console.log(`Keine Version in ${releasesDir}: \`npm run build\` legt die erste an.`);
    else
      console.log(
        textTable(
          ["", "Version", "gebaut", "Commit", "Go-live-Prüfung"],
          releases.map((release) => [
            release.id === current ? "*" : "",
            release.id,
            release.stamp.builtAt,
            release.stamp.commit?.slice(0, 7) ?? "",
            release.stamp.goLive.passed ? "bestanden" : `${release.stamp.goLive.findings} Angaben fehlen`,
          ]),
        ),
      );
    return 0;
  }

  if (command === "info") {
    const health = await localHealth();
    console.log(
      JSON.stringify({ releasesDir, current: current ?? null, healthUrl: localHealthUrl(), running: !!health }),
    );
    return 0;
  }

  if (command === "rollback") {
    const servable = releases.filter(
      (release) => release.id !== current && (OPERATOR_NODE_ENV !== "production" || release.stamp.goLive.passed),
    );
    const target = values.to
      ? releases.find((release) => release.id === values.to)
      : servable.find((release) => !current || release.id < current);
    if (!target) {
      console.error(
        values.to
          ? `Die Version ${values.to} gibt es nicht (npm run releases -- list).`
          : "Es gibt keine frühere Version.",
      );
      return 1;
    }
    switchTo(releasesDir, target.id);
    console.log(`Version ${target.id} ist jetzt die aktuelle (vorher ${current ?? "keine"}).`);
    if (!(await localHealth())) {
      console.log("Der Server läuft nicht; er liefert sie bei seinem nächsten Start aus.");
      return 0;
    }
    if (await waitForRelease(target.id, 90_000)) {
      console.log("Der Server liefert sie aus.");
      return 0;
    }
    console.error(`Der Server liefert ${target.id} nach 90 Sekunden noch nicht aus; sein Protokoll nennt den Grund.`);
    return 1;
  }

  console.log(HELP);
  return values.help ? 0 : 2;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
