// @vitest-environment happy-dom
// The notice's preview, run on React as decap-cms.js runs it, with the languages config.json gives
// (editor/config.ts's noticeLanguages) and entries as the editor holds them: what was typed, which
// no schema has read yet. The browser test (tests/e2e/editing-with-the-cms.spec.ts) shows it in
// Decap itself; this one shows each language and an entry of an unexpected shape.
import { join } from "node:path";
import { cleanup, render, screen } from "@testing-library/react";
import { Component, type ComponentType, createElement, type ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { noticeLanguages } from "../config.ts";
import type { Entry, Immutable } from "./decap.ts";
import { inlineHtml, registerNoticePreview } from "./notice-preview.ts";

// Not from import.meta.url: a test DOM's URL, which the environment may put in Node's place, can read a file URL as an http one.
const rootDir = join(import.meta.dirname, "../../tests/fixtures/cms-content");

/** An entry of the notice collection holding `data`, read as Decap's Immutable entry is. */
function entryOf(data: Record<string, unknown>): Entry {
  const getIn = (path: readonly string[]) =>
    path.reduce<unknown>((value, key) => (value && typeof value === "object" ? Reflect.get(value, key) : undefined), { data });
  const dataOf: Immutable = { get: (key) => data[key], getIn: (path) => getIn(["data", ...path]), setIn: () => dataOf, toJS: () => data };
  function get(key: "data"): Immutable;
  function get(key: "collection" | "slug" | "path"): string | undefined;
  function get(key: string): unknown;
  function get(key: string): unknown {
    return key === "data" ? dataOf : key === "collection" || key === "slug" ? "notice" : undefined;
  }
  const entry: Entry = { get, getIn, setIn: () => entry, toJS: () => ({ data }) };
  return entry;
}

let Preview: ComponentType<{ entry: Entry }> | undefined;

beforeAll(() => {
  // What decap-cms.js puts on the window: React's createElement, create-react-class, and the CMS.
  Object.assign(window, {
    h: createElement,
    createClass: (spec: { render(): ReactNode }) =>
      class extends Component<{ entry: Entry }> {
        override render() {
          return spec.render.call(this);
        }
      },
    CMS: {
      registerPreviewStyle: () => {},
      registerPreviewTemplate: (_name: string, component: ComponentType<{ entry: Entry }>) => {
        Preview = component;
      },
    },
  });
  registerNoticePreview(noticeLanguages(rootDir));
});

afterEach(cleanup);

const show = (data: Record<string, unknown>) => {
  if (!Preview) throw new Error("the notice's preview was not registered");
  render(createElement(Preview, { entry: entryOf(data) }));
};

describe("the notice's preview", () => {
  it("shows each language's own text, Arabic right to left, with its 'since' line", () => {
    show({
      starts: "2026-11-24T09:00",
      ends: "",
      kind: "warning",
      wording: {
        en: { text: "The form is **closed** today." },
        fr: { text: "Le formulaire est fermé aujourd'hui.", source_hash: "63be7e41e020" },
        tr: { text: "Form bugün kapalı." },
        ar: { text: "النموذج مغلق اليوم." },
      },
    });
    const arabic = screen.getByRole("region", { name: "العربية" });
    expect(arabic.getAttribute("dir")).toBe("rtl");
    expect(arabic.textContent).toContain("تنبيه النموذج مغلق اليوم.");
    expect(screen.getByRole("region", { name: "Français" }).textContent).toContain("Depuis le 24 novembre, 09:00");
    expect(screen.getByRole("region", { name: "English" }).querySelector("strong + span strong")?.textContent).toBe("closed");
    expect(screen.queryAllByText("Not translated yet: the English text shows here.")).toEqual([]);
  });

  it("shows the English where a language has no text of its own, whatever the editor holds there", () => {
    show({ starts: "2026-11-24T09:00", wording: { en: { text: "Closed today." }, fr: null, tr: "Kapalı", ar: { text: 7 } } });
    for (const name of ["Français", "Türkçe"]) {
      const region = screen.getByRole("region", { name });
      expect(region.querySelector('[lang="en"]')?.textContent).toBe("Closed today.");
      expect(region.textContent).toContain("Not translated yet");
    }
    expect(screen.getByRole("region", { name: "العربية" }).textContent).toContain("7");
  });

  it("says there is no notice when the wording is missing", () => {
    show({ starts: "", ends: "" });
    for (const region of screen.getAllByRole("region")) expect(region.textContent).toContain("No notice: there is no English text.");
    expect(screen.getAllByRole("region")).toHaveLength(4);
  });
});

// The preview reads Markdown as the pages do (marked, as content-tools/markdown.ts): what an editor
// escapes stays a star, bold may hold a link, and HTML typed shows as text.
describe("the preview's text", () => {
  it.each([
    ["Closed \\*until\\* Monday", "Closed *until* Monday"],
    ["**[Request an eSIM](servicesLink)** now", '<strong><a href="#" title="servicesLink">Request an eSIM</a></strong> now'],
    ["See <img src=x onerror=alert(1)>", "See &lt;img src=x onerror=alert(1)&gt;"],
    ["[the policy](/distribution-policy#limited-esims)", '<a href="#" title="/distribution-policy#limited-esims">the policy</a>'],
  ])("%s", (markdown, html) => {
    expect(inlineHtml(markdown)).toBe(html);
  });
});
