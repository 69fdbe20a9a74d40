// /betrieb/personen/<id>/: one person's state, consent, answers; the erase button and its confirmation step.
import React from "react";
import { localTime } from "../days";
import { operatorPaths } from "../paths";
import { STATE_LABELS, type Person } from "../people";
import { OperatorLayout } from "./layout";

export interface PersonProps {
  brand: string;
  person: Person;
  answers: Array<{ question: string; answer: string }>;
}

function Facts({ person }: { person: Person }) {
  return (
    <dl className="person">
      <dt>E-Mail-Adresse</dt>
      <dd>{person.email}</dd>
      <dt>Status</dt>
      <dd data-state={person.state}>{STATE_LABELS[person.state]}</dd>
      <dt>Angefragt</dt>
      <dd>{localTime(person.requestedAt)}</dd>
      <dt>Bestätigt</dt>
      <dd>{person.confirmedAt ? localTime(person.confirmedAt) : "noch nicht"}</dd>
      <dt>Plan gesendet</dt>
      <dd>{person.planSentAt ? localTime(person.planSentAt) : "nein"}</dd>
      {person.undeliverable && (
        <>
          <dt>Unzustellbar seit</dt>
          <dd>
            {localTime(person.undeliverable.at)}: {person.undeliverable.reason}
          </dd>
        </>
      )}
      <dt>Einwilligung (Fassung)</dt>
      <dd>{person.consentVersion ?? "–"}</dd>
      <dt>Weitere E-Mails (Fassung)</dt>
      <dd>{person.marketingVersion ?? "nicht angekreuzt"}</dd>
    </dl>
  );
}

export function PersonPage({ brand, person, answers }: PersonProps) {
  return (
    <OperatorLayout title={person.name || person.email} brand={brand} section="people">
      <p>
        <a href={operatorPaths.people}>Zurück zu allen Personen</a>
      </p>
      <h1>{person.name || "(ohne Namen)"}</h1>
      <Facts person={person} />
      <h2>Seine Antworten für den Plan</h2>
      {answers.length === 0 ? (
        <p>Keine Antworten (alle Fragen ausgelassen oder noch nicht bestätigt).</p>
      ) : (
        <dl className="person">
          {answers.map((line) => (
            <React.Fragment key={line.question}>
              <dt>{line.question}</dt>
              <dd>{line.answer}</dd>
            </React.Fragment>
          ))}
        </dl>
      )}
      <h2>Löschen</h2>
      <p>
        Löscht alle Anfragen dieser Adresse mit Namen, Antworten und wartenden E-Mails. Es bleibt nur ein Nachweis der
        Einwilligung ohne Namen und Adresse (3 Jahre).
      </p>
      <p>
        <a className="button danger" href={operatorPaths.erase(person.id)}>
          Diese Person löschen …
        </a>
      </p>
    </OperatorLayout>
  );
}

export function ErasePage({ brand, person }: { brand: string; person: Person }) {
  return (
    <OperatorLayout title="Löschen bestätigen" brand={brand} section="people">
      <h1>Wirklich löschen?</h1>
      <Facts person={person} />
      <p>
        Alle Anfragen von <strong>{person.email}</strong> werden endgültig gelöscht, mit Namen, Antworten und wartenden
        E-Mails; das lässt sich nicht rückgängig machen. Es bleibt ein Nachweis der Einwilligung ohne Namen und Adresse.
      </p>
      <form className="inline" method="post" action={operatorPaths.erase(person.id)}>
        <button className="button danger" type="submit">
          Endgültig löschen
        </button>
        <a className="button secondary" href={operatorPaths.person(person.id)}>
          Abbrechen
        </a>
      </form>
    </OperatorLayout>
  );
}
