// A guide's phones as prerendered (by React, as the build does): every phone open under a plain
// heading in the fixed order, after the menu. How they behave once the page runs: GuidePlatforms.test.tsx.
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { steps } from "../../test-support/guide-steps.tsx";
import { GuidePlatforms } from "./GuidePlatforms.tsx";

it("is prerendered with every phone open under a plain heading, in the fixed order, after the menu", () => {
  const html = renderToString(<GuidePlatforms steps={steps} />);
  expect(html).not.toContain("<button");
  expect(html).not.toMatch(/\shidden[\s=>]/);
  // Each name after the empty place of the button's sign, so that the name does not move when the button comes.
  expect(
    [...html.matchAll(/<h2[^>]*><span aria-hidden="true" class="invisible w-4"><\/span>([^<]+)<\/h2>/g)].map((match) => match[1]),
  ).toEqual(["iPhone", "Samsung", "Other Android phones"]);
  expect([...html.matchAll(/<a href="(#\w+)"/g)].map((match) => match[1])).toEqual(["#iphone", "#samsung", "#android"]);
});
