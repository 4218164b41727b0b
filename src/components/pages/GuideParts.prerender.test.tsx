// The pieces of a guide's text as GuideBody prerenders them from the build's data: the list of
// answers before the steps, the sections' paragraphs as the build wrote them (a link-only "next"
// paragraph comes drawn as the main button: content-tools/guide-text.test.ts), the WhatsApp link as
// a button saying it opens a new tab, and Wi-Fi kept on one line in a heading.
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import type { GuideText, Html } from "#model/page-text/types.ts";
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
      paragraphs: [html("See below."), html('<a href="/help/get-online" class="button">Get online</a>')],
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

it("shows each paragraph as written, and the share link as a button with its new-tab words", () => {
  const end = renderToStaticMarkup(<GuideEnd guide={guide} />);
  expect(end).toMatch(/<h2 id="no-data"[^>]*>No <span class="nowrap">Wi-Fi<\/span>, no data<\/h2>/);
  expect(end).toMatch(/<p[^>]*>See below.<\/p>/);
  expect(end).toMatch(/<p class="my-4"><a href="\/help\/get-online" class="button">Get online<\/a><\/p>/);
  expect(end).toMatch(
    /<a target="_blank" rel="noopener noreferrer" href="https:\/\/wa.me\/\?text=Troubleshooting" class="([^"]*)"[^>]*>Send this guide on WhatsApp<span class="sr-only"> (<!-- -->)?\(opens in a new tab\)<\/span><\/a>/,
  );
  // The secondary button: dark green text and border on white.
  expect(/wa\.me[^>]*class="([^"]*)"/.exec(end)?.[1]?.split(" ")).toEqual(
    expect.arrayContaining(["border-emerald-800", "bg-white", "text-emerald-900", "rounded-md"]),
  );
});
