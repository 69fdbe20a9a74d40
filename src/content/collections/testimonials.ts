// data/testimonials.yaml: short quotes of real participants on the landing page.
import { type Collection, text, int, example } from "./fields";

export const testimonials: Collection = {
  file: "testimonials.yaml",
  type: "TestimonialsYaml",
  label: "Kundenstimmen",
  hint: "Kurze Zitate echter Teilnehmer im Bereich „Das sagen unsere Teilnehmer“ auf der Startseite, so viele Sie haben; ohne Kundenstimme entfällt der Bereich. Nur mit Zustimmung der Person, nie erfunden.",
  entryName: "Kundenstimme",
  labelField: "name",
  // Optional, 0 … n: a new programme has none that are real, and invented ones may never be published.
  shape: "list",
  fields: {
    name: text({ label: "Vorname", hint: "Nur der Vorname, z. B. „Klaus“; er steht unter dem Zitat." }),
    city: text({
      label: "Wohnort",
      hint: "Stadt des Teilnehmers, z. B. „Köln“; erscheint als „aus Köln“ unter dem Zitat.",
    }),
    age: int({
      label: "Alter",
      hint: "Alter in Jahren als Zahl (18 bis 120), erscheint als „68 Jahre“; kann leer bleiben.",
      required: false,
      min: 18,
      max: 120,
    }),
    text: text({
      label: "Zitat",
      hint: "Die Aussage in den Worten des Teilnehmers, ohne Anführungszeichen; bitte kein Heilversprechen.",
      multiline: true,
    }),
    example: example(),
  },
};
