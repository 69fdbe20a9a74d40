// data/plan.yaml: the questions the plan asks and every exercise and sentence it is built from.
import { type Collection, type EntryProblem, type Fields, text, int, flag, textList, group, list } from "./fields";
import { BRIEF_MAX, QUESTIONS, type Question } from "../../lib/plan";

/** What src/lib/plan.ts fills into the texts of data/plan.yaml. */
const PLAN_PLACEHOLDERS = [
  "week",
  "minutes",
  "first",
  "second",
  "when",
  "sets",
  "reps",
  "seconds",
  "drink",
  "foods",
  "count",
  "pack",
  "need",
  "portions",
  "protein",
  "limits",
] as const;

/** The plan's weekly minutes: sedentary men start at most here; every level reaches the first and never passes the second. */
export const PLAN_MINUTES = { sedentaryStart: 90, week4: 150, max: 180 } as const;

/**
 * An exercise of the plan: what to do, how it should feel, when to stop, and the two variants.
 * Warming up and cooling down are gentler than the training itself.
 */
const exercise = (kind: "warmUpOrCoolDown" | "training"): Fields => {
  const gentle = kind === "warmUpOrCoolDown";
  return {
    title: text({ label: "Titel", hint: `Name der Übung, z. B. „${gentle ? "Aufwärmen" : "Zügig gehen"}“.` }),
    brief: text({
      label: "Kurz für die E-Mail",
      hint: `Eine Zeile, höchstens ${BRIEF_MAX} Zeichen: was man tut; die ganze Beschreibung steht unter „So geht’s“.`,
    }),
    how: text({ label: "So geht’s", hint: "Zwei Sätze, was man tut.", multiline: true }),
    feel: text({
      label: "So soll es sich anfühlen",
      hint: gentle
        ? "Wie es sich anfühlen soll, in einem Satz."
        : "Mit dem Sprechtest: noch sprechen können, nicht mehr singen.",
      multiline: true,
    }),
    stop: text({
      label: "Aufhören, wenn",
      hint: gentle
        ? "Wann man aufhört (Schmerz, Schwindel, Atemnot)."
        : "Wann man langsamer wird oder aufhört (Schmerz, Schwindel, Atemnot).",
      multiline: true,
    }),
    joints: text({
      label: "Variante Knie/Hüfte",
      hint: "Für alle, die Knie- oder Hüftbeschwerden angegeben haben: im Sitzen oder gestützt.",
      multiline: true,
    }),
    balance: text({
      label: "Variante Gleichgewicht",
      hint: "Für alle, die manchmal unsicher auf den Beinen sind: mit Halt.",
      multiline: true,
    }),
  };
};

/** Each answer as the page of questions shows it: the editor names the answer by it. */
const ANSWER_NAMES: { [Q in Question]: Record<(typeof QUESTIONS)[Q]["values"][number], string> } = {
  activity: { wenig: "wenig", etwas: "etwas", regelmaessig: "regelmäßig" },
  dayTime: { morgens: "morgens", mittags: "mittags", abends: "abends" },
  likes: { gehen: "gehen", radfahren: "radfahren", schwimmen: "schwimmen", garten: "garten", tanzen: "tanzen" },
  limits: { gelenke: "Knie/Hüfte", gleichgewicht: "Gleichgewicht" },
  household: { eins: "eine Person", zwei: "zwei Personen" },
  excludes: { fisch: "Fisch", schwein: "Schweinefleisch", fleisch: "Fleisch", milch: "Milchprodukte", nuesse: "Nüsse" },
};

/** A text for each answer of a question (src/lib/plan.ts), in its order, all with one hint. */
const perAnswer = (question: Question, hint: string): Fields => {
  const names: Record<string, string> = ANSWER_NAMES[question];
  return Object.fromEntries(
    QUESTIONS[question].values.map((value) => [value, text({ label: `Antwort „${names[value]}“`, hint })]),
  );
};

/** A question of the plan: the question itself and its answers, as the page of questions shows them. */
const question = (key: Question, label: string, hint: string) =>
  group({
    label,
    hint,
    fields: {
      legend: text({ label: "Frage", hint: "Die Frage selbst, kurz und in Sie-Form." }),
      ...perAnswer(key, "Wie die Antwort auf der Seite steht."),
    },
  });

