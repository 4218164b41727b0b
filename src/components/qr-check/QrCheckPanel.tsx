import { type DragEvent, useEffect, useState } from "react";
import { readQrContent } from "../../lib/esim/activation-code.ts";
import { loadDecoder } from "../../lib/qr/load-decoder.ts";
import { type QrReading, useQrImageReader } from "../../lib/qr/use-qr-image-reader.ts";
import { m } from "../../paraglide/messages.js";
import { buttonClass } from "../ui/button.ts";
import { cardClass } from "../ui/card.ts";
import { type CheckState, QrCheckResult } from "./QrCheckResult.tsx";

/** The first image among pasted or dropped files. */
function imageIn(files: FileList | null | undefined) {
  return [...(files ?? [])].find((file) => file.type.startsWith("image/"));
}

/** What reading the image found, as the check answers it. */
function fromReading(reading: QrReading): CheckState {
  if (reading.kind === "reading") return { step: "checking" };
  if (reading.kind === "one") return { step: "read", content: readQrContent(reading.text), text: reading.text };
  if (reading.kind === "none") return { step: "no-code" };
  return { step: reading.kind };
}

/** Pick, drop or paste a screenshot; it is decoded on this device and never sent. */
export function QrCheckPanel() {
  const [state, setState] = useState<CheckState>({ step: "idle" });
  const [dragging, setDragging] = useState(false);
  const check = useQrImageReader(setState, fromReading);

  // An image pasted anywhere on the page is checked: listened to once (`check` stays the same function).
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = imageIn(event.clipboardData?.files);
      if (!file) return;
      event.preventDefault();
      void check(file);
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [check]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = imageIn(event.dataTransfer.files) ?? event.dataTransfer.files[0];
    if (file) void check(file);
  };

  return (
    <section
      aria-labelledby="qr-check-heading"
      className={cardClass("plain", { size: "item" })}
      onPointerEnter={() => void loadDecoder().catch(() => {})}
      onFocus={() => void loadDecoder().catch(() => {})}
      // The whole card takes a dropped image (a mouse shortcut; the file button does the same by keyboard).
      onDragEnter={() => {
        setDragging(true);
        void loadDecoder().catch(() => {});
      }}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={(event) => {
        const stillInside = event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);
        if (!stillInside) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <h2 id="qr-check-heading" className="text-xl font-semibold tracking-tight text-stone-950">
        {m.qr_check_heading()}
      </h2>
      <p className="mt-3 text-stone-700">{m.qr_check_intro()}</p>
      <div
        className={`mt-5 flex flex-col items-start gap-3 rounded-xl border-2 border-dashed p-5 ${dragging ? "border-emerald-700 bg-emerald-50" : "border-stone-300"}`}
      >
        <input
          id="qr-check-file"
          type="file"
          accept="image/*"
          className="peer sr-only"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void check(file);
            event.currentTarget.value = ""; // the same file can be checked again after a retake
          }}
        />
        <label
          htmlFor="qr-check-file"
          className={buttonClass("secondary", {
            // Three cards deep on a 320 px phone, a long word of the label ("görüntüsünü") with a
            // reader's wider letter spacing must still break rather than widen the page.
            className:
              "cursor-pointer [overflow-wrap:anywhere] peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-700",
          })}
        >
          {m.qr_check_choose()}
        </label>
        <p className="text-sm text-stone-600">{m.qr_check_drop()}</p>
      </div>
      <div aria-live="polite" className="mt-5">
        <QrCheckResult state={state} />
      </div>
    </section>
  );
}
