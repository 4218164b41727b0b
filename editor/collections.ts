// What the editor edits: the collections of model/collections.ts, each with its files, its schema
// and its name in the editor's list. The forms themselves come from the schemas (schema-fields.ts).
// To let the editor change a new kind of content, add its schema to model/content-schemas/ and
// its entry to model/collections.ts (decisions 082 and 183).
import { type Collection, collections, type DataCollection, notice, type PerLocaleCollection } from "#model/collections.ts";

/**
 * Files with one copy per language, `<folder>/<locale>/<name>.md`, edited with the languages side
 * by side: frontmatter from `schema`, and a Markdown `body` when the files have one. `page` picks
 * one file of the folder (a page's form shows that page only). Picked from the model's collection,
 * so a field renamed or retyped there is renamed or retyped here.
 */
export type PerLanguageCollection = Pick<PerLocaleCollection, "name" | "label" | "description" | "folder" | "schema" | "body"> & {
  page?: PerLocaleCollection["names"][number];
};

/**
 * One YAML file holding every language (numbers once, each language's wording under `wording`).
 * `description` says what the file is for: the editor shows it, and the file itself holds no
 * comment, since the editor rewrites the file on save and would drop one.
 */
export type DataFile = Pick<DataCollection, "name" | "label" | "description" | "file" | "schema">;

/** The per-language collections of model/collections.ts, as the editor lists them. */
export function perLanguageCollectionsOf(list: readonly Collection[]): PerLanguageCollection[] {
  return list.flatMap((collection) =>
    collection.perLocale
      ? [
          {
            name: collection.name,
            label: collection.label,
            description: collection.description,
            folder: collection.folder,
            schema: collection.schema,
            // A page's form shows its own file only; the file's `page` field names it.
            ...(collection.compiledAs === "page" ? { page: collection.names[0] } : {}),
            ...(collection.body ? { body: collection.body } : {}),
          },
        ]
      : [],
  );
}

/** The data files of model/collections.ts (the notice apart: it is a collection of its own in the editor). */
export function dataFilesOf(list: readonly Collection[]): DataFile[] {
  return list.flatMap((collection) =>
    collection.perLocale || collection.name === notice.name
      ? []
      : [
          {
            name: collection.name,
            label: collection.label,
            description: collection.description,
            file: collection.file,
            schema: collection.schema,
          },
        ],
  );
}

export const perLanguageCollections = perLanguageCollectionsOf(collections);

export const dataFiles = dataFilesOf(collections);

/**
 * The site notice: a collection of its own, first in the editor's list (it is the urgent task),
 * with a preview of the notice as the pages show it (editor/admin/notice-editor.ts).
 */
export const noticeFile: DataFile = {
  name: notice.name,
  label: notice.label,
  description: notice.description,
  file: notice.file,
  schema: notice.schema,
};
