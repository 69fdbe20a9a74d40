// The login: one password field (each of the two operators may have his own password).
import React from "react";
import { operatorPaths } from "../paths";
import { OperatorLayout } from "./layout";

export interface LoginProps {
  brand: string;
  next: string;
  error?: "wrong" | "wait" | "expired" | "unconfigured";
  waitSeconds?: number;
}

const MESSAGES = {
  wrong: "Das Passwort stimmt nicht. Bitte versuchen Sie es noch einmal.",
  wait: "Zu viele falsche Passwörter.",
  expired: "Bitte melden Sie sich an.",
  unconfigured:
    "Für diese Seite ist noch kein Passwort eingerichtet. Erzeugen Sie es mit „npm run betrieb:passwort“ und tragen Sie es als OPERATOR_PASSWORD_HASH ein (siehe docs/betrieb-seite.md).",
};

export function LoginPage({ brand, next, error, waitSeconds }: LoginProps) {
  return (
    <OperatorLayout title="Anmelden" brand={brand} section="login">
      <h1>Anmelden</h1>
      {error && (
        <p className={`message${error === "expired" ? "" : " error"}`} role={error === "expired" ? undefined : "alert"}>
          {MESSAGES[error]}
          {error === "wait" &&
            waitSeconds !== undefined &&
            ` Bitte warten Sie ${waitSeconds} Sekunden und versuchen Sie es dann erneut.`}
        </p>
      )}
      {error !== "unconfigured" && (
        <form method="post" action={operatorPaths.login}>
          <input type="hidden" name="weiter" value={next} />
          {/* For password managers: they file a password under a user name. */}
          <input type="text" name="benutzer" value="betrieb" autoComplete="username" readOnly hidden />
          <p>
            <label htmlFor="passwort">Passwort</label>
            <input id="passwort" name="passwort" type="password" autoComplete="current-password" required />
          </p>
          <p>
            <button className="button" type="submit">
              Anmelden
            </button>
          </p>
        </form>
      )}
      <p className="muted">Diese Seite ist nur für das Team. Sie setzt ein Cookie, solange Sie angemeldet sind.</p>
    </OperatorLayout>
  );
}
