// data/exercise-days.yaml: the six day cards of the movement page, Monday to Saturday.
import { type Collection, text, int, image, CARD_IMAGE_MIN_WIDTH, imageAlt } from "./fields";

export const exerciseDays: Collection = {
  file: "exercise-days.yaml",
  type: "ExerciseDaysYaml",
  label: "Wochenplan Bewegung",
  hint: "Sechs Karten mit Bild auf der Bewegungsseite, eine für jeden Tag von Montag bis Samstag.",
  entryName: "Bewegungstag",
  labelField: "day",
  shape: "list",
  count: 6,
  uniqueField: "day",
  fields: {
    day: text({
      label: "Wochentag",
      hint: "Der Tag dieser Übung, von Montag bis Samstag; jeder Tag kommt genau einmal vor.",
      oneOf: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
    }),
    title: text({ label: "Übung", hint: "Name der Übung als Überschrift der Karte, z. B. „Zügiger Spaziergang“." }),
    minutes: int({
      label: "Dauer in Minuten",
      hint: "Nur die Zahl, z. B. 20; erscheint als „Dauer: 20 Minuten“. Im persönlichen Plan wird sie an die Antworten angepasst (wer sich wenig bewegt, beginnt mit der Hälfte).",
      min: 1,
      max: 120,
    }),
    description: text({
      label: "Anleitung",
      hint: "Zwei bis drei Sätze, wie die Übung geht und worauf man achten sollte.",
      multiline: true,
    }),
    image: image({
      label: "Bild",
      hint: `Bild oben auf der Karte; JPEG oder PNG, mindestens ${CARD_IMAGE_MIN_WIDTH} Pixel breit, im Querformat.`,
      minWidth: CARD_IMAGE_MIN_WIDTH,
    }),
    imageAlt: imageAlt("Ein älterer Herr fährt Fahrrad"),
  },
};
