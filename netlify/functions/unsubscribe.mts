// POST /abmelden/?t=…: unsubscribe from the page's button or by RFC 8058 one-click.
import type { Config, Context } from "@netlify/functions";
import { linkPost } from "../follow-up/links";
import { followUpRuntime } from "../follow-up/runtime";

export default async (request: Request, context: Context): Promise<Response> =>
  linkPost("unsubscribe", request, followUpRuntime(context));

// Netlify reads this config without running the code: literals only (a test compares them with
// src/lib/routes.ts). netlify dev matches a path only without its trailing slash; both are listed
// so the function answers whichever way the platform compares.
export const config: Config = { path: ["/abmelden", "/abmelden/"], method: "POST" };
