// Every setting of the site, once: who reads it on which host, what it is for (in German, for the
// operator), whether a launch needs it, and an example. The go-live check, the production server's
// start check, the `.env.example` files and docs/betrieb.md are made from this list
// (scripts/env-examples.ts). A new setting is one more entry here; its value is still parsed and
// checked where it is used (server/config.ts, src/mail/config.ts …).
import { TOKEN_SECRET_MIN_LENGTH } from "../follow-up/tokens";
import { CMS_REPO_DEFAULT } from "../lib/cms-repo";
import type { Host } from "../lib/hosting";

/** Who reads a setting. On the own server all of them read the one settings file (src/settings/env-file.ts). */
export type Reader = "server" | "build" | "commands" | "functions";

export interface Setting {
  name: string;
  /** What it is for, in German: one sentence for the operator. */
  purpose: string;
  /** Who reads it on each host; a host without an entry does not use the setting. */
  readBy: Partial<Record<Host, readonly Reader[]>>;
  /** The go-live check stops a production build while it is missing (on these hosts). */
  neededForLaunch?: readonly Host[];
  /** The own server started with NODE_ENV=production refuses to start without it. */
  neededByProductionServer?: boolean;
  /** A secret: never in the repository, made with the command in `howToMake`. */
  secret?: boolean;
  howToMake?: string;
  /** The example value in `.env.example`; empty: left out (commented) there. */
  example: string;
  /** What applies without it, in German ("" when it has no default). */
  fallback: string;
}

const SECRET_COMMAND = "openssl rand -base64 48";

