// /betrieb/emails/: every mail that failed or waits, with its reason in German.
import React from "react";
import { localTime } from "../days";
import { operatorPaths } from "../paths";
import type { Person } from "../people";
import { germanReason, MAIL_KIND_LABELS, type MailTrouble } from "../status";
import { OperatorLayout, TableWrap } from "./layout";

export interface MailsProps {
  brand: string;
  failed: MailTrouble[];
  waiting: MailTrouble[];
  delayedByLimit: number;
  lastMailSentAt: string | null;
  /** People whose address a delivery report called unreachable. */
  undeliverable: Person[];
}

function Troubles({
  id,
  title,
  troubles,
  empty,
}: {
  id: string;
  title: string;
  troubles: MailTrouble[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {troubles.length === 0 ? (
        <p>{empty}</p>
      ) : (
        // The scrolling region needs a name of its own: the section already is the region "title".
        <TableWrap label={`Tabelle: ${title}`}>
          <table aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">Art</th>
                <th scope="col">Seit</th>
                <th scope="col" className="num">
                  Versuche
                </th>
                <th scope="col">Grund</th>
              </tr>
            </thead>
            <tbody>
              {troubles.map((t, i) => (
                <tr key={i} data-kind={t.kind}>
                  <td>{MAIL_KIND_LABELS[t.kind]}</td>
                  <td>{localTime(t.at)}</td>
                  <td className="num">{t.attempts}</td>
                  <td>{germanReason(t.error)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}

export function MailsPage(props: MailsProps) {
  return (
    <OperatorLayout title="E-Mails" brand={props.brand} section="mails">
      <h1>E-Mails</h1>
      <p>
        Letzte erfolgreich versendete E-Mail: {props.lastMailSentAt ? localTime(props.lastMailSentAt) : "noch keine"}.
        {props.delayedByLimit > 0 && ` ${props.delayedByLimit} E-Mails warten wegen einer Obergrenze.`}
      </p>
      <Troubles
        id="fehlgeschlagen"
        title="Nicht zugestellt"
        troubles={props.failed}
        empty="Keine: jede E-Mail ist angekommen oder noch unterwegs."
      />
      <Troubles id="wartend" title="Warten auf einen neuen Versuch" troubles={props.waiting} empty="Keine." />
      <section aria-labelledby="unzustellbar">
        <h2 id="unzustellbar">Adresse unzustellbar</h2>
        {props.undeliverable.length === 0 ? (
          <p>Keine Rückläufer.</p>
        ) : (
          <ul>
            {props.undeliverable.map((person) => (
              <li key={person.id} data-undeliverable={person.email}>
                <a href={operatorPaths.person(person.id)}>{person.email}</a> seit {localTime(person.undeliverable?.at)}:{" "}
                {person.undeliverable?.reason}
              </li>
            ))}
          </ul>
        )}
        <p className="muted">
          An diese Adressen geht keine E-Mail mehr. Füllt die Person das Formular neu aus, bekommt sie wieder eine.
        </p>
      </section>
      <p className="muted">
        Eine E-Mail, die nicht verschickt werden kann, wird einen Tag lang immer wieder versucht; danach gilt sie als
        nicht zugestellt. Schreiben Sie der Person dann selbst (ihre Adresse finden Sie unter „Personen und Export“).
      </p>
    </OperatorLayout>
  );
}
