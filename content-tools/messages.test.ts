// The build's one reader of interface text: the message as written, or an error naming the file and
// the key, never the words silently left out (docs/reviews/2026-11-28-code-review.md, F12).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageCollections } from "#model/collections.ts";
import { parseConfig } from "#model/config/schema.ts";
import { readMessage } from "./messages.ts";
import { compileText } from "./vite-plugin.ts";

// The fixture site's messages (test-support/site/messages/): "(nouvel onglet)" in French.
const fixture = new URL("./test-support/site/", import.meta.url).pathname;
// A root whose Turkish messages lack the new-tab words, and whose English one is empty.
const root = mkdtempSync(join(tmpdir(), "kgc-messages-"));
mkdirSync(join(root, "messages"));
writeFileSync(join(root, "messages/tr.json"), '{ "nav_home": "Ana sayfa" }');
writeFileSync(join(root, "messages/en.json"), '{ "opens_new_tab": "" }');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("readMessage", () => {
  it("reads a locale's message", () => {
    expect(readMessage(fixture, "fr", "opens_new_tab")).toBe("(nouvel onglet)");
  });

  it("throws on a missing or empty message, naming the file and the key", () => {
    expect(() => readMessage(root, "tr", "opens_new_tab")).toThrow('messages/tr.json has no message "opens_new_tab"');
    expect(() => readMessage(root, "en", "opens_new_tab")).toThrow('messages/en.json has no message "opens_new_tab"');
  });

  it("stops the compiling of a page whose link would lose its new-tab words", () => {
    const page =
      "---\npage: upload\ntitle: T\ndescription: D\nheading: H\nintro: I\nprompt: [Go.]\nchecklist: { heading: C, items: [One.] }\nformHeading: F\n---\n";
    const config = parseConfig({});
    expect(compileText(page, pageCollections.upload, "fr", config, fixture).prompt).toEqual(["Go."]);
    expect(() => compileText(page, pageCollections.upload, "tr", config, root)).toThrow('messages/tr.json has no message "opens_new_tab"');
  });
});
