// @vitest-environment happy-dom
// A guide's phones as a visitor meets them once the page runs (decision 192; as prerendered:
// GuidePlatforms.prerender.test.tsx): the visitor's phone first and open, the others folded behind a button in their heading, the menu in the fixed order (decision 200), the
// phone the address points to (#android) and a phone the reader has scrolled into left open, the
// phone painted first kept while it is on screen, and folded steps Find in page can reach.
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { steps } from "../../test-support/guide-steps.tsx";
import { GuidePlatforms } from "./GuidePlatforms.tsx";

const samsungPhone =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36";
const computer = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";

function visitWith(userAgent: string, hash = "") {
  Object.defineProperty(navigator, "userAgent", { value: userAgent, configurable: true });
  window.location.hash = hash;
}

/** The headings as seen: the button's sign (+ folded, − open, hidden from screen readers) and the phone's name. */
const headings = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
const menu = () => within(screen.getByRole("navigation", { name: "Steps for your phone" })).getAllByRole("link");

afterEach(() => {
  cleanup();
  visitWith(computer);
  vi.restoreAllMocks();
  document.documentElement.removeAttribute("data-phone");
});

/** Each phone's block starts `top` px from the top of the screen. */
const blocksAt = (top: number) => vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({ top } as DOMRect);

it("puts a Samsung visitor's steps first and open, folds the others, and keeps the menu's order", async () => {
  visitWith(samsungPhone);
  render(<GuidePlatforms steps={steps} />);
  await waitFor(() => expect(headings()).toEqual(["−Samsung", "+iPhone", "+Other Android phones"]));
  const samsung = screen.getByRole("button", { name: "Samsung", expanded: true });
  expect(menu().map((link) => link.getAttribute("href"))).toEqual(["#iphone", "#samsung", "#android"]);
  expect(screen.getByRole("button", { name: "iPhone" }).getAttribute("aria-expanded")).toBe("false");
  expect(screen.getByText("First step on samsung").closest("[hidden]")).toBeNull();
  expect(screen.getByText("First step on iphone").closest("[hidden]")).not.toBeNull();
  expect(samsung.closest("h2")).not.toBeNull();
});

it("keeps open the phone the address points to", async () => {
  visitWith(samsungPhone, "#android");
  render(<GuidePlatforms steps={steps} />);
  await screen.findByRole("button", { name: "iPhone", expanded: false });
  expect(screen.getByRole("button", { name: "Other Android phones" }).getAttribute("aria-expanded")).toBe("true");
  expect(screen.getByRole("button", { name: "iPhone" }).getAttribute("aria-expanded")).toBe("false");
  expect(headings()).toEqual(["−Samsung", "+iPhone", "−Other Android phones"]);
});

it("leaves open a phone whose steps the reader had scrolled into before the page ran", async () => {
  visitWith(samsungPhone);
  // The iPhone's block starts above the top of the screen: the reader is in its steps.
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    return { top: this.id === "iphone" ? -300 : 400 } as DOMRect;
  });
  render(<GuidePlatforms steps={steps} />);
  await waitFor(() => expect(headings()).toEqual(["−Samsung", "−iPhone", "+Other Android phones"]));
});

// Chrome told a Samsung phone's model after the first paint: the head script left Android's block
// first (`<html data-phone="android">`, decision 200).
it("keeps the phone painted first, first and open, while its block is on screen; the visitor's phone next, open", async () => {
  visitWith(samsungPhone);
  document.documentElement.setAttribute("data-phone", "android");
  blocksAt(400);
  render(<GuidePlatforms steps={steps} />);
  await waitFor(() => expect(headings()).toEqual(["−Other Android phones", "−Samsung", "+iPhone"]));
  expect(document.documentElement.getAttribute("data-phone")).toBe("android");
});

it("puts the visitor's phone first, and marks it, when the phone painted first is still below the screen", async () => {
  visitWith(samsungPhone);
  document.documentElement.setAttribute("data-phone", "android");
  blocksAt(window.innerHeight + 100);
  render(<GuidePlatforms steps={steps} />);
  await waitFor(() => expect(headings()).toEqual(["−Samsung", "+iPhone", "+Other Android phones"]));
  expect(document.documentElement.getAttribute("data-phone")).toBe("samsung");
});

it("folds and unfolds a phone's steps with the button in its heading, which names the steps it controls", async () => {
  visitWith(samsungPhone);
  render(<GuidePlatforms steps={steps} />);
  const iphone = await screen.findByRole("button", { name: "iPhone", expanded: false });
  const controlled = document.getElementById(iphone.getAttribute("aria-controls") ?? "");
  expect(controlled?.hidden).toBe(true);
  expect(controlled?.textContent).toBe("First step on iphone");
  iphone.click();
  expect(await screen.findByRole("button", { name: "iPhone", expanded: true })).toBe(iphone);
  expect(controlled?.hidden).toBe(false);
  iphone.click();
  expect(await screen.findByRole("button", { name: "iPhone", expanded: false })).toBe(iphone);
  expect(controlled?.hidden).toBe(true);
});

it("folds with hidden=until-found, and opens a phone whose folded steps Find in page matched", async () => {
  visitWith(samsungPhone);
  render(<GuidePlatforms steps={steps} />);
  const iphone = await screen.findByRole("button", { name: "iPhone", expanded: false });
  const controlled = document.getElementById(iphone.getAttribute("aria-controls") ?? "");
  expect(controlled?.getAttribute("hidden")).toBe("until-found");
  // The browser fires beforematch, which bubbles, at the element holding the match, then reveals it.
  screen.getByText("First step on iphone").dispatchEvent(new Event("beforematch", { bubbles: true }));
  expect(await screen.findByRole("button", { name: "iPhone", expanded: true })).toBe(iphone);
  expect(controlled?.hasAttribute("hidden")).toBe(false);
});

it("opens a folded phone when its menu link is followed", async () => {
  visitWith(samsungPhone);
  render(<GuidePlatforms steps={steps} />);
  await screen.findByRole("button", { name: "Other Android phones", expanded: false });
  menu()
    .find((link) => link.getAttribute("href") === "#android")
    ?.click();
  expect(await screen.findByRole("button", { name: "Other Android phones", expanded: true })).toBeTruthy();
});

it("leaves a computer's visitor the fixed order with every phone open, each foldable", async () => {
  visitWith(computer);
  render(<GuidePlatforms steps={steps} />);
  await screen.findByRole("button", { name: "iPhone", expanded: true });
  expect(headings()).toEqual(["−iPhone", "−Samsung", "−Other Android phones"]);
  expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(3);
});