export const SETTINGS = [
  {
    name: "NODE_ENV",
    purpose:
      "„production“ auf dem Server: der Build ist dann ein Produktions-Build (er bricht ab, solange die Go-live-Prüfung etwas findet), und der Server startet nur mit allen nötigen Einstellungen und nur eine geprüfte Version",
    readBy: { "self-hosted": ["server", "build", "commands"] },
    example: "production",
    fallback: "Entwicklung: fehlende Einstellungen werden nur gemeldet",
  },
  {
    name: "SITE_URL",
    purpose:
      "die öffentliche Adresse der Website (https://…); sie steht in jedem Link der E-Mails, in den Suchmaschinen-Angaben und prüft, von welcher Seite Formulare kommen dürfen",
    // Not on Netlify: there the deploy's own address (URL) is used, so deploy previews link to themselves.
    readBy: { "self-hosted": ["server", "build", "commands"] },
    neededForLaunch: ["self-hosted"],
    neededByProductionServer: true,
    example: "https://www.zitronen-vital.de",
    fallback: "http://localhost:9000",
  },
  {
    name: "MAIL_FROM",
    purpose:
      "der Absender der E-Mails, z. B. „Zitronen-Vital <plan@ihre-domain.de>“, auf einer Domain, die Ihnen gehört; die Dankeseite nennt ihn, darum lesen ihn Build und Versand",
    readBy: { "self-hosted": ["server", "build", "commands"], netlify: ["build", "functions"] },
    neededForLaunch: ["self-hosted", "netlify"],
    example: "Zitronen-Vital <plan@zitronen-vital.de>",
    fallback: "die Marke und die Kontaktadresse aus data/site.yaml",
  },
  {
    name: "SMTP_URL",
    purpose:
      "der Zugang zu Ihrem E-Mail-Versanddienst, verschlüsselt: smtps://benutzer:passwort@server:465 oder smtp://benutzer:passwort@server:587 (STARTTLS); ohne ihn geht keine E-Mail hinaus",
    readBy: { "self-hosted": ["server"], netlify: ["functions"] },
    neededForLaunch: ["self-hosted", "netlify"],
    neededByProductionServer: true,
    secret: true,
    howToMake: "Zugangsdaten aus dem Kundenbereich Ihres Versanddienstes",
    example: "smtps://plan%40zitronen-vital.de:PASSWORT@smtp.example-provider.de:465",
    fallback: "eigener Server: jede E-Mail wird als Datei in MAIL_DIR abgelegt (nur zum Testen)",
  },
  {
    name: "TOKEN_SECRET",
    purpose: `der geheime Schlüssel für die Links zum Bestätigen und Abmelden und für die Nachweise (mindestens ${TOKEN_SECRET_MIN_LENGTH} zufällige Zeichen); nie ändern: ein neuer Schlüssel macht alle versandten Links ungültig, die Datenbank weist ihn ab`,
    readBy: { "self-hosted": ["server", "commands"], netlify: ["functions"] },
    neededForLaunch: ["self-hosted", "netlify"],
    neededByProductionServer: true,
    secret: true,
    howToMake: SECRET_COMMAND,
    example: "",
    fallback: "eigener Server: ein zufälliger Schlüssel in der Datei token-secret neben der Datenbank (nur zum Testen)",
  },
  {
    name: "NOTIFY_TO",
    purpose: "die Adresse, an die Nachrichten aus dem Kontaktformular gehen",
    readBy: { "self-hosted": ["server"], netlify: ["functions"] },
    neededForLaunch: ["self-hosted", "netlify"],
    example: "team@zitronen-vital.de",
    fallback: "die Kontaktadresse aus data/site.yaml",
  },
  {
    name: "REPLY_TO",
    purpose: "wohin eine Antwort auf die Bestätigungs- oder Plan-E-Mail geht",
    readBy: { "self-hosted": ["server"], netlify: ["functions"] },
    example: "team@zitronen-vital.de",
    fallback: "die Kontaktadresse aus data/site.yaml",
  },
  {
    name: "PLAN_RETENTION_DAYS",
    purpose:
      "wie viele Tage nach der Plan-E-Mail eine Anfrage ohne Zustimmung zu weiteren E-Mails bleibt (1 bis 365); die Datenschutzerklärung muss dieselbe Zahl nennen",
    readBy: { "self-hosted": ["server"], netlify: ["functions"] },
    example: "30",
    fallback: "30",
  },
  {
    name: "CONFIRMATIONS_PER_HOUR",
    purpose: "höchstens so viele Bestätigungs-E-Mails verschickt die Website in jeder Stunde; mehr Anfragen warten",
    readBy: { "self-hosted": ["server"], netlify: ["functions"] },
    example: "300",
    fallback: "300",
  },
  {
    name: "LEAD_WEBHOOK_URL",
    purpose:
      "freiwillig: eine https-Adresse, die bei jeder Bestätigung und Löschung benachrichtigt wird (z. B. Ihr Kundenprogramm)",
    readBy: { "self-hosted": ["server", "commands"], netlify: ["functions"] },
    example: "",
    fallback: "keine Benachrichtigung",
  },
  {
    name: "LEAD_WEBHOOK_SECRET",
    purpose: "der Schlüssel, mit dem diese Benachrichtigungen unterschrieben werden (mindestens 32 Zeichen)",
    readBy: { "self-hosted": ["server", "commands"], netlify: ["functions"] },
    secret: true,
    howToMake: SECRET_COMMAND,
    example: "",
    fallback: "",
  },
  {
    name: "OPERATOR_PASSWORD_HASH",
    purpose:
      "der Prüfwert Ihres Passworts für die Betriebsseite /betrieb/ (nie das Passwort selbst); für zwei Personen zwei Werte, mit einem Leerzeichen getrennt; ohne ihn kann sich niemand anmelden",
    readBy: { "self-hosted": ["server"], netlify: ["functions"] },
    neededForLaunch: ["self-hosted", "netlify"],
    secret: true,
    howToMake: "npm run betrieb:passwort",
    example: "",
    fallback: "keine Anmeldung möglich",
  },
  {
    name: "REPORT_SCHEDULE",
    purpose: "wann der Bericht an NOTIFY_TO geht: weekly (montags, die Woche davor), daily (jeden Morgen) oder off",
    readBy: { "self-hosted": ["server"], netlify: ["functions"] },
    example: "weekly",
    fallback: "weekly",
  },
  {
    name: "BOUNCE_ADDRESS",
    purpose:
      "das Postfach für Rückläufer: jede E-Mail geht mit dieser Adresse als Absender im Umschlag (Return-Path) hinaus; Ihr Versanddienst muss sie zulassen",
    readBy: { "self-hosted": ["server"], netlify: ["functions"] },
    example: "bounce@zitronen-vital.de",
    fallback: "die Adresse aus MAIL_FROM",
  },
  {
    name: "BOUNCE_IMAP_URL",
    purpose:
      "der Zugang zum Postfach von BOUNCE_ADDRESS, verschlüsselt: imaps://benutzer:passwort@imap.anbieter.de:993/INBOX; damit erkennt die Website unzustellbare Adressen",
    readBy: { "self-hosted": ["server"], netlify: ["functions"] },
    secret: true,
    howToMake: "Zugangsdaten aus dem Kundenbereich Ihres E-Mail-Anbieters",
    example: "",
    fallback: "Rückläufer werden nicht gelesen (die Betriebsseite sagt es)",
  },
  {
    name: "BOUNCE_POLL_SECONDS",
    purpose: "wie oft der Server das Rückläufer-Postfach liest, in Sekunden (auf Netlify alle 5 Minuten fest)",
    readBy: { "self-hosted": ["server"] },
    example: "",
    fallback: "300",
  },
  {
    name: "NETLIFY_API_TOKEN",
    purpose:
      "ein persönlicher Zugangsschlüssel der Netlify-API; damit löscht die Website Formulareinsendungen nach 30 Tagen und nach einer Abmeldung, wie die Datenschutzerklärung es zusagt",
    readBy: { netlify: ["functions"] },
    neededForLaunch: ["netlify"],
    secret: true,
    howToMake: "Netlify: User settings → Applications → Personal access tokens",
    example: "",
    fallback: "",
  },
  {
    name: "GATSBY_CMS_REPO",
    purpose: `das GitHub-Repository, in das der Online-Editor (/admin/) speichert, z. B. „firma/website“; sonst speichert er in „${CMS_REPO_DEFAULT}“`,
    readBy: { "self-hosted": ["build"], netlify: ["build"] },
    neededForLaunch: ["self-hosted", "netlify"],
    example: "firma/website",
    fallback: `${CMS_REPO_DEFAULT} (der Editor kann nicht speichern)`,
  },
  {
    name: "GATSBY_CMS_BRANCH",
    purpose: "der Zweig dieses Repositorys, in den der Editor speichert",
    readBy: { "self-hosted": ["build"], netlify: ["build"] },
    example: "main",
    fallback: "main",
  },
  {
    name: "PORT",
    purpose: "der Port, auf dem der Server lauscht (Caddy leitet dorthin weiter)",
    readBy: { "self-hosted": ["server", "commands"] },
    example: "9000",
    fallback: "9000",
  },
  {
    name: "HOST",
    purpose: "die Schnittstelle des Servers; localhost, solange Caddy auf demselben Rechner davor steht",
    readBy: { "self-hosted": ["server", "commands"] },
    example: "localhost",
    fallback: "localhost",
  },
  {
    name: "TRUST_PROXY",
    purpose:
      "die Adresse des Reverse Proxys davor (127.0.0.1 für Caddy auf demselben Rechner); nur ihm glaubt der Server die Adresse des Besuchers (für die Begrenzung der Formular-Anfragen)",
    readBy: { "self-hosted": ["server"] },
    example: "127.0.0.1",
    fallback: "kein Proxy: jede Verbindung zählt mit ihrer eigenen Adresse",
  },
  {
    name: "DATABASE_PATH",
    purpose: "die Datenbank mit den Anfragen (SQLite)",
    readBy: { "self-hosted": ["server", "commands", "build"] },
    example: "",
    fallback: "var/leads.sqlite",
  },
  {
    name: "BACKUP_DIR",
    purpose: "der Ordner der täglichen Sicherungen der Datenbank (nur für den Benutzer des Servers lesbar)",
    readBy: { "self-hosted": ["server", "commands", "build"] },
    example: "",
    fallback: "der Ordner backups neben der Datenbank (var/backups)",
  },
  {
    name: "RELEASES_DIR",
    purpose:
      "der Ordner der fertigen Versionen der Website; `npm run build` legt dort jede geprüfte Version ab, der Server liefert die aktuelle aus",
    readBy: { "self-hosted": ["server", "build", "commands"] },
    example: "",
    fallback: "var/releases",
  },
  {
    name: "MAIL_DIR",
    purpose: "nur ohne SMTP_URL: der Ordner, in den E-Mails als Dateien geschrieben werden",
    readBy: { "self-hosted": ["server", "commands"] },
    example: "",
    fallback: "var/mail",
  },
  {
    name: "MAIL_RETRY_SECONDS",
    purpose:
      "Sekunden bis zum ersten neuen Versuch einer fehlgeschlagenen E-Mail; danach doppelt so lange, höchstens eine Stunde",
    readBy: { "self-hosted": ["server"] },
    example: "",
    fallback: "30",
  },
  {
    name: "RATE_LIMIT_MAX",
    purpose: "so viele Formular-Anfragen darf eine Adresse je Zeitfenster schicken, dann antwortet der Server mit 429",
    readBy: { "self-hosted": ["server"] },
    example: "",
    fallback: "20 je Minute",
  },
  {
    name: "LOG_LEVEL",
    purpose: "wie ausführlich das Protokoll ist (info, warn, error)",
    readBy: { "self-hosted": ["server"] },
    example: "",
    fallback: "info",
  },
] as const satisfies readonly Setting[];

