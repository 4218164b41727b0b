// What the editor edits: one line per content type, naming its files and its schema. The forms
// themselves come from the schemas (schema-fields.ts). To let the editor change a new kind of
// content, add its schema to model/content-schemas.ts and one entry here (decision 082).
import type { z } from "zod";
import type { PageName } from "../model/content-schemas.ts";
import * as schemas from "../model/content-schemas.ts";

/**
 * Files with one copy per language, `<folder>/<locale>/<name>.md`, edited with the languages side
 * by side: frontmatter from `schema`, and a Markdown `body` when the files have one. `page` picks
 * one file of the folder (a page's form shows that page only).
 */
export type PerLanguageCollection = {
  name: string;
  label: string;
  description: string;
  folder: string;
  schema: z.ZodType;
  page?: string;
  body?: { label: string; hint: string };
};

/**
 * One YAML file holding every language (numbers once, each language's wording under `wording`).
 * `description` says what the file is for: the editor shows it, and the file itself holds no
 * comment, since the editor rewrites the file on save and would drop one.
 */
export type DataFile = { name: string; label: string; description: string; file: string; schema: z.ZodType };

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

/** A page of the site: content/pages/<locale>/<page>.md. */
const page = (name: PageName): PerLanguageCollection => ({
  name: `page-${name}`,
  label: pageLabels[name],
  description: `The text of the ${pageLabels[name].toLowerCase()}, in the four languages side by side.`,
  folder: "content/pages",
  schema: schemas.pageSchemas[name],
  page: name,
});

export const perLanguageCollections: PerLanguageCollection[] = [
  ...schemas.pageNames.map(page),
  {
    name: "policies",
    label: "Policies",
    description:
      "The four policies, in the four languages side by side. Each section starts with ## N. Title {#anchor}: keep the {#anchor}, other pages link to it.",
    folder: "content/policies",
    schema: schemas.policyFrontmatter,
    body: { label: "Text", hint: "The policy itself: its opening paragraphs, then its numbered sections." },
  },
  {
    name: "help",
    label: "Help guides",
    description:
      "The guides that take a resident from a new eSIM to a working connection, in the four languages side by side. Every language has the same phones, the same number of steps and the same section ids as the English guide.",
    folder: "content/help",
    schema: schemas.guideSchema,
  },
];

export const dataFiles: DataFile[] = [
  {
    name: "figures",
    label: "Impact figures",
    description: "The program's headline figures (shown on the home, about and travel pages) and each language's wording of them.",
    file: "content/data/figures.yaml",
    schema: schemas.figuresSchema,
  },
  {
    name: "travel-plans",
    label: "Travel plans",
    description: "The sample travel plans on the travel page, in the order shown, and each language's words for them.",
    file: "content/data/travel-plans.yaml",
    schema: schemas.travelPlansSchema,
  },
  {
    name: "policies",
    label: "Policy dates",
    description: "Each policy's effective date. A policy without one shows no date.",
    file: "content/data/policies.yaml",
    schema: schemas.policyDatesSchema,
  },
];

/**
 * The site notice: a collection of its own, first in the editor's list (it is the urgent task),
 * with a preview of the notice as the pages show it (editor/admin/notice-editor.ts).
 */
export const noticeFile: DataFile = {
  name: "notice",
  label: "Site notice",
  description:
    "A notice under the header of every page, in every language, between its start and its end (Gaza time): the request site is down, a network fails, a date moves. Fill in the dates, the kind and the English text, then the other languages; the preview shows it as the pages will.",
  file: "content/data/notice.yaml",
  schema: schemas.noticeSchema,
};
