// loadOnce: a text chunk is downloaded once per key, a failed download may be tried again, and a
// finished load is marked so React's `use` reads it without suspending.
import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load.ts";

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
