// The notice's entry as the editor page's own widgets read it (notice-editor.ts's date widget,
// notice-preview.ts, languages-widget.ts): the latest entry any of them rendered, and the texts the
// editor typed, by language, before any schema has read them.
import type { z } from "zod";
import type { noticeSchema } from "#model/content-schemas/notice-schema.ts";
import { type Entry, plain } from "./decap.ts";

/**
 * The entry as last rendered by any of the editor page's own widgets. Decap gives a widget the entry
 * of its last render, and renders a field again only when its own value changes: a date's checks
 * read the texts through the widget that rendered them last (the languages widget, the preview).
 */
let latest: Entry | undefined;

export function noteEntry(entry: Entry | undefined) {
  if (entry) latest = entry;
}

/** The entry a widget was given, or the latest one noted if it is of the same entry. */
export function latestEntry(own: Entry) {
  return latest && latest.get("collection") === own.get("collection") && latest.get("slug") === own.get("slug") ? latest : own;
}

/** A wording's texts by language, as the notice's schema takes them in: a text is not yet a string. */
type Wording = z.input<typeof noticeSchema>["wording"];

/**
 * The texts of a wording of the entry (the notice's: "wording"), by language. The entry holds what
 * the editor typed, which no schema has read yet: each language is looked at before it is trusted.
 */
export function textsOf(entry: Entry, name = "wording"): Wording {
  const wording = plain(entry.getIn(["data", name]));
  if (typeof wording !== "object" || wording === null) return {};
  return Object.fromEntries(
    Object.entries(wording).map(([locale, language]) => [
      locale,
      { text: typeof language === "object" && language !== null && "text" in language ? language.text : undefined },
    ]),
  );
}

export const hasText = (entry: Entry, name = "wording") =>
  Object.values(textsOf(entry, name)).some((wording) => Boolean(String(wording?.text ?? "").trim()));
