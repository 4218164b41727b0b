// The Markdown walker reaches every Markdown field of every collection, and refuses a schema with a
// Markdown field where it does not go, naming the field, instead of skipping it (docs/reviews/
// 2026-11-28-code-review.md, F5).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collections } from "./collections.ts";
import { markdown, markdownFields } from "./content-schemas/fields.ts";
import { guideSchema } from "./content-schemas/guide-schema.ts";
import type { Html } from "./page-text/types.ts";
import { mapMarkdown, markdownEntries, markdownFieldPaths } from "./schema-json.ts";

const note = () => markdown("A note.");
const compile = (text: string) => `<b>${text}</b>` as Html;

describe("a Markdown field where the walker does not go", () => {
  const recursive = z.object({
    text: note(),
    get replies() {
      return z.array(recursive).optional();
    },
  });
  // Each shape, the JSON Schema keyword zod writes for it, and the path the message names.
  const shapes: Array<[string, z.ZodType, unknown, string, string]> = [
    ["under .nullable()", z.object({ about: z.object({ intro: note().nullable() }) }), { about: { intro: "Hi" } }, "about.intro", "anyOf"],
    ["in a union", z.object({ intro: z.union([note(), z.number()]) }), { intro: "Hi" }, "intro", "anyOf"],
    [
      "in a discriminated union",
      z.object({
        block: z.discriminatedUnion("kind", [z.object({ kind: z.literal("text"), body: note() }), z.object({ kind: z.literal("rule") })]),
      }),
      { block: { kind: "text", body: "Hi" } },
      "block",
      "oneOf",
    ],
    [
      "in an intersection",
      z.object({ card: z.intersection(z.object({ body: note() }), z.record(z.string(), z.string())) }),
      { card: { body: "Hi" } },
      "card",
      "allOf",
    ],
    ["in a tuple", z.object({ pair: z.tuple([note(), z.number()]) }), { pair: ["Hi", 1] }, "pair", "prefixItems"],
    ["in a recursive schema", z.object({ thread: recursive }), { thread: { text: "Hi" } }, "thread", "$ref"],
  ];

  it.each(shapes)("%s stops the walk, naming the field and the keyword", (_, schema, value, path, keyword) => {
    const message = `the Markdown field at ${path} is under "${keyword}", where the Markdown walker (model/schema-json.ts) does not go`;
    expect(() => mapMarkdown(schema, value, compile)).toThrow(message);
    // The link and markup checks walk the same way, so they stop too.
    expect(() => markdownEntries(schema, value)).toThrow(message);
  });

  it("stops the walk whatever the value: a field left out is refused too", () => {
    const schema = z.object({ intro: note().nullable().optional() });
    expect(() => mapMarkdown(schema, {}, compile)).toThrow('the Markdown field at intro is under "anyOf"');
  });

  it("leaves a union, a nullable field or a tuple alone when no Markdown lies under it", () => {
    const schema = z.object({
      since: z.union([z.string(), z.date()]),
      end: z.string().nullable(),
      size: z.tuple([z.number(), z.number()]),
      intro: note().optional(),
      notes: z.record(z.string(), z.object({ text: note().default("None." as never) })),
    });
    expect(markdownFieldPaths(schema)).toEqual(["intro", "notes.*.text"]);
    const value = schema.parse({ since: "2025-01", end: null, size: [1, 2], intro: "Hi", notes: { fr: { text: "Salut" } } });
    expect(mapMarkdown(schema, value, compile)).toEqual({
      since: "2025-01",
      end: null,
      size: [1, 2],
      intro: "<b>Hi</b>",
      notes: { fr: { text: "<b>Salut</b>" } },
    });
  });
});

/**
 * The Markdown fields of each collection, counted by hand from model/content-schemas/: a page's
 * `section()` has one (`paragraphs[]`), a `card()` one (`body`); a policy's text is its body, no
 * field; the figures, plans and dates are plain data.
 */
