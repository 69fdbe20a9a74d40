// German labels and hints for the Decap CMS editor, one entry per field of src/content/schema.ts.
// Typed by the schema: a file or field without a label, or a label for a field that no longer
// exists, is a compile error (`npx tsc --noEmit`), not only a failing test.
import type { CollectionFile, FieldPath } from "../content/schema";

export interface FieldLabel {
  /** Short German label shown above the input. */
  label: string;
  /** One helpful German sentence under the input: what it is for, where it appears, format tips. */
  hint: string;
  /** true for long texts that need a multi-line text area instead of a one-line input. */
  multiline?: boolean;
}

export interface CollectionLabel<Path extends string = string> {
  /** Name of the file in the editor's list, e.g. "Rezepte". */
  label: string;
  /** One entry, e.g. "Rezept" (used on the "add" button). */
  labelSingular: string;
  /** What this file holds and where it appears on the website. */
  hint: string;
  /** Key: the field path; nested fields are joined with dots, list-of-object fields too:
   *  "address.street", "openingHours.days", "claims.customers.value", "sections.heading". */
  fields: Record<Path, FieldLabel>;
}

type LabelsOfEveryFile = { [File in CollectionFile]: CollectionLabel<FieldPath<File>> };

/** Key: the file name from schema.ts (e.g. "recipes.yaml"). */
const LABELS = {
  "site.yaml": {
    label: "Allgemeine Angaben",
    labelSingular: "Allgemeine Angaben",
    hint: "Markenname, Firma mit Registerangaben, Adresse, E-Mail, Telefonzeiten, Kennzahlen, Sicherheits- und Hinweistexte, die auf vielen Seiten der Website und in den E-Mails erscheinen.",
    fields: {
      brand: {
        label: "Markenname",
        hint: "Erscheint oben links im Kopf jeder Seite und hinter jedem Seitentitel im Browser, z. B. „Zitronen-Vital“.",
      },
      email: {
        label: "E-Mail-Adresse",
        hint: "Kontaktadresse im Kopf, in der Fußzeile und auf der Kontaktseite; sie ersetzt auch {email} in den Rechtstexten, z. B. kontakt@beispiel.de.",
      },
      phone: {
        label: "Telefonnummer",
        hint: "Steht auf der Kontaktseite und in der Fußzeile und ersetzt {phone} in Impressum und AGB, z. B. „089 1234567“. Solange hier [PLATZHALTER: …] steht, erinnert die Prüfung daran.",
      },
      seat: {
        label: "Sitz der Gesellschaft",
        hint: "Ort, an dem die GmbH im Handelsregister eingetragen ist, z. B. „München“; steht im Impressum und in jeder E-Mail ({seat}).",
      },
      registerCourt: {
        label: "Registergericht",
        hint: "Zum Beispiel „Amtsgericht München“; steht im Impressum und in jeder E-Mail ({registerCourt}).",
      },
      registerNumber: {
        label: "Handelsregisternummer",
        hint: "Zum Beispiel „HRB 123456“; steht im Impressum und in jeder E-Mail ({registerNumber}).",
      },
      managingDirectors: {
        label: "Geschäftsführung",
        hint: "Vor- und Nachname jedes Geschäftsführers, durch Komma getrennt; steht im Impressum und in jeder E-Mail ({managingDirectors}).",
      },
      company: {
        label: "Firmenname",
        hint: "Vollständiger Name mit Rechtsform, z. B. „Zitronen-Vital GmbH“; erscheint in der Fußzeile, auf der Kontaktseite und anstelle von {company}.",
      },
      address: {
        label: "Anschrift",
        hint: "Postanschrift der Firma; sie steht auf der Kontaktseite und ersetzt {address} in den Rechtstexten.",
      },
      "address.street": {
        label: "Straße und Hausnummer",
        hint: "Zum Beispiel „Leopoldstraße 42“; ersetzt {street} in den Rechtstexten.",
      },
      "address.postalCode": {
        label: "Postleitzahl",
        hint: "Fünfstellige Postleitzahl, z. B. „80802“; ersetzt {postalCode} in den Rechtstexten.",
      },
      "address.city": {
        label: "Ort",
        hint: "Zum Beispiel „München“; ersetzt {city} in den Rechtstexten.",
      },
      review: {
        label: "Fachliche Prüfung",
        hint: "Wer die Inhalte fachlich geprüft hat und wann; steht unter der Überschrift der Startseite als „Fachlich geprüft von … am …“. Nur echte Angaben: Solange [PLATZHALTER: …] steht, erinnert die Prüfung daran und ein Build für die Veröffentlichung bricht ab.",
      },
      "review.by": {
        label: "Geprüft von",
        hint: "Name und Beruf, z. B. „Dr. med. Maria Muster, Fachärztin für Allgemeinmedizin“.",
      },
      "review.date": {
        label: "Geprüft am",
        hint: "Datum der Prüfung, z. B. „20. November 2026“. Nach jeder größeren Änderung neu prüfen lassen.",
      },
      openingHours: {
        label: "Telefonzeiten",
        hint: "Wann Sie telefonisch erreichbar sind; erscheinen auf der Kontaktseite unter „Telefonzeiten“. Legen Sie für jeden Zeitraum eine eigene Zeile an.",
      },
      "openingHours.days": {
        label: "Tage",
        hint: "Die Tage, für die diese Zeiten gelten, z. B. „Montag bis Freitag“ oder „Samstag“.",
      },
      "openingHours.hours": {
        label: "Uhrzeit",
        hint: "Die Zeiten an diesen Tagen, z. B. „9:00–18:00 Uhr“.",
      },
      host: {
        label: "Betrieb der Website",
        hint: "„self-hosted“ = eigener Server (npm start), „netlify“ = Netlify; bestimmt, welche Abschnitte der Datenschutzerklärung erscheinen. Auf Netlify gilt automatisch „netlify“.",
      },
      claims: {
        label: "Kennzahlen",
        hint: "Drei Zahlen auf der Startseite unter dem großen Bild; bei Gesundheit nur „unterstützen“ schreiben, nie Heilung versprechen.",
      },
      "claims.customers": {
        label: "Zufriedene Kunden",
        hint: "Erste Kennzahl auf der Startseite: wie viele Menschen das Programm nutzen.",
      },
      "claims.customers.example": {
        label: "Beispiel (nicht veröffentlichen)",
        hint: "Angehakt = eine Zahl aus der Produktbeschreibung, nicht belegt. Die Vorschau zeigt dann „Beispiel“, und die Website kann so nicht veröffentlicht werden. Den Haken erst entfernen, wenn Sie die Zahl belegen können.",
      },
      "claims.customers.value": {
        label: "Zahl",
        hint: "Groß hervorgehobene Zahl, z. B. „15.000+“.",
      },
      "claims.customers.label": {
        label: "Text zur Zahl",
        hint: "Kurzer Text direkt hinter der Zahl, z. B. „Teilnehmer“; bitte nur wahre, belegbare Angaben.",
      },
      "claims.customers.basis": {
        label: "Grundlage (Kleingedrucktes)",
        hint: "Worauf die Zahl beruht, in einem kurzen Satz, z. B. „Grundlage: Zahl der Teilnehmer seit Programmstart (Stand: Oktober 2024).“ Ohne Grundlage warnt die Prüfung.",
        multiline: true,
      },
      "claims.customers.note": {
        label: "Kleingedrucktes",
        hint: "Optionale Anmerkung in kleiner Schrift unter der Kennzahl, z. B. woher die Zahl stammt.",
      },
      "claims.guarantee": {
        label: "Garantie",
        hint: "Zweite Kennzahl auf der Startseite: das Versprechen zur Geld-zurück-Garantie.",
      },
      "claims.guarantee.example": {
        label: "Beispiel (nicht veröffentlichen)",
        hint: "Angehakt = eine Zahl aus der Produktbeschreibung, nicht belegt. Die Vorschau zeigt dann „Beispiel“, und die Website kann so nicht veröffentlicht werden. Den Haken erst entfernen, wenn Sie die Zahl belegen können.",
      },
      "claims.guarantee.value": {
        label: "Zahl",
        hint: "Groß hervorgehobene Angabe, z. B. „30 Tage“; sie muss zu den Fristen in den AGB passen.",
      },
      "claims.guarantee.label": {
        label: "Text zur Zahl",
        hint: "Kurzer Text direkt hinter der Zahl, z. B. „Geld-zurück-Garantie“.",
      },
      "claims.guarantee.basis": {
        label: "Grundlage (Kleingedrucktes)",
        hint: "Worauf die Zahl beruht, in einem kurzen Satz, z. B. „Bedingungen: § 6 unserer AGB.“ Ohne Grundlage warnt die Prüfung.",
        multiline: true,
      },
      "claims.guarantee.note": {
        label: "Kleingedrucktes",
        hint: "Optionale Anmerkung in kleiner Schrift, z. B. „Nicht zufrieden? Sie erhalten Ihr Geld zurück.“",
      },
      "claims.improvement": {
        label: "Verbesserung",
        hint: "Dritte Kennzahl auf der Startseite, auch groß auf der Bewegungsseite; nur „unterstützen“ sagen, nie Heilung versprechen.",
      },
      "claims.improvement.example": {
        label: "Beispiel (nicht veröffentlichen)",
        hint: "Angehakt = eine Zahl aus der Produktbeschreibung, nicht belegt. Die Vorschau zeigt dann „Beispiel“, und die Website kann so nicht veröffentlicht werden. Den Haken erst entfernen, wenn Sie die Zahl belegen können.",
      },
      "claims.improvement.value": {
        label: "Zahl",
        hint: "Groß hervorgehobener Anteil, z. B. „78 %“.",
      },
      "claims.improvement.label": {
        label: "Text zur Zahl",
        hint: "Was die Teilnehmer spüren, z. B. „spüren in Woche 2 eine Verbesserung ihres Wohlbefindens“; kein Heilversprechen.",
      },
      "claims.improvement.basis": {
        label: "Grundlage (Kleingedrucktes)",
        hint: "Worauf die Zahl beruht, in einem kurzen Satz, z. B. „Grundlage: Befragung von über 5.000 Teilnehmern in der zweiten Programmwoche.“ Ohne Grundlage warnt die Prüfung.",
        multiline: true,
      },
      "claims.improvement.note": {
        label: "Kleingedrucktes",
        hint: "Optionale Anmerkung in kleiner Schrift unter der Kennzahl.",
      },
      disclaimer: {
        label: "Ärztlicher Hinweis",
        hint: "Erscheint unter den Kennzahlen auf der Startseite und als „Wichtiger Hinweis“ in der Fußzeile jeder Seite.",
        multiline: true,
      },
      safety: {
        label: "Sicherheitshinweise vor der Bewegung",
        hint: "Ein Kasten vor jeder Übung: im Plan (E-Mail und Seite „Mein Plan“), auf der Seite „Tägliche Bewegung“ und auf der Danke-Seite.",
      },
      "safety.heading": {
        label: "Überschrift",
        hint: "Zum Beispiel „Vor der ersten Übung: Ihre Sicherheit“.",
      },
      "safety.points": {
        label: "Hinweise",
        hint: "Ein kurzer Hinweis je Punkt: wer vorher ärztlichen Rat braucht, woran man eine Unterzuckerung erkennt, wann man den Notruf 112 wählt.",
        multiline: true,
      },
      reviewCheck: {
        label: "So prüfen wir Erfahrungsberichte",
        hint: "Ein Satz, der unter echten Kundenstimmen und Erfolgsgeschichten steht (nicht unter Beispielen): ob und wie Sie prüfen, dass sie von echten Teilnehmern stammen (§ 5b Abs. 3 UWG).",
        multiline: true,
      },
      privacyNotice: {
        label: "Datenschutz-Satz (Kontaktformular)",
        hint: "Kurzer Satz unter dem Kontaktformular, direkt vor dem Link zur Datenschutzerklärung. Unter dem Formular für den Gesundheitsplan steht stattdessen der Einwilligungstext aus den Mail-Texten.",
        multiline: true,
      },
    },
  },

  "pages.yaml": {
    label: "Seiten",
    labelSingular: "Seite",
    hint: "Überschriften, Einleitungen, Knöpfe und Abschnitte aller Seiten – auch der Seiten nach dem Formular (Bestätigen, Abmelden, Link ungültig, Mein Plan) – sowie Titel und Beschreibung für Suchmaschinen. {confirmDays} steht für die Gültigkeit eines Bestätigungslinks in Tagen.",
    fields: {
      page: {
        label: "Seite (interner Name)",
        hint: "Dieser interne Name verbindet den Eintrag mit einer Seite der Website und darf nicht geändert werden.",
      },
      linkLabel: {
        label: "Name im Menü",
        hint: "Kurzer Name der Seite im Menü oben und in den Links der Fußzeile, z. B. „Bewegung“ oder „Impressum“; nötig für die Seiten, die dort verlinkt sind.",
      },
      title: {
        label: "Titel im Browser",
        hint: "Steht im Browser-Tab und bei Google, ergänzt um den Markennamen; am besten höchstens 60 Zeichen.",
      },
      description: {
        label: "Beschreibung für Suchmaschinen",
        hint: "Kurzer Text, den Google unter dem Titel zeigt; auf der Seite selbst nicht sichtbar, am besten 120 bis 160 Zeichen.",
        multiline: true,
      },
      heading: {
        label: "Hauptüberschrift",
        hint: "Die große Überschrift ganz oben auf der Seite.",
      },
      intro: {
        label: "Einleitung",
        hint: "Einleitender Absatz direkt unter der Hauptüberschrift; kann leer bleiben.",
        multiline: true,
      },
      cta: {
        label: "Text des Knopfes",
        hint: "Beschriftung des Hauptknopfes der Seite, z. B. „Kostenlosen Gesundheitsplan anfordern“; auf den meisten Seiten nötig.",
      },
      image: {
        label: "Großes Titelbild",
        hint: "Nur auf der Startseite neben der Hauptüberschrift; JPEG oder PNG, mindestens 1440 Pixel breit, im Querformat.",
      },
      imageAlt: {
        label: "Bildbeschreibung (Alternativtext)",
        hint: "Beschreiben Sie in einem Satz, was auf dem Bild zu sehen ist, für blinde Leser, z. B. „Ein Glas Zitronenwasser auf einem Holztisch“.",
      },
      sections: {
        label: "Abschnitte",
        hint: "Die einzelnen Bereiche weiter unten auf der Seite, jeweils mit eigener Zwischenüberschrift.",
      },
      "sections.key": {
        label: "Abschnitt (interner Name)",
        hint: "Dieser interne Name, z. B. „form“ oder „story“, legt fest, wo der Abschnitt erscheint, und darf nicht geändert werden.",
      },
      "sections.heading": {
        label: "Zwischenüberschrift",
        hint: "Die Überschrift über diesem Abschnitt der Seite.",
      },
      "sections.intro": {
        label: "Einleitung",
        hint: "Kurzer Text unter der Zwischenüberschrift; kann leer bleiben.",
        multiline: true,
      },
      "sections.linkLabel": {
        label: "Text des Links",
        hint: "Nur für den Rezepte-Abschnitt der Ernährungsseite: Linktext zur Rezeptseite, z. B. „Zu den 8 Rezepten“.",
      },
    },
  },

  "benefits.yaml": {
    label: "Vorteile",
    labelSingular: "Vorteil",
    hint: "Die drei Bausteine des Programms, als Karten mit Symbol auf der Startseite; es müssen genau drei sein.",
    fields: {
      icon: {
        label: "Symbol",
        hint: "Kleines Bild über der Karte: „lemon“ = Zitrone, „plate“ = Teller, „walk“ = gehender Mensch.",
      },
      title: {
        label: "Titel",
        hint: "Überschrift der Karte, z. B. „Sanfte Bewegung“.",
      },
      text: {
        label: "Text",
        hint: "Zwei bis drei Sätze unter dem Titel der Karte.",
        multiline: true,
      },
    },
  },

  "testimonials.yaml": {
    label: "Kundenstimmen",
    labelSingular: "Kundenstimme",
    hint: "Kurze Zitate von Teilnehmern im Bereich „Das sagen unsere Teilnehmer“ auf der Startseite; es müssen genau fünf sein.",
    fields: {
      name: {
        label: "Vorname",
        hint: "Nur der Vorname, z. B. „Klaus“; er steht unter dem Zitat.",
      },
      example: {
        label: "Beispiel (nicht veröffentlichen)",
        hint: "Angehakt = ein erfundenes Beispiel, kein echter Teilnehmer. Die Vorschau zeigt dann „Beispiel“, und die Website kann so nicht veröffentlicht werden. Den Haken erst entfernen, wenn der Bericht von einer echten Person stammt und sie zugestimmt hat.",
      },
      city: {
        label: "Wohnort",
        hint: "Stadt des Teilnehmers, z. B. „Köln“; erscheint als „aus Köln“ unter dem Zitat.",
      },
      age: {
        label: "Alter",
        hint: "Alter in Jahren als Zahl (18 bis 120), erscheint als „68 Jahre“; kann leer bleiben.",
      },
      text: {
        label: "Zitat",
        hint: "Die Aussage in den Worten des Teilnehmers, ohne Anführungszeichen; bitte kein Heilversprechen.",
        multiline: true,
      },
    },
  },

  "success-stories.yaml": {
    label: "Erfolgsgeschichten",
    labelSingular: "Erfolgsgeschichte",
    hint: "Zwei ausführliche Geschichten von Teilnehmern: eine auf der Startseite, eine auf der Bewegungsseite.",
    fields: {
      page: {
        label: "Seite",
        hint: "Wo die Geschichte erscheint: „home“ = Startseite, „movement“ = Bewegungsseite; jede Seite hat genau eine Geschichte.",
      },
      example: {
        label: "Beispiel (nicht veröffentlichen)",
        hint: "Angehakt = ein erfundenes Beispiel, kein echter Teilnehmer. Die Vorschau zeigt dann „Beispiel“, und die Website kann so nicht veröffentlicht werden. Den Haken erst entfernen, wenn der Bericht von einer echten Person stammt und sie zugestimmt hat.",
      },
      name: {
        label: "Name",
        hint: "Vorname und abgekürzter Nachname, z. B. „Herbert M.“; steht unter der Geschichte.",
      },
      age: {
        label: "Alter",
        hint: "Alter in Jahren als Zahl (18 bis 120), erscheint als „67 Jahre“; kann leer bleiben.",
      },
      city: {
        label: "Wohnort",
        hint: "Stadt des Teilnehmers, z. B. „Augsburg“; erscheint als „aus Augsburg“ unter der Geschichte.",
      },
      heading: {
        label: "Überschrift",
        hint: "Kurze Überschrift oder ein Zitat über der Geschichte.",
      },
      text: {
        label: "Geschichte",
        hint: "Die Geschichte in einigen Sätzen; schreiben Sie „unterstützen“, versprechen Sie keine Heilung.",
        multiline: true,
      },
    },
  },

  "exercise-days.yaml": {
    label: "Wochenplan Bewegung",
    labelSingular: "Übungstag",
    hint: "Sechs Karten mit Bild auf der Bewegungsseite, eine für jeden Tag von Montag bis Samstag.",
    fields: {
      day: {
        label: "Wochentag",
        hint: "Der Tag dieser Übung, von Montag bis Samstag; jeder Tag kommt genau einmal vor.",
      },
      title: {
        label: "Übung",
        hint: "Name der Übung als Überschrift der Karte, z. B. „Zügiger Spaziergang“.",
      },
      minutes: {
        label: "Dauer in Minuten",
        hint: "Nur die Zahl, z. B. 20; erscheint als „Dauer: 20 Minuten“. Im persönlichen Plan wird sie an die Antworten angepasst (wer sich wenig bewegt, beginnt mit der Hälfte).",
      },
      description: {
        label: "Anleitung",
        hint: "Zwei bis drei Sätze, wie die Übung geht und worauf man achten sollte.",
        multiline: true,
      },
      image: {
        label: "Bild",
        hint: "Bild oben auf der Karte; JPEG oder PNG, mindestens 1200 Pixel breit, im Querformat.",
      },
      imageAlt: {
        label: "Bildbeschreibung (Alternativtext)",
        hint: "Beschreiben Sie in einem Satz, was auf dem Bild zu sehen ist, für blinde Leser, z. B. „Ein älterer Herr fährt Fahrrad“.",
      },
    },
  },

  "nutrition-secrets.yaml": {
    label: "Ernährungsgeheimnisse",
    labelSingular: "Ernährungsgeheimnis",
    hint: "Fünf nummerierte Karten mit Ernährungsregeln auf der Ernährungsseite; es müssen genau fünf sein.",
    fields: {
      number: {
        label: "Nummer",
        hint: "Reihenfolge auf der Seite als ganze Zahl, z. B. 1 für die erste Karte; jede Nummer nur einmal.",
      },
      title: {
        label: "Titel",
        hint: "Überschrift der Karte, z. B. „Gemüse zuerst“.",
      },
      description: {
        label: "Beschreibung",
        hint: "Zwei bis drei Sätze zur Regel; schreiben Sie „kann unterstützen“, versprechen Sie keine Heilung.",
        multiline: true,
      },
    },
  },

  "expectations.yaml": {
    label: "Erwartungen",
    labelSingular: "Erwartung",
    hint: "Drei Karten „Was Sie nach 3 Monaten erwarten können“ auf der Ernährungsseite; es müssen genau drei sein.",
    fields: {
      title: {
        label: "Titel",
        hint: "Überschrift der Karte, z. B. „Mehr Schwung im Alltag“.",
      },
      text: {
        label: "Text",
        hint: "Zwei bis drei Sätze, was Teilnehmer berichten; versprechen Sie keine Heilung.",
        multiline: true,
      },
    },
  },

  "recipes.yaml": {
    label: "Rezepte",
    labelSingular: "Rezept",
    hint: "Die acht Rezeptkarten mit Bild, Zeit, Portionen, Zutaten und Zubereitung auf der Seite „Gesunde Rezepte“.",
    fields: {
      title: {
        label: "Titel",
        hint: "Name des Gerichts als Überschrift der Karte, z. B. „Bunter Gemüseeintopf“; jeder Titel nur einmal.",
      },
      description: {
        label: "Beschreibung",
        hint: "Zwei bis drei Sätze, was das Gericht ausmacht; erscheint unter Zeit und Portionen.",
        multiline: true,
      },
      minutes: {
        label: "Zubereitungszeit (Minuten)",
        hint: "Nur die Zahl der Minuten, z. B. 25; erscheint als „25 Minuten“.",
      },
      servings: {
        label: "Portionen",
        hint: "Für wie viele Personen das Rezept reicht, als Zahl von 1 bis 20, z. B. 2.",
      },
      ingredients: {
        label: "Zutaten",
        hint: "Eine Zutat pro Zeile mit Menge, z. B. „150 g Linsen“; erscheint als Liste unter „Zutaten“.",
      },
      steps: {
        label: "Zubereitung",
        hint: "Drei bis acht Arbeitsschritte in ihrer Reihenfolge, ein Schritt pro Eintrag in ganzen Sätzen, z. B. „Die Linsen 20 Minuten kochen.“; sie erscheinen nummeriert unter „Zubereitung“.",
        multiline: true,
      },
      image: {
        label: "Bild",
        hint: "Bild oben auf der Rezeptkarte; JPEG oder PNG, mindestens 1200 Pixel breit, im Querformat.",
      },
      imageAlt: {
        label: "Bildbeschreibung (Alternativtext)",
        hint: "Beschreiben Sie in einem Satz, was auf dem Bild zu sehen ist, für blinde Leser, z. B. „Eine Schüssel Linsensalat“.",
      },
    },
  },

  "next-steps.yaml": {
    label: "Nächste Schritte",
    labelSingular: "Nächster Schritt",
    hint: "Karten „So geht es weiter“ auf der Dankeseite, die nach dem Absenden eines Formulars erscheint.",
    fields: {
      title: {
        label: "Titel",
        hint: "Überschrift der Karte, z. B. „Schauen Sie in Ihr Postfach“.",
      },
      text: {
        label: "Text",
        hint: "Ein bis drei Sätze, was die Besucher als Nächstes tun können.",
        multiline: true,
      },
    },
  },

  "lead-offer.yaml": {
    label: "Kasten über dem Formular",
    labelSingular: "Kasten über dem Formular",
    hint: "Der Kasten direkt über dem Knopf des Formulars für den Gesundheitsplan auf der Startseite: was der Plan ist, dass er nichts kostet, wann er kommt und dass die Adresse zuerst bestätigt wird.",
    fields: {
      heading: {
        label: "Überschrift",
        hint: "Kurze Überschrift des Kastens, z. B. „Das bekommen Sie – kostenlos“.",
      },
      what: {
        label: "Was der Plan ist",
        hint: "Form und Inhalt des Plans in einem Satz: per E-Mail, zum Ausdrucken, was drinsteht.",
        multiline: true,
      },
      cost: {
        label: "Kosten",
        hint: "Klar und kurz, z. B. „Kostenlos, keine Zahlungsdaten, kein Abo.“",
      },
      arrival: {
        label: "Wann er kommt",
        hint: "Wann der Plan im Postfach ist, z. B. „innerhalb von 24 Stunden, nachdem Sie Ihre E-Mail-Adresse bestätigt haben“.",
        multiline: true,
      },
      confirmation: {
        label: "Bestätigen und Abmelden",
        hint: "Dass die Adresse zuerst über einen Link bestätigt wird und man sich jederzeit abmelden kann.",
        multiline: true,
      },
    },
  },

  "faq.yaml": {
    label: "Häufige Fragen",
    labelSingular: "Frage",
    hint: "Die fünf aufklappbaren Fragen und Antworten auf der Startseite. Bei Gesundheit nur „unterstützen“ schreiben, nie Heilung oder Messwerte versprechen; zu Medikamenten immer: nur mit der Ärztin oder dem Arzt ändern. {company}, {address}, {email} und {phone} werden ersetzt.",
    fields: {
      question: {
        label: "Frage",
        hint: "So, wie ein Besucher fragen würde, z. B. „Was kostet das – jetzt und später?“",
      },
      answer: {
        label: "Antwort",
        hint: "Zwei bis vier klare Sätze.",
        multiline: true,
      },
    },
  },

  "about.yaml": {
    label: "Über uns",
    labelSingular: "Über uns",
    hint: "Der Abschnitt „Über uns“ auf der Kontaktseite, verlinkt aus der Fußzeile: wer hinter Zitronen-Vital steht. Fehlende Angaben als [PLATZHALTER: …] stehen lassen, bis sie bekannt sind.",
    fields: {
      heading: {
        label: "Überschrift",
        hint: "Zum Beispiel „Über uns“.",
      },
      intro: {
        label: "Einleitung",
        hint: "Wer das Unternehmen ist und was es will; {company} und {city} werden ersetzt.",
        multiline: true,
      },
      team: {
        label: "Team",
        hint: "Die Menschen hinter dem Programm, je eine Karte.",
      },
      "team.name": {
        label: "Name",
        hint: "Vor- und Nachname.",
      },
      "team.role": {
        label: "Aufgabe",
        hint: "Zum Beispiel „Geschäftsführung“ oder „Ernährung und Rezepte“.",
      },
      "team.text": {
        label: "Kurzer Text",
        hint: "Optional: ein Satz zur Person, etwa ihre Ausbildung.",
        multiline: true,
      },
    },
  },

  "trust-badges.yaml": {
    label: "Vertrauenssiegel",
    labelSingular: "Vertrauenssiegel",
    hint: "Drei kleine Hinweise mit Symbol ganz unten in der Fußzeile jeder Seite; es müssen genau drei sein.",
    fields: {
      icon: {
        label: "Symbol",
        hint: "Kleines Bild vor dem Text: „lock“ = Schloss, „shield“ = Schutzschild, „money“ = Geldschein.",
      },
      label: {
        label: "Titel",
        hint: "Kurze, fett gedruckte Tatsache, die Besucher nachprüfen können, z. B. „Kostenlos“; keine gesetzlichen Pflichten wie Verschlüsselung oder DSGVO als Vorteil.",
      },
      text: {
        label: "Erklärung",
        hint: "Optionaler kurzer Satz hinter dem Titel, z. B. „Ihre Angaben werden verschlüsselt übertragen.“",
      },
    },
  },

  "legal.yaml": {
    label: "Rechtstexte",
    labelSingular: "Rechtstext",
    hint: "Datenschutzerklärung, Informationen zu personenbezogenen Daten, AGB, Impressum und Erklärung zur Barrierefreiheit, verlinkt in der Fußzeile.",
    fields: {
      page: {
        label: "Seite (interner Name)",
        hint: "Dieser interne Name verbindet den Text mit seiner Seite (z. B. „imprint“ = Impressum) und darf nicht geändert werden.",
      },
      updated: {
        label: "Stand",
        hint: "Datum der Fassung unter der Überschrift, z. B. „Stand: Oktober 2024“; bei jeder Änderung anpassen.",
      },
      sections: {
        label: "Abschnitte",
        hint: "Die Abschnitte des Rechtstextes in ihrer Reihenfolge; die AGB müssen genau zehn Abschnitte haben.",
      },
      "sections.heading": {
        label: "Zwischenüberschrift",
        hint: "Überschrift des Abschnitts, z. B. „Verantwortlicher“ oder „§ 1 Geltungsbereich“. In der Datenschutzerklärung ohne Nummer, weil je nach Betrieb Abschnitte wegfallen.",
      },
      "sections.host": {
        label: "Nur bei Betrieb über",
        hint: "Leer = Abschnitt erscheint immer; „self-hosted“ oder „netlify“ = nur bei diesem Betrieb (siehe Allgemeine Angaben). Die Datenschutzerklärung braucht Abschnitte für beide.",
      },
      "sections.paragraphs": {
        label: "Absätze",
        hint: "Ein Absatz pro Eintrag; {company}, {address}, {street}, {postalCode}, {city} und {email} werden durch die Allgemeinen Angaben ersetzt.",
        multiline: true,
      },
    },
  },
  "mails.yaml": {
    label: "E-Mail-Texte",
    labelSingular: "E-Mail-Texte",
    hint: "Texte der Bestätigungs-E-Mail, der Plan-E-Mail und der Kontakt-Benachrichtigung, dazu der Einwilligungstext unter dem Plan-Formular und die zwei freiwilligen Fragen. {name} wird durch den Vornamen ersetzt, {brand} durch den Markennamen.",
    fields: {
      consent: {
        label: "Einwilligung",
        hint: "Das Kästchen über dem Button des Plan-Formulars; ohne Häkchen wird keine Anfrage angenommen.",
      },
      "consent.version": {
        label: "Fassung des Einwilligungstextes",
        hint: "Datum der Fassung, z. B. „2026-11-27“. Bei jeder inhaltlichen Änderung neu setzen und den Text als neue Datei in docs/consent-versions/ ablegen lassen: Zu jeder Anfrage wird gespeichert, welche Fassung sie gesehen hat.",
      },
      "consent.text": {
        label: "Einwilligungstext",
        hint: "Nennt das Unternehmen, den Zweck (der Plan per E-Mail), dass sich aus der Anfrage erhöhte Blutzuckerwerte ergeben können (Gesundheitsdaten) und wie man widerruft. Nach einer Änderung die Fassung neu setzen.",
        multiline: true,
      },
      "consent.mailSentence": {
        label: "Satz in der Bestätigungs-E-Mail",
        hint: "Wiederholt die Einwilligung in einem Satz; dahinter steht der Link zum Datenschutz.",
        multiline: true,
      },
      marketingConsent: {
        label: "Einwilligung in weitere E-Mails",
        hint: "Das zweite, freiwillige Kästchen: Tipps und Angebote nach dem Plan (§ 7 UWG). Nur wer es ankreuzt, bekommt mehr als den Plan.",
      },
      "marketingConsent.version": {
        label: "Fassung",
        hint: "Datum der Fassung, z. B. „2026-11-27“; bei jeder Änderung des Textes neu setzen.",
      },
      "marketingConsent.text": {
        label: "Text",
        hint: "Was man zusätzlich bekommt und dass man es jederzeit abbestellen kann.",
        multiline: true,
      },
      "consent.privacyLinkLabel": {
        label: "Link zum Datenschutz",
        hint: "Text des Links zur Datenschutzerklärung hinter dem Einwilligungstext, z. B. „Mehr dazu im Datenschutz“.",
      },
      drinkRecipe: {
        label: "Rezept des Getränks",
        hint: "Titel des Rezepts aus „Rezepte“, das in der Plan-E-Mail als Getränk steht; muss genau so geschrieben sein wie dort.",
      },
      questions: {
        label: "Freiwillige Fragen",
        hint: "Die zwei freiwilligen Fragen auf der Seite „Bitte bestätigen“ über dem Button; nach ihnen wird der Plan angepasst.",
      },
      "questions.heading": {
        label: "Überschrift",
        hint: "Überschrift über den beiden Fragen, z. B. „Zwei kurze Fragen – ganz freiwillig“.",
      },
      "questions.intro": {
        label: "Einleitung",
        hint: "Ein bis zwei Sätze: wozu die Fragen dienen und dass man sie überspringen kann.",
        multiline: true,
      },
      "questions.activityLegend": {
        label: "Frage nach der Bewegung",
        hint: "Zum Beispiel „Wie aktiv sind Sie zurzeit?“.",
      },
      "questions.activityOptions": {
        label: "Antworten zur Bewegung",
        hint: "Die drei Antworten; wer „wenig“ wählt, beginnt mit der halben Übungszeit, wer „regelmäßig“ wählt, mit der anderthalbfachen.",
      },
      "questions.activityOptions.wenig": {
        label: "Antwort „wenig“",
        hint: "Zum Beispiel „Wenig – ich sitze die meiste Zeit“.",
      },
      "questions.activityOptions.etwas": {
        label: "Antwort „etwas“",
        hint: "Zum Beispiel „Etwas – ich gehe ab und zu spazieren“.",
      },
      "questions.activityOptions.regelmaessig": {
        label: "Antwort „regelmäßig“",
        hint: "Zum Beispiel „Regelmäßig – ich bewege mich fast jeden Tag“.",
      },
      "questions.dayTimeLegend": {
        label: "Frage nach der Tageszeit",
        hint: "Zum Beispiel „Wann bewegen Sie sich lieber?“.",
      },
      "questions.dayTimeOptions": { label: "Antworten zur Tageszeit", hint: "Die zwei Antworten morgens und abends." },
      "questions.dayTimeOptions.morgens": { label: "Antwort „morgens“", hint: "Zum Beispiel „Morgens“." },
      "questions.dayTimeOptions.abends": { label: "Antwort „abends“", hint: "Zum Beispiel „Abends“." },
      confirmation: {
        label: "Bestätigungs-E-Mail",
        hint: "Die erste E-Mail nach dem Formular mit dem Link zum Bestätigen der Adresse.",
      },
      "confirmation.subject": {
        label: "Betreff",
        hint: "Kurz und eindeutig, z. B. „Bitte bestätigen Sie Ihre E-Mail-Adresse“.",
      },
      "confirmation.preview": {
        label: "Vorschautext",
        hint: "Ein Satz, den viele E-Mail-Programme neben dem Betreff zeigen.",
      },
      "confirmation.greeting": {
        label: "Anrede",
        hint: "Zum Beispiel „Guten Tag {name},“; {name} wird durch den Vornamen ersetzt.",
      },
      "confirmation.intro": { label: "Einleitung", hint: "Der erste Satz nach der Anrede.", multiline: true },
      "confirmation.why": {
        label: "Warum bestätigen",
        hint: "Erklärt in zwei, drei Sätzen, warum wir um die Bestätigung bitten.",
        multiline: true,
      },
      "confirmation.button": { label: "Button", hint: "Beschriftung des großen Buttons, z. B. „Ja, Plan anfordern“." },
      "confirmation.validity": {
        label: "Gültigkeit",
        hint: "Wie lange der Link gilt; {confirmDays} wird durch die Zahl der Tage ersetzt.",
      },
      "confirmation.ignore": {
        label: "Nicht angefordert?",
        hint: "Was zu tun ist, wenn man nichts angefordert hat; {retentionDays} wird durch die Zahl der Tage bis zur Löschung ersetzt.",
        multiline: true,
      },
      "confirmation.closing": { label: "Gruß", hint: "Zum Beispiel „Herzliche Grüße, Ihr Team von {brand}“." },
      plan: {
        label: "Plan-E-Mail",
        hint: "Die E-Mail mit dem persönlichen Plan; die Inhalte (Getränk, Übungen, Ernährung, Ausblick) kommen aus den anderen Dateien.",
      },
      "plan.subject": { label: "Betreff", hint: "Zum Beispiel „Ihr persönlicher Gesundheitsplan, {name}“." },
      "plan.preview": { label: "Vorschautext", hint: "Ein Satz, den viele E-Mail-Programme neben dem Betreff zeigen." },
      "plan.greeting": { label: "Anrede", hint: "Zum Beispiel „Guten Tag {name},“." },
      "plan.intro": {
        label: "Einleitung",
        hint: "Zwei, drei Sätze, was im Plan steht; schreiben Sie „unterstützen“, versprechen Sie keine Heilung.",
        multiline: true,
      },
      "plan.drinkHeading": { label: "Überschrift Getränk", hint: "Zum Beispiel „Ihr Zitronengetränk“." },
      "plan.drinkIntro": {
        label: "Satz zum Getränk",
        hint: "Wann man das Getränk trinkt; keine Wirkung auf den Blutzucker behaupten.",
      },
      "plan.ingredientsHeading": { label: "Überschrift Zutaten", hint: "Zum Beispiel „Das brauchen Sie“." },
      "plan.stepsHeading": {
        label: "Überschrift Zubereitung",
        hint: "Über den Arbeitsschritten des Getränks, z. B. „So geht’s“.",
      },
      "plan.weekHeading": { label: "Überschrift Bewegungswoche", hint: "Zum Beispiel „Ihre Bewegungswoche“." },
      "plan.weekIntro": { label: "Satz zur Bewegungswoche", hint: "Ein Satz über der Liste der sechs Tage." },
      "plan.activityNotes": {
        label: "Hinweise nach Bewegung",
        hint: "Ein Hinweis je Antwort auf die Frage nach der Bewegung, dazu einer für „keine Antwort“.",
      },
      "plan.activityNotes.none": {
        label: "Ohne Antwort",
        hint: "Wenn die Frage nicht beantwortet wurde.",
        multiline: true,
      },
      "plan.activityNotes.wenig": {
        label: "Bei „wenig“",
        hint: "Für Menschen, die sich bisher wenig bewegen.",
        multiline: true,
      },
      "plan.activityNotes.etwas": {
        label: "Bei „etwas“",
        hint: "Für Menschen, die schon etwas aktiv sind.",
        multiline: true,
      },
      "plan.activityNotes.regelmaessig": {
        label: "Bei „regelmäßig“",
        hint: "Für Menschen, die sich regelmäßig bewegen.",
        multiline: true,
      },
      "plan.dayTimeNotes": {
        label: "Hinweise nach Tageszeit",
        hint: "Ein Hinweis je Antwort auf die Frage nach der Tageszeit, dazu einer für „keine Antwort“.",
      },
      "plan.dayTimeNotes.none": {
        label: "Ohne Antwort",
        hint: "Wenn die Frage nicht beantwortet wurde.",
        multiline: true,
      },
      "plan.dayTimeNotes.morgens": {
        label: "Bei „morgens“",
        hint: "Für Menschen, die sich lieber morgens bewegen.",
        multiline: true,
      },
      "plan.dayTimeNotes.abends": {
        label: "Bei „abends“",
        hint: "Für Menschen, die sich lieber abends bewegen.",
        multiline: true,
      },
      "plan.minutesLabel": { label: "Wort für Minuten", hint: "Steht hinter der Zahl, z. B. „Minuten“." },
      "plan.restDay": {
        label: "Ruhetag",
        hint: "Eine Zeile nach den sechs Tagen, z. B. „Sonntag: Ruhetag – gönnen Sie sich Erholung.“",
      },
      "plan.secretsHeading": { label: "Überschrift Ernährung", hint: "Zum Beispiel „Fünf Ernährungsgeheimnisse“." },
      "plan.disclaimerHeading": {
        label: "Überschrift Hinweis",
        hint: "Über dem ärztlichen Hinweis aus den Allgemeinen Angaben, z. B. „Wichtiger Hinweis“.",
      },
      "plan.contactHeading": { label: "Überschrift Kontakt", hint: "Zum Beispiel „Fragen?“." },
      "plan.contactText": {
        label: "Kontakttext",
        hint: "Wie man uns erreicht; {email} wird durch die E-Mail-Adresse ersetzt.",
        multiline: true,
      },
      "plan.webVersionText": {
        label: "Satz zur Druckversion",
        hint: "Ein Satz vor dem Link zur Seite „Mein Plan“ zum Ausdrucken.",
      },
      "plan.webVersionButton": { label: "Button Druckversion", hint: "Zum Beispiel „Plan zum Ausdrucken öffnen“." },
      "plan.closing": {
        label: "Gruß",
        hint: "Zum Beispiel „Viel Freude beim Start wünscht Ihnen Ihr Team von {brand}“.",
      },
      "plan.unsubscribeText": {
        label: "Warum diese E-Mail",
        hint: "Ein Satz am Ende: warum man die E-Mail erhält.",
        multiline: true,
      },
      "plan.unsubscribeLink": {
        label: "Abmelde-Link",
        hint: "Text des Links zum Abmelden, z. B. „Keine E-Mails mehr erhalten: hier abmelden“.",
      },
      contactNotice: {
        label: "Benachrichtigung bei Kontaktnachricht",
        hint: "Die E-Mail an Sie (den Betreiber), wenn jemand das Kontaktformular absendet.",
      },
      "contactNotice.subject": {
        label: "Betreff",
        hint: "Zum Beispiel „Neue Nachricht über das Kontaktformular von {name}“.",
      },
      "contactNotice.intro": { label: "Einleitung", hint: "Ein Satz über der Nachricht." },
      "contactNotice.replyHint": {
        label: "Hinweis zum Antworten",
        hint: "Dass eine Antwort direkt an den Absender geht.",
      },
      footer: { label: "Fußzeile der E-Mails", hint: "Absender und Link zum Impressum unter jeder E-Mail." },
      "footer.sender": { label: "Absender", hint: "Zum Beispiel „{company} · {address}“." },
      "footer.register": {
        label: "Pflichtangaben der GmbH",
        hint: "Steht unten in jeder E-Mail (§ 35a GmbHG): Rechtsform, Sitz, Registergericht, Registernummer und Geschäftsführung, z. B. „{company}, Sitz: {seat}, {registerCourt}, {registerNumber}, Geschäftsführung: {managingDirectors}“.",
        multiline: true,
      },
      "footer.imprintLink": { label: "Link zum Impressum", hint: "Zum Beispiel „Impressum“." },
    },
  },
} satisfies LabelsOfEveryFile;

/** The labels by file name, for code that walks the schema's collections. */
export const collectionLabels: Readonly<Record<string, CollectionLabel>> = LABELS;
