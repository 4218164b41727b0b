// Every collection of content/, declared once (decision 183, after Starlight's `defineCollection`):
// its files, its schema, one copy per language or one file for all, what the build makes of it and
// adds to it, and its name in the editor. The checks (content-tools/validate.ts), the build
// (content-tools/vite-plugin.ts), the editor's list (editor/collections.ts) and the pages' text
// types (model/page-text/types.ts) are all made from this list: a new collection is one entry here
// plus its schema in content-schemas/.
import type { z } from "zod";
import { figuresSchema, policyDatesSchema, travelPlansSchema } from "./content-schemas/data-schemas.ts";
import { type GuideSource, guideSchema } from "./content-schemas/guide-schema.ts";
import { noticeSchema } from "./content-schemas/notice-schema.ts";
import { policyFrontmatter } from "./content-schemas/page-meta.ts";
import { type PageName, pageSchemas } from "./content-schemas/page-schemas.ts";
import { type GuideSlug, guideSlugs, type PagePath, type PolicySlug, pathOfPage, policySlugs } from "./pages.ts";

/** What the build adds to a page's text from the data files, formatted for its locale (content-tools/page-extras.ts). */
export type PageExtra = "figures" | "samplePlans" | "guides";

/**
 * Files with one copy per language, `<folder>/<locale>/<name>.md`, each checked in every language.
 * `compiledAs` is what the build makes of a file: a page's text (its fields, Markdown as HTML, and
 * what `adds` names), a policy (its Markdown body in numbered sections) or a help guide.
 */
export type PerLocaleCollection<Schema extends z.ZodType<object> = z.ZodType<object>, Name extends string = string> = {
  name: string;
  perLocale: true;
  folder: string;
  /** The files of the folder that belong to it (a page's collection holds its own file only). */
  names: readonly Name[];
  schema: Schema;
  compiledAs: CompiledAs;
  /**
   * The address of the page a file is the text of: its `#anchor` links point there. The site's
   * collections return a `PagePath`; a test's made-up page has a path the site does not have.
   */
  pathOf: (name: Name) => string;
  adds?: readonly PageExtra[];
  /** Whose text a body-less file must not have: "this page", "a guide". */
  owner?: string;
  /** The Markdown body, for collections whose text is one (the policies); others are all fields. */
  body?: { label: string; hint: string };
  /** The editor's name of the collection, and what it says of it. */
  label: string;
  description: string;
};

/** One YAML file holding every language (numbers once, each language's wording under `wording`). */
export type DataCollection<Schema extends z.ZodType = z.ZodType> = {
  name: string;
  perLocale: false;
  file: string;
  schema: Schema;
  label: string;
  /** What the file is for: the editor shows it (the file holds no comment, the editor would drop it). */
  description: string;
};

/**
 * What a file of each kind is once its schema has parsed it: what its kind's check reads
 * (content-tools/validate.ts). A page's check reads no field of it, a guide's reads the guide.
 */
export type KindData = { page: object; policy: z.output<typeof policyFrontmatter>; guide: GuideSource };

export type CompiledAs = keyof KindData;

/**
 * What a file of each kind is named: a policy's or a guide's slug; a page's collection holds the
 * one file named after the page (a `PageName`, or a test's made-up page).
 */
export type KindName = { page: string; policy: PolicySlug; guide: GuideSlug };

/**
 * A per-language collection of one kind, whose schema parses to that kind's data and whose files
 * bear that kind's names: a guide's schema that does not fit fails the type check. Written as a
 * map indexed by the kind so that a function generic in the kind takes a collection of any kind
 * and still knows its names and data as one kind's (validate.ts, vite-plugin.ts).
 */
export type PerLocaleOfKind<Kind extends CompiledAs> = {
  [K in Kind]: PerLocaleCollection<z.ZodType<KindData[K]>, KindName[K]> & { compiledAs: K };
}[Kind];

/** A per-language collection of any kind, its schema and names tied to its `compiledAs`. */
export type AnyPerLocale = PerLocaleOfKind<CompiledAs>;

export type Collection = AnyPerLocale | DataCollection;

/** Keeps an entry's own types (its schema, its names, what it adds) for the types made from it. */
export function defineCollection<const Entry extends Collection>(entry: Entry) {
  return entry;
}

/** The file of a per-language collection in a locale. */
export function fileOf(collection: Pick<PerLocaleCollection, "folder">, locale: string, name: string) {
  return `${collection.folder}/${locale}/${name}.md`;
}

/** Each page's name in the editor's list; a page missing here fails the type check. */
const pageLabels: Record<PageName, string> = {
  home: "Home page",
  about: "About page",
  contact: "Contact page",
  donate: "Donate page",
  upload: "Upload page",
  travel: "Travel page",
  policies: "Policies page",
  "request-dates": "When can I request again? page",
  help: "Help page (the list of guides)",
  installer: "eSIM installer page",
};

