// Where the translation tools look, made from the list of collections: the site's folders and data
// files, the items a translator types after --mark (docs/translating.md), and the lists that would
// give two translations one name, refused.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collections, figures, guides, policies } from "#model/collections.ts";
import { itemForms, translatedDataFiles, translatedFolders } from "./translated-collections.ts";

describe("the translated collections", () => {
  it("are the site's three folders, each once, and the data files with a wording per language", () => {
    expect(translatedFolders().map(({ kind, folder, prefix, names }) => `${kind} ${folder} ${prefix}: ${names.join(" ")}`)).toEqual([
      "page content/pages pages: about contact donate help home installer policies request-dates travel upload",
      "policy content/policies policies: distribution-policy partner-policy privacy-policy terms-of-service",
      "guide content/help help: check-your-phone get-online install troubleshooting visible-networks",
    ]);
    // The policy dates have no wording: nothing in them is translated.
    expect(translatedDataFiles().map(({ file, prefix, name }) => `${file} ${prefix}/${name}`)).toEqual([
      "content/data/figures.yaml data/figures",
      "content/data/notice.yaml data/notice",
      "content/data/travel-plans.yaml data/travel-plans",
    ]);
  });

  it("give the items --mark takes, as docs/translating.md shows them", () => {
    expect(itemForms()).toEqual(["pages/<page>", "policies/<slug>", "help/<guide>", "data/<file>", "messages/<key>", "messages"]);
  });

  it("refuse a folder holding two kinds, and two folders ending in the same name", () => {
    const guidesAmongPolicies = { ...guides, name: "guides-here", folder: policies.folder };
    expect(() => translatedFolders({ collections: [...collections, guidesAmongPolicies] })).toThrow(
      "content/policies holds a policy and a guide: give each kind its own folder",
    );
    const otherHelp = { ...guides, name: "other-help", folder: "content/archive/help" };
    expect(() => translatedFolders({ collections: [...collections, otherHelp] })).toThrow(
      "content/help and content/archive/help end in the same name",
    );
  });

  it("refuse a data file whose wording is not marked one text per language, rather than leave it out in silence", () => {
    const text = z.string();
    const slogans = {
      ...figures,
      name: "slogans",
      file: "content/data/slogans.yaml",
      schema: z.object({ wording: z.object({ en: text, fr: text, tr: text, ar: text }) }),
    };
    expect(() => translatedDataFiles({ collections: [...collections, slogans] })).toThrow(
      "content/data/slogans.yaml: its schema's `wording` is not marked keyedByLocale",
    );
  });
});