/** A text for each answer to "Wann passt es Ihnen am besten?", and one for no answer. */
const byDayTime = (label: string, hint: string) =>
  group({
    label,
    hint: "Ein Text je Antwort, dazu einer ohne Antwort.",
    fields: {
      none: text({ label: "Bei „ohne Antwort“", hint }),
      ...Object.fromEntries(
        QUESTIONS.dayTime.values.map((value) => [value, text({ label: `Bei „${ANSWER_NAMES.dayTime[value]}“`, hint })]),
      ),
    },
  });

export const plan: Collection = {
  file: "plan.yaml",
  type: "PlanYaml",
  label: "4-Wochen-Plan",
  hint: "Die freiwilligen Fragen auf „Bitte bestätigen“ und alle Übungen und Sätze, aus denen der Plan in der E-Mail und auf „Mein Plan“ entsteht.",
  entryName: "4-Wochen-Plan",
  shape: "object",
  placeholders: PLAN_PLACEHOLDERS,
  entryRule: planRule,
  fields: {
    questions: group({
      label: "Freiwillige Fragen",
      hint: "Die sechs freiwilligen Fragen auf der Seite „Bitte bestätigen“; nach ihnen wird der Plan gebaut.",
      fields: {
        heading: text({
          label: "Überschrift",
          hint: "Über den Fragen, z. B. „Sechs kurze Fragen für Ihren Plan – alle freiwillig“.",
        }),
        intro: text({
          label: "Einleitung",
          hint: "Ein bis zwei Sätze: wozu die Fragen dienen und dass man jede auslassen kann.",
          multiline: true,
        }),
        noAnswer: text({
          label: "Antwort „keine Angabe“",
          hint: "Die erste Antwort jeder Frage mit einer Auswahl, z. B. „Keine Angabe“.",
        }),
        multipleHint: text({
          label: "Hinweis Mehrfachauswahl",
          hint: "Steht bei Fragen, bei denen man mehreres ankreuzen kann.",
        }),
        activity: question("activity", "Frage nach der Bewegung", "Die Antwort bestimmt, womit der Plan beginnt."),
        dayTime: question("dayTime", "Frage nach der Tageszeit", "Die Antwort bestimmt, wann im Plan geübt wird."),
        likes: question("likes", "Frage nach Lieblingsbewegungen", "Jede Antwort hat ihre Übung unter „Ausdauer“."),
        limits: question("limits", "Frage nach Beschwerden", "Jede Antwort bringt die passende Variante jeder Übung."),
        household: question(
          "household",
          "Frage nach dem Haushalt",
          "Die Antwort bestimmt die Mengen im Einkaufszettel.",
        ),
        excludes: question(
          "excludes",
          "Frage, was man nicht isst",
          "Rezepte, deren Feld „Enthält“ diese Antwort nennt, kommen nicht in den Plan.",
        ),
      },
    }),
    fitted: group({
      label: "Zeile „Angepasst an“",
      hint: "Oben im Plan: ein kurzes Wort zu jeder Antwort, z. B. „Angepasst an: Knie oder Hüfte, abends, Gehen und Garten, für zwei, ohne Fisch“.",
      fields: {
        label: text({ label: "Anfang der Zeile", hint: "Zum Beispiel „Angepasst an“." }),
        none: text({
          label: "Ohne Antworten",
          hint: "Statt der Zeile, wenn jemand keine Frage beantwortet hat (der allgemeine Plan).",
          multiline: true,
        }),
        activity: group({
          label: "Bewegung",
          hint: "Ein kurzes Wort je Antwort.",
          fields: perAnswer("activity", "Kurz, z. B. „sanfter Beginn“."),
        }),
        dayTime: group({
          label: "Tageszeit",
          hint: "Ein kurzes Wort je Antwort.",
          fields: perAnswer("dayTime", "Kurz, z. B. „abends“."),
        }),
        likes: group({
          label: "Lieblingsbewegung",
          hint: "Ein kurzes Wort je Antwort; mehrere werden mit „und“ verbunden.",
          fields: perAnswer("likes", "Kurz, z. B. „Garten“."),
        }),
        limits: group({
          label: "Beschwerden",
          hint: "Ein kurzes Wort je Antwort.",
          fields: perAnswer("limits", "Kurz, z. B. „Knie oder Hüfte“."),
        }),
        household: group({
          label: "Haushalt",
          hint: "Ein kurzes Wort je Antwort.",
          fields: perAnswer("household", "Kurz, z. B. „für zwei“."),
        }),
        excludes: group({
          label: "Was er nicht isst",
          hint: "Ein Wort je Antwort, für „ohne …“.",
          fields: perAnswer("excludes", "Ein Hauptwort, z. B. „Fisch“."),
        }),
        without: text({
          label: "„ohne …“",
          hint: "{foods} wird durch die Lebensmittel ersetzt, z. B. „ohne {foods}“.",
        }),
        and: text({ label: "Wort „und“", hint: "Verbindet die letzten zwei Wörter einer Aufzählung." }),
      },
    }),
    times: group({
      label: "Tageszeiten",
      hint: "Wie die Tageszeit aus der Antwort im Plan steht.",
      fields: {
        session: byDayTime("Zeit der Übung", "Zum Beispiel „Am Vormittag, nach dem Frühstück“."),
        walk: byDayTime(
          "Spaziergang nach dem Essen",
          "Nach welcher Hauptmahlzeit, klein geschrieben, z. B. „nach dem Mittagessen“.",
        ),
      },
    }),
    weeks: list({
      label: "Die vier Wochen",
      hint: `Genau vier Wochen: Minuten Ausdauer je Antwort auf „Wie viel bewegen Sie sich zurzeit?“ (ohne Antwort gilt „wenig“), ein Satz und ein kleines Ziel; die Prüfung achtet auf sanften Beginn und ${PLAN_MINUTES.week4} Minuten in Woche 4.`,
      fields: {
        minutes: group({
          label: "Minuten Ausdauer",
          hint: "Minuten dieser Woche je Antwort, in Schritten von 5; das Gehen nach dem Essen zählt nicht dazu.",
          fields: {
            wenig: int({
              label: "Bei „wenig“ (und ohne Antwort)",
              hint: `Sanfter Beginn: in Woche 1 höchstens ${PLAN_MINUTES.sedentaryStart}, z. B. 60.`,
              min: 0,
              max: 300,
            }),
            etwas: int({ label: "Bei „etwas“", hint: "Zum Beispiel 90 in Woche 1.", min: 0, max: 300 }),
            regelmaessig: int({
              label: "Bei „regelmäßig“",
              hint: `Zum Beispiel 150 in Woche 1; höchstens ${PLAN_MINUTES.max}.`,
              min: 0,
              max: 300,
            }),
          },
        }),
        intro: text({ label: "Satz zur Woche", hint: "Ein Satz, was diese Woche ausmacht.", multiline: true }),
        goal: text({
          label: "Ziel der Woche",
          hint: "Ein kleines Ziel, das man abhaken kann, z. B. „An drei Tagen üben“.",
          multiline: true,
        }),
      },
    }),
    warmUp: group({
      label: "Aufwärmen",
      hint: "Vor jeder Übungseinheit, 3 bis 5 Minuten.",
      fields: exercise("warmUpOrCoolDown"),
    }),
    coolDown: group({
      label: "Ausklingen",
      hint: "Nach jeder Übungseinheit, 3 bis 5 Minuten.",
      fields: exercise("warmUpOrCoolDown"),
    }),
    endurance: list({
      label: "Ausdauer",
      hint: "Eine Übung je Antwort auf „Was machen Sie gern?“; sie wechseln sich an vier Tagen der Woche ab (mit Knie- oder Hüftbeschwerden an sechs, kürzer).",
      fields: {
        like: text({
          label: "Zur Antwort",
          hint: "gehen, radfahren, schwimmen, garten oder tanzen.",
          oneOf: QUESTIONS.likes.values,
        }),
        indoor: flag({
          label: "Drinnen",
          hint: "Ja, wenn die Übung nie vom Wetter oder einem Bad abhängt; sonst braucht sie eine Alternative.",
        }),
        ...exercise("training"),
        alternative: text({
          label: "Falls es nicht geht",
          hint: "Was man bei Regen, Dunkelheit, Glätte oder ohne Bad stattdessen tut, in derselben Zeit.",
          required: false,
          multiline: true,
        }),
      },
    }),
    walk: group({
      label: "Gehen nach dem Essen",
      hint: "Zehn gemütliche Minuten nach einer Hauptmahlzeit an sechs Tagen der Woche; zählt nicht zu den Minuten Ausdauer.",
      fields: {
        ...exercise("training"),
        alternative: text({
          label: "Falls es nicht geht",
          hint: "Was man bei Regen, Dunkelheit oder Glätte stattdessen tut.",
          multiline: true,
        }),
      },
    }),
    strength: list({
      label: "Kraftübungen",
      hint: "Die Übungen der zwei Krafttage, mit einer Zugübung (Rudern); Runden und Wiederholungen wachsen jede Woche. Bei jeder steht der Satz „nicht die Luft anhalten“ (Feste Texte).",
      fields: exercise("training"),
    }),
    balance: list({
      label: "Gleichgewichtsübungen",
      hint: "Kurze Übungen an drei Tagen; die Sekunden wachsen jede Woche.",
      fields: exercise("training"),
    }),
    stretch: group({
      label: "Dehnen",
      hint: "Die Dehnübung am Donnerstag.",
      fields: exercise("training"),
    }),
    ifThen: group({
      label: "Wenn … dann …",
      hint: "Pläne für Tage, an denen etwas dazwischenkommt (Regen, Schmerz, Besuch).",
      fields: {
        heading: text({ label: "Überschrift", hint: "Zum Beispiel „Wenn … dann …: Ihr Plan für schwierige Tage“." }),
        plans: list({
          label: "Pläne",
          hint: "Jeder Plan hat ein „Wenn …“ und ein „dann …“.",
          fields: {
            when: text({ label: "Wenn", hint: "Zum Beispiel „Wenn es regnet,“." }),
            then: text({ label: "Dann", hint: "Was man dann tut, als ganzer Satzteil.", multiline: true }),
          },
        }),
        missedWeek: text({
          label: "Woche verpasst",
          hint: "Was man nach einer verpassten Woche tut: nichts nachholen, die letzte gelungene Woche wiederholen.",
          multiline: true,
        }),
      },
    }),
    numbers: group({
      label: "Ihre Werte kennen",
      hint: "Was Prädiabetes heißt und was man die Ärztin fragt. Nur erklären, was Ärzte messen; nie eine Wirkung des Plans auf Werte versprechen.",
      fields: {
        heading: text({
          label: "Überschrift",
          hint: "Zum Beispiel „Ihre Werte kennen – mit Ihrer Ärztin oder Ihrem Arzt“.",
        }),
        points: textList({
          label: "Punkte",
          hint: "Ein Gedanke je Punkt, in einfachen Sätzen.",
          multiline: true,
          min: 1,
        }),
        note: text({ label: "Hinweis", hint: "Dass wir keine Werte messen oder beurteilen.", multiline: true }),
        inBrief: text({
          label: "Kurz für die E-Mail",
          hint: "Zwei Sätze für die Plan-E-Mail; der Rest steht auf dem Plan zum Ausdrucken.",
          multiline: true,
        }),
      },
    }),
    later: group({
      label: "Wochen 5 bis 12",
      hint: "Das Blatt nach Woche 4: eine Zeile je Woche zum Eintragen.",
      fields: {
        heading: text({ label: "Überschrift", hint: "Zum Beispiel „Nach Woche 4: die Wochen 5 bis 12“." }),
        intro: text({ label: "Einleitung", hint: "Wie es weitergeht, in zwei, drei Sätzen.", multiline: true }),
        weekLabel: text({
          label: "Name einer Woche",
          hint: "{week} wird durch die Nummer ersetzt, z. B. „Woche {week}“.",
        }),
        target: text({
          label: "Ziel",
          hint: "{minutes} wird durch die Minuten von Woche 4 ersetzt, z. B. „Ziel: {minutes} Minuten Ausdauer und 2 Krafttage pro Woche“.",
        }),
        strengthDays: text({ label: "Spalte Krafttage", hint: "Zum Beispiel „Krafttage“." }),
        weight: text({ label: "Spalte Gewicht", hint: "Zum Beispiel „Gewicht (kg)“." }),
      },
    }),
    texts: group({
      label: "Feste Texte des Plans",
      hint: "Überschriften und Sätze der E-Mail und der Seite „Mein Plan“.",
      fields: {
        title: text({ label: "Titel des Plans", hint: "Zum Beispiel „Ihr 4-Wochen-Plan“; sagen Sie, was es ist." }),
        intro: text({ label: "Einleitung", hint: "Zwei Sätze, was im Plan steht.", multiline: true }),
        generalPlan: text({
          label: "Allgemeiner Plan",
          hint: "Steht auf „Mein Plan“, wenn die Seite ohne Antworten geöffnet wird: wie man den eigenen Plan sieht.",
          multiline: true,
        }),
        talkTest: text({
          label: "Sprechtest",
          hint: "Wie der Sprechtest geht; steht vor der ersten Woche.",
          multiline: true,
        }),
        guideHeading: text({
          label: "Überschrift Übungen",
          hint: "Über der Beschreibung aller Übungen auf der Seite „Mein Plan“, z. B. „So gehen Ihre Übungen“.",
        }),
        weekHeading: text({
          label: "Überschrift einer Woche",
          hint: "{week} wird durch die Nummer ersetzt, z. B. „Woche {week}“.",
        }),
        weekSummary: text({
          label: "Zusammenfassung einer Woche",
          hint: "{minutes} wird durch die Minuten Ausdauer der Woche ersetzt (ohne das Gehen nach dem Essen).",
        }),
        goalLabel: text({ label: "Wort vor dem Ziel", hint: "Vor dem Ziel jeder Woche, z. B. „Ziel der Woche“." }),
        afterMealLabel: text({
          label: "Wort für Bewegung nach dem Essen",
          hint: "Zum Beispiel „Bewegung nach dem Essen“.",
        }),
        afterMealLine: text({
          label: "Satz zur Bewegung nach dem Essen",
          hint: "{minutes} und {when} (nach welcher Mahlzeit) werden ersetzt; sagen Sie, dass sie nicht zu den Minuten Ausdauer zählt.",
          multiline: true,
        }),
        partner: text({
          label: "Zu zweit",
          hint: "Für alle, die für zwei kochen: die Partnerin oder den Partner zum Gehen mitnehmen.",
          multiline: true,
        }),
        weekdays: textList({ label: "Wochentage", hint: "Genau sieben, von Montag bis Sonntag.", min: 7, max: 7 }),
        minutesLabel: text({ label: "Wort für Minuten", hint: "Steht hinter der Zahl, z. B. „Minuten“." }),
        bouts: text({
          label: "Zwei Teile am Tag",
          hint: "Bei Knie- oder Hüftbeschwerden: {first} und {second} werden ersetzt, z. B. „{first} + {second} Minuten, zu zwei Zeiten am Tag“.",
        }),
        repetitions: text({
          label: "Runden und Wiederholungen",
          hint: "{sets} und {reps} werden ersetzt, z. B. „{sets} Runden mit je {reps} Wiederholungen“.",
        }),
        seconds: text({ label: "Sekunden", hint: "{seconds} wird ersetzt, z. B. „je Seite {seconds} Sekunden“." }),
        breathing: text({
          label: "Atmen bei Kraftübungen",
          hint: "Steht bei jeder Kraftübung, z. B. „Atmen Sie ruhig weiter – nicht die Luft anhalten.“",
        }),
        frame: text({
          label: "Aufwärmen und Ausklingen",
          hint: "Ein Satz über jeder Woche (E-Mail und Plan): jeder Übungstag beginnt mit Aufwärmen und endet mit Ausklingen.",
        }),
        variantsOnSheet: text({
          label: "Varianten (E-Mail)",
          hint: "Über den Übungen der E-Mail, wenn jemand Beschwerden angegeben hat; {limits} wird ersetzt, z. B. durch „Knie oder Hüfte“.",
          multiline: true,
        }),
        strengthLabel: text({
          label: "Wort für Kraftübungen",
          hint: "Steht am Krafttag in der E-Mail und auf dem Plan statt der einzelnen Namen, z. B. „Kraftübungen“.",
        }),
        balanceLabel: text({
          label: "Wort für Gleichgewichtsübungen",
          hint: "Steht in der E-Mail und auf dem Plan statt der einzelnen Namen, z. B. „Gleichgewichtsübungen“.",
        }),
        whenLabel: text({ label: "Wort für „Wann“", hint: "Vor der Tageszeit einer Übung." }),
        feelLabel: text({ label: "Wort für das Gefühl", hint: "Vor „So soll es sich anfühlen“-Texten." }),
        stopLabel: text({ label: "Wort für Aufhören", hint: "Vor „Aufhören, wenn“-Texten." }),
        alternativeLabel: text({
          label: "Wort für die Alternative",
          hint: "Vor der Alternative bei Regen oder ohne Bad.",
        }),
        variantLabel: text({
          label: "Wort für die Variante",
          hint: "Vor der Variante für Knie/Hüfte oder Gleichgewicht.",
        }),
        restDay: text({ label: "Ruhetag", hint: "Steht am Sonntag.", multiline: true }),
        doneLabel: text({ label: "Kästchen „Erledigt“", hint: "Neben dem Kästchen zum Abhaken jedes Tages." }),
        logMinutes: text({ label: "Zeile Minuten", hint: "Zeile im Wochenprotokoll, z. B. „Minuten Ausdauer“." }),
        logSteps: text({ label: "Zeile Schritte", hint: "Zeile im Wochenprotokoll, z. B. „Schritte (freiwillig)“." }),
        weekWeight: text({ label: "Gewicht der Woche", hint: "Eine Zeile zum Ausfüllen auf jeder Woche." }),
        weekSafety: text({
          label: "Sicherheitszeile",
          hint: "Steht auf jeder gedruckten Woche: wann man aufhört und 112 wählt.",
          multiline: true,
        }),
        startMeasures: text({
          label: "Werte zu Beginn",
          hint: "Eine Zeile zum Ausfüllen oben auf dem Ausdruck: Gewicht und Bauchumfang.",
        }),
        drinkLine: text({ label: "Getränk am Morgen", hint: "{drink} wird durch den Namen des Getränks ersetzt." }),
        drinkTeeth: text({
          label: "Getränk und Zähne",
          hint: "Hinweis zur Säure der Zitrone und zum Zahnschmelz.",
          multiline: true,
        }),
        plate: text({
          label: "Der Teller",
          hint: "Das Tellermodell: Hälfte Gemüse, Viertel Eiweiß, Viertel Vollkorn.",
          multiline: true,
        }),
        alcohol: text({
          label: "Alkohol",
          hint: "Ein, zwei Sätze zu Alkohol; nichts über Wirkungen auf Werte.",
          multiline: true,
        }),
        mealsHeading: text({ label: "Überschrift Mahlzeiten", hint: "Zum Beispiel „Ihre Mahlzeiten der Woche“." }),
        mealsIntro: text({
          label: "Satz zu den Mahlzeiten",
          hint: "Wie Kochen und Reste zusammengehen.",
          multiline: true,
        }),
        breakfastLabel: text({ label: "Wort für Frühstück", hint: "Zum Beispiel „Frühstück“." }),
        cookedLabel: text({
          label: "Gekochte Gerichte (E-Mail)",
          hint: "Vor den Gerichten, die man abends für zwei Mahlzeiten kocht, z. B. „Abends gekocht, die Hälfte für den nächsten Mittag“.",
        }),
        quickMealsLabel: text({
          label: "Schnelle Gerichte (E-Mail)",
          hint: "Vor den Gerichten, die man jedes Mal frisch macht, z. B. „Schnell frisch gemacht“.",
        }),
        lunchLabel: text({ label: "Wort für Mittag", hint: "Zum Beispiel „Mittag“." }),
        dinnerLabel: text({ label: "Wort für Abend", hint: "Zum Beispiel „Abend“." }),
        cookLabel: text({
          label: "Wort für Kochen",
          hint: "Hinter einem Gericht, das man für zwei Mahlzeiten kocht, z. B. „kochen, die Hälfte für morgen“.",
        }),
        leftoverLabel: text({
          label: "Wort für Reste",
          hint: "Hinter einem Gericht vom Vortag, z. B. „Rest vom Vortag“.",
        }),
        quickLabel: text({
          label: "Wort für schnelle Gerichte",
          hint: "Hinter einem Gericht, das man frisch macht, z. B. „schnell gemacht“.",
        }),
        portionsOne: text({ label: "Mengen für eine Person", hint: "Über dem Einkaufszettel für Alleinkochende." }),
        portionsTwo: text({ label: "Mengen für zwei Personen", hint: "Über dem Einkaufszettel für zwei." }),
        shoppingHeading: text({
          label: "Überschrift Einkaufszettel",
          hint: "Zum Beispiel „Ihr Einkaufszettel für eine Woche“.",
        }),
        shoppingIntro: text({ label: "Satz zum Einkaufszettel", hint: "Ein Satz über der Liste.", multiline: true }),
        pantryHeading: text({ label: "Überschrift Vorrat", hint: "Zum Beispiel „Vorrat prüfen“." }),
        pantryIntro: text({
          label: "Satz zum Vorrat",
          hint: "Öl, Gewürze, Löffelmengen: was viele im Haus haben.",
          multiline: true,
        }),
        packLine: text({
          label: "Packungen",
          hint: "{count} und {pack} werden ersetzt, z. B. „{count} × {pack}“ (ergibt „2 × 6er-Packung“).",
        }),
        needLine: text({
          label: "Bedarf der Woche",
          hint: "Steht in Klammern hinter den Packungen, nur auf dem Bildschirm; {need} wird ersetzt, z. B. „für {need}“.",
        }),
        toTaste: text({ label: "Nach Geschmack", hint: "Statt einer Menge bei Salz und Pfeffer." }),
        recipesHeading: text({ label: "Überschrift Rezepte", hint: "Zum Beispiel „Ihre Rezepte der Woche“." }),
        recipesIntro: text({ label: "Satz zu den Rezepten", hint: "Ein Satz über den Rezepten.", multiline: true }),
        recipePortions: text({ label: "Portionen", hint: "{portions} wird ersetzt, z. B. „{portions} Portionen“." }),
        proteinLine: text({
          label: "Eiweiß",
          hint: "{protein} wird durch die Gramm Eiweiß pro Portion ersetzt, z. B. „Eiweiß: etwa {protein} g pro Portion“.",
        }),
        ingredientsLabel: text({ label: "Wort für Zutaten", hint: "Zum Beispiel „Zutaten“." }),
        stepsLabel: text({ label: "Wort für Zubereitung", hint: "Zum Beispiel „Zubereitung“." }),
        printedOn: text({
          label: "Wort vor dem Datum",
          hint: "Vor dem heutigen Datum oben auf der Seite „Mein Plan“ und dem Ausdruck, z. B. „Stand“.",
        }),
        startedOn: text({ label: "Begonnen am", hint: "Eine Zeile zum Ausfüllen auf dem Ausdruck." }),
      },
    }),
    shopSections: group({
      label: "Abteilungen im Laden",
      hint: "Die Überschriften des Einkaufszettels, in dieser Reihenfolge.",
      fields: {
        obstGemuese: text({ label: "Obst & Gemüse", hint: "Überschrift der Abteilung, z. B. „Obst & Gemüse“." }),
        kuehlregal: text({ label: "Kühlregal", hint: "Überschrift der Abteilung, z. B. „Kühlregal“." }),
        fleischFisch: text({ label: "Fleisch & Fisch", hint: "Überschrift der Abteilung, z. B. „Fleisch & Fisch“." }),
        brot: text({ label: "Brot & Backwaren", hint: "Überschrift der Abteilung, z. B. „Brot & Backwaren“." }),
        vorrat: text({ label: "Vorrat & Konserven", hint: "Überschrift der Abteilung, z. B. „Vorrat & Konserven“." }),
        gewuerze: text({
          label: "Öl, Essig & Gewürze",
          hint: "Überschrift der Abteilung, z. B. „Öl, Essig & Gewürze“.",
        }),
      },
    }),
    packs: list({
      label: "Packungen im Laden",
      hint: "Wie der Laden verkauft, was die Rezepte in Stück, Scheiben oder Gramm brauchen; der Einkaufszettel nennt dann ganze Packungen.",
      fields: {
        name: text({ label: "Zutat", hint: "Genau wie in den Rezepten, z. B. „Ei“ oder „Magerquark“." }),
        unit: text({
          label: "Einheit",
          hint: "Genau wie in den Rezepten, z. B. g oder Scheiben; leer bei Stückzahlen.",
          required: false,
        }),
        size: int({
          label: "Menge je Packung",
          hint: "Gemessen in dieser Einheit, z. B. 6 (Eier) oder 250 (g).",
          min: 1,
          max: 5000,
        }),
        label: text({ label: "Name der Packung", hint: "Zum Beispiel „6er-Packung“ oder „250-g-Becher“." }),
      },
    }),
  },
};

