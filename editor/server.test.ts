// The local editor (`npm run cms`) answers only at the address it prints: a request naming any
// other host (a site rebinding its name to 127.0.0.1) is refused before it can read or write a file.
// And it stays up, naming the file, when a content file does not parse: the moment a staff member
// runs it to repair that file.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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

/** The editor started on a temporary copy of the fixture; `stop` closes it and removes the copy. */
async function editorOnCopy(prefix: string) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  cpSync(fixture, root, { recursive: true });
  const { server, origin } = await startEditor({ root, port: 0 });
  return {
    root,
    origin,
    stop: () => {
      server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

describe("the local editor server", () => {
  let origin = "";
  let stop = () => {};

  beforeAll(async () => {
    ({ origin, stop } = await editorOnCopy("kgc-cms-host-"));
  });
  afterAll(() => stop());

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

describe("the local editor server, with a content file it cannot read", () => {
  let root = "";
  let origin = "";
  let stop = () => {};
  const get = (path: string) => send(origin, path, new URL(origin).host);
  /** Writes `text` into `file` of the tree as a hand edit or a half-done merge would. */
  const spoil = (file: string, text: string) => writeFileSync(join(root, file), text);

  // The server's own terminal lines, caught rather than printed into the test run.
  const terminal = vi.fn();

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(terminal);
    ({ root, origin, stop } = await editorOnCopy("kgc-cms-broken-"));
  });
  afterAll(() => {
    stop();
    vi.restoreAllMocks();
  });

  it("a page left half-merged: the translations list names it, the editor still opens, the server stays up", async () => {
    const page = "content/pages/fr/contact.md";
    const before = readFileSync(join(root, page), "utf8");
    spoil(page, before.replace(/^---\n/, "---\n<<<<<<< HEAD\ntitle: Contact: nous écrire\n"));

    const list = await get("/admin/translation-status.json");
    expect(list.status).toBe(500);
    expect(JSON.parse(list.text).message).toBe(
      "The list cannot be made: content/pages/fr/contact.md holds a merge left half-done (lines <<<<<<<, ======= and >>>>>>>): keep one of the two versions and delete the three marker lines. Correct that file, then reload this page.",
    );
    // The terminal running `npm run cms` says the same.
    expect(terminal.mock.calls.at(-1)).toEqual([
      "content/pages/fr/contact.md holds a merge left half-done (lines <<<<<<<, ======= and >>>>>>>): keep one of the two versions and delete the three marker lines",
    ]);
    // The same server answers on: the page's first request once ended the process.
    const config = await get("/admin/config.json");
    expect(config.status).toBe(200);
    expect(editorSetup(JSON.parse(config.text)).message).toBeUndefined();

    spoil(page, before);
    expect((await get("/admin/translation-status.json")).status).toBe(200);
  });

  it("a data file that does not parse: the editor page says which file to correct", async () => {
    spoil("content/data/figures.yaml", "people_connected: [12000\nwording:\n");
    const config = await get("/admin/config.json");
    expect(config.status).toBe(500);
    expect(editorSetup(JSON.parse(config.text)).message).toMatch(
      /^The editor cannot open: content\/data\/figures\.yaml cannot be read: .+\. Correct that file, then reload this page\.$/,
    );
    // And the list, which reads the same file.
    const list = await get("/admin/translation-status.json");
    expect(JSON.parse(list.text).message).toMatch(/content\/data\/figures\.yaml cannot be read/);
  });

  it("a record of marks left half-merged (every --mark rewrites it): the list names it", async () => {
    spoil("content/data/figures.yaml", readFileSync(join(fixture, "content/data/figures.yaml"), "utf8"));
    const marks = '<<<<<<< HEAD\n{ "pages/home": { "english": "a", "translation": "b" } }\n=======\n{}\n>>>>>>> main\n';
    mkdirSync(join(root, "translations/marked"), { recursive: true });
    spoil("translations/marked/fr.json", marks);
    const list = await get("/admin/translation-status.json");
    expect(list.status).toBe(500);
    expect(JSON.parse(list.text).message).toMatch(/^The list cannot be made: translations\/marked\/fr\.json holds a merge left half-done/);
  });
});
