// The example settings files, made from the registry (src/settings/registry.ts):
// `.env.example` for the own server and `.env.netlify.example` for Netlify. `npm run settings:examples`
// writes them; __tests__/unit/settings.test.ts fails when the committed files differ.
import type { Host } from "../lib/hosting";
import { settingsOf, type Reader, type Setting } from "./registry";

export const EXAMPLE_FILES: Record<Host, string> = {
  "self-hosted": ".env.example",
  netlify: ".env.netlify.example",
};

const HEADERS: Record<Host, string[]> = {
  "self-hosted": [
    "Einstellungen des eigenen Servers (docs/betrieb.md, „Einstellungen“). Einmal anlegen, nur für den",
    "Benutzer des Servers lesbar:   install -m 600 .env.example .env",
    "Der Server, `npm run build`, `npm run go-live-check` und `npm run leads` lesen alle diese eine Datei",
    "(oder die, die ENV_FILE nennt). Eine Zeile NAME=Wert je Einstellung; # beginnt einen Kommentar.",
    "Geheimnisse (GEHEIM) nie ins Repository und nie in eine E-Mail.",
  ],
  netlify: [
    "Einstellungen der Website auf Netlify (docs/betrieb.md, „Netlify“). Netlify liest keine Datei: tragen Sie",
    "jede Zeile unter Site configuration → Environment variables ein, mit den Bereichen (Scopes), die",
    "bei ihr stehen. Variablen in netlify.toml erreichen die Functions nie. Diese Datei mit echten",
    "Werten nie ins Repository legen.",
  ],
};

/** Netlify's names of its scopes; on the own server, who reads the file. */
const SCOPES: Record<Reader, string> = {
  build: "Builds",
  functions: "Functions",
  server: "Server",
  commands: "Befehle",
};
const READERS: Record<Reader, string> = {
  build: "Build",
  functions: "Functions",
  server: "Server",
  commands: "Befehle",
};

function wrap(text: string, width = 98): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

function describe(entry: Setting, host: Host): string[] {
  const readers = entry.readBy[host] ?? [];
  // On Netlify the build's go-live check can only see a setting whose scopes include Builds.
  const checkedByBuild = entry.neededForLaunch?.includes("netlify") ? (["build"] as const) : [];
  const scopes =
    host === "netlify"
      ? `Bereiche: ${[...new Set([...readers, ...checkedByBuild])].map((reader) => SCOPES[reader]).join(", ")}.`
      : `Gelesen von: ${readers.map((reader) => READERS[reader]).join(", ")}.`;
  const text = [
    `${entry.name}${entry.secret ? " (GEHEIM)" : ""}: ${entry.purpose}.`,
    scopes,
    entry.neededForLaunch?.includes(host) ? "Nötig für die Veröffentlichung." : "",
    entry.fallback ? `Ohne Angabe: ${entry.fallback}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  // What a launch needs stays empty, so that the go-live check names it until the operator fills it in.
  const needed = entry.neededForLaunch?.includes(host) === true;
  const assignment = needed ? `${entry.name}=` : entry.example ? `${entry.name}=${entry.example}` : `# ${entry.name}=`;
  return [
    ...wrap(text).map((line) => `# ${line}`),
    ...(needed && entry.example ? [`# Beispiel: ${entry.example}`] : []),
    ...(entry.howToMake ? [`# Erzeugen: ${entry.howToMake}`] : []),
    assignment,
  ];
}

export function envExample(host: Host): string {
  const entries = settingsOf(host);
  return [
    ...HEADERS[host].map((line) => `# ${line}`),
    "",
    ...entries.flatMap((entry) => [...describe(entry, host), ""]),
  ].join("\n");
}
