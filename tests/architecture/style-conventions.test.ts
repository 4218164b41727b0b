// Three of STYLE.md's conventions that lint cannot see, checked over the components' source:
// - logical CSS only (`ms-2`, `ps-6`, `start-0`, `text-start`), never a physical side (`ml-2`,
//   `left-0`, `border-r`, `text-left`), so that Arabic lays out right to left with no override;
// - no element styled from its parent (`*:text-white`, `[&_a]:font-semibold`): an element's look is on the element, from
//   a variant (src/components/ui/button.ts), where the build's class check sees it
//   (scripts/class-conflicts.ts reads only selectors that start with a class);
// - no literal words in JSX: every word a visitor reads comes from messages/ or content/, so it
//   is translated (a screen-reader-only label included).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./imports.ts";

/** A Tailwind utility for one physical side, with any variant (`sm:`, `rtl:`) and value. */
const physicalSide =
  /(?<![\w-])(?:[\w-]+:)*-?(?:(?:m|p|scroll-m|scroll-p)[lr]-[\w[\]./%-]+|(?:left|right)-[\w[\]./%-]+|border-[lr](?:-[\w[\]./%-]+)?|rounded-(?:[lr]|tl|tr|bl|br)(?:-[\w[\]./%-]+)?|(?:text|float|clear)-(?:left|right))(?![\w-])/g;

/** Tailwind's child variants (`*:`, `**:`), which style the children from outside. */
const starVariant = /(?<![\w\]-])\*{1,2}:(?=[\w[-])/g;

/**
 * The variants in `text` that style other elements from outside: Tailwind's child variants (`*:`,
 * `**:`), and an arbitrary one whose selector goes from `&` to a child, a descendant or a sibling
 * (`[&>*]:`, `[&_a]:`, `[&+p]:`, `[&~p]:`, shadcn's `[&_svg:not([class*='size-'])]:`). Its
 * brackets are read balanced, and a combinator inside `[…]` or `(…)` does not count: not a
 * pseudo-element of the element itself (`[&::-webkit-…]:`), a condition on its own children
 * (`[&:has(>img)]:`) or on an ancestor (`[[data-lite-page]_&]:`): those style the element carrying them.
 */
function childVariants(text: string): string[] {
  const found = [...text.matchAll(starVariant)].map(([star]) => star);
  for (let start = text.indexOf("[&"); start >= 0; start = text.indexOf("[&", start + 1)) {
    let depth = 0;
    let reachesOut = false;
    let end = start;
    for (; end < text.length; end++) {
      const char = text[end] ?? "";
      if (char === "[" || char === "(") depth++;
      else if (char === "]" || char === ")") depth--;
      else if (depth === 1 && /[>_+~]/.test(char)) reachesOut = true;
      if (depth === 0 || /\s/.test(char)) break;
    }
    if (depth === 0 && text[end + 1] === ":" && reachesOut) found.push(`${text.slice(start, end + 1)}:`);
  }
  return found;
}

/** The attributes whose value a visitor reads or hears. */
const readAttributes = new Set(["aria-label", "title", "alt", "placeholder", "aria-description"]);

/** A string or template literal's text when it holds a letter: `"Close"`, `` `Menu ${n}` ``. */
function wordsOf(node: { type?: string; value?: unknown; quasis?: Array<{ value: { cooked?: string } }> } | undefined) {
  const text =
    node?.type === "Literal" && typeof node.value === "string"
      ? node.value
      : node?.type === "TemplateLiteral"
        ? (node.quasis ?? []).map((quasi) => quasi.value.cooked ?? "").join(" ")
        : "";
  return /\p{L}/u.test(text) ? [text.trim()] : [];
}

/**
 * The words written into JSX of a `.tsx` source: its text, strings written as children (`{"Close"}`),
 * and its read attributes written as strings (`title="Close"`, `aria-label={"Close"}`).
 */
function literalWords(source: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const record = node as { type?: string; value?: unknown; name?: { name?: unknown } };
    if (record.type === "JSXText" && typeof record.value === "string" && /\p{L}/u.test(record.value)) found.push(record.value.trim());
    if (record.type === "JSXElement" || record.type === "JSXFragment") {
      for (const child of (record as { children?: Array<{ type?: string; expression?: Parameters<typeof wordsOf>[0] }> }).children ?? []) {
        if (child.type === "JSXExpressionContainer") found.push(...wordsOf(child.expression));
      }
    }
    if (record.type === "JSXAttribute" && readAttributes.has(String(record.name?.name))) {
      const value = (record as { value?: { type?: string; expression?: Parameters<typeof wordsOf>[0] } }).value;
      found.push(...wordsOf(value?.type === "JSXExpressionContainer" ? value.expression : value));
      return;
    }
    for (const child of Object.values(node)) if (child && typeof child === "object") visit(child);
  };
  visit(parseAst(source, { lang: "tsx" }));
  return found;
}

