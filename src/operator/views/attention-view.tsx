// "Was Aufmerksamkeit braucht": the items (problems first) and the facts under them.
import React from "react";
import type { AttentionItem, Level } from "../status";

const LEVEL_TEXT: Record<Level, string> = {
  problem: "Problem",
  warning: "Hinweis",
  info: "Zur Information",
  ok: "In Ordnung",
};

export function AttentionView({
  items,
  facts,
}: {
  items: AttentionItem[];
  facts: Array<{ label: string; value: string }>;
}) {
  return (
    <>
      <ul className="attention">
        {items.map((item) => (
          <li key={item.title} className={item.level} data-level={item.level}>
            <span className="level">
              {LEVEL_TEXT[item.level]}: {item.title}
            </span>
            {item.detail && <p>{item.detail}</p>}
            {item.link && (
              <p>
                <a href={item.link.href}>{item.link.label}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
      <dl className="facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
