// The frame of every operator page: German, no script, one inline stylesheet, the navigation.
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { operatorPaths } from "../paths";
import { OPERATOR_CSS } from "./style";

export type Section = "home" | "people" | "mails" | "login";

const NAV: ReadonlyArray<{ section: Section; href: string; label: string }> = [
  { section: "home", href: operatorPaths.home, label: "Übersicht" },
  { section: "people", href: operatorPaths.people, label: "Personen und Export" },
  { section: "mails", href: operatorPaths.mails, label: "E-Mails" },
];

export function OperatorLayout({
  title,
  brand,
  section,
  children,
}: {
  title: string;
  brand: string;
  section: Section;
  children: React.ReactNode;
}) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} – Betrieb ${brand}`}</title>
        <style dangerouslySetInnerHTML={{ __html: OPERATOR_CSS }} />
      </head>
      <body>
        <a className="skip" href="#inhalt">
          Zum Inhalt springen
        </a>
        <header className="top">
          <p className="brand">Betrieb · {brand}</p>
          {section !== "login" && (
            <nav className="main" aria-label="Bereiche">
              <ul>
                {NAV.map((item) => (
                  <li key={item.section}>
                    <a href={item.href} aria-current={item.section === section ? "page" : undefined}>
                      {item.label}
                    </a>
                  </li>
                ))}
                <li>
                  <form method="post" action={operatorPaths.logout}>
                    <button type="submit">Abmelden</button>
                  </form>
                </li>
              </ul>
            </nav>
          )}
        </header>
        <main id="inhalt">{children}</main>
      </body>
    </html>
  );
}

/** A whole page as HTML. */
export function renderPage(element: React.ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

/** A table that may be wider than the screen scrolls inside its own region (reachable by keyboard). */
export function TableWrap({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
