// data/benefits.yaml: the programme's three parts, as cards on the landing page.
import { type Collection, text } from "./fields";

export const benefits: Collection = {
  file: "benefits.yaml",
  type: "BenefitsYaml",
  label: "Vorteile",
  hint: "Die drei Bausteine des Programms, als Karten mit Symbol auf der Startseite; es müssen genau drei sein.",
  entryName: "Vorteil",
  labelField: "title",
  shape: "list",
  count: 3,
  fields: {
    icon: text({
      label: "Symbol",
      hint: "Kleines Bild über der Karte: „lemon“ = Zitrone, „plate“ = Teller, „walk“ = gehender Mensch.",
      oneOf: ["lemon", "plate", "walk"],
    }),
    title: text({ label: "Titel", hint: "Überschrift der Karte, z. B. „Sanfte Bewegung“." }),
    text: text({ label: "Text", hint: "Zwei bis drei Sätze unter dem Titel der Karte.", multiline: true }),
  },
};
