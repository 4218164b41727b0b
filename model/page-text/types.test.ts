// PageText adds PageMetaText to every page's text, so that code generic over the page can read its
// title and description (TypeScript does not resolve `TextOf` of a page not yet chosen). That is
// true only while every page's schema spreads `pageMeta`: this checks it, by type, for each page.
import { expectTypeOf, it } from "vitest";
import type { pageCollections } from "../collections.ts";
import type { PageName } from "../content-schemas/page-schemas.ts";
import type { PageMetaText, TextOf } from "./types.ts";

it("is the four fields at the top of every page file, from the schema", () => {
  expectTypeOf<PageMetaText>().toEqualTypeOf<{ title: string; description: string; heading: string; intro: string }>();
});

it("is part of every page's text as the build makes it from the page's schema", () => {
  /** The pages whose text lacks one of the fields (none). */
  type Lacking = { [Page in PageName]: TextOf<(typeof pageCollections)[Page]> extends PageMetaText ? never : Page }[PageName];
  expectTypeOf<Lacking>().toEqualTypeOf<never>();
});
