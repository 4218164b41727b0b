/** Shown once the page is scrolled past this many pixels (the product specification's threshold). */
export const SCROLL_TOP_THRESHOLD = 500;

/** Where the page's column leaves room for the button beside the text: the 72rem column plus two 6rem margins. */
export const ROOM_BESIDE_TEXT = "(min-width: 1320px)";

type Scroll = {
  /** The scroll position now and at the last event. */
  y: number;
  previousY: number;
  /** Whether the button was shown after the last event. */
  shown: boolean;
  /** The button's corner is over the footer: past the page's text. */
  overFooter: boolean;
  /** The screen is wide enough for the button to sit beside the text column. */
  roomBeside: boolean;
};

/**
 * Whether the back-to-top button shows (decision 143). Past the threshold it shows where it covers no
 * text: beside the column on a wide screen, over the footer, or while the visitor scrolls back up (a
 * reader heading for the top); on a phone it hides while the visitor scrolls down to read, since at the
 * inline end it would cover the ends of the lines.
 */
export function backToTopShown({ y, previousY, shown, overFooter, roomBeside }: Scroll): boolean {
  if (y <= SCROLL_TOP_THRESHOLD) return false;
  if (roomBeside || overFooter) return true;
  if (y < previousY) return true;
  if (y > previousY) return false;
  return shown;
}
