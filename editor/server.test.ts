// The local editor (`npm run cms`) answers only at the address it prints: a request naming any
// other host (a site rebinding its name to 127.0.0.1) is refused before it can read or write a file.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorSetup } from "./admin/editor-setup.ts";
import { startEditor } from "./server.ts";

const fixture = fileURLToPath(new URL("../tests/fixtures/cms-content", import.meta.url));

/** A request with the Host header given (fetch would not let a test choose it). */
function send(origin: string, path: string, host: string, body?: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { hostname, port, path, method: body ? "POST" : "GET", headers: { host, ...(body ? { "content-type": "application/json" } : {}) } },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe("the local editor server", () => {
  let root = "";
  let origin = "";
  let close = () => {};

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "kgc-cms-host-"));
    cpSync(fixture, root, { recursive: true });
    const started = await startEditor({ root, port: 0 });
    origin = started.origin;
    close = () => started.server.close();
  });
  afterAll(() => {
    close();
    rmSync(root, { recursive: true, force: true });
  });

  it("listens on the loopback address", () => {
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("serves the editor to a request for its own address", async () => {
    const { status, text } = await send(origin, "/admin/config.json", new URL(origin).host);
    expect(status).toBe(200);
    expect(JSON.parse(text).local_backend.url).toBe(`${origin}/api/v1`);
    // As the editor page reads it: the local editor, whose saves stay in the files of this computer.
    expect(editorSetup(JSON.parse(text))).toMatchObject({ local: true, hosted: null });
  });

  it("refuses a request for another host, for the page and for the file API alike", async () => {
    const page = await send(origin, "/admin", "evil.example");
    expect(page.status).toBe(403);
    const write = await send(origin, "/api/v1", `evil.example:${new URL(origin).port}`, JSON.stringify({ action: "info" }));
    expect(write.status).toBe(403);
    expect(write.text).not.toContain("local_fs");
  });

  it("refuses the same port under another loopback name", async () => {
    expect((await send(origin, "/admin", `localhost:${new URL(origin).port}`)).status).toBe(403);
  });
});
