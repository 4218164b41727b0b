// @vitest-environment happy-dom
// A page whose code could not be downloaded stays as prerendered (static-page.ts): its note shows,
// and a guide puts the visitor's phone first in the document as the stylesheet shows it, since no
// app will come to order the blocks (decision 200's addendum).
import { afterEach, describe, expect, it } from "vitest";
import { GUIDE_PLATFORMS_MARK } from "#model/pages.ts";
import { keepStaticPage } from "./static-page.ts";

/** An Arabic guide as prerendered, its phones in the fixed order, its note hidden. */
function prerenderedGuide() {
  window.history.replaceState(null, "", "/ar/help/get-online");
  document.body.innerHTML = `<div id="page-code-failed" hidden><button type="button">Try again</button></div>
<div ${GUIDE_PLATFORMS_MARK}=""><div id="iphone" data-platform="iphone"></div><div id="samsung" data-platform="samsung"></div><div id="android" data-platform="android"></div></div>`;
}

const phonesInDocument = () => [...document.querySelectorAll("[data-platform]")].map((block) => block.id);

describe("a page whose code failed", () => {
  afterEach(() => {
    document.documentElement.removeAttribute("data-phone");
    document.body.innerHTML = "";
  });

  it("shows its note and puts the visitor's phone first in the document", () => {
    prerenderedGuide();
    document.documentElement.setAttribute("data-phone", "samsung");
    keepStaticPage();
    expect(document.getElementById("page-code-failed")?.hidden).toBe(false);
    expect(phonesInDocument()).toEqual(["samsung", "iphone", "android"]);
  });

  it("keeps the page's order on a computer, where no phone is marked", () => {
    prerenderedGuide();
    keepStaticPage();
    expect(phonesInDocument()).toEqual(["iphone", "samsung", "android"]);
  });
});
