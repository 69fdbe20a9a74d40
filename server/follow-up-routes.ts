// The link POSTs (/bestaetigen/, /abmelden/) on the self-hosted server: the contract of
// src/follow-up/links.ts on Fastify. A GET of these paths is the static page from public/.
import type { FastifyInstance } from "fastify";
import { readFileSync } from "fs";
import { join } from "path";
import {
  answerLinkPost,
  LINK_BODY_LIMIT_BYTES,
  LINK_KINDS,
  linkFields,
  type LinkActions,
} from "../src/follow-up/links";
import { pathOf } from "../src/lib/routes";
import type { FollowUpStore } from "./follow-up-store";
import { sourceOf } from "./origin-check";

interface FollowUpRouteOptions {
  followUp: FollowUpStore;
  publicDir: string;
  /** SITE_URL's origin, for the cross-site check. */
  siteOrigin: string;
  /** Wakes the mail worker once something is due now. */
  onQueued: () => void;
}

export function followUpRoutes(app: FastifyInstance, options: FollowUpRouteOptions, done: () => void): void {
  const { followUp } = options;
  const invalidLinkPage = readFileSync(join(options.publicDir, pathOf("linkInvalid"), "index.html"), "utf8");
  const queued = <T extends { ok: boolean }>(result: T): T => {
    if (result.ok) options.onQueued();
    return result;
  };
  const actions: LinkActions = {
    // SQLite answers synchronously; the contract's actions may wait (Blobs), so they return promises.
    confirm: (key, answers, campaign) => Promise.resolve(queued(followUp.confirm(key, answers, campaign))),
    unsubscribe: (key, campaign) => Promise.resolve(queued(followUp.unsubscribe(key, campaign))),
  };
  const settings = {
    tokenSecret: followUp.tokenSecret,
    siteOrigin: options.siteOrigin,
    invalidLinkPage,
    log: (message: string) => app.log.info(message),
  };

  app.removeAllContentTypeParsers();
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: LINK_BODY_LIMIT_BYTES }, (request, body, parsed) =>
      parsed(null, linkFields(request.headers["content-type"], String(body))),
    );
  }

  for (const kind of LINK_KINDS) {
    app.post(pathOf(kind), async (request, reply) => {
      const query = request.url.indexOf("?");
      const answer = await answerLinkPost(
        kind,
        {
          search: query < 0 ? "" : request.url.slice(query),
          fields: (request.body ?? {}) as Record<string, string>,
          source: sourceOf(request),
        },
        actions,
        settings,
      );
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
  }
  done();
}
