// POST /bestaetigen/?t=…: the confirmation (double opt-in). A GET is the static page.
import type { Config, Context } from "@netlify/functions";
import { confirmLink } from "../follow-up/links";
import { followUpRuntime } from "../follow-up/runtime";

export default async (request: Request, context: Context): Promise<Response> => confirmLink(request, followUpRuntime(context));

// Netlify reads this config without running the code: literals only (a test compares them with src/lib/routes.ts).
export const config: Config = { path: "/bestaetigen/", method: "POST" };
