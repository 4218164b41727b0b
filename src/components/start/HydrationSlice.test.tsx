// @vitest-environment happy-dom
// Hydration in slices, as the built site runs it: on Preact (react resolved to preact/compat, as
// framework-patches.ts does for the browser build), over a prerendered page. Each part "costs" time
// on a fake clock when it renders. The prerendered elements must stay the same nodes, the first task
// must hydrate only what fits its allowance, and the parts that waited must hydrate one per task.
import { hydrate } from "preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAppStarted } from "../../lib/bootstrap/app-started.ts";
import { startHydrationSlices } from "../../lib/bootstrap/hydration-slices.ts";
import { HydrationSlice } from "./HydrationSlice.tsx";

vi.mock("react", async () => await import("preact/compat"));
vi.mock("react/jsx-runtime", async () => await import("preact/compat/jsx-runtime"));
vi.mock("react/jsx-dev-runtime", async () => await import("preact/compat/jsx-dev-runtime"));
vi.mock("../../lib/bootstrap/renderer.ts", () => ({ onPreact: true }));
vi.mock("@tanstack/react-router", () => ({ useHydrated: () => true }));

let clock = 0;
const rendered: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
  rendered.length = 0;
  vi.spyOn(performance, "now").mockImplementation(() => clock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A part that takes `ms` of the clock to render and says so. */
function Part({ name, ms }: { name: string; ms: number }) {
  rendered.push(name);
  clock += ms;
  return <p id={name}>{name}</p>;
}

/** A part that waits for the app's start, as the menus do. */
function Menu({ id }: { id: string }) {
  return (
    <button type="button" id={id}>
      {useAppStarted() ? "started" : "waiting"}
    </button>
  );
}

/** Lets one task run: the next timer, and the microtasks after it (Preact renders in those). */
const nextTask = () => vi.advanceTimersToNextTimerAsync();

function hydratePage() {
  // JSX here is Preact's (react/jsx-runtime mocked above); its types are React's.
  const page = (
    <div>
      <HydrationSlice>
        <Menu id="menu" />
      </HydrationSlice>
      {["one", "two", "three", "four"].map((name) => (
        <HydrationSlice key={name}>
          <Part name={name} ms={3} />
        </HydrationSlice>
      ))}
      <Menu id="footer-menu" />
    </div>
  );
  const root = document.createElement("div");
  root.innerHTML =
    '<div><button type="button" id="menu">waiting</button><p id="one">one</p><p id="two">two</p><p id="three">three</p><p id="four">four</p><button type="button" id="footer-menu">waiting</button></div>';
  document.body.replaceChildren(root);
  const prerendered = [...root.querySelectorAll("p, button")];
  startHydrationSlices();
  hydrate(page as unknown as Parameters<typeof hydrate>[0], root);
  return { root, prerendered };
}

describe("hydration in slices (on Preact)", () => {
  // One page per file: the slices' state is the module's, as in the browser, where a page hydrates once.
  it("hydrates what fits the first task's 4 ms, then one waiting part per task, keeping every prerendered element; then the app has started", async () => {
    const { root, prerendered } = hydratePage();
    // The menu (0 ms) and "one" (3 ms) start within 4 ms; "two" starts at 3 ms, still within; "three" would start at 6 ms.
    expect(rendered).toEqual(["one", "two"]);
    await nextTask();
    expect(rendered).toEqual(["one", "two", "three"]);
    expect(root.querySelector("#menu")?.textContent).toBe("waiting");
    await nextTask();
    expect(rendered).toEqual(["one", "two", "three", "four"]);
    expect([...root.querySelectorAll("p, button")]).toEqual(prerendered);
    expect(root.textContent).toBe("waitingonetwothreefourwaiting");
    // Then the parts that wait for the start become the app's one per task, never two in one task
    // (their subscriptions run in Preact's effects, after a paint).
    const menus = () => [root.querySelector("#menu")?.textContent, root.querySelector("#footer-menu")?.textContent];
    const startedInEachTask: number[] = [];
    for (let task = 0; task < 20 && menus().includes("waiting"); task++) {
      const before = menus().filter((text) => text === "started").length;
      await nextTask();
      startedInEachTask.push(menus().filter((text) => text === "started").length - before);
    }
    expect(menus()).toEqual(["started", "started"]);
    expect(startedInEachTask.filter((count) => count > 0)).toEqual([1, 1]);
    expect(rendered).toEqual(["one", "two", "three", "four"]);
    expect([...root.querySelectorAll("p, button")]).toEqual(prerendered);
  });
});
