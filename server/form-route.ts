// Takes the posts of both forms (the form contract, src/lib/forms.ts): validate with the browser's rules,
// store in SQLite before answering, answer a plain post with 303 and a fetch post with JSON.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import {
  actionOf,
  FORM_CHECK_PAGES,
  FORM_NAME_FIELD,
  forms,
  HONEYPOT_FIELD,
  isFormName,
  normalize,
  validate,
  type FormDefinition,
  type FormName,
  type Values,
} from "../src/lib/forms";
import type { Campaign, FollowUpStore } from "./follow-up-store";
import type { GroupCommit } from "./group-commit";
import { campaignOfUrl } from "../src/operator/campaign";
import { BODY_LIMIT_BYTES } from "./body-limit";
import { CheckPage } from "./form-check-page";
import { requestErrorPage } from "../src/lib/error-page";
import { readFileSync } from "fs";
import { join } from "path";
import { pathOf } from "../src/lib/routes";
import { REQUEST_ERRORS, type RequestError } from "../src/lib/request-errors";
import { isCrossSiteRequest } from "./origin-check";
import { LIMIT_LOG } from "../src/follow-up/limits";

interface FormRouteOptions {
  followUp: FollowUpStore;
  /** The post is answered once the transaction holding it is committed (group commit). */
  commits: GroupCommit;
  /** Wakes the mail worker: the confirmation or contact mail is due now. */
  onQueued: () => void;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** SITE_URL's origin: posts from other sites' pages get 403 (origin-check.ts). */
  siteOrigin: string;
  /** The built check page of each form (src/templates/form-check.tsx), the body of a 422. */
  checkPages: Record<FormName, CheckPage>;
}

/** The built page that shows each form again with its mistakes. */
export function readCheckPages(publicDir: string): Record<FormName, CheckPage> {
  const read = (form: FormName) =>
    new CheckPage(readFileSync(join(publicDir, pathOf(FORM_CHECK_PAGES[form]), "index.html"), "utf8"));
  return { lead: read("lead"), kontakt: read("kontakt") };
}

/**
 * Strict url-encoded parsing: a percent sequence that is not valid UTF-8 throws (answered 400)
 * instead of being stored literally; a repeated field becomes a list, which the route refuses.
 */
export function parseFormBody(body: string): Record<string, string | string[]> {
  // No prototype: a field named __proto__ or constructor is just a field.
  const result = Object.create(null) as Record<string, string | string[]>;
  for (const pair of body.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, " "));
      } catch {
        throw Object.assign(new Error("form body is not valid UTF-8"), { statusCode: 400 });
      }
    };
    const key = decode(at === -1 ? pair : pair.slice(0, at));
    const value = at === -1 ? "" : decode(pair.slice(at + 1));
    const previous = result[key];
    result[key] = previous === undefined ? value : ([] as string[]).concat(previous, value);
  }
  return result;
}

/**
 * Where a lead came from, for the daily counts only: utm_source/utm_campaign of the page the form
 * was posted from (the Referer, the page's own URL on this site; with or without JavaScript). No
 * cookies, no hidden fields, nothing kept with the person; anything unreadable is no campaign.
 */
export const campaignOf = (referer: string | undefined): Campaign => campaignOfUrl(referer);

const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? "").includes("application/json");
const REPLACEMENT_CHARACTER = "\uFFFD";

function sendRequestError(request: FastifyRequest, reply: FastifyReply, error: RequestError) {
  reply.code(error.status).header("Cache-Control", "no-store");
  if (wantsJson(request)) return reply.send({ ok: false, error: error.text });
  return reply.type("text/html; charset=utf-8").send(requestErrorPage(error));
}

/** Every form ends on its own thank-you page, whichever form's path it was posted to. */
function sendSuccess(request: FastifyRequest, reply: FastifyReply, form: FormDefinition) {
  reply.header("Cache-Control", "no-store");
  if (wantsJson(request)) return reply.code(200).send({ ok: true });
  return reply.code(303).header("Location", actionOf(form)).send();
}

