// A slow mobile link, made exact: a loopback proxy in front of the site that sends one page's HTML in
// pieces, each held back until the test lets it go, so the browser paints what it has parsed so far
// at the points the test chooses (a phone on a slow link paints a half-read header the same way).
// Everything else passes through untouched.
import { listenOnLoopback } from "./support.ts";

/**
 * Serves `siteOrigin` through a proxy; the HTML of `path` is cut at the offsets `cuts(html)` gives,
 * and its first piece is sent at once. `next()` sends the following piece.
 */
export async function htmlInPieces(siteOrigin: string, path: string, cuts: (html: string) => number[]) {
  const held: string[] = [];
  let send: (piece: string) => void = () => {};
  let finish: () => void = () => {};
  let cut = false;
  const proxy = await listenOnLoopback(async (request, response) => {
    const upstream = await fetch(`${siteOrigin}${request.url}`, {
      headers: { accept: request.headers.accept ?? "*/*", "accept-encoding": "identity" },
      redirect: "manual",
    });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !/^(content-length|content-encoding|transfer-encoding|connection)$/i.test(name)),
    );
    response.writeHead(upstream.status, headers);
    // Only the page's first request is held back: a second one (a reload, a retry) passes whole.
    if (request.url !== path || cut) {
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    cut = true;
    const html = await upstream.text();
    const offsets = [0, ...cuts(html), html.length];
    for (let i = 1; i < offsets.length; i++) held.push(html.slice(offsets[i - 1], offsets[i]));
    send = (piece) => response.write(piece);
    finish = () => response.end();
    send(held.shift() ?? "");
  });
  return {
    origin: proxy.origin,
    /** Sends the next piece of the page's HTML, and ends the response after the last. */
    next: () => {
      send(held.shift() ?? "");
      if (held.length === 0) finish();
    },
    /** Ends the page's response if a failed test left it held, and stops the proxy. */
    close: () => {
      finish();
      return proxy.close();
    },
  };
}
