// Property tests of the Node server: hundreds of generated hostile requests of each kind (paths,
// query strings, methods, cookies, Accept-Language, all at once), sent raw over TCP. None may get
// a 5xx, a file from outside dist/client, a redirect to another origin, or its markup echoed.

import type { Server } from "node:http";
import { createServer } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { writeFakeBuild } from "./test-support/fake-build.ts";
import type { HostileRequest } from "./test-support/hostile-requests.ts";
import { brokenRules, requestKinds, sendRaw } from "./test-support/hostile-requests.ts";

let server: Server;
let origin = "";

beforeAll(async () => {
  server = createServer(createApp({ distDir: writeFakeBuild() }));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

/** 200 requests from a generator; each must keep every rule. */
const property = (requests: fc.Arbitrary<HostileRequest>) =>
  fc.assert(
    fc.asyncProperty(requests, async (request) => {
      expect(brokenRules(await sendRaw(origin, request)), `${request.method} ${request.target.slice(0, 200)}`).toEqual([]);
    }),
    { numRuns: 200 },
  );

describe("no request gets a 5xx, a file from outside the site, a redirect away or its markup back", () => {
  for (const [kind, requests] of Object.entries(requestKinds)) it(kind, () => property(requests));
});
