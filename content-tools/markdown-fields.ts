// Walks a content value beside its schema to reach the Markdown fields (see `markdown()` in
// model/content-schemas.ts): the build compiles them to HTML, the validator checks their links.
import type { z } from "zod";
import { markdownFields } from "../model/content-schemas.ts";

type Visit = (text: string, path: (string | number)[]) => string;

/** Returns `value` with every Markdown field replaced by `visit(text, path)`; other values are kept. */
export function mapMarkdown(schema: z.ZodType, value: unknown, visit: Visit, path: (string | number)[] = []): unknown {
  const def = schema.def as unknown as { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType };
  if (def.type === "string") return typeof value === "string" && markdownFields.has(schema) ? visit(value, path) : value;
  if (def.type === "optional" && def.innerType) return value === undefined ? value : mapMarkdown(def.innerType, value, visit, path);
  if (def.type === "array" && def.element && Array.isArray(value)) {
    const element = def.element;
    return value.map((item, index) => mapMarkdown(element, item, visit, [...path, index]));
  }
  if (def.type === "object" && def.shape && value && typeof value === "object") {
    const shape = def.shape;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, shape[key] ? mapMarkdown(shape[key], item, visit, [...path, key]) : item]),
    );
  }
  return value;
}

/** Every Markdown field of a value, with its path (`goals.0.paragraphs.1`). */
export function markdownEntries(schema: z.ZodType, value: unknown): Array<{ field: string; text: string }> {
  const entries: Array<{ field: string; text: string }> = [];
  mapMarkdown(schema, value, (text, path) => {
    entries.push({ field: path.join("."), text });
    return text;
  });
  return entries;
}
