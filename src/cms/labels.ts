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
        hint: "Beschriftung des Hauptknopfes der Seite, z. B. „Kostenlosen Plan anfordern“; auf den meisten Seiten nötig.",
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
      course: {
        label: "Art des Gerichts",
        hint: "getraenk (das Morgengetränk), fruehstueck oder hauptgericht; nur Hauptgerichte kommen als Mittag- und Abendessen in den Plan.",
      },
      contains: {
        label: "Enthält",
        hint: "Was jemand nicht essen mag und das Rezept enthält: fisch, schwein, fleisch, milch oder nuesse, eines pro Zeile; wer es ausschließt, bekommt das Rezept nicht im Plan.",
      },
      ingredients: {
        label: "Zutaten",
        hint: "Eine Zutat pro Eintrag mit Menge, Einheit, Name und Abteilung im Laden; daraus entstehen die Zutatenliste und der Einkaufszettel des Plans.",
      },
      "ingredients.amount": {
        label: "Menge",
        hint: "Ganze Zahl für die Portionen des Rezepts, z. B. 150; leer lassen bei „nach Geschmack“ (Salz und Pfeffer).",
      },
      "ingredients.unit": {
        label: "Einheit",
        hint: "Zum Beispiel g, ml, l, EL, TL, Bund, Dose; leer bei Stückzahlen („2 Möhren“).",
      },
      "ingredients.name": {
        label: "Zutat",
        hint: "So, wie sie hinter der Menge steht, z. B. „Berg- oder Tellerlinsen“; gleiche Zutaten gleich schreiben, dann werden sie im Einkaufszettel zusammengezählt.",
      },
      "ingredients.note": {
        label: "Zusatz",
        hint: "Steht in Klammern dahinter, z. B. „für den Saft“ oder „nach Belieben“.",
      },
      "ingredients.section": {
        label: "Abteilung im Laden",
        hint: "Wo der Einkaufszettel sie einsortiert: obstGemuese, kuehlregal, fleischFisch, brot, vorrat oder gewuerze; leer für Leitungswasser (nicht auf dem Zettel).",
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
      confirmation: {
        label: "Bestätigen, Ankunft und Abmelden",
        hint: "Eine kurze Zeile: dass die Adresse zuerst über einen Link bestätigt wird, wann der Plan dann kommt und dass man sich jederzeit abmelden kann.",
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
        hint: "Die E-Mail mit dem 4-Wochen-Plan; Übungen, Mahlzeiten und Einkaufszettel kommen aus „4-Wochen-Plan“ und „Rezepte“.",
      },
      "plan.subject": { label: "Betreff", hint: "Zum Beispiel „Ihr 4-Wochen-Plan, {name}“." },
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
      "plan.laterWeeksHeading": {
        label: "Überschrift Wochen 2 bis 4",
        hint: "Die E-Mail zeigt Woche 1 ganz; darunter kurz die Wochen 2 bis 4, z. B. „Woche 2 bis 4“.",
      },
      "plan.laterWeeksText": {
        label: "Satz zu den Wochen 2 bis 4",
        hint: "Ein Satz, dass die weiteren Wochen auf dem Plan zum Ausdrucken stehen.",
        multiline: true,
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
  "plan.yaml": {
    label: "4-Wochen-Plan",
    labelSingular: "4-Wochen-Plan",
    hint: "Die freiwilligen Fragen auf „Bitte bestätigen“ und alle Übungen und Sätze, aus denen der Plan in der E-Mail und auf „Mein Plan“ entsteht.",
    fields: {
      questions: {
        label: "Freiwillige Fragen",
        hint: "Die sechs freiwilligen Fragen auf der Seite „Bitte bestätigen“; nach ihnen wird der Plan gebaut.",
      },
      "questions.heading": {
        label: "Überschrift",
        hint: "Über den Fragen, z. B. „Sechs kurze Fragen für Ihren Plan – alle freiwillig“.",
      },
      "questions.intro": {
        label: "Einleitung",
        hint: "Ein bis zwei Sätze: wozu die Fragen dienen und dass man jede auslassen kann.",
        multiline: true,
      },
      "questions.noAnswer": {
        label: "Antwort „keine Angabe“",
        hint: "Die erste Antwort jeder Frage mit einer Auswahl, z. B. „Keine Angabe“.",
      },
      "questions.multipleHint": {
        label: "Hinweis Mehrfachauswahl",
        hint: "Steht bei Fragen, bei denen man mehreres ankreuzen kann.",
      },
      "questions.activity": { label: "Frage nach der Bewegung", hint: "Die Antwort bestimmt, womit der Plan beginnt." },
      "questions.activity.legend": { label: "Frage", hint: "Die Frage selbst, kurz und in Sie-Form." },
      "questions.activity.wenig": { label: "Antwort „wenig“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.activity.etwas": { label: "Antwort „etwas“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.activity.regelmaessig": {
        label: "Antwort „regelmäßig“",
        hint: "Wie die Antwort auf der Seite steht.",
      },
      "questions.dayTime": {
        label: "Frage nach der Tageszeit",
        hint: "Die Antwort bestimmt, wann im Plan geübt wird.",
      },
      "questions.dayTime.legend": { label: "Frage", hint: "Die Frage selbst, kurz und in Sie-Form." },
      "questions.dayTime.morgens": { label: "Antwort „morgens“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.dayTime.mittags": { label: "Antwort „mittags“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.dayTime.abends": { label: "Antwort „abends“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.likes": {
        label: "Frage nach Lieblingsbewegungen",
        hint: "Jede Antwort hat ihre Übung unter „Ausdauer“.",
      },
      "questions.likes.legend": { label: "Frage", hint: "Die Frage selbst, kurz und in Sie-Form." },
      "questions.likes.gehen": { label: "Antwort „gehen“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.likes.radfahren": { label: "Antwort „radfahren“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.likes.schwimmen": { label: "Antwort „schwimmen“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.likes.garten": { label: "Antwort „garten“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.likes.tanzen": { label: "Antwort „tanzen“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.limits": {
        label: "Frage nach Beschwerden",
        hint: "Jede Antwort bringt die passende Variante jeder Übung.",
      },
      "questions.limits.legend": { label: "Frage", hint: "Die Frage selbst, kurz und in Sie-Form." },
      "questions.limits.gelenke": { label: "Antwort „Knie/Hüfte“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.limits.gleichgewicht": {
        label: "Antwort „Gleichgewicht“",
        hint: "Wie die Antwort auf der Seite steht.",
      },
      "questions.household": {
        label: "Frage nach dem Haushalt",
        hint: "Die Antwort bestimmt die Mengen im Einkaufszettel.",
      },
      "questions.household.legend": { label: "Frage", hint: "Die Frage selbst, kurz und in Sie-Form." },
      "questions.household.eins": { label: "Antwort „eine Person“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.household.zwei": { label: "Antwort „zwei Personen“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.excludes": {
        label: "Frage, was man nicht isst",
        hint: "Rezepte, deren Feld „Enthält“ diese Antwort nennt, kommen nicht in den Plan.",
      },
      "questions.excludes.legend": { label: "Frage", hint: "Die Frage selbst, kurz und in Sie-Form." },
      "questions.excludes.fisch": { label: "Antwort „Fisch“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.excludes.schwein": {
        label: "Antwort „Schweinefleisch“",
        hint: "Wie die Antwort auf der Seite steht.",
      },
      "questions.excludes.fleisch": { label: "Antwort „Fleisch“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.excludes.milch": { label: "Antwort „Milchprodukte“", hint: "Wie die Antwort auf der Seite steht." },
      "questions.excludes.nuesse": { label: "Antwort „Nüsse“", hint: "Wie die Antwort auf der Seite steht." },
      times: { label: "Tageszeiten", hint: "Wie die Tageszeit aus der Antwort im Plan steht." },
      "times.session": { label: "Zeit der Übung", hint: "Ein Text je Antwort, dazu einer ohne Antwort." },
      "times.session.none": { label: "Bei „ohne Antwort“", hint: "Zum Beispiel „Am Vormittag, nach dem Frühstück“." },
      "times.session.morgens": { label: "Bei „morgens“", hint: "Zum Beispiel „Am Vormittag, nach dem Frühstück“." },
      "times.session.mittags": { label: "Bei „mittags“", hint: "Zum Beispiel „Am Vormittag, nach dem Frühstück“." },
      "times.session.abends": { label: "Bei „abends“", hint: "Zum Beispiel „Am Vormittag, nach dem Frühstück“." },
      "times.walk": { label: "Spaziergang nach dem Essen", hint: "Ein Text je Antwort, dazu einer ohne Antwort." },
      "times.walk.none": {
        label: "Bei „ohne Antwort“",
        hint: "Nach welcher Hauptmahlzeit, klein geschrieben, z. B. „nach dem Mittagessen“.",
      },
      "times.walk.morgens": {
        label: "Bei „morgens“",
        hint: "Nach welcher Hauptmahlzeit, klein geschrieben, z. B. „nach dem Mittagessen“.",
      },
      "times.walk.mittags": {
        label: "Bei „mittags“",
        hint: "Nach welcher Hauptmahlzeit, klein geschrieben, z. B. „nach dem Mittagessen“.",
      },
      "times.walk.abends": {
        label: "Bei „abends“",
        hint: "Nach welcher Hauptmahlzeit, klein geschrieben, z. B. „nach dem Mittagessen“.",
      },
      endurance: {
        label: "Ausdauer",
        hint: "Eine Übung je Antwort auf „Was machen Sie gern?“; sie wechseln sich an vier Tagen der Woche ab.",
      },
      "endurance.like": { label: "Zur Antwort", hint: "gehen, radfahren, schwimmen, garten oder tanzen." },
      "endurance.indoor": {
        label: "Drinnen",
        hint: "Ja, wenn die Übung nie vom Wetter oder einem Bad abhängt; sonst braucht sie eine Alternative.",
      },
      "endurance.title": { label: "Titel", hint: "Name der Übung, z. B. „Zügig gehen“." },
      "endurance.how": { label: "So geht’s", hint: "Zwei Sätze, was man tut.", multiline: true },
      "endurance.feel": {
        label: "So soll es sich anfühlen",
        hint: "Mit dem Sprechtest: noch sprechen können, nicht mehr singen.",
        multiline: true,
      },
      "endurance.stop": {
        label: "Aufhören, wenn",
        hint: "Wann man langsamer wird oder aufhört (Schmerz, Schwindel, Atemnot).",
        multiline: true,
      },
      "endurance.joints": {
        label: "Variante Knie/Hüfte",
        hint: "Für alle, die Knie- oder Hüftbeschwerden angegeben haben: im Sitzen oder gestützt.",
        multiline: true,
      },
      "endurance.balance": {
        label: "Variante Gleichgewicht",
        hint: "Für alle, die manchmal unsicher auf den Beinen sind: mit Halt.",
        multiline: true,
      },
      "endurance.alternative": {
        label: "Falls es nicht geht",
        hint: "Was man bei Regen oder ohne Bad stattdessen tut, in derselben Zeit.",
        multiline: true,
      },
      walk: {
        label: "Spaziergang nach dem Essen",
        hint: "Zehn Minuten nach einer Hauptmahlzeit an sechs Tagen der Woche.",
      },
      "walk.title": { label: "Titel", hint: "Name der Übung, z. B. „Zügig gehen“." },
      "walk.how": { label: "So geht’s", hint: "Zwei Sätze, was man tut.", multiline: true },
      "walk.feel": {
        label: "So soll es sich anfühlen",
        hint: "Mit dem Sprechtest: noch sprechen können, nicht mehr singen.",
        multiline: true,
      },
      "walk.stop": {
        label: "Aufhören, wenn",
        hint: "Wann man langsamer wird oder aufhört (Schmerz, Schwindel, Atemnot).",
        multiline: true,
      },
      "walk.joints": {
        label: "Variante Knie/Hüfte",
        hint: "Für alle, die Knie- oder Hüftbeschwerden angegeben haben: im Sitzen oder gestützt.",
        multiline: true,
      },
      "walk.balance": {
        label: "Variante Gleichgewicht",
        hint: "Für alle, die manchmal unsicher auf den Beinen sind: mit Halt.",
        multiline: true,
      },
      "walk.alternative": { label: "Falls es nicht geht", hint: "Was man bei Regen stattdessen tut.", multiline: true },
      strength: {
        label: "Kraftübungen",
        hint: "Die Übungen der zwei Krafttage; Runden und Wiederholungen wachsen jede Woche.",
      },
      "strength.title": { label: "Titel", hint: "Name der Übung, z. B. „Zügig gehen“." },
      "strength.how": { label: "So geht’s", hint: "Zwei Sätze, was man tut.", multiline: true },
      "strength.feel": {
        label: "So soll es sich anfühlen",
        hint: "Mit dem Sprechtest: noch sprechen können, nicht mehr singen.",
        multiline: true,
      },
      "strength.stop": {
        label: "Aufhören, wenn",
        hint: "Wann man langsamer wird oder aufhört (Schmerz, Schwindel, Atemnot).",
        multiline: true,
      },
      "strength.joints": {
        label: "Variante Knie/Hüfte",
        hint: "Für alle, die Knie- oder Hüftbeschwerden angegeben haben: im Sitzen oder gestützt.",
        multiline: true,
      },
      "strength.balance": {
        label: "Variante Gleichgewicht",
        hint: "Für alle, die manchmal unsicher auf den Beinen sind: mit Halt.",
        multiline: true,
      },
      balance: {
        label: "Gleichgewichtsübungen",
        hint: "Kurze Übungen an drei Tagen; die Sekunden wachsen jede Woche.",
      },
      "balance.title": { label: "Titel", hint: "Name der Übung, z. B. „Zügig gehen“." },
      "balance.how": { label: "So geht’s", hint: "Zwei Sätze, was man tut.", multiline: true },
      "balance.feel": {
        label: "So soll es sich anfühlen",
        hint: "Mit dem Sprechtest: noch sprechen können, nicht mehr singen.",
        multiline: true,
      },
      "balance.stop": {
        label: "Aufhören, wenn",
        hint: "Wann man langsamer wird oder aufhört (Schmerz, Schwindel, Atemnot).",
        multiline: true,
      },
      "balance.joints": {
        label: "Variante Knie/Hüfte",
        hint: "Für alle, die Knie- oder Hüftbeschwerden angegeben haben: im Sitzen oder gestützt.",
        multiline: true,
      },
      "balance.balance": {
        label: "Variante Gleichgewicht",
        hint: "Für alle, die manchmal unsicher auf den Beinen sind: mit Halt.",
        multiline: true,
      },
      stretch: { label: "Dehnen", hint: "Die Dehnübung am Donnerstag." },
      "stretch.title": { label: "Titel", hint: "Name der Übung, z. B. „Zügig gehen“." },
      "stretch.how": { label: "So geht’s", hint: "Zwei Sätze, was man tut.", multiline: true },
      "stretch.feel": {
        label: "So soll es sich anfühlen",
        hint: "Mit dem Sprechtest: noch sprechen können, nicht mehr singen.",
        multiline: true,
      },
      "stretch.stop": {
        label: "Aufhören, wenn",
        hint: "Wann man langsamer wird oder aufhört (Schmerz, Schwindel, Atemnot).",
        multiline: true,
      },
      "stretch.joints": {
        label: "Variante Knie/Hüfte",
        hint: "Für alle, die Knie- oder Hüftbeschwerden angegeben haben: im Sitzen oder gestützt.",
        multiline: true,
      },
      "stretch.balance": {
        label: "Variante Gleichgewicht",
        hint: "Für alle, die manchmal unsicher auf den Beinen sind: mit Halt.",
        multiline: true,
      },
      texts: { label: "Feste Texte des Plans", hint: "Überschriften und Sätze der E-Mail und der Seite „Mein Plan“." },
      "texts.title": { label: "Titel des Plans", hint: "Zum Beispiel „Ihr 4-Wochen-Plan“; sagen Sie, was es ist." },
      "texts.intro": { label: "Einleitung", hint: "Zwei Sätze, was im Plan steht.", multiline: true },
      "texts.talkTest": {
        label: "Sprechtest",
        hint: "Wie der Sprechtest geht; steht vor der ersten Woche.",
        multiline: true,
      },
      "texts.guideHeading": {
        label: "Überschrift Übungen",
        hint: "Über der Beschreibung aller Übungen auf der Seite „Mein Plan“, z. B. „So gehen Ihre Übungen“.",
      },
      "texts.weekHeading": {
        label: "Überschrift einer Woche",
        hint: "{week} wird durch die Nummer ersetzt, z. B. „Woche {week}“.",
      },
      "texts.weekSummary": {
        label: "Zusammenfassung einer Woche",
        hint: "{minutes} wird durch die Minuten Bewegung der Woche ersetzt.",
      },
      "texts.weekIntros": { label: "Satz zu jeder Woche", hint: "Genau vier Sätze, einer je Woche.", multiline: true },
      "texts.weekdays": { label: "Wochentage", hint: "Genau sieben, von Montag bis Sonntag." },
      "texts.minutesLabel": { label: "Wort für Minuten", hint: "Steht hinter der Zahl, z. B. „Minuten“." },
      "texts.repetitions": {
        label: "Runden und Wiederholungen",
        hint: "{sets} und {reps} werden ersetzt, z. B. „{sets} Runden mit je {reps} Wiederholungen“.",
      },
      "texts.seconds": { label: "Sekunden", hint: "{seconds} wird ersetzt, z. B. „je Seite {seconds} Sekunden“." },
      "texts.whenLabel": { label: "Wort für „Wann“", hint: "Vor der Tageszeit einer Übung." },
      "texts.feelLabel": { label: "Wort für das Gefühl", hint: "Vor „So soll es sich anfühlen“-Texten." },
      "texts.stopLabel": { label: "Wort für Aufhören", hint: "Vor „Aufhören, wenn“-Texten." },
      "texts.alternativeLabel": {
        label: "Wort für die Alternative",
        hint: "Vor der Alternative bei Regen oder ohne Bad.",
      },
      "texts.variantLabel": {
        label: "Wort für die Variante",
        hint: "Vor der Variante für Knie/Hüfte oder Gleichgewicht.",
      },
      "texts.restDay": { label: "Ruhetag", hint: "Steht am Sonntag.", multiline: true },
      "texts.doneLabel": { label: "Kästchen „Erledigt“", hint: "Neben dem Kästchen zum Abhaken jedes Tages." },
      "texts.drinkLine": { label: "Getränk am Morgen", hint: "{drink} wird durch den Namen des Getränks ersetzt." },
      "texts.mealsHeading": { label: "Überschrift Mahlzeiten", hint: "Zum Beispiel „Ihre Mahlzeiten der Woche“." },
      "texts.mealsIntro": {
        label: "Satz zu den Mahlzeiten",
        hint: "Wie Kochen und Reste zusammengehen.",
        multiline: true,
      },
      "texts.lunchLabel": { label: "Wort für Mittag", hint: "Zum Beispiel „Mittag“." },
      "texts.dinnerLabel": { label: "Wort für Abend", hint: "Zum Beispiel „Abend“." },
      "texts.leftoverLabel": {
        label: "Wort für Reste",
        hint: "Hinter einem Gericht vom Vortag, z. B. „Rest vom Vortag“.",
      },
      "texts.portionsOne": { label: "Mengen für eine Person", hint: "Über dem Einkaufszettel für Alleinkochende." },
      "texts.portionsTwo": { label: "Mengen für zwei Personen", hint: "Über dem Einkaufszettel für zwei." },
      "texts.shoppingHeading": {
        label: "Überschrift Einkaufszettel",
        hint: "Zum Beispiel „Ihr Einkaufszettel für eine Woche“.",
      },
      "texts.shoppingIntro": { label: "Satz zum Einkaufszettel", hint: "Ein Satz über der Liste.", multiline: true },
      "texts.toTaste": { label: "Nach Geschmack", hint: "Statt einer Menge bei Salz und Pfeffer." },
      "texts.printedOn": {
        label: "Wort vor dem Datum",
        hint: "Vor dem heutigen Datum oben auf der Seite „Mein Plan“ und dem Ausdruck, z. B. „Stand“.",
      },
      "texts.startedOn": { label: "Begonnen am", hint: "Eine Zeile zum Ausfüllen auf dem Ausdruck." },
      shopSections: {
        label: "Abteilungen im Laden",
        hint: "Die Überschriften des Einkaufszettels, in dieser Reihenfolge.",
      },
      "shopSections.obstGemuese": { label: "Obst & Gemüse", hint: "Überschrift der Abteilung, z. B. „Obst & Gemüse“." },
      "shopSections.kuehlregal": { label: "Kühlregal", hint: "Überschrift der Abteilung, z. B. „Kühlregal“." },
      "shopSections.fleischFisch": {
        label: "Fleisch & Fisch",
        hint: "Überschrift der Abteilung, z. B. „Fleisch & Fisch“.",
      },
      "shopSections.brot": { label: "Brot & Backwaren", hint: "Überschrift der Abteilung, z. B. „Brot & Backwaren“." },
      "shopSections.vorrat": {
        label: "Vorrat & Konserven",
        hint: "Überschrift der Abteilung, z. B. „Vorrat & Konserven“.",
      },
      "shopSections.gewuerze": {
        label: "Öl, Essig & Gewürze",
        hint: "Überschrift der Abteilung, z. B. „Öl, Essig & Gewürze“.",
      },
    },
  },
} satisfies LabelsOfEveryFile;

/** The labels by file name, for code that walks the schema's collections. */
export const collectionLabels: Readonly<Record<string, CollectionLabel>> = LABELS;
