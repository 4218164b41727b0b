// @vitest-environment happy-dom
// Reading a picture's QR code, as the installer and the QR check both do: what is shown, step by
// step, for each thing the decoder can do (the decoder mocked: its own reading is tested in the
// browser, on real pictures), and that a slow first picture never overwrites a second.
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DecodedImage } from "./decode-passes.ts";
import { loadDecoder } from "./load-decoder.ts";
import { type QrReading, useQrImageReader } from "./use-qr-image-reader.ts";

vi.mock("./load-decoder.ts", () => ({ loadDecoder: vi.fn() }));
const load = vi.mocked(loadDecoder);
afterEach(() => load.mockReset());

/** The decoder as loaded: its `decodeQr` answers each picture with `answer(picture)`. */
const decoder = (answer: (picture: Blob) => Promise<DecodedImage>) =>
  ({ decodeQr: answer }) as unknown as Awaited<ReturnType<typeof loadDecoder>>;
const picture = (name: string) => new Blob([name], { type: "image/png" });
const code = "LPA:1$smdp.example.test$TEST-7K2Q-9XW4";

/** The hook with a recorder for what it shows, each reading as it is. */
function reader() {
  const shown: QrReading[] = [];
  const show = (reading: QrReading) => shown.push(reading);
  const same = (reading: QrReading) => reading;
  const { result, rerender } = renderHook(() => useQrImageReader(show, same));
  return { shown, result, rerender };
}

describe("reading one picture", () => {
  it.each<[string, () => Promise<Awaited<ReturnType<typeof loadDecoder>>>, QrReading[]]>([
    [
      "one code: its text",
      async () => decoder(async () => ({ kind: "one", text: code })),
      [{ kind: "reading" }, { kind: "one", text: code }],
    ],
    ["no code", async () => decoder(async () => ({ kind: "none" })), [{ kind: "reading" }, { kind: "none" }]],
    ["several codes", async () => decoder(async () => ({ kind: "several" })), [{ kind: "reading" }, { kind: "several" }]],
    [
      "a file the browser cannot open as an image",
      async () =>
        decoder(async () => {
          throw new DOMException("The source image could not be decoded.", "InvalidStateError");
        }),
      [{ kind: "reading" }, { kind: "not-image" }],
    ],
    [
      "the decoder did not download",
      async () => {
        throw new TypeError("Failed to fetch dynamically imported module");
      },
      [{ kind: "reading" }, { kind: "unavailable" }],
    ],
  ])("%s", async (_, loaded, expected) => {
    load.mockImplementation(loaded);
    const { shown, result } = reader();
    await act(() => result.current(picture("esim.png")));
    expect(shown).toEqual(expected);
  });
});

describe("reading one picture after another", () => {
  it("a first picture answered after the second was picked: only the second's answer shows", async () => {
    // Each picture's answer, in the order they were picked, given by hand.
    const answers: ((image: DecodedImage) => void)[] = [];
    load.mockResolvedValue(decoder(() => new Promise((resolve) => answers.push(resolve))));
    const { shown, result } = reader();
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    await act(async () => {
      first = result.current(picture("first.png"));
      second = result.current(picture("second.png"));
      await vi.waitFor(() => expect(answers).toHaveLength(2));
    });
    await act(async () => {
      answers[1]?.({ kind: "one", text: code });
      await second;
      answers[0]?.({ kind: "none" });
      await first;
    });
    expect(shown).toEqual([{ kind: "reading" }, { kind: "reading" }, { kind: "one", text: code }]);
  });

  it("after the decoder failed to download, the next picture is read", async () => {
    load.mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    load.mockResolvedValueOnce(decoder(async () => ({ kind: "one", text: code })));
    const { shown, result } = reader();
    await act(() => result.current(picture("esim.png")));
    await act(() => result.current(picture("esim.png")));
    expect(shown).toEqual([{ kind: "reading" }, { kind: "unavailable" }, { kind: "reading" }, { kind: "one", text: code }]);
  });

  it("gives the same `read` at every render, so a listener attached with it is attached once", () => {
    const { result, rerender } = reader();
    const read = result.current;
    rerender();
    expect(result.current).toBe(read);
  });
});
