// Writes the text a visitor meets on every built page (title, description, body text, image
// descriptions, screen-reader-only words) to one file per page, so a change of content format can
// be checked against the text before it:
//   node scripts/visible-text.ts .tmp/text-before   (build, change, build again)
//   node scripts/visible-text.ts .tmp/text-after && diff -r .tmp/text-before .tmp/text-after
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
// @ts-expect-error jsdom ships without type declarations (the tests use it through Vitest).
import { JSDOM } from "jsdom";
import { locales, localizePath } from "../model/locales.ts";
import { pagePaths } from "../model/pages.ts";

const outDir = process.argv[2];
if (!outDir) throw new Error("Usage: node scripts/visible-text.ts <output folder>");

const blocks = new Set(
  "ADDRESS ARTICLE ASIDE BLOCKQUOTE DD DIV DL DT FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER LI MAIN NAV OL P SECTION TABLE TD TH TR UL".split(
    " ",
  ),
);

function collect(node: Node, out: string[]) {
  if (node.nodeType === 3) {
    out.push(node.textContent ?? "");
    return;
  }
  if (!(node.nodeType === 1)) return;
  const element = node as Element;
  if (["SCRIPT", "STYLE", "TEMPLATE"].includes(element.tagName)) return;
  if (element.tagName === "IMG" && element.getAttribute("alt")) out.push(`\n[image: ${element.getAttribute("alt")}]\n`);
  if (element.tagName === "BR") out.push("\n");
  const block = blocks.has(element.tagName);
  if (block) out.push("\n");
  for (const child of element.childNodes) collect(child, out);
  if (block) out.push("\n");
}

for (const locale of locales) {
  for (const path of pagePaths) {
    const url = localizePath(path, locale);
    const file = join("dist/client", url === "/" ? "" : url, "index.html");
    const { document } = new JSDOM(readFileSync(file, "utf8")).window;
    const out = [
      `title: ${document.title}\n`,
      `description: ${document.querySelector('meta[name="description"]')?.getAttribute("content")}\n`,
    ];
    collect(document.body, out);
    const text = out
      .join("")
      .split("\n")
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .join("\n");
    const target = join(outDir, locale, `${path === "/" ? "home" : path.slice(1)}.txt`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, `${text}\n`);
  }
}
console.log(`Visible text of ${locales.length * pagePaths.length} pages written to ${outDir}`);
