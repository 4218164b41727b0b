// Every component prop that ends up in `dangerouslySetInnerHTML` takes `Html`, the brand only the
// build's Markdown renderer gives (content-tools/markdown.ts): a plain string, which could come from
// anywhere, does not type-check there. (PrerenderedText and PageCodeFailedNote set the HTML they
// read back from their own prerendered element, not a prop.)
import type { ComponentProps } from "react";
import { expectTypeOf, it } from "vitest";
import type { Html } from "#model/page-text/types.ts";
import type { NoticeBar } from "./layout/NoticeBar.tsx";
import type { PageHeader } from "./PageHeader.tsx";
import type { Paragraphs } from "./ui/paragraphs.tsx";
import type { Prose } from "./ui/prose.tsx";

it("takes Html, and refuses a plain string, wherever a prop becomes markup", () => {
  expectTypeOf<ComponentProps<typeof PageHeader>["introHtml"]>().toEqualTypeOf<Html | undefined>();
  expectTypeOf<string>().not.toExtend<ComponentProps<typeof PageHeader>["introHtml"]>();
  expectTypeOf<ComponentProps<typeof Prose>["html"]>().toEqualTypeOf<Html>();
  expectTypeOf<ComponentProps<typeof Paragraphs>["items"]>().toEqualTypeOf<Html[]>();
  expectTypeOf<ComponentProps<typeof NoticeBar>["notice"]["texts"]["en"]["html"]>().toEqualTypeOf<Html>();
});