export type SettingName = (typeof SETTINGS)[number]["name"];

export function setting(name: SettingName): Setting {
  return SETTINGS.find((entry) => entry.name === name)!;
}

/** The settings a host uses, in the order above. */
export function settingsOf(host: Host): Setting[] {
  return (SETTINGS as readonly Setting[]).filter((entry) => entry.readBy[host] !== undefined);
}

const READERS: Record<Reader, string> = {
  server: "Server",
  build: "Build",
  commands: "Befehlen",
  functions: "Functions",
};

function listed(words: string[]): string {
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} und ${words[words.length - 1]}`;
}

/**
 * Where the operator sets a setting and who reads it, in German: on the own server one line of
 * the settings file, on Netlify an environment variable with its scopes. Netlify's build cannot see
 * a variable scoped to Functions only, so a setting the go-live check looks at needs "Builds" too.
 */
export function whereSet(entry: Setting, host: Host, settingsFile = ".env"): string {
  const readers = (entry.readBy[host] ?? []).map((reader) => READERS[reader]);
  if (host === "self-hosted") return `${settingsFile}: ${entry.name} (gelesen von ${listed(readers)})`;
  const checked = entry.neededForLaunch?.includes("netlify") && !entry.readBy.netlify?.includes("build");
  return (
    `Netlify-Umgebungsvariable ${entry.name} (gelesen von ${listed(readers)}` +
    (checked ? "; Bereich „Functions“ und, damit der Build sie prüfen kann, „Builds“)" : ")")
  );
}
