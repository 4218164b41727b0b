// What a Markdown link may point at: the targets the content check takes and the renderer writes,
// and the reason for each it refuses. Page paths are the site's own (model/pages.ts); the sections
// here are made up.
import { describe, expect, it } from "vitest";
import { classifyLinkTarget, type KnownSections, type LinkTarget } from "./link-targets.ts";

const sections: KnownSections = {
  pagePath: "/",
  of: (path) => ({ "/": ["donate"], "/contact": ["message"] })[path] ?? [],
};

const notAPage = (href: string): LinkTarget => ({ kind: "invalid", reason: `links to "${href}", which is not a page of the site` });
const unknownTarget = (href: string): LinkTarget => ({
  kind: "invalid",
  reason: `unknown link target "${href}": use servicesLink, travelLink, distributionPolicyLink, donateLink, supportLink, a page's path (/upload) or a section (#anchor)`,
});

const cases: Array<[string, LinkTarget]> = [
  ["servicesLink", { kind: "parameter", name: "servicesLink" }],
  ["supportLink", { kind: "parameter", name: "supportLink" }],
  [
    "fooLink",
    {
      kind: "invalid",
      reason: `unknown link parameter "fooLink" (use servicesLink, travelLink, distributionPolicyLink, donateLink, supportLink or a page's path)`,
    },
  ],
  ["/", { kind: "page", path: "/", anchor: undefined }],
  ["/help/install", { kind: "page", path: "/help/install", anchor: undefined }],
  ["/contact#message", { kind: "page", path: "/contact", anchor: "message" }],
  ["/contact#nope", { kind: "invalid", reason: `links to "/contact#nope", but /contact has no section #nope` }],
  ["#donate", { kind: "anchor", anchor: "donate" }],
  ["#nope", { kind: "invalid", reason: `links to "#nope", but / has no section #nope` }],
  ["/request", notAPage("/request")],
  // Protocol-relative, and a backslash browsers read as a slash: both lead to another host.
  ["//evil.example/x", notAPage("//evil.example/x")],
  ["/\\evil.example", notAPage("/\\evil.example")],
  ["https://evil.example", unknownTarget("https://evil.example")],
  ["javascript:alert(document.cookie)", unknownTarget("javascript:alert(document.cookie)")],
  ["", unknownTarget("")],
];

describe("classifyLinkTarget", () => {
  it.each(cases)("%j", (href, expected) => {
    expect(classifyLinkTarget(href, sections)).toEqual(expected);
  });

  it("takes any section of a page when it is not told the sections (the renderer)", () => {
    expect(classifyLinkTarget("/contact#nope")).toEqual({ kind: "page", path: "/contact", anchor: "nope" });
    expect(classifyLinkTarget("#nope")).toEqual({ kind: "anchor", anchor: "nope" });
    expect(classifyLinkTarget("//evil.example/x")).toEqual(notAPage("//evil.example/x"));
  });
});
