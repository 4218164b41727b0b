// The editor's forms are the content schemas: every field of every schema is in the editor with
// its hint, its widget and its limits, and the editor has no field the schemas lack. The schemas
// are read here through zod's own JSON Schema (not the code under test), and the expected widgets
// and a few values are written out by hand.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { travelPlansSchema } from "#model/content-schemas/data-schemas.ts";
import { homeSchema } from "#model/content-schemas/home-schema.ts";
import { dataFiles, noticeFile, perLanguageCollections } from "./collections.ts";
import { cmsConfig, dataFileForm, perLanguageCollection } from "./config.ts";
import type { Field } from "./schema-fields.ts";
import { fieldsOf } from "./schema-fields.ts";

const rootDir = fileURLToPath(new URL("..", import.meta.url));
const config = cmsConfig({ rootDir, backend: { mode: "local", apiUrl: "http://127.0.0.1/api/v1" } });
type Collection = { name: string; fields?: Field[]; files?: Array<{ name: string; fields: Field[] }> };
const collections = config.collections as Collection[];

type Json = {
  type?: string;
  description?: string;
  const?: unknown;
  enum?: string[];
  default?: unknown;
  format?: string;
  multiline?: boolean;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Json;
  properties?: Record<string, Json>;
  required?: string[];
  additionalProperties?: Json;
  keyedByLocale?: boolean;
  translationsOnly?: boolean;
  optionLabels?: Record<string, string>;
};

/** Where a field is: in a data file (not a page), and in a translation's column beside English's (which shows the hints). */
type Place = { inDataFile: boolean; besideEnglish?: boolean };

/** What the editor must show for a schema field, from zod's JSON Schema of it. */
function expectedWidget(json: Json, markdown: boolean, inDataFile: boolean) {
  if (markdown) return "markdown";
  if (json.const !== undefined) return "hidden";
  if (json.enum) return "select";
  if (json.format === "date") return "datetime";
  // A date and time on Gaza's clock, and a data file's translation fingerprint: the editor page's own widgets.
  if (json.format === "gaza-datetime") return "gaza-datetime";
  if (json.translationsOnly && inDataFile) return "fingerprint";
  if (json.type === "string") return json.multiline ? "text" : "string";
  if (json.type === "integer" || json.type === "number") return "number";
  if (json.type === "array") return "list";
  // One entry per language, laid out side by side by the editor page.
  return json.keyedByLocale ? "languages" : "object";
}

/**
 * Every difference between a schema and a form, by path: a schema field missing from the form or
 * shown with another hint, widget or limit, and a form field the schema does not have.
 */
function differences(json: Json, fields: Field[], path: string, data: unknown, place: Place): string[] {
  const problems: string[] = [];
  const properties = json.properties ?? {};
  const required = new Set(json.required ?? []);
  for (const field of fields) if (!(field.name in properties)) problems.push(`${path}${field.name}: in the editor, not in the schema`);
  for (const [name, property] of Object.entries(properties)) {
    const field = fields.find((candidate) => candidate.name === name);
    const where = `${path}${name}`;
    if (!field) {
      problems.push(`${where}: in the schema, not in the editor`);
      continue;
    }
    // A field the file may leave out is never required by the editor (the notice's texts, which may
    // be left out too, are checked by hand below: zod's JSON Schema calls them required).
    if (!required.has(name) && field.required !== false) problems.push(`${where}: required in the editor, optional in the schema`);
    if (property.default !== undefined && field.default !== property.default)
      problems.push(`${where}: default ${JSON.stringify(field.default)}, schema ${JSON.stringify(property.default)}`);
    problems.push(...compareField(property, field, where, (data as Record<string, unknown> | undefined)?.[name], place));
  }
  return problems;
}

/** The Markdown fields, as zod's JSON Schema cannot say: by their hint, which ends with the link help. */
const isMarkdown = (json: Json) => Boolean(json.description?.includes("Targets: servicesLink"));

