// data/next-steps.yaml: the thank-you page's cards on what happens next.
import { type Collection, text } from "./fields";

export const nextSteps: Collection = {
  file: "next-steps.yaml",
  type: "NextStepsYaml",
  label: "Nächste Schritte",
  hint: "Karten „So geht es weiter“ auf der Dankeseite, die nach dem Absenden eines Formulars erscheint.",
  entryName: "Nächster Schritt",
  labelField: "title",
  shape: "list",
  fields: {
    title: text({ label: "Titel", hint: "Überschrift der Karte, z. B. „Schauen Sie in Ihr Postfach“." }),
    text: text({
      label: "Text",
      hint: "Ein bis drei Sätze, was die Besucher als Nächstes tun können.",
      multiline: true,
    }),
  },
};
