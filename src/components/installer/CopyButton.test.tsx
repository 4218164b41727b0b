// @vitest-environment happy-dom
// The copy button's answer, in the two cases the browser decides: the text copied ("Copied"), or no
// clipboard at all (a page served over plain http, an older browser), where the visitor is told how to copy by hand instead of seeing nothing happen. Expected text from
// messages/en.json.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../test-support/messages.ts";
import { CopyButton } from "./CopyButton.tsx";

const text = messages("en");
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the copy button", () => {
  it("says the code is copied once the clipboard has it", async () => {
    const written: string[] = [];
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: async (value: string) => void written.push(value) } });
    render(<CopyButton text="TEST-7K2Q-9XW4" what="Activation code" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy: Activation code" }));
    expect(await screen.findByText(text.installer_copied)).toBeTruthy();
    expect(written).toEqual(["TEST-7K2Q-9XW4"]);
  });

  it("says how to copy by hand where the browser has no clipboard", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    render(<CopyButton text="TEST-7K2Q-9XW4" what="Activation code" label="Copy the code" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy the code" }));
    expect(await screen.findByText(text.installer_copy_failed)).toBeTruthy();
  });
});
