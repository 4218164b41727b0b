// The editor's configuration (Decap CMS): which files it edits and the form for each. Built here
// rather than written as config.yml so that every page shares the same hints and the local and
// hosted modes differ only in their backend. Read by the local editor server (scripts/cms.js), the
// build (scripts/build-admin.js) and the test that checks it against the files in content/.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { baseLocale, localeInfo, locales } from "../lib/locale.js";
import { countForms, group, head, id, line, prose, sourceHashField } from "./fields.js";
import { pageForms, policyForms } from "./pages.js";

/**
 * How the editor reaches the content: the working tree through the local server, or GitHub.
 * @typedef {{ mode: "local", apiUrl: string } | { mode: "hosted", repo: string, branch: string, authUrl?: string, siteUrl?: string }} Backend
 */

/**
 * One language's wording in a data file.
 * @param {string} locale
 * @param {import("./fields.js").Field[]} fields
 */
const wordingOf = (locale, fields) =>
  group(
    locale,
    localeInfo[/** @type {import("../lib/locale.js").Locale} */ (locale)].label,
    `The ${locale === baseLocale ? "English" : locale} wording.`,
    [...(locale === baseLocale ? [] : [sourceHashField()]), ...fields],
  );

/**
 * The wording of every language in a data file, English first.
 * @param {import("./fields.js").Field[]} fields
 */
const wording = (fields) =>
  group(
    "wording",
    "Wording in each language",
    "How the site writes these in each language.",
    locales.map((locale) => wordingOf(locale, fields)),
  );

/** Data files: numbers set once, each language's wording beside them. Not side by side: one file. */
const dataFiles = [
  {
    name: "figures",
    label: "Impact figures",
    file: "content/data/figures.yaml",
    fields: [
      {
        name: "esims_distributed",
        label: "eSIMs distributed",
        widget: "number",
        value_type: "int",
        min: 0,
        hint: 'How many eSIMs have been distributed, as a whole number without commas (50000). Pages show it rounded with "+".',
      },
      {
        name: "people_connected",
        label: "People connected",
        widget: "number",
        value_type: "int",
        min: 0,
        hint: "How many people the eSIMs have connected, as a whole number without commas (200000).",
      },
      {
        name: "counting_since",
        label: "Counting since",
        widget: "string",
        pattern: ["^\\d{4}-(0[1-9]|1[0-2])$", "Year and month, like 2023-10"],
        hint: "The month the counting started, as year-month (2023-10).",
      },
      wording([
        line(
          "esims",
          "eSIMs number as shown",
          'Where the eSIMs number goes, written {value}: "{value}+" shows "50,000+". Keep {value} as it is.',
        ),
        line(
          "esims_label",
          "eSIMs caption",
          "The words under the eSIMs number. {counting_since} is replaced by the month counting started (October 2023).",
        ),
        line("people", "People number as shown", 'Where the people number goes, written {value}: "{value}+". Keep {value} as it is.'),
        line("people_label", "People caption", "The words under the people number."),
      ]),
    ],
  },
  {
    name: "travel-plans",
    label: "Travel plans",
    file: "content/data/travel-plans.yaml",
    fields: [
      {
        name: "plans",
        label: "Sample plans",
        widget: "list",
        hint: "The sample travel plans shown on the Travel page, in order.",
        fields: [
          id("Which plan this is (egypt, israel or regional); its name in each language is below."),
          {
            name: "data_gb",
            label: "Data (GB)",
            widget: "number",
            value_type: "int",
            min: 1,
            hint: "How many gigabytes of data the plan gives.",
          },
          { name: "days", label: "Days", widget: "number", value_type: "int", min: 1, hint: "How many days the plan lasts." },
          {
            name: "price_usd",
            label: "Price (US dollars)",
            widget: "number",
            value_type: "float",
            min: 0,
            hint: "The price in US dollars, without the $ sign.",
          },
        ],
      },
      wording([
        group("names", "Plan names", "The name of each plan.", [
          line("egypt", "Egypt", "The name of the Egypt plan."),
          line("israel", "Israel", "The name of the Israel plan."),
          line("regional", "Regional", "The name of the Middle East regional plan."),
        ]),
        line("data", "Data", 'How the amount of data is written, with {value} for the number: "{value} GB".'),
        countForms(
          "validity",
          "Validity",
          'How the number of days is written, with {value} for the number: one "{value} day", other "{value} days".',
        ),
        countForms("price", "Price", 'How a price is written, with {value} for the number of US dollars: other "$" then {value}.'),
      ]),
    ],
  },
  {
    name: "policies",
    label: "Policy dates",
    file: "content/data/policies.yaml",
    fields: Object.entries(policyForms).map(([slug, label]) => ({
      name: slug,
      label,
      widget: "object",
      hint: `Dates of the ${label}.`,
      fields: [
        {
          name: "effective",
          label: "Effective date",
          widget: "datetime",
          time_format: false,
          date_format: "YYYY-MM-DD",
          format: "YYYY-MM-DD",
          picker_utc: true,
          required: false,
          hint: `The date the current ${label} took effect. Leave empty if it has none: the page then shows no date.`,
        },
      ],
    })),
  },
];

