// Every content schema as JSON Schema (zod's own `z.toJSONSchema`), with what the editor and the
// build read beside it: the Markdown marker, whether a field may be left out, a pattern's message.
// The one walker of content values (`mapMarkdown`) goes by it, so the build's compiler, the link
// and markup checks and the editor's forms see the same Markdown fields, inside records, defaults
// and preprocessed fields too (decision 183); a Markdown field where it does not go (a union, a
// tuple) stops the build (markdown-paths.ts).
import { z } from "zod";
import { type EditorMeta, markdownFields } from "./content-schemas/fields.ts";
import { markdownPaths } from "./markdown-paths.ts";
import type { Compiled, Html } from "./page-text/types.ts";

/** The JSON Schema zod writes for a schema, with what the editor reads beside it. */
export type JsonField = EditorMeta & {
  type?: string;
  description?: string;
  const?: unknown;
  enum?: string[];
  /** The value the schema gives a field the file leaves out (`.default()`). */
  default?: unknown;
  /** The schema accepts the field left out of the file (`.optional()`, `.default()`, or a `z.preprocess` that fills it in). */
  mayBeAbsent?: true;
  pattern?: string;
  /** The message of the schema's regex check, for the editor to show when a value does not match. */
  patternMessage?: string;
  /** A translation's field shown beside English's, which carries the hint. */
  hintOnceInEnglish?: true;
  /** In the Markdown registry (`markdown()` in the schemas). */
  markdown?: true;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonField;
  properties?: Record<string, JsonField>;
  required?: string[];
  additionalProperties?: JsonField | boolean;
};

/** A schema as JSON Schema (zod's own `toJSONSchema`): the value as the file holds it once checked. */
export function jsonOf(schema: z.ZodType): JsonField {
  return z.toJSONSchema(schema, {
    io: "output",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const json = jsonSchema as JsonField;
      if (markdownFields.has(zodSchema)) json.markdown = true;
      if (acceptsAbsence(zodSchema)) json.mayBeAbsent = true;
      const checks = (zodSchema._zod.def as { checks?: Array<{ _zod: { def: { format?: string; error?: (issue: object) => unknown } } }> })
        .checks;
      const regex = checks?.find((check) => check._zod.def.format === "regex");
      const message = regex?._zod.def.error?.({});
      if (typeof message === "string") json.patternMessage = message;
    },
  }) as JsonField;
}

/**
 * Whether a file may leave the value out. Zod's JSON Schema cannot say it of a `z.preprocess` that
 * turns a missing text into "" (the notice's texts): its output is a required string, yet the
 * build accepts the key absent, so the editor must not require it either.
 */
function acceptsAbsence(schema: z.core.$ZodType) {
  try {
    return z.safeParse(schema, undefined).success;
  } catch {
    // An asynchronous check cannot run here; such a field is taken as required.
    return false;
  }
}

/**
 * The walker's copy of each schema's JSON Schema, made once (the editor's own copies are its to
 * change), with the paths of its Markdown fields, which also proves the walker reaches them all.
 */
const walked = new WeakMap<z.ZodType, { json: JsonField; markdown: string[] }>();

/** Where a value sits in its file: `goals.0.paragraphs.1`. */
export type FieldPath = Array<string | number>;

/**
 * Returns `value` with every Markdown field replaced by `visit(text, path)`; every other value,
 * fields the schema does not name included, is kept as it is, in its order. It goes by the schema's
 * JSON Schema, so a Markdown text is found in an object, an array, a record (`wording.fr.text`),
 * and under `.optional()`, `.default()` and `z.preprocess`, which JSON Schema writes as their
 * output. The result's type is the value's with Markdown as HTML (`Compiled`), so what the build
 * makes is typed where it is made, from the schema.
 */
export function mapMarkdown<S extends z.ZodType, Value extends z.output<S> = z.output<S>>(
  schema: S,
  value: Value,
  visit: (text: string, path: FieldPath) => Html,
): Compiled<Value> {
  // The one cast between a schema and its compiled text: the walk replaces exactly the strings the
  // schema marks as Markdown, the ones `Compiled` types as Html.
  return mapJson(readOnlyJsonOf(schema), value, visit, []) as Compiled<Value>;
}

/**
 * A schema's JSON Schema made once and shared: for reading only (the editor changes its own
 * copies). Throws on a schema with a Markdown field the walker cannot reach (markdown-paths.ts).
 */
export function readOnlyJsonOf(schema: z.ZodType) {
  return walkedOf(schema).json;
}

/** The paths of a schema's Markdown fields, as the walker reaches them (`goals[].paragraphs[]`, `wording.*.text`). */
export function markdownFieldPaths(schema: z.ZodType) {
  return walkedOf(schema).markdown;
}

function walkedOf(schema: z.ZodType) {
  let known = walked.get(schema);
  if (!known) {
    const json = jsonOf(schema);
    known = { json, markdown: markdownPaths(json) };
    walked.set(schema, known);
  }
  return known;
}

function mapJson(json: JsonField, value: unknown, visit: (text: string, path: FieldPath) => string, path: FieldPath): unknown {
  if (typeof value === "string") return json.markdown ? visit(value, path) : value;
  if (Array.isArray(value)) {
    const items = json.items;
    return items ? value.map((item, index) => mapJson(items, item, visit, [...path, index])) : value;
  }
  if (value && typeof value === "object") {
    const rest = typeof json.additionalProperties === "object" ? json.additionalProperties : undefined;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const field = json.properties?.[key] ?? rest;
        return [key, field ? mapJson(field, item, visit, [...path, key]) : item];
      }),
    );
  }
  return value;
}

/** Every Markdown text of a value, with its path (`goals.0.paragraphs.1`). */
export function markdownEntries(schema: z.ZodType, value: unknown): Array<{ field: string; text: string }> {
  const entries: Array<{ field: string; text: string }> = [];
  mapJson(
    readOnlyJsonOf(schema),
    value,
    (text, path) => {
      entries.push({ field: path.join("."), text });
      return text;
    },
    [],
  );
  return entries;
}
