// Where the translation tools (the walk in translations.ts, which the status and --mark read, and
// same-as-english.ts) find the translations, made from the one list of collections
// (model/collections.ts, decision 183) rather than written again: a collection added to the list
// has its translations listed, marked and compared with the English from its entry alone. The
// messages are no collection: the tools read them on their own.
import { basename, dirname, extname } from "node:path";
import { type Collection, type CompiledAs, type DataCollection, collections as siteCollections } from "#model/collections.ts";
import { jsonOf } from "#model/schema-json.ts";

/** The collections whose translations the tools read: the site's, unless a test gives its own list. */
export type CollectionsRead = { collections?: readonly Collection[] };

/**
 * A folder of per-language Markdown files, `<folder>/<locale>/<name>.md`, what its files are
 * (`kind`), and their names (in the order of their files' names, as the status lists them).
 * `prefix`, the folder's last part, starts the name of each of its translations for `--mark` and
 * in translations/marked/: `pages/home`, `policies/privacy-policy`, `help/install`.
 */
export type TranslatedFolder = { kind: CompiledAs; folder: string; prefix: string; names: readonly string[] };

/** A data file with each language's wording under `wording`; its translation is named `<prefix>/<name>`: `data/figures`. */
export type TranslatedDataFile = { file: string; prefix: string; name: string };

/**
 * The per-language collections' folders, each once (the ten pages share content/pages), in the
 * list's order. Refused: a folder holding two kinds (its files would be listed as the first's),
 * and two folders of the same last part (their translations would have the same names).
 */
export function translatedFolders({ collections = siteCollections }: CollectionsRead = {}): TranslatedFolder[] {
  const folders = new Map<string, TranslatedFolder>();
  for (const collection of collections) {
    if (!collection.perLocale) continue;
    const { folder, compiledAs: kind } = collection;
    const known = folders.get(folder);
    if (known && known.kind !== kind) throw new Error(`${folder} holds a ${known.kind} and a ${kind}: give each kind its own folder`);
    const namesake = [...folders.values()].find((other) => other.prefix === basename(folder) && other.folder !== folder);
    if (namesake) throw new Error(`${namesake.folder} and ${folder} end in the same name: their translations would be named alike`);
    // The folder's files are its collections' names: a file no collection names is no translation.
    const names = [...(known?.names ?? []), ...collection.names].sort((a, b) => (`${a}.md` < `${b}.md` ? -1 : 1));
    folders.set(folder, { kind, folder, prefix: basename(folder), names });
  }
  return [...folders.values()];
}

/**
 * Whether a data file's schema has a wording per language (the policy dates have none): its
 * `wording` marked `keyedByLocale`, the mark the editor also reads for its per-language fields.
 * A `wording` without the mark is refused rather than left out of the status in silence.
 */
function hasWording(collection: DataCollection) {
  const wording = jsonOf(collection.schema).properties?.wording;
  if (wording === undefined) return false;
  if (wording.keyedByLocale !== true) {
    throw new Error(
      `${collection.file}: its schema's \`wording\` is not marked keyedByLocale (model/content-schemas/fields.ts): ` +
        "mark it, so the editor and the translation tools read it as one text per language",
    );
  }
  return true;
}

/**
 * The data collections with a wording per language, in the order of their files' names (the order
 * the status has always listed them in).
 */
export function translatedDataFiles({ collections = siteCollections }: CollectionsRead = {}): TranslatedDataFile[] {
  return collections
    .flatMap((collection) => (collection.perLocale || !hasWording(collection) ? [] : [collection.file]))
    .sort()
    .map((file) => ({ file, prefix: basename(dirname(file)), name: basename(file, extname(file)) }));
}

/** What each kind's name is, in the forms of the items `--mark` takes. */
const nameOfKind: Record<CompiledAs, string> = { page: "page", policy: "slug", guide: "guide" };

/** The items `--mark` takes: `pages/<page>`, `policies/<slug>`, `help/<guide>`, `data/<file>`, `messages/<key>`, `messages`. */
export function itemForms(read: CollectionsRead = {}): string[] {
  const files = translatedFolders(read).map(({ prefix, kind }) => `${prefix}/<${nameOfKind[kind]}>`);
  const data = translatedDataFiles(read).map(({ prefix }) => `${prefix}/<file>`);
  return [...new Set([...files, ...data]), "messages/<key>", "messages"];
}
