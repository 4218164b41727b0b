// @vitest-environment happy-dom
// A module loaded on demand, step by step: asked for, on its way, arrived or failed, asked for
// again. Each row lists the steps and the statuses seen after each, and how many downloads began.
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useLazyModule } from "./use-lazy-module.ts";

type Step = "load" | "arrive" | "fail";

/** Runs `steps` against a hook whose downloads the test settles by hand; the statuses after each step. */
async function run(steps: Step[]) {
  const downloads: { resolve: (module: string) => void; reject: (error: Error) => void }[] = [];
  const importer = () => new Promise<string>((resolve, reject) => downloads.push({ resolve, reject }));
  const { result } = renderHook(() => useLazyModule(importer));
  /** The status, "loading again" for a retry after a failure. */
  const status = () => {
    const state = result.current[0];
    return state.status === "loading" && state.retrying ? "loading again" : state.status;
  };
  const seen: string[] = [status()];
  for (const step of steps) {
    await act(async () => {
      if (step === "load") result.current[1]();
      else if (step === "arrive") downloads.at(-1)?.resolve("the module");
      else downloads.at(-1)?.reject(new Error("the link dropped"));
    });
    seen.push(status());
  }
  const state = result.current[0];
  return { seen, downloads: downloads.length, module: state.status === "loaded" ? state.module : undefined };
}

describe("a module loaded on demand", () => {
  it.each<[string, Step[], { seen: string[]; downloads: number; module?: string }]>([
    ["never asked for", [], { seen: ["idle"], downloads: 0 }],
    ["asked for: on its way", ["load"], { seen: ["idle", "loading"], downloads: 1 }],
    ["arrived", ["load", "arrive"], { seen: ["idle", "loading", "loaded"], downloads: 1, module: "the module" }],
    [
      "asked for three times on its way: one download",
      ["load", "load", "load"],
      { seen: ["idle", "loading", "loading", "loading"], downloads: 1 },
    ],
    [
      "asked for again once there: no second download",
      ["load", "arrive", "load"],
      { seen: ["idle", "loading", "loaded", "loaded"], downloads: 1, module: "the module" },
    ],
    ["failed", ["load", "fail"], { seen: ["idle", "loading", "failed"], downloads: 1 }],
    [
      "failed, then asked for again: a second download, which arrives",
      ["load", "fail", "load", "arrive"],
      { seen: ["idle", "loading", "failed", "loading again", "loaded"], downloads: 2, module: "the module" },
    ],
    [
      "failed twice: still a retry the third time",
      ["load", "fail", "load", "fail", "load"],
      { seen: ["idle", "loading", "failed", "loading again", "failed", "loading again"], downloads: 3 },
    ],
  ])("%s", async (_, steps, expected) => {
    expect(await run(steps)).toEqual({ module: undefined, ...expected });
  });

  it("two calls in one event start one download", async () => {
    let downloads = 0;
    const importer = () => {
      downloads += 1;
      return new Promise<string>(() => {});
    };
    const { result } = renderHook(() => useLazyModule(importer));
    act(() => {
      result.current[1]();
      result.current[1]();
    });
    expect([downloads, result.current[0].status]).toEqual([1, "loading"]);
  });
});