const STATUS_ERRORS = new Map<number, RequestError>(
  [REQUEST_ERRORS.tooLarge, REQUEST_ERRORS.unsupportedType, REQUEST_ERRORS.tooManyRequests].map((e) => [e.status, e]),
);

export async function formRoute(app: FastifyInstance, options: FormRouteOptions): Promise<void> {
  // Only url-encoded bodies, as a plain HTML form sends them; JSON or multipart get 415.
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES, parser: parseFormBody });
  await app.register(rateLimit, {
    max: options.rateLimitMax,
    timeWindow: options.rateLimitWindowMs,
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: "rate limit" }),
  });

  app.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    const known = error.statusCode === 400 ? REQUEST_ERRORS.malformed : STATUS_ERRORS.get(error.statusCode ?? 0);
    if (known) {
      request.log.warn({ status: known.status, code: error.code }, "form post refused");
      return sendRequestError(request, reply, known);
    }
    request.log.error({ err: error }, "form post failed");
    return sendRequestError(request, reply, REQUEST_ERRORS.storageFailed);
  });

  const refuseCrossSite = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCrossSiteRequest(request, options.siteOrigin)) return;
    request.log.warn(
      { secFetchSite: request.headers["sec-fetch-site"], origin: request.headers.origin },
      "cross-site form post refused",
    );
    return sendRequestError(request, reply, REQUEST_ERRORS.crossSite);
  };

  const handleFormPost = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const formName = body[FORM_NAME_FIELD];
    if (!isFormName(formName)) return sendRequestError(request, reply, REQUEST_ERRORS.unknownForm);
    const form = forms[formName];

    const values: Values = {};
    const posted = [...form.fields.map((f) => f.name), HONEYPOT_FIELD].map((name) => body[name]);
    if (
      posted.some((v) => (v !== undefined && typeof v !== "string") || String(v ?? "").includes(REPLACEMENT_CHARACTER))
    ) {
      return sendRequestError(request, reply, REQUEST_ERRORS.malformed);
    }
    for (const field of form.fields) values[field.name] = (body[field.name] as string | undefined) ?? "";

    if (body[HONEYPOT_FIELD]) {
      request.log.info({ form: form.name }, "honeypot filled: answered as success, not stored");
      return sendSuccess(request, reply, form);
    }

    const errors = validate(form, values);
    if (Object.keys(errors).length > 0) {
      reply.code(422).header("Cache-Control", "no-store");
      if (wantsJson(request)) return reply.send({ ok: false, errors });
      return reply.type("text/html; charset=utf-8").send(options.checkPages[form.name].fill(form, values, errors));
    }

    const campaign = campaignOf(request.headers.referer);
    // request.ip: the peer, or the client a TRUST_PROXY proxy forwarded; counted only as a keyed hash.
    const submitted = await options.commits.run(() =>
      options.followUp.submit(form.name, normalize(form, values), campaign, request.ip),
    );
    if ("dropped" in submitted) {
      request.log.info({ form: form.name }, LIMIT_LOG.dropped);
    } else if (submitted.mail === "now") {
      request.log.info({ form: form.name, id: submitted.id }, "submission stored, mail queued");
      options.onQueued();
    } else {
      request.log.info({ form: form.name, id: submitted.id }, LIMIT_LOG[submitted.mail]);
    }
    return sendSuccess(request, reply, form);
  };

  // Each form's thank-you path with and without its trailing slash (a redirect would turn the POST
  // into a GET); the body's form-name says which form it is, as on Netlify.
  for (const url of Object.values(forms).flatMap((form) => [actionOf(form), actionOf(form).replace(/\/$/, "")])) {
    app.post(url, { bodyLimit: BODY_LIMIT_BYTES, onRequest: refuseCrossSite }, handleFormPost);
  }
}
