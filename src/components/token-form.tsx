// The form of /bestaetigen/ and /abmelden/ (docs/follow-up.md): a GET never changes
// anything, and nothing submits this form but a person's click. Mail scanners open links in real
// browsers with JavaScript on; a page that posted itself let them confirm and unsubscribe people.
// The form POSTs to the current URL, token included.
import React from "react";
import * as buttonStyles from "./button.module.css";
import * as styles from "./follow-up.module.css";

export function TokenForm({ label, children }: { label: string; children?: React.ReactNode }) {
  return (
    <form method="post" className={styles.form}>
      {children}
      <p>
        <button type="submit" className={buttonStyles.button}>
          {label}
        </button>
      </p>
    </form>
  );
}
