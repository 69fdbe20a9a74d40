// POST /bestaetigen/?t=…: a person's click confirms with the optional answers; the plan mail goes
// out at once. A GET is the static page and changes nothing.
import type { Config, Context } from "@netlify/functions";
import { linkPost } from "../follow-up/links";
import { followUpRuntime } from "../follow-up/runtime";

export default async (request: Request, context: Context): Promise<Response> =>
  linkPost("confirm", request, followUpRuntime(context), context.waitUntil?.bind(context));

// Netlify reads this config without running the code: literals only (a test compares them with
// src/lib/routes.ts). netlify dev matches a path only without its trailing slash; both are listed
// so the function answers whichever way the platform compares.
export const config: Config = { path: ["/bestaetigen", "/bestaetigen/"], method: "POST" };