/**
 * A folder of one Markdown file per language (content/<folder>/<locale>/<name>.md), edited side by
 * side. Decap CMS allows side-by-side languages in folders only (not in single-file entries), so each
 * page is a folder collection of its own, showing only its file: the English file's `page` field
 * names it (the same in every language).
 * @param {{ name: string, label: string, description: string, folder: string, fields: import("./fields.js").Field[], page?: string }} options
 */
const translatedFolder = ({ name, label, description, folder, fields, page }) => ({
  name,
  label,
  description,
  folder: `content/${folder}`,
  format: "frontmatter",
  extension: "md",
  i18n: true,
  create: false,
  delete: false,
  identifier_field: "title",
  summary: "{{title}}",
  editor: { preview: false },
  ...(page ? { filter: { field: "page", value: page } } : {}),
  fields: [
    ...(page
      ? [
          {
            name: "page",
            label: "Page",
            widget: "hidden",
            i18n: "duplicate",
            default: page,
            hint: "Which page this file is (set by a developer).",
          },
        ]
      : []),
    sourceHashField(),
    ...head(),
    ...fields,
  ],
});

/**
 * Short interface messages of one language: one field per message, labelled by its key.
 * @param {string} rootDir
 * @param {string} locale
 */
function messageFile(rootDir, locale) {
  const english = JSON.parse(readFileSync(join(rootDir, "messages", `${baseLocale}.json`), "utf8"));
  const keys = Object.keys(english).filter((key) => key !== "$schema");
  return {
    name: locale,
    label: localeInfo[/** @type {import("../lib/locale.js").Locale} */ (locale)].label,
    file: `messages/${locale}.json`,
    fields: keys.map((key) => ({
      name: key,
      label: key,
      widget: "string",
      hint:
        locale === baseLocale
          ? "A short text of the site's interface (menu, button, label). Keep any {name} placeholder as it is."
          : `English: "${english[key]}". Keep any {name} placeholder as it is.`,
    })),
  };
}

/**
 * The English fingerprint each message of a language was translated from.
 * @param {string} rootDir
 * @param {string} locale
 */
function fingerprintFile(rootDir, locale) {
  const english = JSON.parse(readFileSync(join(rootDir, "messages", `${baseLocale}.json`), "utf8"));
  return {
    name: `${locale}-fingerprints`,
    label: `${localeInfo[/** @type {import("../lib/locale.js").Locale} */ (locale)].label}: English versions translated`,
    file: `messages/translated-from/${locale}.json`,
    fields: Object.keys(english)
      .filter((key) => key !== "$schema")
      .map((key) => ({
        name: key,
        label: key,
        widget: "string",
        required: false,
        hint: `The fingerprint of the English "${key}" this translation was made from; copy it from the "Translations to update" panel after updating the message.`,
      })),
  };
}

/**
 * The whole editor configuration.
 * @param {{ rootDir: string, backend: Backend }} options
 */
export function cmsConfig({ rootDir, backend }) {
  const translated = locales.filter((locale) => locale !== baseLocale);
  return {
    load_config_file: false,
    ...(backend.mode === "local"
      ? { backend: { name: "proxy", proxy_url: backend.apiUrl, branch: "main" } }
      : {
          backend: {
            name: "github",
            repo: backend.repo,
            branch: backend.branch,
            ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
            commit_messages: {
              update: "Edit {{collection}} “{{slug}}” in the editor",
              create: "Add {{collection}} “{{slug}}” in the editor",
            },
          },
          ...(backend.siteUrl ? { site_url: backend.siteUrl, display_url: backend.siteUrl } : {}),
        }),
    // Uploads are not offered: images are added by a developer with their description.
    media_folder: "public/images/uploads",
    public_folder: "/images/uploads",
    omit_empty_optional_fields: true,
    i18n: { structure: "multiple_folders", locales: [...locales], default_locale: baseLocale },
    collections: [
      ...Object.entries(pageForms).map(([page, { label, fields }]) =>
        translatedFolder({
          name: `page-${page}`,
          label,
          description: `The text of the ${label.toLowerCase()}, in the four languages side by side.`,
          folder: "pages",
          fields,
          page,
        }),
      ),
      translatedFolder({
        name: "policies",
        label: "Policies",
        description:
          "The four policies, in the four languages side by side. Each section starts with ## N. Title {#anchor}: keep the {#anchor}, other pages link to it.",
        folder: "policies",
        fields: [prose("body", "Text", "The policy itself: its opening paragraphs, then its numbered sections.")],
      }),
      {
        name: "data",
        label: "Figures and dates",
        description: "Numbers that change: the impact figures, the sample travel plans, and each policy's effective date.",
        editor: { preview: false },
        files: dataFiles,
      },
      {
        name: "messages",
        label: "Interface messages",
        description: "Short texts of the menus, buttons and labels, one file per language.",
        editor: { preview: false },
        files: locales.map((locale) => messageFile(rootDir, locale)),
      },
      {
        name: "message-fingerprints",
        label: "Message fingerprints",
        description: "For translators: the English version each translated message was made from.",
        editor: { preview: false },
        files: translated.map((locale) => fingerprintFile(rootDir, locale)),
      },
    ],
  };
}
