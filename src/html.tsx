// Gatsby's page frame (its default html.js) with one change: `interactive-widget=resizes-content`.
// When the phone's keyboard opens, the page is resized instead of overlaid, so the lead form's button,
// which sticks to the bottom of the screen (site-form.module.css), stays in sight above the keyboard
// (docs/decisions/004-path-from-first-screen-to-plan.md). Browsers that do not know the key ignore it.
import React from "react";

interface HtmlProps {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>;
  headComponents: React.ReactNode;
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: React.ReactNode;
  body: string;
  postBodyComponents: React.ReactNode;
}

export default function HTML(props: HtmlProps) {
  return (
    // eslint-disable-next-line jsx-a11y/html-has-lang -- lang="de" comes in htmlAttributes (gatsby-ssr.tsx)
    <html {...props.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="x-ua-compatible" content="ie=edge" />
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, shrink-to-fit=no, interactive-widget=resizes-content"
        />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  );
}
