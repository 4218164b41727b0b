// The pieces of a guide's text as GuideBody prerenders them from the build's data: the list of
// answers before the steps, a link-only "next" paragraph as the page's main button, the WhatsApp
// link saying it opens a new tab, and Wi-Fi kept on one line in a heading.
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import type { GuideText, Html } from "../../../model/page-text/types.ts";
import { GuideEnd, GuideTop } from "./GuideParts.tsx";

const html = (text: string) => text as Html;
const guide: GuideText = {
  guide: "troubleshooting",
  title: "T",
  description: "D",
  heading: "Troubleshooting",
  intro: html("Intro."),
  contents: "What does your phone show?",
  platforms: {
    iphone: { steps: [html("One.")] },
    samsung: { steps: [html("One.")] },
    android: { steps: [html("One.")] },
  },
  sections: [
    { id: "no-data", heading: "No Wi-Fi, no data", paragraphs: [html("Turn off <strong>Wi-Fi</strong>.")] },
    {
      id: "next",
      heading: "Still offline?",
      paragraphs: [html("See below."), { action: html('<a href="/help/get-online">Get online</a>') }],
    },
  ],
  share: "https://wa.me/?text=Troubleshooting",
};

it("lists the answers, not the way on, as links to their sections under the guide's question", () => {
  const top = renderToStaticMarkup(<GuideTop guide={guide} />);
  expect(top).toMatch(/<h2 id="contents"[^>]*>What does your phone show\?<\/h2>/);
  expect([...top.matchAll(/<a href="(#[\w-]+)"/g)].map((match) => match[1])).toEqual(["#no-data"]);
  expect(top).not.toContain('id="before"');
});

it("shows the way on as the main button, a sentence as text, and the share link with its new-tab words", () => {
  const end = renderToStaticMarkup(<GuideEnd guide={guide} />);
  expect(end).toMatch(/<h2 id="no-data"[^>]*>No <span class="nowrap">Wi-Fi<\/span>, no data<\/h2>/);
  expect(end).toMatch(/<p[^>]*>See below.<\/p>/);
  expect(end).toMatch(/<p class="[^"]*\*:bg-emerald-800[^"]*"><a href="\/help\/get-online">Get online<\/a><\/p>/);
  expect(end).toMatch(
    /<a target="_blank" rel="noopener noreferrer" href="https:\/\/wa.me\/\?text=Troubleshooting"[^>]*>Send this guide on WhatsApp<span class="sr-only"> (<!-- -->)?\(opens in a new tab\)<\/span><\/a>/,
  );
});
