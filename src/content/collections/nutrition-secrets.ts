// data/nutrition-secrets.yaml: the nutrition page's five numbered cards.
import { type Collection, text, int } from "./fields";

export const nutritionSecrets: Collection = {
  file: "nutrition-secrets.yaml",
  type: "NutritionSecretsYaml",
  label: "Ernährungsgeheimnisse",
  hint: "Fünf nummerierte Karten mit Ernährungsregeln auf der Ernährungsseite; es müssen genau fünf sein.",
  entryName: "Ernährungsgeheimnis",
  labelField: "title",
  shape: "list",
  count: 5,
  uniqueField: "number",
  fields: {
    number: int({
      label: "Nummer",
      hint: "Reihenfolge auf der Seite als ganze Zahl, z. B. 1 für die erste Karte; jede Nummer nur einmal.",
      min: 1,
      max: 99,
    }),
    title: text({ label: "Titel", hint: "Überschrift der Karte, z. B. „Gemüse zuerst“." }),
    description: text({
      label: "Beschreibung",
      hint: "Zwei bis drei Sätze zur Regel; schreiben Sie „kann unterstützen“, versprechen Sie keine Heilung.",
      multiline: true,
    }),
  },
};
