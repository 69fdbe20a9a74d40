// Decap's German texts, corrected: "Sie" throughout, German words for English ones, and texts Decap
// only has in English. Decap's own phrases are the base (CMS.getLocale("de")), so new keys of a
// Decap update still appear.
type Phrases = { [key: string]: string | Phrases };

export const GERMAN_CORRECTIONS: Phrases = {
  auth: {
    login: "Anmelden",
    loggingIn: "Sie werden angemeldet …",
    loginWithGitHub: "Mit GitHub anmelden",
    loginWithGitLab: "Mit GitLab anmelden",
    loginWithGitea: "Mit Gitea anmelden",
  },
  app: { header: { content: "Inhalte", quickAdd: "Neu anlegen" } },
  collection: {
    sidebar: { collections: "Inhalte", allCollections: "Alle Inhalte", searchAll: "Alle Inhalte durchsuchen" },
    collectionTop: { viewAsList: "Als Liste anzeigen", viewAsGrid: "Als Raster anzeigen" },
    entries: {
      loadingEntries: "Inhalte werden geladen …",
      noEntries: "Keine Inhalte",
      unpublishedHeader: "Unveröffentlichte Inhalte",
    },
  },
  editor: {
    editorControl: { field: { optional: "freiwillig", widgetLabel: "Feld %{widgetLabel}" } },
    editorControlPane: {
      widget: {
        required: "Bitte füllen Sie „%{fieldLabel}“ aus.",
        regexPattern: "„%{fieldLabel}“: %{pattern}",
        range: "„%{fieldLabel}“ muss zwischen %{minValue} und %{maxValue} liegen.",
        min: "„%{fieldLabel}“ muss mindestens %{minValue} sein.",
        max: "„%{fieldLabel}“ darf höchstens %{maxValue} sein.",
        rangeCount: "„%{fieldLabel}“ braucht %{minCount} bis %{maxCount} Einträge.",
        rangeCountExact: "„%{fieldLabel}“ braucht genau %{count} Einträge.",
        rangeMin: "„%{fieldLabel}“ braucht mindestens %{minCount} Einträge.",
        rangeMax: "„%{fieldLabel}“ darf höchstens %{maxCount} Einträge haben.",
      },
    },
    editor: {
      onPublishing: "Möchten Sie diese Änderungen jetzt veröffentlichen?",
      loadingEntry: "Inhalt wird geladen …",
    },
    editorToolbar: {
      changesSaved: "Gespeichert",
      backCollection: "Zurück zu allen %{collectionLabel}",
      deleteUnpublishedChanges: "Unveröffentlichte Änderungen verwerfen",
      deployPreviewPendingButtonLabel: "Vorschau prüfen",
    },
    editorWidgets: {
      image: {
        choose: "Bild auswählen",
        chooseDifferent: "Anderes Bild auswählen",
        remove: "Bild entfernen",
      },
      object: { expand: "Aufklappen", collapse: "Zuklappen" },
      list: { add: "%{item} hinzufügen", addType: "%{item} hinzufügen" },
    },
  },
  mediaLibrary: {
    mediaLibraryModal: { noResults: "Keine Ergebnisse.", close: "Schließen", download: "Herunterladen" },
  },
  ui: {
    errorBoundary: { reportIt: "melden Sie ihn." },
    settingsDropdown: { account: "Konto" },
    toast: {
      onFailToPersist: "Nicht gespeichert: %{details}",
      missingRequiredField:
        "Nicht gespeichert: Einige Felder sind leer oder ungültig; die Meldungen stehen rot an den Feldern.",
      entrySaved: "Gespeichert",
      entryPublished: "Veröffentlicht",
      onLoggedOut: "Sie wurden abgemeldet. Bitte sichern Sie Ihre Eingaben und melden Sie sich erneut an.",
      onBackendDown: "Der Server ist gerade nicht erreichbar: %{details}",
    },
  },
};

const isPhrases = (value: unknown): value is Phrases => typeof value === "object" && value !== null;

export function withCorrections(base: Phrases = {}, corrections: Phrases = GERMAN_CORRECTIONS): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(corrections)) {
    const current = merged[key];
    merged[key] = isPhrases(value) ? withCorrections(isPhrases(current) ? current : {}, value) : value;
  }
  return merged;
}
