// The texts of one language (locale-texts.ts), which the language checks read: every text of the
// language's own files and of the data files' wording, a file that does not parse passed over (its
// collection's check names it), and any other error thrown rather than hidden.
import { describe, expect, it } from "vitest";
import type { ContentSource } from "./content-source.ts";
import { localeTexts } from "./locale-texts.ts";

/** A project holding these files (path → text). */
function project(files: Record<string, string>): ContentSource {
  return {
    files: (dir) => Object.keys(files).filter((path) => path.startsWith(`${dir}/`)),
    read: (path) => files[path],
  };
}

describe("the texts of one language", () => {
  it("from its own files, the data files' wording and its messages, and not from another language's", () => {
    const texts = localeTexts(
      project({
        "content/pages/fr/about.md": '---\ntitle: "À propos"\nsource_hash: "abc"\n---\n',
        "content/pages/en/about.md": '---\ntitle: "About"\n---\n',
        "content/data/figures.yaml": "wording:\n  fr:\n    label: Personnes connectées\n  en:\n    label: People online\n",
        "messages/fr.json": '{ "menu_open": "Ouvrir le menu" }',
      }),
      "fr",
    );
    expect(texts).toEqual([
      { file: "content/pages/fr/about.md", field: "title", text: "À propos" },
      { file: "content/data/figures.yaml", field: "wording.fr.label", text: "Personnes connectées" },
      { file: "messages/fr.json", field: "menu_open", text: "Ouvrir le menu" },
    ]);
  });

  it("passes over a file a merge left half-done or that does not parse, and keeps the others", () => {
    const texts = localeTexts(
      project({
        "content/pages/fr/about.md": "---\ntitle: [unclosed\n---\n",
        "content/pages/fr/contact.md": '---\n<<<<<<< HEAD\ntitle: "Contact"\n=======\ntitle: "Écrire"\n>>>>>>> fr\n---\n',
        "content/pages/fr/donate.md": '---\ntitle: "Faire un don"\n---\n',
        "messages/fr.json": '{ "menu_open": ',
      }),
      "fr",
    );
    expect(texts).toEqual([{ file: "content/pages/fr/donate.md", field: "title", text: "Faire un don" }]);
  });

  it("throws an error that is not a file's, such as a source handing over something other than text", () => {
    // A fault of the code, not of a file: before, it was passed over as an unreadable file, and
    // the file's texts dropped out of the language checks in silence.
    const faulty: ContentSource = { files: () => ["content/pages/fr/about.md"], read: () => 42 as unknown as string };
    expect(() => localeTexts(faulty, "fr")).toThrow(TypeError);
  });
});