/** Every answer to "Was machen Sie gern?" has its activity, and every outdoor one its rain or no-pool alternative. */
function planRule(entry: Record<string, unknown>): EntryProblem[] {
  const endurance = Array.isArray(entry.endurance)
    ? (entry.endurance as Array<{ like?: unknown; indoor?: unknown; alternative?: unknown }>)
    : [];
  const problems: EntryProblem[] = QUESTIONS.likes.values
    .filter((like) => !endurance.some((item) => item.like === like))
    .map((like) => ({
      field: "endurance",
      message: `Feld 'endurance' hat keinen Eintrag mit 'like: ${like}'; jede Antwort auf „Was machen Sie gern?“ braucht ihre Übung`,
    }));
  for (const item of endurance) {
    if (item.indoor !== true && (typeof item.alternative !== "string" || item.alternative.trim() === "")) {
      problems.push({
        field: "endurance.alternative",
        message: `Die Übung mit 'like: ${String(item.like)}' findet draußen oder im Bad statt und braucht eine 'alternative' für Regen oder ohne Bad (oder 'indoor: true')`,
      });
    }
  }
  problems.push(...weeksRule(entry.weeks), ...briefRule(entry));
  const weekdays = (entry.texts as { weekdays?: unknown } | undefined)?.weekdays;
  if (Array.isArray(weekdays) && weekdays.length !== 7) {
    problems.push({
      field: "texts.weekdays",
      message: `Feld 'texts.weekdays' braucht genau 7 Wochentage, gefunden: ${weekdays.length}`,
    });
  }
  return problems;
}

