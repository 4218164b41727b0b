// The editor's configuration (Decap CMS): which files it edits and the form for each. Built here
// rather than written as config.yml: the forms come from the content schemas (schema-fields.ts)
// through the list of collections (collections.ts), and the local and hosted modes differ only in
// their backend. Read by the local editor server (server.ts), the build (build-admin.ts) and the
// tests that check it against the schemas and the files in content/.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { markdownHint } from "#model/content-schemas/fields.ts";
import { baseLocale, dirOf, fromLocales, type Locale, localeInfo, locales } from "#model/locales.ts";
import { readJsonFileSync, readYamlFileSync, textsByKey } from "../content-tools/content-file.ts";
import { type DataFile, dataFiles, noticeFile, type PerLanguageCollection, perLanguageCollections } from "./collections.ts";
import type { OrMessage } from "./or-message.ts";
import { type Field, fieldOf, fieldsOf, markdownWidget } from "./schema-fields.ts";

/** How the editor reaches the content: the working tree through the local server, or GitHub. */
export type Backend =
  | { mode: "local"; apiUrl: string }
  | { mode: "hosted"; repo: string; branch: string; authUrl?: string; siteUrl?: string };

/**
 * A folder of one Markdown file per language, edited side by side. Decap CMS allows side-by-side
 * languages in folders only (not in single-file entries), so each page is a folder collection of
 * its own, showing only its file: the file's `page` field names it (the same in every language).
 */
export function perLanguageCollection({ name, label, description, folder, schema, page, body }: PerLanguageCollection) {
  const options = { perLanguage: true };
  const bodyField: Field[] = body
    ? [
        {
          ...fieldOf(
            "body",
            { type: "string", markdown: true, title: body.label, description: `${body.hint} ${markdownHint}` },
            true,
            options,
            [],
            "body",
          ),
          // Drawn as blocks: its toolbar also makes subheadings and lists.
          ...markdownWidget("body"),
        },
      ]
    : [];
  return {
    name,
    label,
    description,
    folder,
    format: "frontmatter",
    extension: "md",
    i18n: true,
    create: false,
    delete: false,
    identifier_field: "title",
    summary: "{{title}}",
    editor: { preview: false },
    ...(page ? { filter: { field: "page", value: page } } : {}),
    fields: [...fieldsOf(schema, options), ...bodyField],
  };
}

/** A data file's form; a record's keys other than languages (plan ids) are read from the file as it is now. */
export function dataFileForm(rootDir: string, { name, label, file, schema }: Omit<DataFile, "description">) {
  const path = join(rootDir, file);
  const data = existsSync(path) ? readYamlFileSync(path) : undefined;
  return { name, label, file, fields: fieldsOf(schema, { perLanguage: false, data }) };
}

/** The notice's collection: its one file, with a preview (registered by editor/admin/notice-editor.ts). */
function noticeCollection(rootDir: string) {
  return {
    name: noticeFile.name,
    label: noticeFile.label,
    description: noticeFile.description,
    files: [dataFileForm(rootDir, noticeFile)],
  };
}

/** A language's interface messages (messages/<locale>.json): text by key, as Paraglide reads them. */
const messagesOf = (rootDir: string, locale: Locale): Record<string, string> => {
  const path = join(rootDir, "messages", `${locale}.json`);
  return readJsonFileSync(path, textsByKey, "a set of messages, each a text");
};

const englishMessages = (rootDir: string) => messagesOf(rootDir, baseLocale);

const messageKeys = (english: Record<string, string>) => Object.keys(english).filter((key) => key !== "$schema");

/** Short interface messages of one language: one field per message, labelled by its key. */
function messageFile(rootDir: string, locale: (typeof locales)[number]) {
  const english = englishMessages(rootDir);
  return {
    name: locale,
    label: localeInfo[locale].label,
    file: `messages/${locale}.json`,
    fields: messageKeys(english).map(
      (key): Field => ({
        name: key,
        label: key,
        widget: "string",
        hint:
          locale === baseLocale
            ? "A short text of the site's interface (menu, button, label). Keep any {name} placeholder as it is."
            : `English: "${english[key]}". Keep any {name} placeholder as it is.`,
      }),
    ),
  };
}

/** The English fingerprint each message of a language was translated from. */
function fingerprintFile(rootDir: string, locale: (typeof locales)[number]) {
  return {
    name: `${locale}-fingerprints`,
    label: `${localeInfo[locale].label}: English versions translated`,
    file: `messages/translated-from/${locale}.json`,
    fields: messageKeys(englishMessages(rootDir)).map(
      (key): Field => ({
        name: key,
        label: key,
        widget: "string",
        required: false,
        hint: `The fingerprint of the English "${key}" this translation was made from; copy it from the "Translations to update" panel after updating the message.`,
      }),
    ),
  };
}

/**
 * What the notice's preview needs of each language (editor/admin/notice-editor.ts): the site's own
 * "Notice" label and "since" line, the direction, the name.
 */
export function noticeLanguages(rootDir: string) {
  return fromLocales((locale) => {
    const messages = messagesOf(rootDir, locale);
    return {
      label: messages.notice_label ?? "",
      since: messages.notice_since ?? "",
      dir: dirOf(locale),
      name: localeInfo[locale].label,
    };
  });
}

/**
 * /admin/config.json: the configuration, with Decap's local backend when the local server writes it
 * (server.ts), or the message saying why there is no editor (build-admin.ts). The editor page reads
 * it through this type (admin/editor-setup.ts), so a field renamed here fails the type check there.
 */
export type EditorConfigFile = OrMessage<ReturnType<typeof cmsConfig> & { local_backend?: { url: string; allowed_hosts: string[] } }>;

/** The whole editor configuration. */
export function cmsConfig({ rootDir, backend }: { rootDir: string; backend: Backend }) {
  const translated = locales.filter((locale) => locale !== baseLocale);
  return {
    // The editor page's own settings, which admin.ts takes out before it starts Decap CMS.
    kgc: { noticeLanguages: noticeLanguages(rootDir) },
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
      noticeCollection(rootDir),
      ...perLanguageCollections.map(perLanguageCollection),
      {
        name: "data",
        label: "Site data",
        description: `Set once for the whole site, each language's wording beside it. ${dataFiles.map((file) => `${file.label}: ${file.description}`).join(" ")}`,
        editor: { preview: false },
        files: dataFiles.map((file) => dataFileForm(rootDir, file)),
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
