// Where the Markdown walker (`mapMarkdown`, schema-json.ts) finds a schema's Markdown fields, and
// the proof that it finds them all. The walker follows an object's fields, an array's items and a
// record's values; a Markdown field anywhere else in the JSON Schema (under `.nullable()` or a
// union, `anyOf`/`oneOf`; an intersection, `allOf`; a tuple, `prefixItems`; a recursive schema,
// `$ref`) would be neither compiled to HTML nor link- and markup-checked, yet typed as `Html`. So
// such a schema is refused, naming the field, before any value is walked.
import type { JsonField } from "./schema-json.ts";

/** JSON Schema keywords whose value is data (a constant, a default), not a schema. */
const dataKeywords = new Set(["const", "enum", "default", "examples"]);
/** JSON Schema keywords whose value maps names to schemas. */
const schemaMaps = new Set(["properties", "patternProperties", "dependentSchemas", "$defs", "definitions"]);

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The paths of a schema's Markdown fields as the walker reaches them: `intro`, `goals[].paragraphs[]`,
 * `wording.*.text` (`[]` an array's items, `*` a record's values). Throws, naming the path and the
 * keyword, where a Markdown field lies where the walker does not go.
 */
export function markdownPaths(root: JsonField): string[] {
  return pathsUnder(root as Node, root as Node, "");
}

function pathsUnder(json: Node, root: Node, path: string): string[] {
  const found = json.markdown === true ? [path] : [];
  for (const [keyword, child] of Object.entries(json)) {
    if (keyword === "properties" && isNode(child)) {
      for (const [name, field] of Object.entries(child)) if (isNode(field)) found.push(...pathsUnder(field, root, joined(path, name)));
    } else if (keyword === "items" && isNode(child)) found.push(...pathsUnder(child, root, `${path}[]`));
    else if (keyword === "additionalProperties" && isNode(child)) found.push(...pathsUnder(child, root, joined(path, "*")));
    // Definitions are reached through a `$ref`, where they are checked.
    else if (keyword === "$defs" && json === root) continue;
    else if (!dataKeywords.has(keyword) && holdsMarkdown(keyword === "$ref" ? target(root, child) : child, root, new Set())) {
      throw new Error(
        `the Markdown field at ${path || "the top"} is under "${keyword}", where the Markdown walker (model/schema-json.ts) does not go: ` +
          "it follows an object's fields, an array's items and a record's values, so this text would be neither compiled nor checked. " +
          "Write it without .nullable(), a union, an intersection, a tuple or a recursive schema (.optional() and .default() are fine).",
      );
    }
  }
  return found;
}

function joined(path: string, name: string) {
  return path ? `${path}.${name}` : name;
}

/** The schema a `$ref` of zod's JSON Schema names: the root (`#`) or one of its `$defs`. */
function target(root: Node, ref: unknown): unknown {
  if (typeof ref !== "string" || !ref.startsWith("#")) return undefined;
  return ref
    .slice(1)
    .split("/")
    .filter(Boolean)
    .reduce<unknown>((node, step) => (isNode(node) ? node[step] : undefined), root);
}

/** Whether a Markdown field lies anywhere in a schema, `$ref`s followed (each once). */
function holdsMarkdown(json: unknown, root: Node, seen: Set<unknown>): boolean {
  if (Array.isArray(json)) return json.some((item) => holdsMarkdown(item, root, seen));
  if (!isNode(json) || seen.has(json)) return false;
  seen.add(json);
  if (json.markdown === true) return true;
  return Object.entries(json).some(([keyword, child]) => {
    if (keyword === "$ref") return holdsMarkdown(target(root, child), root, seen);
    if (schemaMaps.has(keyword)) return isNode(child) && Object.values(child).some((field) => holdsMarkdown(field, root, seen));
    return !dataKeywords.has(keyword) && holdsMarkdown(child, root, seen);
  });
}
