// /betrieb/personen/: search by address or name, filter by state, each person's state; the export.
import React from "react";
import { localTime } from "../days";
import { operatorPaths } from "../paths";
import { PROOF_REASON_LABELS, STATE_FILTERS, STATE_LABELS, type Person, type ProofSummary } from "../people";
import { OperatorLayout, TableWrap } from "./layout";

export interface PeopleProps {
  brand: string;
  search: string;
  filter: string;
  people: Person[];
  /** Proofs of the address searched for (someone who left): no name, no address. */
  proofs: ProofSummary[];
  flash?: string;
}

/** At most this many rows on the page; the search narrows them down. */
export const PEOPLE_PAGE_LIMIT = 200;

export function PeoplePage({ brand, search, filter, people, proofs, flash }: PeopleProps) {
  const shown = people.slice(0, PEOPLE_PAGE_LIMIT);
  return (
    <OperatorLayout title="Personen" brand={brand} section="people">
      <h1>Personen</h1>
      {flash && (
        <p className="message" role="status">
          {flash}
        </p>
      )}
      <form className="inline" method="get" action={operatorPaths.people} role="search">
        <p>
          <label htmlFor="suche">E-Mail-Adresse oder Name</label>
          <input id="suche" name="suche" type="search" defaultValue={search} />
        </p>
        <p>
          <label htmlFor="status">Status</label>
          <select id="status" name="status" defaultValue={filter}>
            <option value="">alle</option>
            {Object.entries(STATE_FILTERS).map(([value, state]) => (
              <option key={value} value={value}>
                {STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </p>
        <p>
          <button className="button" type="submit">
            Suchen
          </button>
        </p>
      </form>

      {proofs.length > 0 && (
        <section className="card" aria-labelledby="abgemeldet">
          <h2 id="abgemeldet">Abgemeldet oder gelöscht</h2>
          <p>Zu dieser Adresse gibt es nur noch einen Nachweis der Einwilligung, ohne Namen und Adresse:</p>
          <ul>
            {proofs.map((proof) => (
              <li key={`${proof.endedAt}${proof.reason}`} data-proof={proof.reason}>
                {STATE_LABELS.unsubscribed}: {PROOF_REASON_LABELS[proof.reason]} am {localTime(proof.endedAt)}{" "}
                (angefragt {localTime(proof.requestedAt)}
                {proof.confirmedAt ? `, bestätigt ${localTime(proof.confirmedAt)}` : ""}, Einwilligung Fassung{" "}
                {proof.consentVersion ?? "–"})
              </li>
            ))}
          </ul>
        </section>
      )}

      <h2 id="liste">
        {people.length === 1 ? "1 Person" : `${people.length} Personen`}
        {search || filter ? " gefunden" : ""}
      </h2>
      {people.length > shown.length && <p>Es werden die ersten {PEOPLE_PAGE_LIMIT} gezeigt. Suchen Sie genauer.</p>}
      {shown.length > 0 && (
        <TableWrap label="Personen">
          <table aria-labelledby="liste">
            <thead>
              <tr>
                <th scope="col">Name und Adresse</th>
                <th scope="col">Status</th>
                <th scope="col">Angefragt</th>
                <th scope="col">Bestätigt</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((person) => (
                <tr key={person.id} data-person={person.email}>
                  <td>
                    <a href={operatorPaths.person(person.id)}>{person.name || "(ohne Namen)"}</a>
                    <br />
                    {person.email}
                  </td>
                  <td>{STATE_LABELS[person.state]}</td>
                  <td>{localTime(person.requestedAt)}</td>
                  <td>{localTime(person.confirmedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}

      <section className="card" aria-labelledby="export">
        <h2 id="export">Export für Excel</h2>
        <p>
          Eine Datei für Excel (Semikolon, deutsche Zeiten) mit Status, Einwilligung und ob der Plan gesendet ist. Sie
          enthält Namen und Adressen: bitte sicher aufbewahren und löschen, wenn Sie sie nicht mehr brauchen.
        </p>
        <p>
          <a className="button" href={operatorPaths.export} download>
            Bestätigte Kontakte herunterladen
          </a>{" "}
          <a className="button secondary" href={`${operatorPaths.export}?alle=1`} download>
            Alle Anfragen herunterladen
          </a>
        </p>
      </section>
    </OperatorLayout>
  );
}
