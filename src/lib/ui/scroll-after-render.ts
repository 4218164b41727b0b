/**
 * The router's `scrollRestoration` in the browser: whether it restores or resets the scroll
 * position, and scrolls to the address's section, after a render.
 *
 * Not after the first render of the page the browser loaded: the app starts once the page has
 * painted (decision 020), when the reader may have scrolled, or the browser has scrolled to the
 * address's section, already. After every other render, a navigation. That first render is known
 * by its page (its path, which the router writes back the same way, unlike its search part), not
 * only by coming first: a link followed while the app starts may render first.
 *
 * A navigation while the document still hydrates in slices (decision 196) renders its page in
 * slices too, and the router scrolls to the section before the slice that holds it has rendered:
 * a tap on "Partner with us" as the app started opened the contact page near its top, under CPU
 * ×4 (`afterSlices` then runs the scroll again once every slice has rendered).
 *
 * `loaded` is the path of the page the browser loaded, as the router reads it (`pathname`).
 */
export function scrollAfterRender(loaded: string, afterSlices: (then: () => void) => void) {
  let firstRender = true;
  return ({ location }: { location: { pathname: string; hash: string } }) => {
    const leaveAlone = firstRender && location.pathname === loaded;
    firstRender = false;
    if (!leaveAlone && location.hash) afterSlices(() => document.getElementById(location.hash)?.scrollIntoView());
    return !leaveAlone;
  };
}