/**
 * The dose (data/plan.yaml weeks): four weeks, minutes in steps of 5 that never fall, a gentle start
 * for men who sit most of the day, and every level at 150 minutes by week 4 but never over 180
 * (with knees or hips the plan splits a day into two bouts of at most 15 minutes on six days).
 */
function weeksRule(weeks: unknown): EntryProblem[] {
  if (!Array.isArray(weeks)) return [];
  const problems: EntryProblem[] = [];
  if (weeks.length !== 4)
    problems.push({ field: "weeks", message: `Feld 'weeks' braucht genau 4 Wochen, gefunden: ${weeks.length}` });
  for (const activity of QUESTIONS.activity.values) {
    const minutes = weeks.map((week) => (week as { minutes?: Record<string, unknown> })?.minutes?.[activity]);
    if (!minutes.every((m): m is number => typeof m === "number")) continue;
    const say = (message: string) =>
      problems.push({ field: "weeks", message: `Minuten für '${activity}': ${message}` });
    if (minutes.some((m) => m % 5 !== 0)) say("bitte in Schritten von 5");
    if (minutes.some((m, i) => i > 0 && m < minutes[i - 1])) say("keine Woche darf weniger haben als die davor");
    if (activity === "wenig" && minutes[0] > PLAN_MINUTES.sedentaryStart)
      say(
        `Woche 1 höchstens ${PLAN_MINUTES.sedentaryStart} (sanfter Beginn für alle, die meist sitzen), gefunden: ${minutes[0]}`,
      );
    if (minutes.length === 4 && minutes[3] < PLAN_MINUTES.week4)
      say(`Woche 4 mindestens ${PLAN_MINUTES.week4}, gefunden: ${minutes[3]}`);
    if (minutes.some((m) => m > PLAN_MINUTES.max))
      say(`höchstens ${PLAN_MINUTES.max} pro Woche (mit Knie- oder Hüftbeschwerden 2 × 15 Minuten an sechs Tagen)`);
  }
  return problems;
}

/** Every exercise's line for the mail is short: the mail must fit a phone (docs/plan.md, "The mail"). */
function briefRule(entry: Record<string, unknown>): EntryProblem[] {
  const problems: EntryProblem[] = [];
  for (const [field, value] of Object.entries(entry)) {
    for (const exercise of Array.isArray(value) ? value : [value]) {
      const brief = (exercise as { brief?: unknown; title?: unknown } | null)?.brief;
      if (typeof brief === "string" && brief.length > BRIEF_MAX)
        problems.push({
          field: `${field}.brief`,
          message: `Die kurze Zeile von '${String((exercise as { title?: unknown }).title)}' hat ${brief.length} Zeichen; erlaubt sind höchstens ${BRIEF_MAX} (sie steht in der E-Mail, die ganze Beschreibung in 'how')`,
        });
    }
  }
  return problems;
}
