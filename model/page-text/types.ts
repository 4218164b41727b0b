// The text of each page, policy and guide as the components receive it: the fields of its content
// file (its collection's schema, model/collections.ts), with every Markdown field compiled to HTML
// at build time and the data its collection adds (figures, plans, the guides' list) already
// formatted for the locale. The build's compile functions return these types, made from the
// schemas (content-tools/vite-plugin.ts, guide-text.ts). In the browser a chunk's type cannot be
// known from its import: each chunk names its file (a page's `page`, a policy's `policy`, a
// guide's `guide`), checked on arrival (src/page-text/load.ts `arrived`).
import type { z } from "zod";
import type { PageExtra, pageCollections } from "../collections.ts";
import type { Markdown } from "../content-schemas/fields.ts";
import type { guideSchema } from "../content-schemas/guide-schema.ts";
import type { PageMeta, policyFrontmatter } from "../content-schemas/page-meta.ts";
import type { PageName } from "../content-schemas/page-schemas.ts";
import type { GuideSlug } from "../pages.ts";

/** HTML compiled at build time from a Markdown field of a content file (never from anything else). */
export type Html = string & { readonly compiledFrom: "Markdown" };

/** A value as written in its file, once its Markdown fields are compiled to HTML. */
export type Compiled<T> = T extends Markdown
  ? Html
  : T extends string | number | boolean
    ? T
    : T extends readonly (infer Item)[]
      ? Compiled<Item>[]
      : T extends object
        ? { [Key in keyof T]: Compiled<T[Key]> }
        : T;

/** A headline figure: the number in the locale's form with its wording ("50,000+"), and the words under it. */
export type FigureText = { value: string; label: string };

/** A sample travel plan, named and formatted for the locale. */
export type PlanText = { id: string; name: string; price: string; data: string; validity: string };

/** What the build may add to a page's text, by the name its collection gives it in `adds`. */
export type PageExtras = {
  figures: { esims: FigureText; people: FigureText };
  samplePlans: PlanText[];
  guides: GuideSummary[];
};

type PageCollections = typeof pageCollections;

/** The data a collection's `adds` names, by name. */
export type ExtrasOf<Adds extends readonly PageExtra[] | undefined> = { [Extra in NonNullable<Adds>[number]]: PageExtras[Extra] };

/**
 * The text the build makes of a file of `Entry`, a page-like collection (model/collections.ts):
 * its fields with Markdown as HTML, and what the collection `adds` (content-tools/vite-plugin.ts
 * compileText). The build leaves the translators' fingerprint out, which the schema allows.
 */
export type TextOf<Entry extends { schema: z.ZodType; adds?: readonly PageExtra[] }> = Compiled<
  z.output<Entry["schema"]> & ExtrasOf<Entry["adds"]>
>;

/**
 * The fields every page has, as its schema says (`pageMeta`, which every page's schema spreads):
 * its title and description (the head), its heading and introduction (the top). Code generic over
 * the page (TextPage.tsx's head) reads them here: TypeScript does not resolve `TextOf` of a page not
 * yet chosen. types.test.ts checks that every page's text has them.
 */
export type PageMetaText = Compiled<Omit<PageMeta, "source_hash">>;

/** A page's text, by page name. */
export type PageText<Page extends PageName> = TextOf<PageCollections[Page]> & PageMetaText;

export type HomeText = PageText<"home">;
export type AboutText = PageText<"about">;
export type DonateText = PageText<"donate">;
export type UploadText = PageText<"upload">;
export type TravelText = PageText<"travel">;
export type ContactText = PageText<"contact">;
export type PoliciesText = PageText<"policies">;

/** A titled block of paragraphs. */
export type Section = { heading: string; paragraphs: Html[] };

/** A policy's numbered section: its anchor, its heading ("2. Renewals") and its Markdown body as HTML. */
export type PolicySection = { id: string; heading: string; html: Html };

/**
 * A policy: its slug (its file's name, checked on arrival), its title, description, heading and
 * introduction (its frontmatter), its effective date if it has one, and its Markdown body as HTML
 * in pieces: the opening paragraphs, then the numbered sections. PolicyBody lays them out
 * (content-tools/vite-plugin.ts compilePolicy).
 */
export type PolicyText = Omit<z.output<typeof policyFrontmatter>, "source_hash"> & {
  policy: string;
  /** YYYY-MM-DD; absent when the policy has none (none is shown). */
  effective?: string;
  lead: Html;
  sections: PolicySection[];
};

/**
 * A guide on the help index's list: its slug (path under /help), heading, description, and its
 * sections' anchors and headings. The installer is listed among them, right after the install guide.
 */
export type GuideSummary = {
  slug: GuideSlug | "installer";
  heading: string;
  description: string;
  sections: Array<{ id: string; heading: string }>;
};

/**
 * A help guide: its file's fields (guideSchema) with Markdown as HTML (`guide`, its slug, is
 * checked on arrival), the "next" section's link-only paragraphs drawn as the page's main button
 * (content-tools/markdown.ts, `action`), and the address that shares it on WhatsApp. GuideBody
 * lays it out (content-tools/guide-text.ts).
 */
export type GuideText = Omit<Compiled<z.output<typeof guideSchema>>, "source_hash" | "sections"> & {
  sections?: Array<{ id: string; heading: string; paragraphs: Html[] }>;
  share: string;
};
