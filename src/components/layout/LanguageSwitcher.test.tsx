// @vitest-environment happy-dom
// The language menu on an Arabic page (/ar/contact?topic=esim#form): four languages, each named in
// itself and marked as that language, the current one marked; without JavaScript plain links to this
// page in each language (carrying `?locale=` for the server to remember); with JavaScript a menu
// that remembers the choice and opens this page, its query and its place, in that language.
// Expected names written here as each language writes itself; the label from messages/ar.json.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { messages } from "../../test-support/messages.ts";

const ar = messages("ar");

const router = vi.hoisted(() => ({ hydrated: false }));
vi.mock("@tanstack/react-router", () => ({
  useHydrated: () => router.hydrated,
  useLocation: () => ({ pathname: window.location.pathname }),
}));

const { LanguageSwitcher } = await import("./LanguageSwitcher.tsx");

const languages = [
  { lang: "en", name: "English", page: "/contact" },
  { lang: "fr", name: "Français", page: "/fr/contact" },
  { lang: "tr", name: "Türkçe", page: "/tr/contact" },
  { lang: "ar", name: "العربية", page: "/ar/contact" },
];

beforeEach(() => window.history.replaceState(null, "", "/ar/contact?topic=esim#form"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("without JavaScript (the prerendered page)", () => {
  beforeEach(() => {
    router.hydrated = false;
  });

  it("is a disclosure named by the current language, listing the four languages each in itself", () => {
    render(<LanguageSwitcher id="header-language" />);
    const summary = document.querySelector("summary");
    expect(summary?.getAttribute("aria-label")).toBe(ar.language_current.replace("{language}", "العربية"));
    const links = within(screen.getByRole("list")).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("lang"), link.getAttribute("hreflang")])).toEqual(
      languages.map(({ lang, name }) => [name, lang, lang]),
    );
  });

  it("marks the current language, and links to this page in each language with ?locale= for the server to remember", () => {
    render(<LanguageSwitcher id="header-language" />);
    const links = within(screen.getByRole("list")).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([null, null, null, "true"]);
    // A plain link cannot keep the page's own query or place: the server reads its ?locale=.
    expect(links.map((link) => link.getAttribute("href"))).toEqual(languages.map(({ lang, page }) => `${page}?locale=${lang}`));
  });
});

// Not on the "preact" project (vitest.config.ts): Radix's helpers load React through CommonJS in
// Node, where the alias to Preact cannot follow, so the menu would mix two renderers here. The built
// site's menu, on Preact, is opened and used by tests/e2e/choosing-a-language.spec.ts.
describe.skipIf(inject("renderer") === "preact")("with JavaScript", () => {
  beforeEach(() => {
    router.hydrated = true;
    // Radix Select measures and scrolls, which the test DOM does not do.
    Element.prototype.scrollIntoView = () => {};
    Element.prototype.hasPointerCapture = () => false;
    Element.prototype.releasePointerCapture = () => {};
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it("opens a list of the four languages, each in itself, the current one selected", async () => {
    render(<LanguageSwitcher id="header-language" />);
    fireEvent.click(screen.getByRole("button", { name: ar.language_current.replace("{language}", "العربية") }));
    // The menu's code loads on the click (a first import here takes a few seconds).
    const options = await screen.findAllByRole("option", {}, { timeout: 10_000 });
    expect(options.map((option) => [option.textContent, option.getAttribute("lang")])).toEqual(
      languages.map(({ lang, name }) => [name, lang]),
    );
    expect(options.map((option) => option.getAttribute("data-state"))).toEqual(["unchecked", "unchecked", "unchecked", "checked"]);
  });

  it("remembers the choice and opens this page in that language, keeping its query and place", async () => {
    const assign = vi.fn();
    render(<LanguageSwitcher id="header-language" />);
    fireEvent.click(screen.getByRole("button", { name: ar.language_current.replace("{language}", "العربية") }));
    const french = await screen.findByRole("option", { name: "Français" });
    const { pathname, search, hash, href } = window.location;
    vi.stubGlobal("location", { pathname, search, hash, href, assign });
    fireEvent.click(french);
    expect(assign).toHaveBeenCalledWith("/fr/contact?topic=esim#form");
    // The names the server and the static hosts' redirect read (docs/decisions/004-locale-flow.md).
    expect(document.cookie).toContain("PARAGLIDE_LOCALE=fr");
    expect(localStorage.getItem("selectedLocale")).toBe("fr");
  });
});
