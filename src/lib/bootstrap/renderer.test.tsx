// The components' tests run on both renderers (vitest.config.ts): the "unit" project on React, the
// "preact" project with React resolved to Preact, as the browser build does (decision 191). That
// rests on how Vitest's aliases meet its inlined dependencies: should a tooling upgrade change it,
// both projects would run React, and nothing would catch a component that breaks only on Preact.
// So each project checks which renderer it really loaded (docs/reviews/2026-11-28-code-review-2.md, F8). A `.tsx`
// file, as the "preact" project runs only those.
import { readFileSync } from "node:fs";
import { isValidElement as isPreactElement } from "preact";
import * as React from "react";
import * as ReactDomClient from "react-dom/client";
import { expect, inject, it } from "vitest";

const installedReact: { version: string } = JSON.parse(readFileSync("node_modules/react/package.json", "utf8"));

it.runIf(inject("renderer") === "preact")("the preact project loads Preact wherever the code imports React", async () => {
  // Preact's own core (not its React layer) recognises the elements made by `react` and by the JSX
  // runtime; React's elements are objects of another shape it refuses.
  expect(isPreactElement(React.createElement("p"))).toBe(true);
  expect(isPreactElement(<p />)).toBe(true);
  expect(React.version).not.toBe(installedReact.version);
  expect(ReactDomClient.hydrateRoot).toBe((await import("preact/compat/client")).hydrateRoot);
});

it.runIf(inject("renderer") === "react")("the unit project loads React itself", () => {
  expect(isPreactElement(React.createElement("p"))).toBe(false);
  expect(isPreactElement(<p />)).toBe(false);
  expect(React.version).toBe(installedReact.version);
});
