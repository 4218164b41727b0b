// Turns the content files (Markdown with YAML frontmatter, one file per page, policy or guide per
// locale) into small JS modules at build time, so no Markdown or YAML parser ships to the browser
// and each locale's text is its own chunk. Which file becomes which module, and what data from
// content/data/ it carries (figures, plans, effective dates, formatted for the locale), is its
// collection's entry in model/collections.ts. Before anything is built, every collection is
// checked (validate.ts).
import { basename, dirname, join, relative } from "node:path";
import type { Plugin } from "vite";
import { z } from "zod";
import {
  type AnyPerLocale,
  collections as allCollections,
  type Collection,
  type CompiledAs,
  guides,
  type KindName,
  notice,
  type PageExtra,
  type PerLocaleOfKind,
  policyDates,
} from "#model/collections.ts";
import type { SiteConfig } from "#model/config/schema.ts";
import { policyFrontmatter } from "#model/content-schemas/page-meta.ts";
import { isLocale, type Locale } from "#model/locales.ts";
import { isOneOf } from "#model/one-of.ts";
import type { ExtrasOf, PolicyText, TextOf } from "#model/page-text/types.ts";
import type { PolicySlug } from "#model/pages.ts";
import { mapMarkdown } from "#model/schema-json.ts";
import { parseMarkdownFile, readData } from "./content-file.ts";
import { diskSource } from "./content-source.ts";
import { compileGuide, guideFile } from "./guide-text.ts";
import { markdownRenderer } from "./markdown.ts";
import { readMessage } from "./messages.ts";
import { compileNotice } from "./notice.ts";
import { figuresFor, pageExtras, textDataFiles } from "./page-extras.ts";
import { policySections } from "./policy-sections.ts";
import { formatProblems, validateContent } from "./validate.ts";

/**
 * A page-like file → its module: plain fields as written, Markdown fields as HTML (figure
 * placeholders filled), then what its collection adds, in the order `adds` names them. Its type is
 * made from the collection's schema and `adds` (`TextOf`), the type its component reads.
 */
export function compileText<Entry extends TextCollection>(
  source: string,
  collection: Entry,
  locale: Locale,
  config: SiteConfig,
  root: string,
): TextOf<Entry> {
  const render = markdownRenderer({ locale, config, newTab: readMessage(root, locale, "opens_new_tab") });
  const figures = figuresFor(root, locale);
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => figures.placeholders[name] ?? whole);
  // The fingerprint is the translators' (content-tools/source-hash.ts), not the page's: left out
  // before the schema, which allows it absent. (The type arguments keep the entry's own schema:
  // inferred, they would be the constraint's.)
  const { source_hash: _, ...frontmatter } = parseMarkdownFile(source).frontmatter;
  const fields = z.parse<Entry["schema"]>(collection.schema, frontmatter);
  const text = Object.assign(fields, extrasFor<Entry["adds"]>(collection.adds, root, locale));
  // The extras are no field of the schema: the walker keeps them as they are.
  return mapMarkdown<Entry["schema"], typeof text>(collection.schema, text, (markdown) => render.inline(fill(markdown)));
}

/** What compileText compiles: a collection whose files are all fields, with its schema and what it adds. */
type TextCollection = { schema: z.ZodType<object>; adds?: readonly PageExtra[] };

/** The data a collection's `adds` names, made for a locale, in the order named. */
function extrasFor<Adds extends readonly PageExtra[] | undefined>(adds: Adds, root: string, locale: Locale) {
  // Object.fromEntries cannot type an object from a list of its keys.
  return Object.fromEntries((adds ?? []).map((extra) => [extra, pageExtras[extra](root, locale)])) as ExtrasOf<Adds>;
}

/**
 * A policy file → its module: its slug (which the browser checks on arrival), its frontmatter,
 * effective date, and its Markdown body as HTML in
 * pieces (the opening paragraphs, then each numbered section with its anchor and heading), for
 * src/components/pages/PolicyBody.tsx to lay out.
 */
export function compilePolicy(source: string, slug: PolicySlug, locale: Locale, config: SiteConfig, root: string): PolicyText {
  const { frontmatter: data, body } = parseMarkdownFile(source);
  const { source_hash: _, ...meta } = policyFrontmatter.parse(data);
  const render = markdownRenderer({ locale, config, newTab: readMessage(root, locale, "opens_new_tab") });
  const { intro, sections, problems } = policySections(body);
  if (problems.length) throw new Error(problems.join("; "));
  const dates = readData(root, policyDates);
  const effective = dates[slug]?.effective;
  return {
    policy: slug,
    ...meta,
    ...(effective ? { effective } : {}),
    lead: render.block(intro),
    sections: sections.map((s) => ({ id: s.id, heading: `${s.number}. ${s.title}`, html: render.block(s.text) })),
  };
}

