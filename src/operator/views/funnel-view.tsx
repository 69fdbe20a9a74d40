// The funnel of a period: the numbers against the period before, the rates, two charts with their
// tables, the days and the campaigns. Used by the overview (the mail has its own tables).
import React from "react";
import { DAILY_SERIES, dailyChart, funnelChart } from "../charts";
import { periodText, shortDay } from "../days";
import { FUNNEL_STEPS, RATE_KEYS, RATE_LABELS, formatChange, formatCount, formatRate, type Funnel } from "../funnel";
import { TableWrap } from "./layout";

function Chart({
  title,
  svg,
  legend,
  children,
}: {
  title: string;
  svg: string;
  legend?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <figure>
      <figcaption>
        {title}
        {legend}
      </figcaption>
      <div dangerouslySetInnerHTML={{ __html: svg }} />
      {children}
    </figure>
  );
}

export function FunnelView({ funnel }: { funnel: Funnel }) {
  return (
    <>
      <ul className="numbers" aria-label={`Zahlen vom ${periodText(funnel.period)}`}>
        {FUNNEL_STEPS.map(({ key, label }) => (
          <li key={key} data-step={key}>
            <span className="n">{formatCount(funnel.totals[key])}</span>
            <span className="label">{label}</span>
            <span className="change">
              {formatChange(funnel.totals[key], funnel.previousTotals[key])} gegenüber vorher (
              {formatCount(funnel.previousTotals[key])})
            </span>
          </li>
        ))}
      </ul>
      <p className="muted">
        Vorher heißt: {periodText(funnel.previous)}. Dazu {formatCount(funnel.contacts)} Kontaktnachrichten und{" "}
        {formatCount(funnel.bounces)} Rückläufer in diesem Zeitraum.
      </p>

      <h3>Quoten</h3>
      <TableWrap label="Quoten">
        <table>
          <thead>
            <tr>
              <th scope="col">Quote</th>
              <th scope="col" className="num">
                Jetzt
              </th>
              <th scope="col" className="num">
                Vorher
              </th>
            </tr>
          </thead>
          <tbody>
            {RATE_KEYS.map((key) => (
              <tr key={key} data-rate={key}>
                <th scope="row">{RATE_LABELS[key]}</th>
                <td className="num">{formatRate(funnel.rates[key])}</td>
                <td className="num">{formatRate(funnel.previousRates[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>

      <Chart title="Der Weg zum Plan" svg={funnelChart(funnel)}>
        <div className="sr-only">
          <table>
            <caption>Der Weg zum Plan, {periodText(funnel.period)}</caption>
            <tbody>
              {FUNNEL_STEPS.map(({ key, label }) => (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  <td>{funnel.totals[key]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Chart>

      <Chart
        title="Anfragen, Bestätigungen und Pläne pro Tag"
        svg={dailyChart(funnel)}
        legend={
          <ul className="legend" aria-hidden="true">
            {DAILY_SERIES.map((s) => (
              <li key={s.key}>
                <span style={{ background: s.color }} />
                {s.label}
              </li>
            ))}
          </ul>
        }
      >
        <p className="sr-only">Die Zahlen stehen in der Tabelle „Pro Tag“.</p>
      </Chart>

      <h3 id="pro-tag">Pro Tag</h3>
      <TableWrap label="Pro Tag">
        <table aria-labelledby="pro-tag">
          <thead>
            <tr>
              <th scope="col">Tag</th>
              {FUNNEL_STEPS.map(({ key, label }) => (
                <th scope="col" className="num" key={key}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...funnel.days].reverse().map((day) => (
              <tr key={day.day} data-day={day.day}>
                <th scope="row">{shortDay(day.day)}</th>
                {FUNNEL_STEPS.map(({ key }) => (
                  <td className="num" key={key}>
                    {formatCount(day[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>

      <h3 id="pro-kampagne">Pro Kampagne</h3>
      {funnel.campaigns.length === 0 ? (
        <p>In diesem Zeitraum gab es noch nichts zu zählen.</p>
      ) : (
        <TableWrap label="Pro Kampagne">
          <table aria-labelledby="pro-kampagne">
            <thead>
              <tr>
                <th scope="col">Quelle / Kampagne</th>
                {FUNNEL_STEPS.map(({ key, label }) => (
                  <th scope="col" className="num" key={key}>
                    {label}
                  </th>
                ))}
                <th scope="col" className="num">
                  Anfragen je Aufruf
                </th>
                <th scope="col" className="num">
                  Bestätigt je Anfrage
                </th>
              </tr>
            </thead>
            <tbody>
              {funnel.campaigns.map((c) => (
                <tr key={c.label} data-campaign={c.label}>
                  <th scope="row">{c.label}</th>
                  {FUNNEL_STEPS.map(({ key }) => (
                    <td className="num" key={key}>
                      {formatCount(c.numbers[key])}
                    </td>
                  ))}
                  <td className="num">{formatRate(c.rates.request)}</td>
                  <td className="num">{formatRate(c.rates.confirmation)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
