// Where a Fastify request says it comes from, for the cross-site check of src/follow-up/origin.ts.
import type { FastifyRequest } from "fastify";
import { isCrossSite, type RequestSource } from "../src/follow-up/origin";

export function sourceOf(request: FastifyRequest): RequestSource {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === "string" ? value : undefined;
  };
  return { secFetchSite: header("sec-fetch-site"), origin: header("origin"), host: request.host };
}

export function isCrossSiteRequest(request: FastifyRequest, siteOrigin: string): boolean {
  return isCrossSite(sourceOf(request), siteOrigin);
}
