// @vitest-environment happy-dom
// A text field in error, in GOV.UK Frontend's order: label, hint, then the message with a hidden
// "Error:", then the input, which names the hint and the message as its description.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { TextField } from "./text-field.tsx";

afterEach(cleanup);

it("says what is wrong before the input, starting with a hidden “Error:”", () => {
  render(<TextField id="gb" name="gb" label="Data (GB)" hint="A whole number" error="Enter a whole number from 1 to 100" />);
  const input = screen.getByLabelText("Data (GB)");
  expect(input.getAttribute("aria-invalid")).toBe("true");
  expect(input.getAttribute("aria-describedby")).toBe("gb-hint gb-error");
  const message = document.getElementById("gb-error");
  expect(message?.textContent).toBe("Error: Enter a whole number from 1 to 100");
  expect(message?.querySelector(".sr-only")?.textContent).toBe("Error:");
  const order = [...(input.parentElement?.children ?? [])].map((element) => element.id || element.tagName.toLowerCase());
  expect(order).toEqual(["label", "gb-hint", "gb-error", "gb"]);
});

it("without an error, has no message and is not marked invalid", () => {
  render(<TextField id="gb" name="gb" label="Data (GB)" />);
  const input = screen.getByLabelText("Data (GB)");
  expect(input.hasAttribute("aria-invalid")).toBe(false);
  expect(input.hasAttribute("aria-describedby")).toBe(false);
  expect(document.getElementById("gb-error")).toBeNull();
});
