// loadOnce: a text chunk is downloaded once per key, a failed download may be tried again, and a
// finished load is marked so React's `use` reads it without suspending. arrived: a chunk is handed
// on only when it names the file asked for.
import { describe, expect, it, vi } from "vitest";
import { arrived, loadOnce } from "./load.ts";

let next = 0;
/** A key no other test used: the loads are remembered for the whole module. */
const freshKey = () => `test-key-${next++}`;

describe("loadOnce", () => {
  it("runs the loader once for a key, and answers later calls with the same promise", async () => {
    const key = freshKey();
    const load = vi.fn(async () => "text");
    const first = loadOnce(key, load);
    const second = loadOnce(key, load);
    expect(second).toBe(first);
    expect(await second).toBe("text");
    expect(loadOnce(key, load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("runs each key's own loader", async () => {
    const [a, b] = [freshKey(), freshKey()];
    expect(await Promise.all([loadOnce(a, async () => "a"), loadOnce(b, async () => "b")])).toEqual(["a", "b"]);
  });

  it("marks the promise fulfilled, with its value, once downloaded and not before", async () => {
    let resolve: (value: string) => void = () => {};
    const promise = loadOnce(freshKey(), () => new Promise<string>((done) => (resolve = done))) as Promise<string> & {
      status?: string;
      value?: string;
    };
    await Promise.resolve();
    expect([promise.status, promise.value]).toEqual([undefined, undefined]);
    resolve("text");
    await promise;
    expect([promise.status, promise.value]).toEqual(["fulfilled", "text"]);
  });

  it("forgets a failed download, so the next call tries again", async () => {
    const key = freshKey();
    const failing = loadOnce(key, async () => {
      throw new Error("offline");
    });
    await expect(failing).rejects.toThrow("offline");
    await Promise.resolve(); // the failure's handler runs after the caller's
    const retry = vi.fn(async () => "text");
    const second = loadOnce(key, retry);
    expect(second).not.toBe(failing);
    expect(await second).toBe("text");
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

// A chunk's import says nothing of what it holds: each names its file (a page's `page`, a policy's
// `policy`, a guide's `guide`), checked before the text is handed to a component.
describe("arrived", () => {
  const key = "../../content/policies/fr/privacy-policy.md";

  it("hands on a chunk that names the file asked for", () => {
    const policy = { policy: "privacy-policy", title: "Confidentialité" };
    expect(arrived("policy", "privacy-policy", key, policy)).toBe(policy);
    const guide = { guide: "install", heading: "Installer" };
    expect(arrived("guide", "install", "../../content/help/fr/install.md", guide)).toBe(guide);
  });

  it("refuses another file's chunk of the same kind, naming both", () => {
    expect(() => arrived("policy", "privacy-policy", key, { policy: "terms-of-service" })).toThrow(
      '../../content/policies/fr/privacy-policy.md is not the text of the policy "privacy-policy" (it names "terms-of-service")',
    );
  });

  it("refuses a chunk of another kind: a page where a policy was asked for", () => {
    expect(() => arrived("policy", "privacy-policy", key, { page: "privacy-policy" })).toThrow(
      '../../content/policies/fr/privacy-policy.md is not the text of the policy "privacy-policy" (it names none)',
    );
  });

  it("refuses what is not a chunk of text at all", () => {
    for (const chunk of [undefined, null, "privacy-policy", 42]) {
      expect(() => arrived("guide", "install", "g", chunk)).toThrow('g is not the text of the guide "install" (it names none)');
    }
  });
});
