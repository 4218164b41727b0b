// The Cloudflare Pages Function: on Cloudflare, the unprefixed pages (and `/en`, `/save-data`; see
// `_routes.json`, written by server/host-outputs.ts) get the Node server's rules, from the same
// module (server/rules.ts): cookie then Accept-Language, 307 with Vary, English that sticks, the
// lite page for Save-Data. Every other address is a static file of dist/cloudflare, with the
// headers of its `_headers` and Cloudflare's nearest `404.html` (the localized not-found page).

import { readCookie } from "#model/locales.ts";
import { cloudflareLiteAssetOf, SAVE_DATA_COOKIE } from "#model/save-data.ts";
import {
  CANONICAL_REDIRECT_STATUS,
  HSTS,
  pageRedirect,
  REDIRECT_STATUS,
  securityHeaders,
  varyFor,
  wantsLitePage,
} from "../server/rules.ts";

type Assets = { fetch: (request: Request) => Promise<Response> };
type PagesContext = { request: Request; env: { ASSETS: Assets } };

/** The headers of a response the function makes itself: `_headers` applies only to static files. */
const ownHeaders = { ...securityHeaders, "Strict-Transport-Security": HSTS, "Cache-Control": "no-cache" };

function redirect(location: string, status: number, headers: Record<string, string> = {}) {
  return new Response(null, { status, headers: { ...ownHeaders, Location: location, ...headers } });
}

/** The static file at another path, asked with the visitor's request headers (conditional requests included). */
function asset(context: PagesContext, path: string) {
  const { request, env } = context;
  return env.ASSETS.fetch(new Request(new URL(path, request.url), { method: request.method, headers: request.headers }));
}

export async function onRequest(context: PagesContext): Promise<Response> {
  const { request } = context;
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method not allowed", { status: 405, headers: { ...ownHeaders, Allow: "GET, HEAD" } });
  }
  const url = new URL(request.url);
  // `/about/` reaches the function too (a route matches both spellings): one redirect, for good.
  if (/.\/$/.test(url.pathname)) return redirect(url.pathname.replace(/\/+$/, "") + url.search, CANONICAL_REDIRECT_STATUS);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    // Undecodable (`/en/%E0%A4%A`): the static host's answer, its nearest not-found page with 404.
    return context.env.ASSETS.fetch(request);
  }
  const cookie = request.headers.get("Cookie");
  const decided = pageRedirect({ pathname, search: url.search, cookie, acceptLanguage: request.headers.get("Accept-Language") });
  if (decided) return redirect(decided.location, REDIRECT_STATUS, decided.headers);

  const page = await asset(context, url.pathname);
  const headers = new Headers(page.headers);
  // Which variant and which locale the visitor gets depends on these, as on the Node server.
  headers.set("Vary", varyFor("/index.html") ?? "");
  const saveData = request.headers.get("Save-Data") ?? undefined;
  if ((page.status === 200 || page.status === 304) && wantsLitePage({ cookie: readCookie(cookie, SAVE_DATA_COOKIE), saveData })) {
    // The twin `X/index.lite.html`, which Cloudflare serves at `X/index.lite`.
    const lite = await asset(context, cloudflareLiteAssetOf(url.pathname));
    if (lite.status === 200 || lite.status === 304) {
      // The full page's headers: its policy allows its scripts, and the lite page has none; the
      // lite page's own <meta> policy, stricter, applies as well.
      await page.body?.cancel();
      for (const name of ["Content-Length", "ETag", "Content-Encoding"]) {
        const own = lite.headers.get(name);
        if (own) headers.set(name, own);
        else headers.delete(name);
      }
      return new Response(lite.body, { status: lite.status, headers });
    }
    await lite.body?.cancel();
  }
  return new Response(page.body, { status: page.status, headers });
}
