import { describe, expect, it } from "vitest";
import { backToTopShown } from "./back-to-top.ts";

const phone = { shown: false, overFooter: false, roomBeside: false };

describe("backToTopShown", () => {
  it("stays hidden up to 500px, whatever the direction or the screen", () => {
    expect(backToTopShown({ ...phone, y: 500, previousY: 900, roomBeside: true })).toBe(false);
    expect(backToTopShown({ ...phone, y: 120, previousY: 0, overFooter: true })).toBe(false);
  });

  it("on a phone, hides while the reader scrolls down and shows as she scrolls back up", () => {
    expect(backToTopShown({ ...phone, y: 900, previousY: 700, shown: true })).toBe(false);
    expect(backToTopShown({ ...phone, y: 850, previousY: 900 })).toBe(true);
    // No movement (a resize, a layout change): as it was.
    expect(backToTopShown({ ...phone, y: 850, previousY: 850, shown: true })).toBe(true);
    expect(backToTopShown({ ...phone, y: 850, previousY: 850, shown: false })).toBe(false);
  });

  it("shows past 500px over the footer, or beside the text on a wide screen, in both directions", () => {
    expect(backToTopShown({ ...phone, y: 3000, previousY: 2800, overFooter: true })).toBe(true);
    expect(backToTopShown({ ...phone, y: 900, previousY: 700, roomBeside: true })).toBe(true);
  });
});
