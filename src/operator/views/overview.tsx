// /betrieb/: what needs attention at the top, then the funnel of the chosen period, then the report.
import React from "react";
import type { Funnel } from "../funnel";
import { operatorPaths, PERIOD_CHOICES, type PeriodChoice } from "../paths";
import type { AttentionItem } from "../status";
import { AttentionView } from "./attention-view";
import { FunnelView } from "./funnel-view";
import { periodText } from "../days";
import { OperatorLayout } from "./layout";

export type ReportSchedule = "weekly" | "daily" | "off";

export const SCHEDULE_TEXT: Record<ReportSchedule, string> = {
  weekly: "jeden Montag gegen 8 Uhr (die Woche davor)",
  daily: "jeden Morgen gegen 8 Uhr (der Tag davor)",
  off: "nicht (REPORT_SCHEDULE=off)",
};

export interface OverviewProps {
  brand: string;
  funnel: Funnel;
  days: PeriodChoice;
  attention: AttentionItem[];
  facts: Array<{ label: string; value: string }>;
  report: { schedule: ReportSchedule; notifyTo: string };
  /** How page views are counted on this host, in one sentence. */
  countingNote: string;
  flash?: string;
}

export function OverviewPage(props: OverviewProps) {
  const { funnel } = props;
  return (
    <OperatorLayout title="Übersicht" brand={props.brand} section="home">
      <h1>Übersicht</h1>
      {props.flash && (
        <p className="message" role="status">
          {props.flash}
        </p>
      )}
      <section className="card" aria-labelledby="achtung">
        <h2 id="achtung">Was Aufmerksamkeit braucht</h2>
        <AttentionView items={props.attention} facts={props.facts} />
      </section>

      <section aria-labelledby="trichter">
        <h2 id="trichter">Vom Besuch zum Plan: {periodText(funnel.period)}</h2>
        <nav aria-label="Zeitraum">
          <ul className="periods">
            {PERIOD_CHOICES.map((days) => (
              <li key={days}>
                <a
                  href={days === PERIOD_CHOICES[0] ? operatorPaths.home : `${operatorPaths.home}?tage=${days}`}
                  aria-current={days === props.days ? "page" : undefined}
                >
                  Letzte {days} Tage
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <FunnelView funnel={funnel} />
        <p className="muted">{props.countingNote}</p>
      </section>

      <section className="card" aria-labelledby="bericht">
        <h2 id="bericht">Bericht per E-Mail</h2>
        <p>
          Der Bericht mit diesen Zahlen geht {SCHEDULE_TEXT[props.report.schedule]} an {props.report.notifyTo}.
        </p>
        <form method="post" action={operatorPaths.report}>
          <button className="button secondary" type="submit">
            Bericht der letzten 7 Tage jetzt senden
          </button>
        </form>
      </section>
    </OperatorLayout>
  );
}
