// German labels and hints for the Decap CMS editor, one entry per field of src/content/schema.ts.
export interface FieldLabel {
  /** Short German label shown above the input. */
  label: string;
  /** One helpful German sentence under the input: what it is for, where it appears, format tips. */
  hint: string;
  /** true for long texts that need a multi-line text area instead of a one-line input. */
  multiline?: boolean;
}

export interface CollectionLabel {
  /** Name of the file in the editor's list, e.g. "Rezepte". */
  label: string;
  /** One entry, e.g. "Rezept" (used on the "add" button). */
  labelSingular: string;
  /** What this file holds and where it appears on the website. */
  hint: string;
  /** Key: the field path; nested fields are joined with dots, list-of-object fields too:
   *  "address.street", "openingHours.days", "claims.customers.value", "sections.heading". */
  fields: Record<string, FieldLabel>;
}

/** Key: the file name from schema.ts (e.g. "recipes.yaml"). */
export const collectionLabels: Record<string, CollectionLabel> = {
  "site.yaml": {
    label: "Allgemeine Angaben",
    labelSingular: "Allgemeine Angaben",
    hint: "Markenname, Firma, Adresse, E-Mail, Öffnungszeiten, Kennzahlen und Hinweistexte, die auf vielen Seiten der Website erscheinen.",
    fields: {
      brand: {
        label: "Markenname",
        hint: "Erscheint oben links im Kopf jeder Seite und hinter jedem Seitentitel im Browser, z. B. „Zitronen-Vital“.",
      },
      email: {
        label: "E-Mail-Adresse",
        hint: "Kontaktadresse im Kopf, in der Fußzeile und auf der Kontaktseite; sie ersetzt auch {email} in den Rechtstexten, z. B. kontakt@beispiel.de.",
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
      openingHours: {
        label: "Öffnungszeiten",
        hint: "Erscheinen auf der Kontaktseite unter „Öffnungszeiten“; legen Sie für jeden Zeitraum eine eigene Zeile an.",
      },
      "openingHours.days": {
        label: "Tage",
        hint: "Die Tage, für die diese Zeiten gelten, z. B. „Montag bis Freitag“ oder „Samstag“.",
      },
      "openingHours.hours": {
        label: "Uhrzeit",
        hint: "Die Zeiten an diesen Tagen, z. B. „9:00–18:00 Uhr“.",
      },
      claims: {
        label: "Kennzahlen",
        hint: "Drei Zahlen auf der Startseite unter dem großen Bild; bei Gesundheit nur „unterstützen“ schreiben, nie Heilung versprechen.",
      },
      "claims.customers": {
        label: "Zufriedene Kunden",
        hint: "Erste Kennzahl auf der Startseite: wie viele Menschen das Programm nutzen.",
      },
      "claims.customers.value": {
        label: "Zahl",
        hint: "Groß hervorgehobene Zahl, z. B. „15.000+“.",
      },
      "claims.customers.label": {
        label: "Text zur Zahl",
        hint: "Kurzer Text direkt hinter der Zahl, z. B. „zufriedene Deutsche“; bitte nur wahre, belegbare Angaben.",
      },
      "claims.customers.note": {
        label: "Kleingedrucktes",
        hint: "Optionale Anmerkung in kleiner Schrift unter der Kennzahl, z. B. woher die Zahl stammt.",
      },
      "claims.guarantee": {
        label: "Garantie",
        hint: "Zweite Kennzahl auf der Startseite: das Versprechen zur Geld-zurück-Garantie.",
      },
      "claims.guarantee.value": {
        label: "Zahl",
        hint: "Groß hervorgehobene Angabe, z. B. „30 Tage“; sie muss zu den Fristen in den AGB passen.",
      },
      "claims.guarantee.label": {
        label: "Text zur Zahl",
        hint: "Kurzer Text direkt hinter der Zahl, z. B. „Geld-zurück-Garantie“.",
      },
      "claims.guarantee.note": {
        label: "Kleingedrucktes",
        hint: "Optionale Anmerkung in kleiner Schrift, z. B. „Nicht zufrieden? Sie erhalten Ihr Geld zurück.“",
      },
      "claims.improvement": {
        label: "Verbesserung",
        hint: "Dritte Kennzahl auf der Startseite, auch groß auf der Bewegungsseite; nur „unterstützen“ sagen, nie Heilung versprechen.",
      },
      "claims.improvement.value": {
        label: "Zahl",
        hint: "Groß hervorgehobener Anteil, z. B. „78 %“.",
      },
      "claims.improvement.label": {
        label: "Text zur Zahl",
        hint: "Was die Teilnehmer spüren, z. B. „spüren in Woche 2 eine Verbesserung ihres Wohlbefindens“; kein Heilversprechen.",
      },
      "claims.improvement.note": {
        label: "Quelle",
        hint: "Kleingedruckte Grundlage der Zahl, z. B. „Grundlage: Angaben von über 5.000 Teilnehmern“.",
      },
      disclaimer: {
        label: "Ärztlicher Hinweis",
        hint: "Erscheint unter den Kennzahlen auf der Startseite und als „Wichtiger Hinweis“ in der Fußzeile jeder Seite.",
        multiline: true,
      },
      privacyNotice: {
        label: "Datenschutz-Satz",
        hint: "Kurzer Satz unter beiden Formularen, direkt vor dem Link zur Datenschutzerklärung.",
        multiline: true,
      },
    },
  },

  "pages.yaml": {
    label: "Seiten",
    labelSingular: "Seite",
    hint: "Überschriften, Einleitungen, Knöpfe und Abschnitte aller elf Seiten sowie Titel und Beschreibung für Suchmaschinen.",
    fields: {
      page: {
        label: "Seite (interner Name)",
        hint: "Dieser interne Name verbindet den Eintrag mit einer Seite der Website und darf nicht geändert werden.",
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
        hint: "Beschriftung des Hauptknopfes der Seite, z. B. „Kostenlosen Gesundheitsplan sichern“; auf den meisten Seiten nötig.",
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
      duration: {
        label: "Dauer",
        hint: "Wie lange die Übung dauert, z. B. „20 Minuten“; erscheint als „Dauer: 20 Minuten“.",
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
    hint: "Die acht Rezeptkarten mit Bild, Zeit, Portionen und Zutaten auf der Seite „Gesunde Rezepte“.",
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
        hint: "Kurze, fett gedruckte Aussage, z. B. „SSL-verschlüsselt“.",
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
    hint: "Datenschutzerklärung, Informationen zu personenbezogenen Daten, AGB und Impressum, verlinkt in der Fußzeile.",
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
        hint: "Überschrift des Abschnitts, gern mit Nummer, z. B. „1. Verantwortlicher“.",
      },
      "sections.paragraphs": {
        label: "Absätze",
        hint: "Ein Absatz pro Eintrag; {company}, {address}, {street}, {postalCode}, {city} und {email} werden durch die Allgemeinen Angaben ersetzt.",
        multiline: true,
      },
    },
  },
};
