// @vitest-environment happy-dom
// The installer's card as a resident sees it, in English and in Arabic: an install link's code
// (after `#`) fills the card and leaves the address bar at once, so that it stays out of history
// and bookmarks; junk after `#` is named as such and shown as text; a picked picture is read (the
// decoder mocked: its reading is tested in the browser, on real pictures). Expected text from
// messages/<locale>.json.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DecodedImage } from "../../lib/qr/decode-passes.ts";
import { loadDecoder } from "../../lib/qr/load-decoder.ts";
import { messages } from "../../test-support/messages.ts";
import { InstallerPanel } from "./InstallerPanel.tsx";

vi.mock("../../lib/qr/load-decoder.ts", () => ({ loadDecoder: vi.fn() }));
const load = vi.mocked(loadDecoder);

afterEach(() => {
  cleanup();
  load.mockReset();
  window.history.replaceState(null, "", "/");
});

const code = "LPA:1$smdp.example.test$TEST-7K2Q-9XW4";

describe.each([
  { locale: "en", path: "/help/installer" },
  { locale: "ar", path: "/ar/help/installer" },
])("in $locale", ({ locale, path }) => {
  const text = messages(locale);
  const card = () => screen.getByRole("region", { name: text.installer_heading });
  /** Opens the installer at `path` with `fragment` after `#`, as a resident follows a link. */
  const open = (fragment = "") => {
    window.history.replaceState(null, "", fragment ? `${path}#${fragment}` : path);
    render(<InstallerPanel />);
  };

  it("an install link's code fills the card, and leaves the address bar", async () => {
    // As installLink writes it: the whole code URL-encoded.
    open("LPA%3A1%24smdp.example.test%24TEST-7K2Q-9XW4");
    expect(window.location.href).toBe(`http://localhost:3000${path}`);
    expect(card().textContent).toContain(text.installer_from_link);
    await within(card()).findByText(text.installer_ready);
    // On a computer (the test DOM's agent), the ways lead with the QR code to scan from this screen.
    const ways = await within(card()).findAllByRole("heading", { level: 3 });
    expect(ways.map((heading) => heading.textContent)).toEqual([
      text.installer_qr_heading,
      text.installer_link_heading,
      text.installer_android_heading,
      text.installer_iphone_heading,
      text.installer_manual_heading,
    ]);
    // The SM-DP+ address shows; the activation code is hidden until asked for.
    expect(card().textContent).toContain("smdp.example.test");
    expect(card().textContent).toContain("TEST•••");
    expect(card().textContent).not.toContain("TEST-7K2Q-9XW4");
    fireEvent.click(within(card()).getByRole("button", { name: text.installer_show_code }));
    expect(card().textContent).toContain(code);
    expect(within(card()).getByText(text.installer_another).tagName).toBe("LABEL");
  });

  it("junk or markup after # gets its words, shown as text, never as HTML; the address is cleared too", () => {
    const markup = '<img src=x onerror="document.title=1">';
    open(encodeURIComponent(markup));
    expect(window.location.href).toBe(`http://localhost:3000${path}`);
    expect(card().textContent).toContain(text.installer_bad_link);
    expect(card().textContent).toContain(markup);
    expect(card().querySelector("img")).toBeNull();
  });

  it("an address with nothing after # leaves the card waiting for a picture", () => {
    open();
    expect(within(card()).getByText(text.installer_choose).tagName).toBe("LABEL");
    expect(card().textContent).not.toContain(text.installer_from_link);
  });

  it.each<[string, DecodedImage | "throws", string]>([
    ["an eSIM code", { kind: "one", text: code }, "installer_ready"],
    ["a web link", { kind: "one", text: "https://example.org/win-a-prize" }, "installer_web_link"],
    ["a damaged eSIM code", { kind: "one", text: "LPA:1$smdp.example.test" }, "installer_broken"],
    ["no code", { kind: "none" }, "installer_none"],
    ["two codes", { kind: "several" }, "installer_several"],
    ["a file that is no image", "throws", "installer_not_image"],
  ])("a picked picture holding %s: “Reading…”, then what it held", async (_, decoded, expected) => {
    const decodeQr = async (): Promise<DecodedImage> => {
      if (decoded === "throws") throw new DOMException("The source image could not be decoded.", "InvalidStateError");
      return decoded;
    };
    load.mockResolvedValue({ decodeQr } as unknown as Awaited<ReturnType<typeof loadDecoder>>);
    open();
    const picture = new File(["picture"], "esim.png", { type: "image/png" });
    // A file input sends `change` on both renderers (Preact maps onChange to `input` only for text fields).
    fireEvent.change(screen.getByLabelText(text.installer_choose), { target: { files: [picture] } });
    // Until the decoder answers (a moment later), the card says it is reading.
    expect(card().textContent).toContain(text.installer_reading);
    await within(card()).findByText(text[expected as keyof typeof text]);
    expect(card().textContent).not.toContain(text.installer_reading);
  });
});