/** The module `virtual:kgc-notice`: the notice current at build time, or null (content-tools/notice.ts). */
export function noticeModule(root: string, config: SiteConfig, now: number) {
  const source = readData(root, notice);
  const compiled = compileNotice(source, now, config, (locale) => readMessage(root, locale, "opens_new_tab"));
  return `export default ${JSON.stringify(compiled)};`;
}

const noticeModuleId = "virtual:kgc-notice";

/** What the build makes of one file of a per-language collection of each kind, given its kind's name: the module's value. */
type Compilers = {
  [Kind in CompiledAs]: (
    source: string,
    collection: PerLocaleOfKind<Kind>,
    name: KindName[Kind],
    locale: Locale,
    config: SiteConfig,
    root: string,
  ) => unknown;
};

/** Each kind's compiler, by `compiledAs`: a new kind without its compiler fails the type check. */
const compilers: Compilers = {
  page: (source, collection, _name, locale, config, root) => compileText(source, collection, locale, config, root),
  policy: (source, _collection, slug, locale, config, root) => compilePolicy(source, slug, locale, config, root),
  guide: (source, _collection, slug, locale, config, root) => compileGuide(source, slug, locale, config, root),
};

/**
 * A file of `collection` compiled by its kind's compiler. Generic in the kind, so that the compiler
 * found is that kind's and the name it is given is typed as that kind's (a policy's or a guide's
 * slug): the transform found the collection by its names already, the guard here is what types it.
 */
function compileFile<Kind extends CompiledAs>(
  source: string,
  collection: PerLocaleOfKind<Kind>,
  name: string,
  locale: Locale,
  config: SiteConfig,
  root: string,
) {
  if (!isOneOf(collection.names)(name)) throw new Error(`the collection "${collection.name}" holds no file named "${name}"`);
  return compilers[collection.compiledAs](source, collection, name, locale, config, root);
}

/**
 * The Vite plugin: each collection's `.md` files import as the modules its `compiledAs` names,
 * `virtual:kgc-notice` as the site-wide notice. Fails the build on invalid content. `collections`
 * replaces the list (a test adds one).
 */
export function contentPlugin(config: SiteConfig, { collections = allCollections }: { collections?: readonly Collection[] } = {}): Plugin {
  let root = process.cwd();
  // One moment for the whole build, so every page agrees on whether the notice is current.
  const builtAt = Date.now();
  return {
    name: "kgc-content",
    configResolved(resolved) {
      root = resolved.root;
    },
    buildStart() {
      const problems = validateContent(diskSource(root), { collections });
      if (problems.length) this.error(formatProblems(problems));
    },
    resolveId(id) {
      if (id === noticeModuleId) return `\0${noticeModuleId}`;
    },
    load(id) {
      if (id !== `\0${noticeModuleId}`) return;
      this.addWatchFile(join(root, notice.file));
      return noticeModule(root, config, builtAt);
    },
    transform(source, id) {
      if (!id.endsWith(".md") || !id.includes("/content/")) return;
      const locale = basename(dirname(id));
      const name = basename(id, ".md");
      const folder = relative(root, dirname(dirname(id)))
        .split("\\")
        .join("/");
      if (!isLocale(locale)) this.error(`${id}: content files live in a folder named after their locale`);
      const collection = collections.find(
        (entry): entry is AnyPerLocale => entry.perLocale && entry.folder === folder && isOneOf(entry.names)(name),
      );
      if (!collection) this.error(`${id}: no collection in model/collections.ts holds this file`);
      for (const file of textDataFiles) this.addWatchFile(join(root, file));
      this.addWatchFile(join(root, `messages/${locale}.json`));
      if (collection.adds?.includes("guides")) for (const slug of guides.names) this.addWatchFile(join(root, guideFile(locale, slug)));
      try {
        const module = compileFile(source, collection, name, locale, config, root);
        return { code: `export default ${JSON.stringify(module)};`, map: null };
      } catch (error) {
        this.error(`${id}: ${(error as Error).message}`);
      }
    },
  };
}
