// The operator's page at /betrieb/ on both hosts: routing, login, views, export and the report
// button, on a plain request and answer. The hosts' adapters (server/operator-routes.ts, the Netlify
// function netlify/functions/betrieb.ts) read the session cookie, pass `loggedIn`, and start or end
// the session when the answer says so. Without a session every URL answers with the login: a GET
// is redirected there (303), anything else gets 401.
import React from "react";
import { berlinDay, periodEnding, previousPeriod } from "./days";
import { exportFileName, peopleCsv } from "./excel-export";
import { buildFunnel } from "./funnel";
import { loadCharts } from "./charts";
import { loginWait, recordLogin } from "./login-throttle";
import { operatorPaths, OPERATOR_BASE, periodChoice, safeNext } from "./paths";
import { verifyPassword } from "./password";
import { answerLines, matchesSearch, STATE_FILTERS } from "./people";
import { attentionItems, statusFacts } from "./status";
import type { OperatorBackend } from "./backend";
import { renderPage } from "./views/layout";
import { LoginPage, type LoginProps } from "./views/login";
import { MailsPage } from "./views/mails";
import { OverviewPage } from "./views/overview";
import { PeoplePage } from "./views/people";
import { ErasePage, PersonPage } from "./views/person";
import { NotFoundPage } from "./views/not-found";

export interface OperatorRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  /** The url-encoded form fields of a POST. */
  fields: Record<string, string>;
  loggedIn: boolean;
  /** Who is trying to log in (the client address as the host trusts it), for the throttle only. */
  client: string;
  /** True when the browser says the POST comes from another site's page. */
  crossSite: boolean;
}

export interface OperatorAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** "start": log him in (a new session); "end": log him out. */
  session?: "start" | "end";
}

const HTML = { "Content-Type": "text/html; charset=utf-8" };
const page = (status: number, element: React.ReactElement, headers: Record<string, string> = {}): OperatorAnswer => ({
  status,
  headers: { ...HTML, ...headers },
  body: renderPage(element),
});
const redirect = (location: string, session?: OperatorAnswer["session"]): OperatorAnswer => ({
  status: 303,
  headers: { Location: location },
  body: "",
  ...(session ? { session } : {}),
});

const PERSON = /^\/betrieb\/personen\/([^/]+)\/(loeschen\/)?$/;

