// The editor's form fields (Decap CMS), made from the content schemas (model/content-schemas/):
// each field's label is its `title` (or its key), its hint is its `.describe()` text, its widget
// and limits follow its type. So a field added to a schema appears in the editor with nothing
// else to change, and the editor can never allow what the build refuses.
import type { z } from "zod";
import { baseLocale, localeInfo, locales } from "#model/locales.ts";
import { type JsonField, jsonOf } from "#model/schema-json.ts";
import type { MarkdownKind } from "../content-tools/checks/markdown-constructs.ts";

/** A Decap CMS field. */
export type Field = { name: string; label: string; widget: string; hint: string; [option: string]: unknown };

/** How the fields are written: per language (side by side, `i18n` on each field) or once. */
export type FieldOptions = {
  perLanguage: boolean;
  /** The file's current value, where a record's keys (other than languages) are read from. */
  data?: unknown;
};

/** The editor's fields for an object schema: one per key, in the schema's order. */
export function fieldsOf(schema: z.ZodType, options: FieldOptions): Field[] {
  return objectFields(jsonOf(schema), options, options.data === undefined ? [] : [options.data], "");
}

/** A label made from a key when the schema gives no title: `networkDamage` → "Network damage". */
export function labelFromKey(key: string) {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The toolbar of a Markdown box: only what the build lets that kind of text hold
 * (content-tools/checks/markdown-constructs.ts), so no button writes what would stop the build or
 * show visitors a literal `##`. A policy's `## N. Title {#anchor}` lines are typed, not made with a
 * button: "Heading 2" would make an unnumbered one.
 */
export const markdownButtons: Record<MarkdownKind, string[]> = {
  inline: ["bold", "link"],
  body: ["bold", "link", "heading-three", "bulleted-list", "numbered-list"],
};

/** Markdown as the editor shows it: raw first, so it never rewrites a text nobody touched (which would outdate its translations). */
export const markdownWidget = (kind: MarkdownKind) => ({
  widget: "markdown",
  modes: ["raw", "rich_text"],
  buttons: markdownButtons[kind],
  editor_components: [],
});

/** A calendar date written YYYY-MM-DD, picked without a time. */
const dateWidget = { widget: "datetime", time_format: false, date_format: "YYYY-MM-DD", format: "YYYY-MM-DD", picker_utc: true };

/**
 * A date and time on Gaza's clock, YYYY-MM-DDTHH:MM: the editor page's own widget (admin/notice-editor.ts)
 * shows Gaza's time now beside it and checks, before saving, the rules the build would otherwise stop on.
 */
const gazaDateTimeWidget = (json: JsonField) => ({
  widget: "gaza-datetime",
  ...(json.after ? { after: json.after } : {}),
  ...(json.neededWithTextOf ? { needed_with_text_of: json.neededWithTextOf } : {}),
});

/**
 * A translation's record of the English it was made from, in a data file's wording
 * (`wording.fr.source_hash`): the editor page's widget (admin/fingerprint-widget.ts) records the
 * English wording's fingerprint when the translation is changed, so no one copies it by hand.
 */
function fingerprintWidget(json: JsonField, path: string) {
  const [, translation = ""] = /^(.*)\.[^.]+$/.exec(path) ?? [];
  const english = translation.replace(/[^.]+$/, baseLocale);
  return { widget: "fingerprint", translation, english, ...patternOf(json) };
}

/** A string's pattern, with the schema's message, for the editor to check before saving. */
const patternOf = (json: JsonField) =>
  json.pattern ? { pattern: [json.pattern, json.patternMessage ?? `must match ${json.pattern}`] } : {};

function objectFields(json: JsonField, options: FieldOptions, samples: unknown[], path: string): Field[] {
  if (!json.properties) throw new Error(`${path || "the schema"}: the editor needs an object with named fields`);
  const requiredInOutput = new Set(json.required ?? []);
  return Object.entries(json.properties).map(([name, property]) => {
    // A field the schema fills in with "" when it is missing (rather than a default value) may be left empty in the editor.
    const required = requiredInOutput.has(name) && !(property.mayBeAbsent && property.default === undefined);
    return fieldOf(name, property, required, options, valuesAt(samples, name), path ? `${path}.${name}` : name);
  });
}

/** One field of the form. Throws, naming the field, on a schema the editor cannot show. */
export function fieldOf(name: string, json: JsonField, required: boolean, options: FieldOptions, samples: unknown[], path: string): Field {
  if (!json.description) throw new Error(`${path}: no .describe() text, which the editor shows as the field's hint`);
  const fixed = json.const !== undefined || json.enum !== undefined;
  const field = {
    name,
    label: json.title ?? labelFromKey(name),
    // A translation's column beside English's repeats none of its hints.
    hint: json.hintOnceInEnglish ? "" : json.description,
    ...(required ? {} : { required: false }),
    // A new file starts with the value the build would give the missing field (the notice's kind: info).
    ...(json.default !== undefined ? { default: json.default } : {}),
    // A value the same in every language (a page's name, an illustration) is written once and copied.
    ...(options.perLanguage ? { i18n: fixed ? "duplicate" : true } : {}),
  };
  return { ...field, ...widgetOf(json, options, samples, path) } as Field;
}

function widgetOf(json: JsonField, options: FieldOptions, samples: unknown[], path: string): Record<string, unknown> {
  if (json.markdown) return markdownWidget("inline");
  if (json.const !== undefined) return { widget: "hidden", default: json.const };
  if (json.enum) return { widget: "select", options: json.enum.map((value) => optionOf(value, json.optionLabels)) };
  if (json.format === "date") return dateWidget;
  if (json.format === "gaza-datetime") return gazaDateTimeWidget(json);
  if (json.translationsOnly && !options.perLanguage && json.type === "string") return fingerprintWidget(json, path);
  switch (json.type) {
    case "string":
      return { widget: json.multiline ? "text" : "string", ...patternOf(json) };
    case "integer":
    case "number":
      return numberWidget(json, path);
    case "boolean":
      return { widget: "boolean" };
    case "array":
      return listWidget(json, options, samples, path);
    case "object":
      return {
        // One entry per language: the editor page (admin/languages-widget.ts, the "languages" widget) lays the languages out side by side.
        widget: json.keyedByLocale ? "languages" : "object",
        collapsed: false,
        fields: json.properties ? objectFields(json, options, samples, path) : recordFields(json, options, samples, path),
      };
    default:
      throw new Error(`${path}: the editor has no widget for this schema (${JSON.stringify(json).slice(0, 80)})`);
  }
}

/** A choice as the editor offers it: the value itself, or the words the schema gives it. */
function optionOf(value: string, labels: Record<string, string> | undefined) {
  return labels?.[value] ? { label: labels[value], value } : value;
}

function numberWidget(json: JsonField, path: string) {
  // Decap's limits are inclusive: a schema with an exclusive one would let the editor save what the build refuses.
  if (json.exclusiveMinimum !== undefined || json.exclusiveMaximum !== undefined)
    throw new Error(`${path}: write the limit inclusively (.min()/.max()), as the editor can only check those`);
  return {
    widget: "number",
    value_type: json.type === "integer" ? "int" : "float",
    ...(json.minimum !== undefined ? { min: json.minimum } : {}),
    // zod gives every integer the largest safe one as its maximum: not a limit anyone chose.
    ...(json.maximum !== undefined && json.maximum < Number.MAX_SAFE_INTEGER ? { max: json.maximum } : {}),
  };
}

function listWidget(json: JsonField, options: FieldOptions, samples: unknown[], path: string) {
  const items = json.items;
  if (!items) throw new Error(`${path}: a list needs the shape of its items`);
  const itemSamples = samples.flatMap((sample) => (Array.isArray(sample) ? sample : []));
  const limits = {
    ...(json.minItems !== undefined ? { min: json.minItems } : {}),
    ...(json.maxItems !== undefined ? { max: json.maxItems } : {}),
    // A list of a fixed length (the home page's two goal bands): items are edited, never added.
    ...(json.minItems !== undefined && json.minItems === json.maxItems ? { allow_add: false } : {}),
  };
  if (items.type === "object" && items.properties)
    return {
      widget: "list",
      ...(items.title ? { label_singular: items.title } : {}),
      fields: objectFields(items, options, itemSamples, `${path}[]`),
      ...limits,
    };
  // A list of single values: Decap names the value's field though the file holds the values alone.
  const item = fieldOf("item", { ...items, title: items.title ?? json.title }, true, options, itemSamples, `${path}[]`);
  return { widget: "list", field: item, ...limits };
}

/** A record's fields: one per language, or one per key the file holds (the travel plans' names, by plan id). */
function recordFields(json: JsonField, options: FieldOptions, samples: unknown[], path: string): Field[] {
  const value = json.additionalProperties;
  if (!value || value === true) throw new Error(`${path}: a record needs the shape of its values`);
  const valueSamples = samples.flatMap((sample) => (sample && typeof sample === "object" ? Object.values(sample) : []));
  if (json.keyedByLocale) {
    return locales.map((locale) => {
      // English's column carries the hints; a translation's column, beside it, only those of its own fields.
      const own = {
        ...value,
        properties: locale === baseLocale ? withoutTranslationsOnly(value.properties) : hintsOnlyOwn(value.properties),
      };
      const language = localeInfo[locale].label;
      return fieldOf(
        locale,
        { ...own, title: language, description: `The wording in ${locale} (${language}).` },
        true,
        options,
        valueSamples,
        `${path}.${locale}`,
      );
    });
  }
  const keys = [...new Set(samples.flatMap((sample) => (sample && typeof sample === "object" ? Object.keys(sample) : [])))];
  return keys.map((key) => fieldOf(key, value, true, options, valuesAt(samples, key), `${path}.${key}`));
}

/** A translation's fields, without the hints English's column already shows (a field English has too). */
function hintsOnlyOwn(properties: Record<string, JsonField> | undefined) {
  return (
    properties &&
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        property.translationsOnly ? property : { ...property, hintOnceInEnglish: true as const },
      ]),
    )
  );
}

function withoutTranslationsOnly(properties: Record<string, JsonField> | undefined) {
  return properties && Object.fromEntries(Object.entries(properties).filter(([, property]) => !property.translationsOnly));
}

/** The values found under a key in each sample (the same field in every language's wording, say). */
function valuesAt(samples: unknown[], key: string): unknown[] {
  return samples.flatMap((sample) =>
    sample && typeof sample === "object" && key in sample ? [(sample as Record<string, unknown>)[key]] : [],
  );
}
