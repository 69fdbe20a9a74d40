// POST /anfrage-loeschen/?t=…: the button on the page the confirmation mail's "Anfrage löschen"
// opens; a person's click deletes the request and everything else of that address.
import type { Config, Context } from "@netlify/functions";
import { linkPost } from "../follow-up/links";
import { followUpRuntime } from "../follow-up/runtime";

export default async (request: Request, context: Context): Promise<Response> =>
  linkPost("deleteRequest", request, followUpRuntime(context));

// Netlify reads this config without running the code: literals only (a test compares them with
// src/lib/routes.ts). netlify dev matches a path only without its trailing slash; both are listed
// so the function answers whichever way the platform compares.
export const config: Config = { path: ["/anfrage-loeschen", "/anfrage-loeschen/"], method: "POST" };
