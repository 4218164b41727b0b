// Hostile requests for the property tests of both servers (server/app.property.test.ts against
// the Node handler, tests/e2e/http-and-servers.spec.ts against nginx): generated request targets, methods,
// cookies and Accept-Language values, sent byte for byte over a raw TCP socket so that nothing
// on the client side cleans them up first, and the checks every answer must pass.
import { connect } from "node:net";
import fc from "fast-check";

/** Markup a response must never echo back. */
export const INJECTED = "<kgc-injected>";

const segment = fc.oneof(
  fc.constantFrom(
    "",
    ".",
    "..",
    "%2e%2e",
    "%2E.",
    ".%2e",
    "%2f",
    "%2F%2F",
    "%5c",
    "%5C..%5C",
    "\\",
    "%00",
    "%0d%0aSet-Cookie:%20x=1",
    "%E0%A4%A",
    "%",
    "%zz",
    "%C0%AE%C0%AE",
    "about",
    "fr",
    "ar",
    "en",
    "tr",
    "404",
    "404.html",
    "index.html",
    "assets",
    "evil.com",
    "@evil.com",
    "http:",
    "etc",
    "passwd",
    "secret.txt",
    encodeURIComponent(INJECTED),
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  ),
  fc.string({ unit: "grapheme", maxLength: 12 }).map(encodeURIComponent),
  fc.string({ unit: fc.constantFrom(..."abz.-_~!$&'()*+,;=:@%"), maxLength: 12 }),
);

/** A request target: an origin-form path (slashes, dots, percent-encoding, unicode), perhaps very long. */
export const target = fc.oneof(
  { weight: 6, arbitrary: fc.array(segment, { maxLength: 8 }).map((segments) => `/${segments.join("/")}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("//", "///", "//evil.com", "//evil.com/", "/\\evil.com", "/%2F%2Fevil.com/", "*", "http://evil.com/x", "?"),
  },
  { weight: 1, arbitrary: fc.integer({ min: 2000, max: 7000 }).map((length) => `/${"a/".repeat(length / 2)}`) },
);

/** A query string: locale choices, garbage, injected markup. */
export const query = fc.oneof(
  fc.constant(""),
  fc.constantFrom(
    "?locale=fr",
    "?locale=en",
    "?locale=%ff",
    "?locale=",
    "?locale=ar&locale=tr",
    `?q=${encodeURIComponent(INJECTED)}`,
    "?a=1&locale=tr&b=%E0%A4%A",
  ),
  fc.webQueryParameters().map((q) => `?${q}`),
  fc.string({ unit: fc.constantFrom(..."&=?%#/locale"), maxLength: 20 }).map((q) => `?${q}`),
);

export const method = fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "PROPFIND", "FOO");

/** A header value that stays one header line: printable ASCII and spaces, some markup, or unicode. */
const headerValue = (...samples: string[]) =>
  fc.oneof(
    fc.constantFrom(...samples),
    fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz-_;=,.:*0123456789 %\"'<>"), maxLength: 60 }),
    fc.string({ maxLength: 40 }).map((value) => value.replace(/[\r\n\0]/g, "")),
    fc.integer({ min: 3000, max: 7000 }).map((length) => "=".repeat(length)),
  );

export const cookie = headerValue(
  "PARAGLIDE_LOCALE=fr",
  "PARAGLIDE_LOCALE=en",
  "PARAGLIDE_LOCALE=%E0%A4%A",
  "PARAGLIDE_LOCALE=xx; ;;=;",
  "PARAGLIDE_LOCALE=ar; KGC_SAVE_DATA=on",
  "KGC_SAVE_DATA=off",
  `PARAGLIDE_LOCALE=${INJECTED}`,
);

export const acceptLanguage = headerValue(
  "ar-PS,ar;q=0.9,en;q=0.5",
  "fr;q=0, tr",
  ";q=,,,;;q=NaN",
  "*",
  "fr-CA",
  `${INJECTED};q=1`,
  "en-US,en;q=0.9",
);

/** One hostile request. */
export const hostileRequest = fc.record({
  method,
  target: fc.tuple(target, query).map(([path, search]) => path + search),
  cookie: fc.option(cookie, { nil: undefined }),
  acceptLanguage: fc.option(acceptLanguage, { nil: undefined }),
  saveData: fc.option(fc.constantFrom("on", "off", "ON", "1", INJECTED), { nil: undefined }),
  forwardedProto: fc.option(fc.constantFrom("https", "http", "https, http"), { nil: undefined }),
});

/**
 * Each kind of hostile request on its own (the rest of the request plain), and all together.
 */
export const requestKinds: Record<string, fc.Arbitrary<HostileRequest>> = {
  "paths: slashes, dots, percent-encoding (invalid too), unicode, very long": target.map((path) => ({ method: "GET", target: path })),
  "query strings": query.map((search) => ({ method: "GET", target: `/about${search}` })),
  methods: fc.tuple(method, target).map(([verb, path]) => ({ method: verb, target: path })),
  cookies: cookie.map((value) => ({ method: "GET", target: "/donate", cookie: value })),
  "Accept-Language values": acceptLanguage.map((value) => ({ method: "GET", target: "/", acceptLanguage: value })),
  "all of them together": hostileRequest,
};

export type HostileRequest = {
  method: string;
  target: string;
  cookie?: string;
  acceptLanguage?: string;
  saveData?: string;
  forwardedProto?: string;
};
export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends a request exactly as given over a fresh TCP connection and reads the answer.
 * @param origin `http://127.0.0.1:port`
 */
export function sendRaw(origin: string, request: HostileRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: ${hostname}:${port}`, "Connection: close"];
  if (request.cookie !== undefined) lines.push(`Cookie: ${request.cookie}`);
  if (request.acceptLanguage !== undefined) lines.push(`Accept-Language: ${request.acceptLanguage}`);
  if (request.saveData !== undefined) lines.push(`Save-Data: ${request.saveData}`);
  if (request.forwardedProto !== undefined) lines.push(`X-Forwarded-Proto: ${request.forwardedProto}`);
  if (!["GET", "HEAD", "OPTIONS", "TRACE"].includes(request.method)) lines.push("Content-Length: 0");
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`No answer to ${request.method} ${request.target.slice(0, 80)}`)));
    socket.on("data", (chunk) => chunks.push(Buffer.from(chunk)));
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("latin1");
      const headEnd = raw.indexOf("\r\n\r\n");
      const [statusLine = "", ...headerLines] = raw.slice(0, headEnd === -1 ? raw.length : headEnd).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).toLowerCase();
        headers[name] = headers[name] ? `${headers[name]}, ${line.slice(colon + 1).trim()}` : line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, body: headEnd === -1 ? "" : raw.slice(headEnd + 4) });
    });
    socket.end(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
  });
}

/**
 * The rules every answer to any request must keep; returns what it broke, or an empty list.
 */
export function brokenRules(response: RawResponse) {
  const broken = [];
  if (!(response.status >= 100 && response.status < 500)) broken.push(`status ${response.status}`);
  const location = response.headers.location;
  // A path on this origin: one slash, then neither a slash nor a backslash (`//host` and `/\host`
  // are other origins to a browser), and no scheme.
  if (location !== undefined && !/^\/(?![/\\])/.test(location)) broken.push(`Location ${location}`);
  if (/outside the site|root:x:0:0/.test(response.body)) broken.push("a file from outside the site");
  if (response.body.includes(INJECTED) || (location ?? "").includes("<")) broken.push("reflected markup");
  return broken;
}
