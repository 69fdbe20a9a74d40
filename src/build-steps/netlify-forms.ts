// The static copies of both forms that Netlify reads at deploy time to detect them.
// Generated from the form definitions, so they always list exactly the fields the React forms send.
// They live in their own hidden file, so Netlify's rewrite of form markup never touches React's HTML.
import { actionOf, CHECKBOX_VALUE, forms, HONEYPOT_FIELD } from "../lib/forms";

export const NETLIFY_FORMS_FILE = "__forms.html";

export function netlifyFormsHtml(): string {
  const markup = Object.values(forms)
    .map((form) => {
      const fields = form.fields
        .map((f) =>
          f.rows
            ? `<textarea name="${f.name}"></textarea>`
            : `<input type="${f.type}" name="${f.name}"${f.type === "checkbox" ? ` value="${CHECKBOX_VALUE}"` : ""}>`,
        )
        .join("");
      return (
        `<form name="${form.name}" method="POST" action="${actionOf(form)}" data-netlify="true" ` +
        `netlify-honeypot="${HONEYPOT_FIELD}" hidden>` +
        `<input name="${HONEYPOT_FIELD}">${fields}</form>`
      );
    })
    .join("\n");
  return `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Formulare</title></head>
<body>
${markup}
</body></html>
`;
}
