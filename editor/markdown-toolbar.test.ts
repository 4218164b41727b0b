// The toolbar of every Markdown box in the editor offers only what the build lets that text hold
// (content-tools/checks/markdown-constructs.ts): a button that wrote a heading into a page's field
// once gave visitors a literal "##" and the build said nothing. Each button is tried as Decap
// writes it, against the build's own check, for both kinds of text.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { constructProblems, type MarkdownKind } from "../content-tools/checks/markdown-constructs.ts";
import { cmsConfig } from "./config.ts";
import { markdownButtons } from "./schema-fields.ts";

const rootDir = fileURLToPath(new URL("..", import.meta.url));
const config = cmsConfig({ rootDir, backend: { mode: "local", apiUrl: "http://127.0.0.1/api/v1" } });

/** What each of Decap's Markdown buttons writes in raw mode. */
const written: Record<string, string> = {
  bold: "**words**",
  italic: "*words*",
  link: "[words](/contact)",
  "heading-one": "# Words",
  "heading-two": "## Words",
  "heading-three": "### Words",
  "heading-four": "#### Words",
  quote: "> words",
  code: "`words`",
  "bulleted-list": "- one\n- two",
  "numbered-list": "1. one\n2. two",
};

type Node = { name?: string; widget?: string; buttons?: string[]; fields?: Node[]; field?: Node; files?: Node[] };

/** Every Markdown box of the editor, as `collection › field path` with its toolbar. */
function markdownBoxes(node: Node, path: string[] = []): Array<{ where: string; buttons?: string[] }> {
  const here = node.name ? [...path, node.name] : path;
  const own = node.widget === "markdown" ? [{ where: here.join(" › "), buttons: node.buttons }] : [];
  const children = [...(node.fields ?? []), ...(node.files ?? []), ...(node.field ? [node.field] : [])];
  return [...own, ...children.flatMap((child) => markdownBoxes(child, here))];
}

describe("the Markdown toolbar", () => {
  const boxes = config.collections.flatMap((collection) => markdownBoxes(collection as Node));

  it("is the inline one in every field, and the policy one in a policy's body only", () => {
    expect(boxes.length).toBeGreaterThan(50);
    const bodies = boxes.filter((box) => box.buttons === markdownButtons.body).map((box) => box.where);
    expect(bodies).toEqual(["policies › body"]);
    expect(boxes.filter((box) => box.buttons !== markdownButtons.body && box.buttons !== markdownButtons.inline)).toEqual([]);
  });

  it.each(["inline", "body"] as const)(
    "offers in %s text every button whose Markdown the build takes, and no other",
    (kind: MarkdownKind) => {
      const taken = Object.keys(written).filter((button) => constructProblems(written[button] ?? "", kind).length === 0);
      // A policy's "## N. Title {#anchor}" is typed: the button's unnumbered heading would be refused (policy-sections.ts).
      expect(markdownButtons[kind]).toEqual(taken.filter((button) => button !== "heading-two"));
    },
  );
});
