// The one-button form of /bestaetigen/ and /abmelden/ (README, "After the form"): a GET never
// changes anything; the form POSTs to the current URL, token included. In a browser the inline
// script below submits it once on load, so one click in the mail is enough; without scripts the
// visitor presses the button. public/_headers allows the script by its hash (src/build/post-build.ts).
import React from "react";
import { TOKEN_PARAM } from "../lib/follow-up";
import * as buttonStyles from "./button.module.css";
import * as styles from "./follow-up.module.css";

export const TOKEN_FORM_ID = "token-form";

/** Once per token and tab, so going back to this page does not post the used token again. */
export const AUTO_SUBMIT_SCRIPT =
  `(function(){try{var f=document.getElementById(${JSON.stringify(TOKEN_FORM_ID)});` +
  `var t=new URLSearchParams(location.search).get(${JSON.stringify(TOKEN_PARAM)});` +
  `if(!f||!t)return;var k="posted:"+t;if(sessionStorage.getItem(k))return;` +
  `sessionStorage.setItem(k,"1");f.submit()}catch(e){}})();`;

export function TokenForm({ label }: { label: string }) {
  return (
    <>
      <form method="post" id={TOKEN_FORM_ID} className={styles.form}>
        <p>
          <button type="submit" className={buttonStyles.button}>
            {label}
          </button>
        </p>
      </form>
      <script dangerouslySetInnerHTML={{ __html: AUTO_SUBMIT_SCRIPT }} />
    </>
  );
}
