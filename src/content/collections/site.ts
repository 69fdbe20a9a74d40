// data/site.yaml: the company, its contact details, figures and the notes many pages and mails show.
import { type Collection, type EntryProblem, type Field, text, flag, textList, group, list, example } from "./fields";
import { HOSTS } from "../../lib/hosting";
import type { ConfirmableFact } from "../../lib/company-facts";

/** Pages that show figures (`claims`) and success stories: the landing and the movement page. */
export const ENDORSEMENT_PAGES = ["home", "movement"] as const;

export const site: Collection = {
  file: "site.yaml",
  type: "SiteYaml",
  label: "Allgemeine Angaben",
  hint: "Markenname, Firma mit Registerangaben, Adresse, E-Mail, Telefonzeiten, Kennzahlen, Sicherheits- und Hinweistexte, die auf vielen Seiten der Website und in den E-Mails erscheinen.",
  entryName: "Website-Einstellungen",
  shape: "object",
  entryRule: claimBasisRule,
  fields: {
    brand: text({
      label: "Markenname",
      hint: "Erscheint oben links im Kopf jeder Seite und hinter jedem Seitentitel im Browser, z. B. „Zitronen-Vital“.",
    }),
    email: text({
      label: "E-Mail-Adresse",
      hint: "Kontaktadresse im Kopf, in der Fußzeile und auf der Kontaktseite; sie ersetzt auch {email} in den Rechtstexten, z. B. kontakt@beispiel.de.",
      format: "email",
    }),
    phone: text({
      label: "Telefonnummer",
      hint: "Steht auf der Kontaktseite und in der Fußzeile und ersetzt {phone} in Impressum und AGB, z. B. „089 1234567“. Solange hier [PLATZHALTER: …] steht, erinnert die Prüfung daran.",
    }),
    company: text({
      label: "Firmenname",
      hint: "Vollständiger Name mit Rechtsform, z. B. „Zitronen-Vital GmbH“; erscheint in der Fußzeile, auf der Kontaktseite und anstelle von {company}.",
    }),
    seat: text({
      label: "Sitz der Gesellschaft",
      hint: "Ort, an dem die GmbH im Handelsregister eingetragen ist, z. B. „München“; steht im Impressum und in jeder E-Mail ({seat}).",
    }),
    registerCourt: text({
      label: "Registergericht",
      hint: "Zum Beispiel „Amtsgericht München“; steht im Impressum und in jeder E-Mail ({registerCourt}).",
    }),
    registerNumber: text({
      label: "Handelsregisternummer",
      hint: "Zum Beispiel „HRB 123456“; steht im Impressum und in jeder E-Mail ({registerNumber}).",
    }),
    managingDirectors: text({
      label: "Geschäftsführung",
      hint: "Vor- und Nachname jedes Geschäftsführers, durch Komma getrennt; steht im Impressum und in jeder E-Mail ({managingDirectors}).",
    }),
    address: group({
      label: "Anschrift",
      hint: "Postanschrift der Firma; sie steht auf der Kontaktseite und ersetzt {address} in den Rechtstexten.",
      fields: {
        street: text({
          label: "Straße und Hausnummer",
          hint: "Zum Beispiel „Leopoldstraße 42“; ersetzt {street} in den Rechtstexten.",
        }),
        postalCode: text({
          label: "Postleitzahl",
          hint: "Fünfstellige Postleitzahl, z. B. „80802“; ersetzt {postalCode} in den Rechtstexten.",
        }),
        city: text({ label: "Ort", hint: "Zum Beispiel „München“; ersetzt {city} in den Rechtstexten." }),
      },
    }),
    supervisoryAuthority: text({
      label: "Datenschutz-Aufsichtsbehörde",
      hint: "Name und Anschrift der Aufsichtsbehörde des Bundeslands, in dem die Firma ihren Sitz hat (in Bayern: Bayerisches Landesamt für Datenschutzaufsicht); steht in der Datenschutzerklärung ({supervisoryAuthority}). Die Go-live-Prüfung meldet eine Behörde, die nicht zum Sitz passt.",
    }),
    // The operator's word that the company facts are real (src/lib/company-facts.ts).
    confirmed: group({
      label: "Firmenangaben bestätigt",
      hint: "Die Vorlage bringt Firmenangaben mit, die echt aussehen, aber nur Beispiele sind. Haken Sie jede Angabe erst ab, wenn Sie sie mit Ihrem Handelsregisterauszug verglichen haben; bis dahin kann die Website nicht veröffentlicht werden.",
      required: false,
      fields: {
        company: flag({ label: "Firmenname geprüft", hint: "Stimmt mit dem Handelsregister überein." }),
        street: flag({ label: "Straße geprüft", hint: "Ihre ladungsfähige Anschrift (keine Postfachadresse)." }),
        seat: flag({ label: "Sitz geprüft", hint: "Der Sitz laut Handelsregister." }),
        registerCourt: flag({ label: "Registergericht geprüft", hint: "Das Amtsgericht laut Handelsregister." }),
        supervisoryAuthority: flag({
          label: "Aufsichtsbehörde geprüft",
          hint: "Die Behörde des Bundeslands Ihres Sitzes.",
        }),
      } satisfies Record<ConfirmableFact, Field>,
    }),
    review: group({
      label: "Fachliche Prüfung",
      hint: "Freiwillig: wer die Inhalte fachlich geprüft hat und wann; sobald beide Angaben eingetragen sind, steht unter der Überschrift der Startseite „Fachlich geprüft von … am …“. Nur echte Angaben.",
      required: false,
      fields: {
        by: text({
          label: "Geprüft von",
          hint: "Name und Beruf, z. B. „Dr. med. Maria Muster, Fachärztin für Allgemeinmedizin“.",
          required: false,
        }),
        date: text({
          label: "Geprüft am",
          hint: "Datum der Prüfung, z. B. „20. November 2026“. Nach jeder größeren Änderung neu prüfen lassen.",
          required: false,
        }),
      },
    }),
    openingHours: list({
      label: "Telefonzeiten",
      hint: "Wann Sie telefonisch erreichbar sind; erscheinen auf der Kontaktseite unter „Telefonzeiten“. Legen Sie für jeden Zeitraum eine eigene Zeile an.",
      fields: {
        days: text({
          label: "Tage",
          hint: "Die Tage, für die diese Zeiten gelten, z. B. „Montag bis Freitag“ oder „Samstag“.",
        }),
        hours: text({ label: "Uhrzeit", hint: "Die Zeiten an diesen Tagen, z. B. „9:00–18:00 Uhr“." }),
      },
    }),
    host: text({
      label: "Betrieb der Website",
      hint: "„self-hosted“ = eigener Server (npm start), „netlify“ = Netlify; bestimmt, welche Abschnitte der Datenschutzerklärung erscheinen. Auf Netlify gilt automatisch „netlify“.",
      oneOf: HOSTS,
    }),
    // A figure (e.g. "1.200 Männer …"): optional, 0 … n, each with where it is shown and what it rests on.
    claims: list({
      label: "Kennzahlen",
      hint: "Freiwillig: Zahlen wie „1.200 Männer haben den Plan angefordert“ erscheinen nur, wenn Sie hier welche anlegen. Nur echte, belegbare Zahlen mit ihrer Grundlage; bei Gesundheit nur „unterstützen“ schreiben, nie Heilung versprechen.",
      required: false,
      fields: {
        page: text({
          label: "Seite",
          hint: "Wo die Zahl steht: „home“ = Startseite (in einer Reihe unter dem großen Bild), „movement“ = Bewegungsseite (groß im Abschnitt „Was unsere Teilnehmer berichten“).",
          oneOf: ENDORSEMENT_PAGES,
        }),
        value: text({ label: "Zahl", hint: "Groß hervorgehobene Zahl, z. B. „1.200“." }),
        label: text({
          label: "Text zur Zahl",
          hint: "Kurzer Text direkt hinter der Zahl, z. B. „Männer haben den Plan angefordert“; bitte nur wahre, belegbare Angaben.",
        }),
        note: text({
          label: "Kleingedrucktes",
          hint: "Optionale Anmerkung in kleiner Schrift unter der Kennzahl.",
          required: false,
        }),
        basis: text({
          label: "Grundlage (Kleingedrucktes)",
          hint: "Worauf die Zahl beruht, in einem kurzen Satz, z. B. „Grundlage: Zahl der bestätigten Anfragen seit dem Start (Stand: Januar 2027).“ Ohne Grundlage warnt die Prüfung.",
          required: false,
          multiline: true,
        }),
        example: example(
          "Angehakt = eine Zahl, die Sie noch nicht belegen können. Die Vorschau zeigt dann „Beispiel“, und die Website kann so nicht veröffentlicht werden.",
        ),
      },
    }),
    disclaimer: text({
      label: "Ärztlicher Hinweis",
      hint: "Erscheint auf der Startseite unter dem großen Bild (unter den Kennzahlen, wenn es welche gibt) und als „Wichtiger Hinweis“ in der Fußzeile jeder Seite.",
      multiline: true,
    }),
    safety: group({
      label: "Sicherheitshinweise vor der Bewegung",
      hint: "Ein Kasten vor jeder Übung: im Plan (E-Mail und Seite „Mein Plan“), auf der Seite „Tägliche Bewegung“ und auf der Danke-Seite.",
      fields: {
        heading: text({ label: "Überschrift", hint: "Zum Beispiel „Vor der ersten Übung: Ihre Sicherheit“." }),
        points: textList({
          label: "Hinweise",
          hint: "Ein kurzer Hinweis je Punkt: wer vorher ärztlichen Rat braucht, woran man eine Unterzuckerung erkennt, wann man den Notruf 112 wählt.",
          multiline: true,
        }),
      },
    }),
    // Needed once a real testimonial or story is shown (the go-live check says so).
    reviewCheck: text({
      label: "So prüfen wir Erfahrungsberichte",
      hint: "Ein Satz, der unter echten Kundenstimmen und Erfolgsgeschichten steht (nicht unter Beispielen): ob und wie Sie prüfen, dass sie von echten Teilnehmern stammen (§ 5b Abs. 3 UWG). Nötig, sobald die Website einen echten Bericht zeigt; ohne Berichte kann er leer bleiben.",
      required: false,
      multiline: true,
    }),
    privacyNotice: text({
      label: "Datenschutz-Satz (Kontaktformular)",
      hint: "Kurzer Satz unter dem Kontaktformular, direkt vor dem Link zur Datenschutzerklärung. Unter dem Formular für den 4-Wochen-Plan steht stattdessen der Einwilligungstext aus den Mail-Texten.",
      multiline: true,
    }),
  },
};

/** A figure without its basis still builds, but the editor is reminded to say where it comes from. */
function claimBasisRule(entry: Record<string, unknown>): EntryProblem[] {
  const claims = Array.isArray(entry.claims) ? (entry.claims as Array<{ value?: unknown; basis?: unknown }>) : [];
  return claims
    .filter((claim) => typeof claim?.basis !== "string" || claim.basis.trim() === "")
    .map((claim) => ({
      field: "claims",
      severity: "warning" as const,
      message: `Kennzahl '${typeof claim?.value === "string" || typeof claim?.value === "number" ? claim.value : "?"}' hat keine 'basis'; ergänzen Sie in einem kurzen Satz, worauf die Zahl beruht (sie steht im Kleingedruckten)`,
    }));
}
