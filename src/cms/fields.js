// Building blocks of the editor's forms (Decap CMS field definitions). Every field carries a hint in
// plain language; prose is Markdown with the site's link targets explained once, here.

/** @typedef {Record<string, unknown> & { name: string, label: string, widget: string, hint: string }} Field */

/** What a staff member needs to know to write a link in any prose field. */
export const LINK_HELP =
  "Markdown: **bold**, and links as [words](target). Targets: servicesLink (the eSIM request site), travelLink (the travel eSIM store), " +
  "distributionPolicyLink (the Distribution Policy), donateLink (the cash donation page), or a page of this site such as /upload or " +
  "/contact#newsletter (it opens in the reader's language).";

/**
 * A one-line text to translate.
 * @param {string} name
 * @param {string} label
 * @param {string} hint
 * @returns {Field}
 */
export const line = (name, label, hint) => ({ name, label, widget: "string", i18n: true, hint });

/**
 * A longer plain text (no formatting) to translate.
 * @param {string} name
 * @param {string} label
 * @param {string} hint
 * @returns {Field}
 */
export const plain = (name, label, hint) => ({ name, label, widget: "text", i18n: true, hint });

/**
 * Prose in Markdown, with links. Raw Markdown first: the editor then never rewrites a text the
 * author did not touch (a rewrite would mark every translation of it outdated).
 * @param {string} name
 * @param {string} label
 * @param {string} hint
 * @returns {Field}
 */
export const prose = (name, label, hint) => ({
  name,
  label,
  widget: "markdown",
  i18n: true,
  modes: ["raw", "rich_text"],
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list"],
  editor_components: [],
  hint: `${hint} ${LINK_HELP}`,
});

/**
 * A group of fields.
 * @param {string} name
 * @param {string} label
 * @param {string} hint
 * @param {Field[]} fields
 * @returns {Field}
 */
export const group = (name, label, hint, fields) => ({ name, label, widget: "object", i18n: true, collapsed: false, hint, fields });

/**
 * A list of texts (paragraphs, list items, steps).
 * @param {string} name
 * @param {string} label
 * @param {string} hint
 * @param {Field} item
 * @returns {Field}
 */
export const listOf = (name, label, hint, item) => ({ name, label, widget: "list", i18n: true, hint, field: item });

/**
 * A list of groups of fields (cards).
 * @param {string} name
 * @param {string} label
 * @param {string} hint
 * @param {Field[]} fields
 * @param {Record<string, unknown>} [options]
 * @returns {Field}
 */
export const cards = (name, label, hint, fields, options = {}) => ({ name, label, widget: "list", i18n: true, hint, fields, ...options });

/**
 * Paragraphs of prose.
 * @param {string} what
 */
export const paragraphs = (what) =>
  listOf("paragraphs", "Paragraphs", `The paragraphs of ${what}, in reading order.`, prose("paragraph", "Paragraph", "One paragraph."));

/**
 * A titled block of paragraphs (the `Section` of the site's pages).
 * @param {string} name
 * @param {string} label
 * @param {string} what what the block tells the reader, for the hints
 * @param {Field[]} [extra]
 */
export const section = (name, label, what, extra = []) =>
  group(name, label, `The "${label}" block: ${what}`, [
    line("heading", "Heading", `The heading of the block about ${what}`),
    paragraphs(`the block about ${what}`),
    ...extra,
  ]);

/**
 * An identifier the site matches a block by: the same in every language, never translated.
 * @param {string} hint
 * @returns {Field}
 */
export const id = (hint) => ({ name: "id", label: "Identifier", widget: "string", i18n: "duplicate", hint: `${hint} Do not change it.` });

/** The fields every page and policy starts with: what search engines and the top of the page show. */
export const head = () => [
  line("title", "Browser tab title", "The title in the browser tab and in search results. About 60 characters at most."),
  plain("description", "Search description", "The summary search engines and shared links show under the title. About 150 characters."),
  line("heading", "Main heading", "The large heading at the top of the page."),
  plain("intro", "Introduction", "The sentence or two right under the main heading."),
];

/**
 * The English version a translation was made from (translations only; empty in English).
 * @returns {Field}
 */
export const sourceHashField = () => ({
  name: "source_hash",
  label: "English version translated",
  widget: "string",
  i18n: true,
  required: false,
  hint:
    "Translations only (leave empty in English). The fingerprint of the English text this translation was made from. " +
    'After updating a translation, copy here the fingerprint the "Translations to update" panel shows for it.',
});

/**
 * Words for a number, one line per plural category of the language (see src/lib/format-counts.ts):
 * only "other" is required; a language fills the categories its grammar has.
 * @param {string} name
 * @param {string} label
 * @param {string} hint
 * @returns {Field}
 */
export const countForms = (name, label, hint) =>
  group(
    name,
    label,
    `${hint} The form is chosen by the number: English and French use "one" (1) and "other"; Arabic uses "one" (1), "two" (2), "few" (3 to 10), "many" (11 to 99) and "other" (100, 0); Turkish needs "other" only.`,
    ["zero", "one", "two", "few", "many", "other"].map((category) => ({
      ...line(category, category, `The words when the number is in the "${category}" category.`),
      ...(category === "other" ? {} : { required: false }),
    })),
  );