/** A page of the site: content/pages/<locale>/<page>.md, all fields, no body. */
function page<const Page extends PageName, const Adds extends readonly PageExtra[] = []>(name: Page, { adds }: { adds?: Adds } = {}) {
  return defineCollection({
    name: `page-${name}`,
    perLocale: true,
    folder: "content/pages",
    names: [name] as const,
    schema: pageSchemas[name] as (typeof pageSchemas)[Page],
    compiledAs: "page",
    pathOf: (): PagePath => pathOfPage[name],
    adds: (adds ?? []) as Adds,
    owner: "this page",
    label: pageLabels[name],
    description: `The text of the ${pageLabels[name].toLowerCase()}, in the four languages side by side.`,
  });
}

/** The pages, by name: what each one's text is made of (model/page-text/types.ts reads it). */
export const pageCollections = {
  home: page("home", { adds: ["figures"] }),
  about: page("about", { adds: ["figures"] }),
  contact: page("contact"),
  // The donate page's step 1 shows the same plans as /travel, from the same data.
  donate: page("donate", { adds: ["samplePlans"] }),
  upload: page("upload"),
  travel: page("travel", { adds: ["samplePlans"] }),
  policies: page("policies"),
  "request-dates": page("request-dates"),
  help: page("help", { adds: ["guides"] }),
  installer: page("installer"),
} satisfies Record<PageName, PerLocaleCollection>;

export const policies = defineCollection({
  name: "policies",
  perLocale: true,
  folder: "content/policies",
  names: policySlugs,
  schema: policyFrontmatter,
  compiledAs: "policy",
  pathOf: (slug: PolicySlug): PagePath => `/${slug}`,
  label: "Policies",
  description:
    "The four policies, in the four languages side by side. Each section starts with ## N. Title {#anchor}: keep the {#anchor}, other pages link to it.",
  body: {
    label: "Text",
    hint: "The policy itself: its opening paragraphs, then its numbered sections, each starting with a line ## N. Title {#anchor}. Inside a section: ### for a subheading, and lists (- or 1.).",
  },
});

export const guides = defineCollection({
  name: "help",
  perLocale: true,
  folder: "content/help",
  names: guideSlugs,
  schema: guideSchema,
  compiledAs: "guide",
  pathOf: (slug: GuideSlug): PagePath => `/help/${slug}`,
  owner: "a guide",
  label: "Help guides",
  description:
    "The guides that take a resident from a new eSIM to a working connection, in the four languages side by side. Every language has the same phones, the same number of steps and the same section ids as the English guide.",
});

export const figures = defineCollection({
  name: "figures",
  perLocale: false,
  file: "content/data/figures.yaml",
  schema: figuresSchema,
  label: "Impact figures",
  description: "The program's headline figures (shown on the home, about and travel pages) and each language's wording of them.",
});

export const travelPlans = defineCollection({
  name: "travel-plans",
  perLocale: false,
  file: "content/data/travel-plans.yaml",
  schema: travelPlansSchema,
  label: "Travel plans",
  description: "The sample travel plans on the travel page, in the order shown, and each language's words for them.",
});

export const policyDates = defineCollection({
  name: "policy-dates",
  perLocale: false,
  file: "content/data/policies.yaml",
  schema: policyDatesSchema.strict(),
  label: "Policy dates",
  description: "Each policy's effective date. A policy without one shows no date.",
});

/** The site notice: first in the editor's list (it is the urgent task), with a preview (editor/admin/notice-editor.ts). */
export const notice = defineCollection({
  name: "notice",
  perLocale: false,
  file: "content/data/notice.yaml",
  schema: noticeSchema,
  label: "Site notice",
  description:
    "A notice under the header of every page, in every language, between its start and its end (Gaza time): the request site is down, a network fails, a date moves. Fill in the dates, the kind and the English text, then the other languages; the preview shows it as the pages will.",
});

/**
 * The list as given, once no two of its collections share a name: the editor finds a collection by
 * its name (its address in /admin), so a second one of the same name would be hidden behind the first.
 */
export function namedOnce<List extends readonly Collection[]>(list: List): List {
  const seen = new Set<string>();
  for (const { name } of list) {
    if (seen.has(name)) throw new Error(`two collections are named "${name}" (model/collections.ts): give each its own name`);
    seen.add(name);
  }
  return list;
}

/** Every collection, in the order the build checks them. */
export const collections: readonly Collection[] = namedOnce([
  ...Object.values(pageCollections),
  policies,
  guides,
  figures,
  travelPlans,
  policyDates,
  notice,
]);
