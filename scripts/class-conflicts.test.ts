// The build's check of utility classes (scripts/class-conflicts.ts) on a stylesheet and pages written
// here, shaped like Tailwind's output.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { classConflicts, conflictsIn, propertiesByClass } from "./class-conflicts.ts";

const css = `
.text-lg { font-size: 1.125rem; line-height: var(--tw-leading, 1.75rem); }
.text-xl { font-size: 1.25rem; }
.px-4 { padding-inline: 1rem; }
@media (width >= 40rem) { .sm\\:px-6 { padding-inline: 1.5rem; } }
.leading-tight { line-height: 1.25; }
.prose h2 { font-size: 2rem; }
.min-h-11 { min-height: 2.75rem; }
.min-h-12 { min-height: 3rem; }
@layer components { .rich-link { font-weight: 500; } }
@layer utilities { .font-semibold { font-weight: 600; } }
`;
const byClass = propertiesByClass(css);

describe("conflictsIn", () => {
  it("finds two classes that set one property in one condition", () => {
    expect(conflictsIn('<p class="text-lg text-xl">x</p>', byClass)).toEqual(["text-lg / text-xl (font-size)"]);
  });

  it("finds a utility set over a component class, whatever their layers", () => {
    expect(conflictsIn('<button class="rich-link min-h-11 font-semibold">x</button>', byClass)).toEqual([
      "rich-link / font-semibold (font-weight)",
    ]);
  });

  it("lets a breakpoint override the base, a variable compose, and a descendant rule be", () => {
    expect(conflictsIn('<p class="px-4 sm:px-6 text-lg leading-tight prose">x</p>', byClass)).toEqual([]);
  });
});

describe("classConflicts", () => {
  it("names each page with a conflict and the two classes, and leaves the script-free twins and /admin", () => {
    const client = mkdtempSync(join(tmpdir(), "kgc-classes-"));
    mkdirSync(join(client, "assets"));
    mkdirSync(join(client, "ar", "help"), { recursive: true });
    mkdirSync(join(client, "admin"));
    writeFileSync(join(client, "assets", "styles-abc.css"), css);
    writeFileSync(join(client, "index.html"), '<a class="min-h-11">fine</a>');
    writeFileSync(join(client, "ar", "help", "index.html"), '<a class="min-h-11 min-h-12">two heights</a>');
    writeFileSync(join(client, "ar", "help", "index.lite.html"), '<a class="text-lg text-xl">twin</a>');
    writeFileSync(join(client, "admin", "index.html"), '<a class="text-lg text-xl">editor</a>');
    expect(classConflicts(client)).toEqual(["/ar/help/index.html: min-h-11 / min-h-12 (min-height)"]);
  });

  it("stops when the build has no stylesheet to read", () => {
    const client = mkdtempSync(join(tmpdir(), "kgc-classes-"));
    mkdirSync(join(client, "assets"));
    expect(() => classConflicts(client)).toThrow(/No styles-\*\.css/);
  });
});
