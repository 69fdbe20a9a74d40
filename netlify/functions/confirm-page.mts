// GET /bestaetigen/?t=…: the built page with the questions and the button, or, when the link was
// used already, the built /schon-bestaetigt/ page at once (src/follow-up/confirm-page.ts). Reading
// changes nothing. Without its settings the function still serves the page: a visitor must never
// meet an error where the static page would have worked.
import type { Config, Context } from "@netlify/functions";
import { readFileSync } from "fs";
import { join } from "path";
import { answerConfirmPage } from "../../src/follow-up/confirm-page";
import { pathOf } from "../../src/lib/routes";
import { HEADERS_FILE, headersForPath, parseHeadersFile } from "../../src/lib/security-headers";
import { filesRoot, followUpRuntime } from "../follow-up/runtime";

const page = (id: "confirm" | "alreadyConfirmed") =>
  readFileSync(join(filesRoot(), "public", pathOf(id), "index.html"), "utf8");

export default async (request: Request, context: Context): Promise<Response> => {
  const url = new URL(request.url);
  const pages = { confirm: page("confirm"), alreadyConfirmed: page("alreadyConfirmed") };
  // Function answers skip public/_headers on Netlify: they carry the page's own security headers.
  const headers = headersForPath(
    parseHeadersFile(readFileSync(join(filesRoot(), "public", HEADERS_FILE), "utf8")),
    url.pathname,
  );
  let answer: Awaited<ReturnType<typeof answerConfirmPage>>;
  try {
    const runtime = followUpRuntime(context);
    answer = await answerConfirmPage(url.search, (key) => runtime.store.isUsed(key), runtime.tokenSecret, pages);
  } catch (error) {
    console.log(`confirm-page: serving the page without the used-link check: ${(error as Error).message}`);
    answer = await answerConfirmPage("", () => Promise.resolve(false), "", pages);
  }
  return new Response(answer.body, { status: answer.status, headers: { ...headers, ...answer.headers } });
};

// Netlify reads this config without running the code: literals only (a test compares them with
// src/lib/routes.ts). netlify dev matches a path only without its trailing slash; both are listed.
export const config: Config = { path: ["/bestaetigen", "/bestaetigen/"], method: "GET" };
