// @vitest-environment happy-dom
// The check list as a screen reader and a reader see it: a list of its items, in order, their
// Markdown's markup kept; each check mark hidden from assistive technology.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { Html } from "#model/page-text/types.ts";
import { CheckList } from "./check-list.tsx";

afterEach(cleanup);

const html = (markup: string) => markup as Html;

it("lists its items in order, each after a hidden check mark, their markup kept", () => {
  render(<CheckList items={[html("A phone that supports eSIM"), html("A <strong>Wi-Fi</strong> connection")]} />);
  const items = within(screen.getByRole("list")).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual(["A phone that supports eSIM", "A Wi-Fi connection"]);
  expect(items[1]?.querySelector("strong")?.textContent).toBe("Wi-Fi");
  expect(items.map((item) => item.querySelector("svg")?.getAttribute("aria-hidden"))).toEqual(["true", "true"]);
});
