// data/mails.yaml: the texts of the mails and of the consent at the plan form.
import { type Collection, text, group } from "./fields";

/** What the mails fill in besides the site's placeholders (src/mail/compose.ts). */
const MAIL_PLACEHOLDERS = ["name", "brand", "confirmDays", "retentionDays"] as const;

export const mails: Collection = {
  file: "mails.yaml",
  type: "MailsYaml",
  label: "E-Mail-Texte",
  hint: "Texte der Bestätigungs-E-Mail, der Plan-E-Mail und der Kontakt-Benachrichtigung, dazu der Einwilligungstext unter dem Plan-Formular und die zwei freiwilligen Fragen. {name} wird durch den Vornamen ersetzt, {brand} durch den Markennamen.",
  entryName: "Mail-Texte",
  shape: "object",
  placeholders: MAIL_PLACEHOLDERS,
  fields: {
    consent: group({
      label: "Einwilligung",
      hint: "Das Kästchen über dem Button des Plan-Formulars; ohne Häkchen wird keine Anfrage angenommen.",
      fields: {
        version: text({
          label: "Fassung des Einwilligungstextes",
          hint: "Datum der Fassung, z. B. „2026-11-29“. Bei jeder Änderung des Textes neu setzen: Zu jeder Anfrage wird gespeichert, welche Fassung sie gesehen hat, und der Editor speichert einen geänderten Text unter einer alten Fassung nicht.",
        }),
        text: text({
          label: "Einwilligungstext",
          hint: "Nennt das Unternehmen, den Zweck (der Plan per E-Mail), dass sich aus der Anfrage erhöhte Blutzuckerwerte ergeben können (Gesundheitsdaten) und wie man widerruft. Nach einer Änderung die Fassung neu setzen.",
          multiline: true,
        }),
        privacyLinkLabel: text({
          label: "Link zum Datenschutz",
          hint: "Text des Links zur Datenschutzerklärung hinter dem Einwilligungstext, z. B. „Mehr dazu im Datenschutz“.",
        }),
      },
    }),
    marketingConsent: group({
      label: "Einwilligung in weitere E-Mails",
      hint: "Das zweite, freiwillige Kästchen: Tipps und Angebote nach dem Plan (§ 7 UWG). Nur wer es ankreuzt, bekommt mehr als den Plan.",
      fields: {
        version: text({
          label: "Fassung",
          hint: "Datum der Fassung, z. B. „2026-11-29“; bei jeder Änderung des Textes neu setzen (der Editor speichert sonst nicht).",
        }),
        text: text({
          label: "Text",
          hint: "Was man zusätzlich bekommt und wie oft, wie lange die Angaben dafür aufbewahrt werden ({marketingRetentionYears} Jahre nach der letzten E-Mail) und dass man es jederzeit abbestellen kann.",
          multiline: true,
        }),
      },
    }),
    drinkRecipe: text({
      label: "Rezept des Getränks",
      hint: "Titel des Rezepts aus „Rezepte“, das in der Plan-E-Mail als Getränk steht; muss genau so geschrieben sein wie dort.",
      refersTo: { file: "recipes.yaml", field: "title" },
    }),
    confirmation: group({
      label: "Bestätigungs-E-Mail",
      hint: "Die erste E-Mail nach dem Formular mit dem Link zum Bestätigen der Adresse.",
      fields: {
        subject: text({
          label: "Betreff",
          hint: "Kurz und eindeutig, z. B. „Bitte bestätigen Sie Ihre E-Mail-Adresse“.",
        }),
        preview: text({
          label: "Vorschautext",
          hint: "Ein Satz, den viele E-Mail-Programme neben dem Betreff zeigen.",
        }),
        greeting: text({
          label: "Anrede",
          hint: "Zum Beispiel „Guten Tag {name},“; {name} wird durch den Vornamen ersetzt.",
        }),
        intro: text({ label: "Einleitung", hint: "Der erste Satz nach der Anrede.", multiline: true }),
        why: text({
          label: "Warum bestätigen",
          hint: "Erklärt in zwei, drei Sätzen, warum wir um die Bestätigung bitten.",
          multiline: true,
        }),
        button: text({ label: "Button", hint: "Beschriftung des großen Buttons, z. B. „Ja, Plan anfordern“." }),
        validity: text({
          label: "Gültigkeit",
          hint: "Wie lange der Link gilt; {confirmDays} wird durch die Zahl der Tage ersetzt.",
        }),
        consentsHeading: text({
          label: "Überschrift „Ihre Einwilligung“",
          hint: "Darunter wiederholt die E-Mail wörtlich, was die Person angekreuzt hat: den Einwilligungstext und, nur wenn sie es angekreuzt hat, den Text des zweiten Kästchens.",
        }),
        consentsIntro: text({
          label: "Einleitung bei einem Kästchen",
          hint: "Vor dem wörtlichen Einwilligungstext, wenn nur das erste Kästchen angekreuzt ist.",
        }),
        consentsIntroBoth: text({
          label: "Einleitung bei zwei Kästchen",
          hint: "Vor den beiden wörtlichen Texten, wenn auch das zweite Kästchen angekreuzt ist.",
        }),
        withdraw: text({
          label: "Widerruf",
          hint: "Wie man die Einwilligung widerruft; dahinter steht der Link zum Datenschutz.",
          multiline: true,
        }),
        ignore: text({
          label: "Nicht angefordert?",
          hint: "Was zu tun ist, wenn man nichts angefordert hat; darunter steht der Link „Anfrage löschen“. {retentionDays} wird durch die Zahl der Tage bis zur Löschung ersetzt.",
          multiline: true,
        }),
        deleteLink: text({
          label: "Link „Anfrage löschen“",
          hint: "Text des Links, der eine Seite mit einem Button zum Löschen der Anfrage öffnet (erst der Klick darauf löscht).",
        }),
        closing: text({ label: "Gruß", hint: "Zum Beispiel „Herzliche Grüße, Ihr Team von {brand}“." }),
      },
    }),
    plan: group({
      label: "Plan-E-Mail",
      hint: "Die E-Mail mit dem 4-Wochen-Plan; Übungen, Mahlzeiten und Einkaufszettel kommen aus „4-Wochen-Plan“ und „Rezepte“.",
      fields: {
        subject: text({ label: "Betreff", hint: "Zum Beispiel „Ihr 4-Wochen-Plan, {name}“." }),
        preview: text({
          label: "Vorschautext",
          hint: "Ein Satz, den viele E-Mail-Programme neben dem Betreff zeigen.",
        }),
        greeting: text({ label: "Anrede", hint: "Zum Beispiel „Guten Tag {name},“." }),
        intro: text({
          label: "Einleitung",
          hint: "Zwei, drei Sätze, was im Plan steht; schreiben Sie „unterstützen“, versprechen Sie keine Heilung.",
          multiline: true,
        }),
        webVersionText: text({
          label: "Satz zur Druckversion",
          hint: "Ein Satz vor dem Link zur Seite „Mein Plan“ zum Ausdrucken, gleich unter der Einleitung.",
          multiline: true,
        }),
        webVersionButton: text({ label: "Button Druckversion", hint: "Zum Beispiel „Plan zum Ausdrucken öffnen“." }),
        exercisesHeading: text({
          label: "Überschrift Übungen",
          hint: "Über der kurzen Beschreibung jeder Übung in der E-Mail, z. B. „Ihre Übungen“.",
        }),
        recipesText: text({
          label: "Satz vor den Rezept-Links",
          hint: "Vor den Links zu den Rezepten der Woche, z. B. „Die Rezepte mit Zutaten und Zubereitung:“.",
        }),
        laterWeeksHeading: text({
          label: "Überschrift Wochen 2 bis 4",
          hint: "Die E-Mail zeigt Woche 1; darunter eine Zeile je Woche 2 bis 4, z. B. „Woche 2 bis 4“.",
        }),
        disclaimerHeading: text({
          label: "Überschrift Hinweis",
          hint: "Über dem ärztlichen Hinweis aus den Allgemeinen Angaben, z. B. „Wichtiger Hinweis“.",
        }),
        contactText: text({
          label: "Kontakttext",
          hint: "Wie man uns erreicht; {email} wird durch die E-Mail-Adresse ersetzt.",
          multiline: true,
        }),
        closing: text({
          label: "Gruß",
          hint: "Zum Beispiel „Viel Freude beim Start wünscht Ihnen Ihr Team von {brand}“.",
        }),
        unsubscribeText: text({
          label: "Warum diese E-Mail",
          hint: "Ein Satz am Ende: warum man die E-Mail erhält.",
          multiline: true,
        }),
        unsubscribeLink: text({
          label: "Abmelde-Link",
          hint: "Text des Links zum Abmelden, z. B. „Keine E-Mails mehr erhalten: hier abmelden“.",
        }),
      },
    }),
    contactNotice: group({
      label: "Benachrichtigung bei Kontaktnachricht",
      hint: "Die E-Mail an Sie (den Betreiber), wenn jemand das Kontaktformular absendet.",
      fields: {
        subject: text({ label: "Betreff", hint: "Zum Beispiel „Neue Nachricht über das Kontaktformular von {name}“." }),
        intro: text({ label: "Einleitung", hint: "Ein Satz über der Nachricht." }),
        replyHint: text({ label: "Hinweis zum Antworten", hint: "Dass eine Antwort direkt an den Absender geht." }),
      },
    }),
    footer: group({
      label: "Fußzeile der E-Mails",
      hint: "Absender und Link zum Impressum unter jeder E-Mail.",
      fields: {
        sender: text({ label: "Absender", hint: "Zum Beispiel „{company} · {address}“." }),
        register: text({
          label: "Pflichtangaben der GmbH",
          hint: "Steht unten in jeder E-Mail (§ 35a GmbHG): Rechtsform, Sitz, Registergericht, Registernummer und Geschäftsführung, z. B. „{company}, Sitz: {seat}, {registerCourt}, {registerNumber}, Geschäftsführung: {managingDirectors}“.",
          multiline: true,
        }),
        imprintLink: text({ label: "Link zum Impressum", hint: "Zum Beispiel „Impressum“." }),
      },
    }),
  },
};
