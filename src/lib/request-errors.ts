// German answers for visitors whose post the server cannot take, by HTTP status.
export const REQUEST_ERRORS = {
  unknownForm: {
    status: 400,
    title: "Formular unbekannt",
    text: "Dieses Formular kennen wir nicht. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.",
  },
  malformed: {
    status: 400,
    title: "Angaben nicht lesbar",
    text: "Ihre Angaben konnten wir nicht lesen. Bitte senden Sie das Formular noch einmal über unsere Internetseite.",
  },
  tooLarge: {
    status: 413,
    title: "Angaben zu lang",
    text: "Ihre Angaben sind zu lang. Bitte kürzen Sie Ihre Nachricht und senden Sie sie noch einmal.",
  },
  unsupportedType: {
    status: 415,
    title: "Format nicht unterstützt",
    text: "Bitte senden Sie das Formular über unsere Internetseite.",
  },
  crossSite: {
    status: 403,
    title: "Formular von fremder Seite",
    text: "Dieses Formular wurde von einer anderen Internetseite aus gesendet. Bitte füllen Sie es direkt auf unserer Internetseite aus.",
  },
  tooManyRequests: {
    status: 429,
    title: "Zu viele Anfragen",
    text: "Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte warten Sie eine Minute und versuchen Sie es dann noch einmal.",
  },
  timeout: {
    status: 408,
    title: "Zeitüberschreitung",
    text: "Ihre Anfrage kam zu langsam bei uns an. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.",
  },
  headersTooLarge: {
    status: 431,
    title: "Anfrage zu groß",
    text: "Ihr Browser hat zu viele Zusatzdaten mitgeschickt (zum Beispiel Cookies). Bitte laden Sie die Seite neu.",
  },
  badAddress: {
    status: 400,
    title: "Adresse nicht lesbar",
    text: "Diese Internetadresse können wir nicht lesen. Bitte prüfen Sie die Adresse oder beginnen Sie auf der Startseite.",
  },
  pageFailed: {
    status: 500,
    title: "Vorübergehende Störung",
    text: "Diese Seite konnte gerade nicht geladen werden. Bitte versuchen Sie es in einigen Minuten noch einmal.",
  },
  storageFailed: {
    status: 503,
    title: "Vorübergehende Störung",
    text: "Ihre Angaben konnten gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten noch einmal oder schreiben Sie uns eine E-Mail.",
  },
} as const;

export type RequestError = (typeof REQUEST_ERRORS)[keyof typeof REQUEST_ERRORS];
