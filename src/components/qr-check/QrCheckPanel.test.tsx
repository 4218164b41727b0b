// @vitest-environment happy-dom
// The QR check on /upload as a donor uses it, in English and in Arabic: a screenshot pasted anywhere
// on the page (or dropped on the card) is checked and its answer shown; a paste with no image is
// left to the page. The decoder is mocked: its reading is tested in the browser, on real pictures.
// Expected text from messages/<locale>.json.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DecodedImage } from "../../lib/qr/decode-passes.ts";
import { loadDecoder } from "../../lib/qr/load-decoder.ts";
import { messages } from "../../test-support/messages.ts";
import { QrCheckPanel } from "./QrCheckPanel.tsx";

vi.mock("../../lib/qr/load-decoder.ts", () => ({ loadDecoder: vi.fn() }));
const load = vi.mocked(loadDecoder);

/** The pictures the mocked decoder was given, and what it answers for each. */
let decoded: Blob[] = [];
let answer: DecodedImage = { kind: "none" };
beforeEach(() => {
  decoded = [];
  load.mockResolvedValue({
    decodeQr: async (file: Blob) => {
      decoded.push(file);
      return answer;
    },
  } as unknown as Awaited<ReturnType<typeof loadDecoder>>);
});
afterEach(() => {
  cleanup();
  load.mockReset();
  window.history.replaceState(null, "", "/");
});

const screenshot = new File(["picture"], "screenshot.png", { type: "image/png" });

describe.each([
  { locale: "en", path: "/upload" },
  { locale: "ar", path: "/ar/upload" },
])("in $locale", ({ locale, path }) => {
  const text = messages(locale);
  const card = () => screen.getByRole("region", { name: text.qr_check_heading });
  const open = () => {
    window.history.replaceState(null, "", path);
    return render(<QrCheckPanel />);
  };
  /** Pastes `files` on the page, as Ctrl+V does; whether the page's own paste was stopped. */
  const paste = (files: File[]) => !fireEvent.paste(document, { clipboardData: { files } });

  it("a screenshot pasted on the page is checked: “Checking…”, then the eSIM code it holds, partly hidden", async () => {
    answer = { kind: "one", text: "LPA:1$rsp.example-esim.com$ZX47-QP92-LM83-TT51$$1" };
    open();
    expect(paste([screenshot])).toBe(true);
    expect(card().textContent).toContain(text.qr_check_checking);
    await within(card()).findByText(text.qr_check_valid);
    expect(decoded).toEqual([screenshot]);
    expect(card().textContent).not.toContain(text.qr_check_checking);
    expect(card().textContent).toContain("rsp.example-esim.com");
    expect(card().textContent).toContain("ZX47•••");
    expect(card().textContent).not.toContain("ZX47-QP92-LM83-TT51");
    expect(card().textContent).toContain(text.qr_check_confirmation);
  });

  it("a pasted screenshot with no code gets the advice for another", async () => {
    answer = { kind: "none" };
    open();
    paste([screenshot]);
    await within(card()).findByText(text.qr_check_none);
    for (const advice of [text.qr_check_advice_whole, text.qr_check_advice_crop, text.qr_check_advice_sharp, text.qr_check_advice_one]) {
      expect(card().textContent).toContain(advice);
    }
  });

  it("a paste with no image (text copied from an email) is left to the page, and nothing is checked", () => {
    open();
    expect(paste([new File(["LPA:1$…"], "note.txt", { type: "text/plain" })])).toBe(false);
    expect(paste([])).toBe(false);
    expect(decoded).toEqual([]);
    expect(card().textContent).not.toContain(text.qr_check_checking);
  });

  it("a screenshot dropped on the card is checked too", async () => {
    answer = { kind: "several" };
    open();
    fireEvent.drop(card(), { dataTransfer: { files: [screenshot] } });
    await within(card()).findByText(text.qr_check_several);
    expect(decoded).toEqual([screenshot]);
  });

  it("listens to pastes once, however often it shows a new answer, and no more once gone", async () => {
    const listening = vi.spyOn(document, "addEventListener");
    answer = { kind: "several" };
    const { unmount } = open();
    paste([screenshot]);
    await within(card()).findByText(text.qr_check_several);
    answer = { kind: "none" };
    paste([screenshot]);
    await within(card()).findByText(text.qr_check_none);
    expect(listening.mock.calls.filter(([type]) => type === "paste")).toHaveLength(1);
    listening.mockRestore();
    unmount();
    expect(paste([screenshot])).toBe(false);
    expect(decoded).toHaveLength(2);
  });
});