function compareField(json: Json, field: Field, where: string, data: unknown, place: Place): string[] {
  const problems: string[] = [];
  // English's column shows the hint of a field every language has; a translation's column beside it does not repeat it.
  const hint = place.besideEnglish && !json.translationsOnly ? "" : json.description;
  if (field.hint !== hint) problems.push(`${where}: hint ${JSON.stringify(field.hint)}, expected ${JSON.stringify(hint)}`);
  const widget = expectedWidget(json, isMarkdown(json), place.inDataFile);
  const { besideEnglish: _beside, ...inside } = place;
  if (field.widget !== widget) problems.push(`${where}: widget ${field.widget}, expected ${widget}`);
  if (widget === "number") {
    if (field.min !== json.minimum) problems.push(`${where}: min ${field.min}, schema ${json.minimum}`);
    const maximum = json.maximum === Number.MAX_SAFE_INTEGER ? undefined : json.maximum;
    if (field.max !== maximum) problems.push(`${where}: max ${field.max}, schema ${maximum}`);
  }
  if ((widget === "string" || widget === "fingerprint") && json.pattern && (field.pattern as string[] | undefined)?.[0] !== json.pattern)
    problems.push(`${where}: pattern ${field.pattern}, schema ${json.pattern}`);
  if (widget === "select") {
    // Each value, in the words the schema gives it where it gives some.
    const options = (json.enum ?? []).map((value) => (json.optionLabels?.[value] ? { label: json.optionLabels[value], value } : value));
    if (JSON.stringify(field.options) !== JSON.stringify(options)) problems.push(`${where}: options differ`);
  }
  if (widget === "list") {
    if (field.min !== json.minItems || field.max !== json.maxItems)
      problems.push(`${where}: ${field.min}-${field.max} items, schema ${json.minItems}-${json.maxItems}`);
    const items = json.items ?? {};
    const sample = Array.isArray(data) ? data[0] : undefined;
    if (items.properties) problems.push(...differences(items, field.fields as Field[], `${where}[].`, sample, inside));
    else problems.push(...compareField(items, field.field as Field, `${where}[]`, sample, inside));
  }
  if ((widget === "object" || widget === "languages") && json.properties)
    problems.push(...differences(json, field.fields as Field[], `${where}.`, data, inside));
  if ((widget === "object" || widget === "languages") && json.additionalProperties) {
    // A record: one group per language (English without the translators' fields), or one field per key of the file.
    const value = json.additionalProperties;
    const children = field.fields as Field[];
    const keys = json.keyedByLocale ? ["en", "fr", "tr", "ar"] : Object.keys((data as object | undefined) ?? {});
    if (JSON.stringify(children.map((child) => child.name)) !== JSON.stringify(keys))
      problems.push(`${where}: keys ${children.map((c) => c.name)}`);
    for (const child of children) {
      const own =
        json.keyedByLocale && child.name === "en"
          ? { ...value, properties: Object.fromEntries(Object.entries(value.properties ?? {}).filter(([, p]) => !p.translationsOnly)) }
          : value;
      const childData = (data as Record<string, unknown> | undefined)?.[child.name];
      if (json.keyedByLocale)
        problems.push(
          ...differences(own, child.fields as Field[], `${where}.${child.name}.`, childData, {
            ...inside,
            besideEnglish: child.name !== "en",
          }),
        );
      else problems.push(...compareField(own, child, `${where}.${child.name}`, undefined, inside));
    }
  }
  return problems;
}

