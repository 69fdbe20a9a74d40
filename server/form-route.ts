// Takes the posts of both forms (DESIGN.md's form contract): validate with the browser's rules,
// store in SQLite before answering, answer a plain post with 303 and a fetch post with JSON.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import {
  FORM_ACTION,
  FORM_NAME_FIELD,
  forms,
  HONEYPOT_FIELD,
  isFormName,
  normalize,
  validate,
  type Values,
} from "../src/lib/forms";
import type { LeadStore } from "./database";
import { invalidFormPage, requestErrorPage } from "./html";
import { REQUEST_ERRORS, type RequestError } from "./messages";

/** Far above the longest valid post (about 5.5 KB), far below anything that could hurt. */
export const BODY_LIMIT_BYTES = 16 * 1024;

interface FormRouteOptions {
  store: LeadStore;
  rateLimitMax: number;
  rateLimitWindowMs: number;
}

/**
 * Strict url-encoded parsing: a percent sequence that is not valid UTF-8 throws (answered 400)
 * instead of being stored literally; a repeated field becomes a list, which the route refuses.
 */
export function parseFormBody(body: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
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

const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? "").includes("application/json");
const REPLACEMENT_CHARACTER = "\uFFFD";

function sendRequestError(request: FastifyRequest, reply: FastifyReply, error: RequestError) {
  reply.code(error.status).header("Cache-Control", "no-store");
  if (wantsJson(request)) return reply.send({ ok: false, error: error.text });
  return reply.type("text/html; charset=utf-8").send(requestErrorPage(error));
}

function sendSuccess(request: FastifyRequest, reply: FastifyReply) {
  reply.header("Cache-Control", "no-store");
  if (wantsJson(request)) return reply.code(200).send({ ok: true });
  return reply.code(303).header("Location", FORM_ACTION).send();
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

  app.post(FORM_ACTION, { bodyLimit: BODY_LIMIT_BYTES }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const formName = body[FORM_NAME_FIELD];
    if (!isFormName(formName)) return sendRequestError(request, reply, REQUEST_ERRORS.unknownForm);
    const form = forms[formName];

    const values: Values = {};
    const posted = [...form.fields.map((f) => f.name), HONEYPOT_FIELD].map((name) => body[name]);
    if (posted.some((v) => (v !== undefined && typeof v !== "string") || String(v ?? "").includes(REPLACEMENT_CHARACTER))) {
      return sendRequestError(request, reply, REQUEST_ERRORS.malformed);
    }
    for (const field of form.fields) values[field.name] = (body[field.name] as string | undefined) ?? "";

    if (body[HONEYPOT_FIELD]) {
      request.log.info({ form: form.name }, "honeypot filled: answered as success, not stored");
      return sendSuccess(request, reply);
    }

    const errors = validate(form, values);
    if (Object.keys(errors).length > 0) {
      reply.code(422).header("Cache-Control", "no-store");
      if (wantsJson(request)) return reply.send({ ok: false, errors });
      return reply.type("text/html; charset=utf-8").send(invalidFormPage(form, values, errors));
    }

    const id = options.store.insert(form.name, normalize(form, values));
    request.log.info({ form: form.name, id }, "submission stored");
    return sendSuccess(request, reply);
  });
}
