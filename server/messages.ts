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
  tooManyRequests: {
    status: 429,
    title: "Zu viele Anfragen",
    text: "Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte warten Sie eine Minute und versuchen Sie es dann noch einmal.",
  },
  storageFailed: {
    status: 503,
    title: "Vorübergehende Störung",
    text: "Ihre Angaben konnten gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten noch einmal oder schreiben Sie uns eine E-Mail.",
  },
} as const;

export type RequestError = (typeof REQUEST_ERRORS)[keyof typeof REQUEST_ERRORS];

export const INVALID_TITLE = "Bitte prüfen Sie Ihre Angaben";
