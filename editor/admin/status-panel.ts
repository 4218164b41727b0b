// The "Translations to update" panel, docked at the top of the editor page: the same list as
// `npm run i18n:status` (translation-status.json, written by the local server or the build through
// editor/translation-status-file.ts), so that an editor, who has no terminal, sees which
// translations are missing, outdated or still in English, and the fingerprint to record once a
// translation is done.

import { baseLocale, type Locale, locales } from "#model/locales.ts";
import type { Kind } from "../../content-tools/translations.ts";
import type { TranslationStatusAnswer } from "../translation-status-file.ts";
import { paragraph } from "./paragraph.ts";

// The languages translated from English, from the one list of locales, named in the editor's own
// language (English): "French", "Turkish", "Arabic".
const translatedLocales = locales.filter((locale) => locale !== baseLocale);
const englishNames = new Intl.DisplayNames(["en"], { type: "language" });
const englishName = (locale: Locale) => englishNames.of(locale) ?? locale;
/** Each kind of translation as a line names it ("Missing: guide installer"); one missing here fails the type check. */
const KINDS: Record<Kind, string> = { page: "page", policy: "policy", guide: "guide", data: "wording in", message: "message" };

/** The "Translations to update" panel: every missing or outdated translation, with its fingerprint. */
export function statusPanel() {
  const element = document.createElement("details");
  element.className = "kgc-status";
  const summary = document.createElement("summary");
  const body = document.createElement("div");
  element.append(summary, body);

  async function refresh() {
    // Typed by its writers (translation-status-file.ts), imported as a type only; no check at run
    // time, as for config.json (editor-setup.ts): the file comes from the same checkout as this script.
    let status: TranslationStatusAnswer;
    try {
      status = await fetch("/admin/translation-status.json", { cache: "no-store" }).then((response) => response.json());
    } catch {
      status = { message: "The list could not be loaded. Reload this page to try again." };
    }
    if ("message" in status) {
      // The local server names a file it cannot read: the editor shows which, and stays usable.
      summary.textContent = "Translations to update: not available";
      body.replaceChildren(paragraph(status.message));
      return;
    }
    const { items, sameAsEnglish: copies } = status;
    summary.textContent =
      items.length || copies.length ? `Translations to update (${items.length + copies.length})` : "Translations: all up to date";
    body.replaceChildren();
    if (status.builtAt) body.append(paragraph(`As of the last build, ${status.builtAt}. Saved changes show after the next build.`));
    body.append(
      paragraph(
        'A translation is outdated when its English text changed after it was translated. In a data file (the notice, the figures, the travel plans), saving a change to a translation records it as up to date, and its "Mark as up to date" button does too. Elsewhere, copy the fingerprint into its "English version translated" field (for a message: into Message fingerprints) and save.',
      ),
    );
    for (const locale of translatedLocales) {
      const mine = items.filter((item) => item.locale === locale);
      const same = copies.filter((copy) => copy.locale === locale);
      if (!mine.length && !same.length) continue;
      const heading = document.createElement("h2");
      heading.textContent = englishName(locale);
      const list = document.createElement("ul");
      for (const item of mine) {
        const entry = document.createElement("li");
        entry.dataset.state = item.state;
        entry.append(
          `${item.state === "missing" ? "Missing" : "Outdated"}: ${KINDS[item.kind]} ${item.name} (${item.file}). Fingerprint to record: `,
        );
        const code = document.createElement("code");
        code.textContent = item.sourceHash;
        entry.append(code);
        // A fingerprint copied without translating the English change (decision 171).
        if (item.note) entry.append(` (${item.note}: update the text first)`);
        list.append(entry);
      }
      for (const copy of same) {
        const entry = document.createElement("li");
        entry.dataset.state = "same";
        entry.textContent = `Still in English: ${copy.file}, ${copy.field}`;
        list.append(entry);
      }
      body.append(heading, list);
    }
  }

  return { element, refresh };
}