const sources = execFileSync("git", ["ls-files", "src/*.ts", "src/*.tsx", "src/*.css", "model/*.ts"], {
  cwd: projectRoot,
  encoding: "utf8",
})
  .trim()
  .split("\n")
  .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith("src/paraglide/") && !file.startsWith("src/test-support/"));

describe("logical CSS", () => {
  it("finds the physical sides it is meant to find, and nothing logical", () => {
    expect(
      'className="ml-2 sm:pr-4 -left-1 border-r rounded-tl-lg text-left ms-2 ps-6 start-0 text-start left of"'.match(physicalSide),
    ).toEqual(["ml-2", "sm:pr-4", "-left-1", "border-r", "rounded-tl-lg", "text-left"]);
  });

  it("no component, style or shared class uses a physical side", () => {
    const found = sources.flatMap((file) =>
      (readFileSync(join(projectRoot, file), "utf8").match(physicalSide) ?? []).map((match) => `${file}: ${match}`),
    );
    expect(found).toEqual([]);
  });
});

describe("no element styled from its parent", () => {
  it("finds the child variants, not a multiplication or a comment's star", () => {
    expect(childVariants('className="*:text-white **:font-bold" /** a */ const x = a*b; x *:')).toEqual(["*:", "**:"]);
  });

  it.each([
    ["[&>*]:p-2", ["[&>*]:"]],
    ["[&_a]:font-semibold", ["[&_a]:"]],
    ["[&+p]:mt-0 [&~li]:hidden", ["[&+p]:", "[&~li]:"]],
    // shadcn/ui's own: a descendant after a condition, a child after an attribute.
    ["[&_svg:not([class*='size-'])]:size-4", ["[&_svg:not([class*='size-'])]:"]],
    ["[&[data-state=open]>svg]:rotate-180", ["[&[data-state=open]>svg]:"]],
    ["[&>[data-slot=icon]]:size-4", ["[&>[data-slot=icon]]:"]],
    ["data-[state=open]:[&>svg]:rotate-180", ["[&>svg]:"]],
    // The element itself: a pseudo-element, a state, a condition on its children or an ancestor.
    ["[&::-webkit-details-marker]:hidden [&:hover]:underline", []],
    ["[&:has(>img)]:p-0", []],
    ["[[data-lite-page]_&]:hidden", []],
  ])("in %s finds %j", (classes, expected) => {
    expect(childVariants(classes)).toEqual(expected);
  });

  it("no component or shared class uses one", () => {
    const found = sources.flatMap((file) =>
      childVariants(readFileSync(join(projectRoot, file), "utf8")).map((match) => `${file}: ${match}`),
    );
    expect(found).toEqual([]);
  });
});

describe("no literal words in JSX", () => {
  it("finds words in JSX text and in read attributes, not in code or class names", () => {
    const source = [
      'const a = <p className={"text-start"} title="Close">Hello {name} <b aria-label={m.x()}>{"Save"}{" "}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal in the source the test parses.
      "{`${n} KB`}</b> <i aria-label={`Menu ${n}`} /> 42</p>;",
    ].join("");
    expect(literalWords(source)).toEqual(["Close", "Hello", "Save", "KB", "Menu"]);
  });

  it("every word a component shows comes from messages/ or content/", () => {
    const found = sources
      .filter((file) => file.endsWith(".tsx"))
      .flatMap((file) => literalWords(readFileSync(join(projectRoot, file), "utf8")).map((words) => `${file}: ${words}`));
    expect(found).toEqual([]);
  });
});