/** The fields of a group or list of fields, found by name. */
function childrenOf(fields: Field[], name: string): Field[] {
  const found = fields.find((field) => field.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found.fields as Field[];
}

const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Json;

describe("the editor's forms, made from the content schemas", () => {
  it("show every field of every page and policy schema with its hint, widget and limits, and nothing else", () => {
    for (const declared of perLanguageCollections) {
      const collection = collections.find((c) => c.name === declared.name);
      const fields = (collection?.fields ?? []).filter((field) => field.name !== "body");
      expect(differences(jsonOf(declared.schema), fields, `${declared.name}: `, undefined, { inDataFile: false })).toEqual([]);
    }
  });

  it("show every field of every data file's schema with its hint, widget and limits, and nothing else", () => {
    const files = collections.find((c) => c.name === "data")?.files ?? [];
    expect(files.map((file) => file.name)).toEqual(["figures", "travel-plans", "policy-dates"]);
    // The notice is a collection of its own, first in the editor's list.
    expect(collections[0]?.files?.map((file) => file.name)).toEqual(["notice"]);
    for (const declared of [...dataFiles, noticeFile]) {
      const form = dataFileForm(rootDir, declared);
      const data = parse(readFileSync(join(rootDir, declared.file), "utf8"));
      expect(differences(jsonOf(declared.schema), form.fields, `${declared.name}: `, data, { inDataFile: true })).toEqual([]);
    }
  });

  it("would report a form that strays from its schema (the check above checks)", () => {
    const home = collections.find((c) => c.name === "page-home")?.fields ?? [];
    const strayed = home.map((field) =>
      field.name === "impact"
        ? { ...field, fields: (field.fields as Field[]).map((f) => (f.name === "statement" ? { ...f, widget: "text" } : f)) }
        : field,
    );
    strayed.push({ name: "extra", label: "Extra", widget: "string", hint: "Not in the schema." });
    expect(
      differences(
        jsonOf(homeSchema),
        strayed.filter((f) => f.name !== "goal"),
        "",
        undefined,
        { inDataFile: false },
      ),
    ).toEqual([
      "extra: in the editor, not in the schema",
      "impact.statement: widget text, expected markdown",
      "goal: in the schema, not in the editor",
    ]);
  });

  it("shows as Markdown, with the link help, the 11 fields that were plain text before", () => {
    const field = (collection: string, path: string) =>
      path.split(".").reduce<Field | undefined>(
        (parent, name) => {
          const children = (parent?.fields ?? (parent?.field as Field | undefined)?.fields) as Field[] | undefined;
          return children?.find((child) => child.name === name.replace("[]", ""));
        },
        { name: "", label: "", widget: "", hint: "", fields: collections.find((c) => c.name === collection)?.fields },
      );
    const formerlyPlain = [
      ["page-about", "partners.intro"],
      ["page-travel", "plans.intro"],
      ["page-travel", "plans.note"],
      ["page-contact", "newsletter.body"],
      ["page-contact", "social.body"],
      ["page-policies", "summaries.terms"],
      ["page-policies", "summaries.privacy"],
      ["page-policies", "summaries.distribution"],
      ["page-policies", "summaries.partner"],
      ["page-home", "lifeline.people.body"],
      ["page-travel", "why.items.body"],
    ] as const;
    for (const [collection, path] of formerlyPlain) {
      const found = field(collection, path);
      expect([collection, path, found?.widget]).toEqual([collection, path, "markdown"]);
      expect(found?.hint).toContain("Targets: servicesLink (the eSIM request site), travelLink (the travel eSIM store)");
    }
  });

  it("limits the travel plans as the build does, and names the plans the file has", () => {
    const plans = dataFileForm(rootDir, {
      name: "travel-plans",
      label: "Travel plans",
      file: "content/data/travel-plans.yaml",
      schema: travelPlansSchema,
    });
    const planFields = childrenOf(plans.fields, "plans");
    const limits = Object.fromEntries(planFields.map((f) => [f.name, [f.widget, f.value_type, f.min]]));
    expect(limits).toEqual({
      id: ["string", undefined, undefined],
      data_gb: ["number", "int", 1],
      days: ["number", "int", 1],
      price_usd: ["number", "float", 0.01],
    });
    const wording = childrenOf(plans.fields, "wording");
    expect(childrenOf(childrenOf(wording, "fr"), "names").map((f) => [f.name, f.label])).toEqual([
      ["egypt", "Egypt"],
      ["israel", "Israel"],
      ["regional", "Regional"],
    ]);
    // English is the original: it records no fingerprint; a translation does.
    expect(childrenOf(wording, "en").map((f) => f.name)).not.toContain("source_hash");
    expect(childrenOf(wording, "ar").map((f) => f.name)).toContain("source_hash");
  });

  it("edits the site notice: dates on Gaza's clock, the kind in words, and texts a language may leave empty", () => {
    const notice = dataFileForm(rootDir, noticeFile);
    const field = (name: string) => notice.fields.find((f) => f.name === name);
    // The editor page's own date widget, which requires the dates once there is text, and the end after the start.
    expect(field("starts")).toMatchObject({
      label: "Starts (Gaza time)",
      widget: "gaza-datetime",
      required: false,
      needed_with_text_of: "wording",
    });
    expect(field("ends")).toMatchObject({
      label: "Ends (Gaza time)",
      widget: "gaza-datetime",
      required: false,
      needed_with_text_of: "wording",
      after: "starts",
    });
    expect([field("kind")?.widget, field("kind")?.options, field("kind")?.default, field("kind")?.required]).toEqual([
      "select",
      [
        { label: "Information (blue)", value: "info" },
        { label: "Urgent (amber)", value: "warning" },
      ],
      "info",
      undefined,
    ]);
    expect(field("wording")?.widget).toBe("languages");
    const columns = childrenOf(notice.fields, "wording");
    const texts = columns.map((language) => [language.name, childrenOf([language], language.name).find((f) => f.name === "text")]);
    // Every language's text, English's too, may be left empty: no English means no notice, a translation shows the English.
    // The link help shows once, under English's text, not in each column.
    expect(
      texts.map(([locale, text]) => [locale, (text as Field).widget, (text as Field).required, (text as Field).hint.includes("Targets:")]),
    ).toEqual([
      ["en", "markdown", false, true],
      ["fr", "markdown", false, false],
      ["tr", "markdown", false, false],
      ["ar", "markdown", false, false],
    ]);
    // A translation's fingerprint is the editor's to record, from English's wording.
    expect(childrenOf(columns, "ar").find((f) => f.name === "source_hash")).toMatchObject({
      widget: "fingerprint",
      translation: "wording.ar",
      english: "wording.en",
    });
  });

  it("shows a field added to a page schema, with no other change", () => {
    const withBanner = homeSchema.extend({
      banner: z.object({ text: z.string().describe("The banner's words.") }).describe("A banner at the top of the page."),
    });
    const home = perLanguageCollections.find((c) => c.page === "home");
    const form = perLanguageCollection({ ...(home as (typeof perLanguageCollections)[number]), schema: withBanner });
    expect(form.fields.find((f) => f.name === "banner")).toEqual({
      name: "banner",
      label: "Banner",
      hint: "A banner at the top of the page.",
      i18n: true,
      widget: "object",
      collapsed: false,
      fields: [{ name: "text", label: "Text", hint: "The banner's words.", i18n: true, widget: "string" }],
    });
  });

  it("refuses a field without a hint, naming it", () => {
    expect(() => fieldsOf(z.object({ notice: z.object({ text: z.string() }).describe("A notice.") }), { perLanguage: false })).toThrow(
      "notice.text: no .describe() text, which the editor shows as the field's hint",
    );
  });

  it("refuses a limit the editor cannot check, naming the field", () => {
    expect(() => fieldsOf(z.object({ price: z.number().positive().describe("A price.") }), { perLanguage: false })).toThrow(
      "price: write the limit inclusively",
    );
  });
});