const handCounted: Record<string, number> = {
  // beforeRequest.who[] and .steps[], impact.statement, the paragraphs of mission, goal,
  // networkDamage, lifeline and its people's card bodies, goals[] and donate.
  "page-home": 10,
  // the paragraphs of story, mission, impact and closing; operations.intro and its groups' items[]; partners.intro.
  "page-about": 7,
  // urgent.body and .partnerships; partner.intro, .requirements[], .steps[], .channel; newsletter, form and social bodies.
  "page-contact": 9,
  // cash.paragraphs[]; inKind.intro, .closed, .checkFirst, step1's body, bodyWhileClosed, plansNote and otherProvider, step2's body; tax.paragraphs[].
  "page-donate": 10,
  // prompt[], checklist.items[].
  "page-upload": 2,
  // the paragraphs of about, impact and ready; why.items[].body; plans.intro and .note; howItWorks.steps[].
  "page-travel": 7,
  // the four summaries.
  "page-policies": 4,
  "page-request-dates": 0,
  "page-help": 0,
  // privacy, before.items[], manual.paragraphs[].
  "page-installer": 3,
  // the policies: their text is their body.
  policies: 0,
  // intro, before[], each of the three phones' steps[] and note, sections[].paragraphs[].
  help: 9,
  figures: 0,
  "travel-plans": 0,
  "policy-dates": 0,
  // wording.*.text.
  notice: 1,
};

/**
 * The Markdown fields of a zod schema, found from zod's own definitions rather than its JSON Schema
 * (the walker's way): every schema in the `markdownFields` registry reachable through the wrappers
 * and containers zod has, unions and tuples included.
 */
function zodMarkdownCount(schema: z.core.$ZodType): number {
  if (markdownFields.has(schema)) return 1;
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const inner = (...keys: string[]) =>
    keys.flatMap((key) => {
      const child = def[key];
      return Array.isArray(child) ? child : child ? [child] : [];
    }) as z.core.$ZodType[];
  const children: Record<string, () => z.core.$ZodType[]> = {
    object: () => Object.values(def.shape as Record<string, z.core.$ZodType>),
    array: () => inner("element"),
    record: () => inner("valueType"),
    union: () => inner("options"),
    intersection: () => inner("left", "right"),
    tuple: () => inner("items", "rest"),
    // A file's value is a pipe's output (a z.preprocess's or a transform's).
    pipe: () => inner("out"),
    lazy: () => [(def.getter as () => z.core.$ZodType)()],
  };
  const wrapped = ["optional", "nullable", "default", "prefault", "nonoptional", "readonly", "catch", "success"];
  const type = def.type as string;
  const parts = children[type]?.() ?? (wrapped.includes(type) ? inner("innerType") : []);
  return parts.reduce((sum, part) => sum + zodMarkdownCount(part), 0);
}

describe("every collection's Markdown fields", () => {
  it("are counted by hand for every collection, and no collection is left out", () => {
    expect(Object.keys(handCounted).sort()).toEqual(collections.map((collection) => collection.name).sort());
  });

  it.each(collections.map((collection) => [collection.name, collection] as const))(
    "%s: the walker reaches them all",
    (name, collection) => {
      const reached = markdownFieldPaths(collection.schema);
      expect(reached).toHaveLength(handCounted[name] ?? -1);
      expect(reached).toHaveLength(zodMarkdownCount(collection.schema));
    },
  );

  it("are where the schema says, for the guides and the notice", () => {
    const [guides, notice] = ["help", "notice"].map((name) => collections.find((collection) => collection.name === name));
    expect(guides && markdownFieldPaths(guides.schema)).toEqual([
      "intro",
      "before[]",
      "platforms.iphone.steps[]",
      "platforms.iphone.note",
      "platforms.samsung.steps[]",
      "platforms.samsung.note",
      "platforms.android.steps[]",
      "platforms.android.note",
      "sections[].paragraphs[]",
    ]);
    expect(notice && markdownFieldPaths(notice.schema)).toEqual(["wording.*.text"]);
  });

  it("are the ones the walk of a value visits: a guide with every field written", () => {
    const steps = { steps: ["One.", "Two.", "Three."], note: "Note." };
    const guide = guideSchema.parse({
      guide: "install",
      title: "T",
      description: "D",
      heading: "H",
      intro: "Intro.",
      before: ["A phone."],
      contents: "Which?",
      platforms: { iphone: steps, samsung: steps, android: steps },
      sections: [{ id: "next", heading: "Next", paragraphs: ["Go."] }],
    });
    const visited = markdownEntries(guideSchema, guide).map(({ field }) => field.replace(/\.\d+/g, "[]"));
    expect([...new Set(visited)]).toEqual(markdownFieldPaths(guideSchema));
    expect(visited).toHaveLength(1 + 1 + 3 * (3 + 1) + 1);
  });
});
