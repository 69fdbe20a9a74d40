// data/success-stories.yaml: longer stories of real participants (landing or movement page).
import { type Collection, text, int, example } from "./fields";
import { ENDORSEMENT_PAGES } from "./site";

export const successStories: Collection = {
  file: "success-stories.yaml",
  type: "SuccessStoriesYaml",
  label: "Erfolgsgeschichten",
  hint: "Ausführliche Geschichten echter Teilnehmer, auf der Startseite oder der Bewegungsseite, so viele Sie haben; eine Seite ohne Geschichte zeigt den Bereich nicht. Nur mit Zustimmung der Person, nie erfunden.",
  entryName: "Erfolgsgeschichte",
  labelField: "name",
  // Optional, 0 … n per page; a page without one shows no story section.
  shape: "list",
  fields: {
    page: text({
      label: "Seite",
      hint: "Wo die Geschichte erscheint: „home“ = Startseite, „movement“ = Bewegungsseite.",
      oneOf: ENDORSEMENT_PAGES,
    }),
    name: text({
      label: "Name",
      hint: "Vorname und abgekürzter Nachname, z. B. „Herbert M.“; steht unter der Geschichte.",
    }),
    age: int({
      label: "Alter",
      hint: "Alter in Jahren als Zahl (18 bis 120), erscheint als „67 Jahre“; kann leer bleiben.",
      required: false,
      min: 18,
      max: 120,
    }),
    city: text({
      label: "Wohnort",
      hint: "Stadt des Teilnehmers, z. B. „Augsburg“; erscheint als „aus Augsburg“ unter der Geschichte.",
    }),
    heading: text({ label: "Überschrift", hint: "Kurze Überschrift oder ein Zitat über der Geschichte." }),
    text: text({
      label: "Geschichte",
      hint: "Die Geschichte in einigen Sätzen; schreiben Sie „unterstützen“, versprechen Sie keine Heilung.",
      multiline: true,
    }),
    example: example(),
  },
};
