// Mail leaves only encrypted: SMTP_URL is smtps:// (TLS from the first byte) or smtp:// whose
// STARTTLS the transport requires (nodemailer otherwise falls back to plain text when the server
// offers no STARTTLS, or when an attacker strips the offer). A mail server on this very machine
// (127.0.0.1, a local relay) is the one exception: the connection never leaves the machine.
// nodemailer reads options from the URL's query and lets them win over the caller's, so the query
// switches that turn encryption or its certificate check off are refused (server/production-settings.ts,
// src/content/go-live.ts).

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

function parsed(smtpUrl: string): URL | undefined {
  try {
    return new URL(smtpUrl);
  } catch {
    return undefined;
  }
}

export function isLoopbackSmtp(smtpUrl: string): boolean {
  const url = parsed(smtpUrl);
  return url !== undefined && LOOPBACK_HOSTS.has(url.hostname);
}

/** The transport options that make nodemailer refuse to send without TLS. */
export function tlsTransportOptions(smtpUrl: string): { requireTLS?: true } {
  return isLoopbackSmtp(smtpUrl) ? {} : { requireTLS: true };
}

/** Why this SMTP_URL would send mail unencrypted or to an unchecked server, in German; undefined when it does not. */
export function smtpWithoutTls(smtpUrl: string): string | undefined {
  const url = parsed(smtpUrl);
  if (!url || isLoopbackSmtp(smtpUrl)) return undefined;
  const query = url.searchParams;
  const off = (name: string, value: string) => query.get(name)?.toLowerCase() === value;
  const reason =
    url.protocol === "smtps:" && off("secure", "false")
      ? "„secure=false“ schaltet die Verschlüsselung von smtps:// ab"
      : off("ignoreTLS", "true")
        ? "„ignoreTLS=true“ verschickt ohne Verschlüsselung"
        : off("requireTLS", "false")
          ? "„requireTLS=false“ erlaubt den Versand ohne Verschlüsselung"
          : off("tls.rejectUnauthorized", "false")
            ? "„tls.rejectUnauthorized=false“ prüft das Zertifikat des Mailservers nicht, jeder könnte sich als er ausgeben"
            : undefined;
  return (
    reason &&
    `SMTP_URL: ${reason}. Entfernen Sie diese Angabe; Ihr Versanddienst unterstützt TLS (Port 465 mit smtps:// oder 587 mit smtp://).`
  );
}