export async function handleOperatorRequest(
  request: OperatorRequest,
  backend: OperatorBackend,
  now = Date.now(),
): Promise<OperatorAnswer> {
  const { path } = request;
  // HEAD is a GET without the body (the host leaves the body out).
  const method = request.method === "HEAD" ? "GET" : request.method;
  const brand = backend.brand;
  if (path === "/betrieb") return redirect(OPERATOR_BASE);
  if (method === "POST" && request.crossSite)
    return page(
      403,
      <NotFoundPage brand={brand} title="Nicht erlaubt" text="Diese Anfrage kam von einer anderen Website." />,
    );

  if (path === operatorPaths.login) {
    const login = (status: number, props: Omit<LoginProps, "brand">, headers?: Record<string, string>) =>
      page(status, <LoginPage brand={brand} {...props} />, headers);
    const next = safeNext(method === "POST" ? request.fields.weiter : request.query.get("weiter"));
    if (backend.passwordHashes.length === 0) return login(503, { next, error: "unconfigured" });
    if (method === "GET") return request.loggedIn ? redirect(next) : login(200, { next });
    if (method !== "POST") return login(405, { next });
    const wait = await loginWait(backend.failures, request.client, now);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      return login(429, { next, error: "wait", waitSeconds: seconds }, { "Retry-After": String(seconds) });
    }
    const ok = await verifyPassword(request.fields.passwort ?? "", backend.passwordHashes);
    await recordLogin(backend.failures, request.client, ok, now);
    return ok ? redirect(next, "start") : login(401, { next, error: "wrong" });
  }

  if (!request.loggedIn) {
    if (method === "GET") {
      const here = `${path}${request.query.size > 0 ? `?${request.query}` : ""}`;
      return redirect(`${operatorPaths.login}?weiter=${encodeURIComponent(here)}`);
    }
    return page(401, <LoginPage brand={brand} next={operatorPaths.home} error="expired" />);
  }

  if (path === operatorPaths.logout && method === "POST") return redirect(operatorPaths.login, "end");

  if (path === operatorPaths.home && method === "GET") {
    const days = periodChoice(request.query.get("tage"));
    const period = periodEnding(berlinDay(now), days);
    const [rows, status] = await Promise.all([
      backend.counts({ from: previousPeriod(period).from, to: period.to }),
      backend.status(now),
      loadCharts(),
    ]);
    const flash = request.query.has("bericht") ? `Der Bericht ist unterwegs an ${backend.notifyTo}.` : undefined;
    return page(
      200,
      <OverviewPage
        brand={brand}
        funnel={buildFunnel(rows, period)}
        days={days}
        attention={attentionItems(status, now, operatorPaths)}
        facts={statusFacts(status)}
        report={{ schedule: backend.reportSchedule, notifyTo: backend.notifyTo }}
        countingNote={backend.countingNote}
        flash={flash}
      />,
    );
  }

  if (path === operatorPaths.report && method === "POST") {
    await backend.sendReportNow(now);
    return redirect(`${operatorPaths.home}?bericht=1`);
  }

  if (path === operatorPaths.mails && method === "GET") {
    const [status, people] = await Promise.all([backend.status(now), backend.people()]);
    return page(
      200,
      <MailsPage
        brand={brand}
        failed={[...status.failed, ...status.webhook.failing.filter((t) => t.attempts > 0)]}
        waiting={status.waiting}
        delayedByLimit={status.limits.delayedMails}
        lastMailSentAt={status.lastMailSentAt}
        undeliverable={people.filter((person) => person.undeliverable)}
      />,
    );
  }

  if (path === operatorPaths.people && method === "GET") {
    const search = (request.query.get("suche") ?? "").trim().slice(0, 200);
    const filter = request.query.get("status") ?? "";
    const state = STATE_FILTERS[filter];
    const people = (await backend.people()).filter(
      (person) => (!search || matchesSearch(person, search)) && (!state || person.state === state),
    );
    const proofs = search.includes("@") ? await backend.proofs(search) : [];
    const flash = request.query.has("geloescht")
      ? "Gelöscht. Von dieser Person bleibt nur der Nachweis ihrer Einwilligung, ohne Namen und Adresse."
      : undefined;
    return page(
      200,
      <PeoplePage
        brand={brand}
        search={search}
        filter={state ? filter : ""}
        people={people}
        proofs={proofs}
        flash={flash}
      />,
    );
  }

  if (path === operatorPaths.export && method === "GET") {
    const everyone = request.query.get("alle") === "1";
    return {
      status: 200,
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName(berlinDay(now), everyone)}"`,
      },
      body: peopleCsv(await backend.people(), everyone),
    };
  }

  const personPath = PERSON.exec(path);
  if (personPath) {
    const person = await backend.person(decodeURIComponent(personPath[1]));
    if (person && !personPath[2] && method === "GET")
      return page(
        200,
        <PersonPage brand={brand} person={person} answers={answerLines(person.answers, backend.questionTexts)} />,
      );
    if (person && personPath[2] && method === "GET") return page(200, <ErasePage brand={brand} person={person} />);
    if (personPath[2] && method === "POST") {
      // Gone already (erased in another tab): the same answer, nothing left to do.
      if (person) await backend.erase(person);
      return redirect(`${operatorPaths.people}?geloescht=1`);
    }
  }

  return page(404, <NotFoundPage brand={brand} title="Nicht gefunden" text="Diese Seite gibt es nicht (mehr)." />);
}
