// Decap CMS writes every field left to right, in every language, and leaves its Markdown boxes
// without an accessible name. This watches the page as Decap renders it and sets `dir` on each field
// from the language of the pane, column or file it is in (Arabic right to left), and labels each
// Markdown box with its field's label.
import { isLocale, localeInfo } from "#model/locales.ts";

/** Whether a locale (as the page names it: a pane's attribute, the address) is written right to left. */
const rightToLeft = (locale: string | null | undefined) => isLocale(locale) && localeInfo[locale].dir === "rtl";

/**
 * Decap CMS writes every language left to right. The fields of a right-to-left language (Arabic,
 * `dir` in model/locales.ts) get dir="rtl": those of its side of a side-by-side form (its language
 * menu reads "Writing in AR"), every field of its interface messages file, and its column of a data
 * file's wording. It also leaves its Markdown boxes (editable blocks, which a <label for> cannot
 * name) without a name: each gets its field's label through aria-labelledby.
 */
export function writeRightToLeft() {
  const fields = "input:not([type]), input[type=text], textarea, [contenteditable=true]";
  const update = () => {
    const messagesLocale = /\/collections\/messages\/entries\/(\w+)$/.exec(location.hash)?.[1];
    for (const field of document.querySelectorAll(fields)) field.setAttribute("dir", rightToLeft(messagesLocale) ? "rtl" : "ltr");
    for (const menu of document.querySelectorAll("[role=button][aria-haspopup]")) {
      const locale = /^Writing in ([A-Z]{2})$/.exec(menu.textContent?.trim() ?? "")?.[1]?.toLowerCase();
      if (!locale) continue;
      // The pane is the nearest block around the menu that holds fields.
      let pane = menu.parentElement;
      while (pane && !pane.querySelector(fields)) pane = pane.parentElement;
      if (!pane || pane === document.body) continue;
      pane.setAttribute("data-kgc-locale", locale);
    }
    // The panes of a side-by-side form and the columns of the "languages" widget.
    for (const pane of document.querySelectorAll("[data-kgc-locale]")) {
      const locale = pane.getAttribute("data-kgc-locale");
      // The fingerprint is Latin letters and digits: it stays left to right.
      for (const field of pane.querySelectorAll(fields))
        field.setAttribute("dir", rightToLeft(locale) && !field.id.startsWith("source_hash") ? "rtl" : "ltr");
    }
    for (const box of document.querySelectorAll("[contenteditable=true]:not([aria-labelledby])")) labelByItsField(box);
  };
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      update();
    });
  }).observe(document.body, { childList: true, subtree: true });
  window.addEventListener("hashchange", update);
}

/**
 * Names an editable box by the label of the field around it (Decap's field block holds a top bar
 * with its label, then its widget, then its hint).
 */
function labelByItsField(box: Element) {
  const ownLabel = ":scope > label[for], :scope > div > label[for]";
  let block = box.parentElement;
  while (block && !block.querySelector(ownLabel)) block = block.parentElement;
  const label = block?.querySelector(ownLabel);
  if (!label) return;
  if (!label.id) label.id = `${label.getAttribute("for") || `kgc-field-${Math.random().toString(36).slice(2)}`}-label`;
  box.setAttribute("aria-labelledby", label.id);
}
