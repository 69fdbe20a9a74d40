// data/expectations.yaml: the nutrition page's three cards on what to expect after three months.
import { type Collection, text } from "./fields";

export const expectations: Collection = {
  file: "expectations.yaml",
  type: "ExpectationsYaml",
  label: "Erwartungen",
  hint: "Drei Karten „Was Sie nach 3 Monaten erwarten können“ auf der Ernährungsseite; es müssen genau drei sein.",
  entryName: "Erwartung",
  labelField: "title",
  shape: "list",
  count: 3,
  fields: {
    title: text({ label: "Titel", hint: "Überschrift der Karte, z. B. „Mehr Schwung im Alltag“." }),
    text: text({
      label: "Text",
      hint: "Zwei bis drei Sätze, was Teilnehmer berichten; versprechen Sie keine Heilung.",
      multiline: true,
    }),
  },
};
