// What Chromium-based browsers offer on `navigator` that TypeScript's DOM types do not have yet,
// written once for the code that reads them: the Network Information API's `connection` (Save-Data
// and the connection's speed: the bootstrap's data-saving mode and the service worker's
// registration) and User-Agent Client Hints' `userAgentData` (the phone's model: platform.ts and
// the first paint's phone-first mark). Both optional: other browsers have neither.
export {};

declare global {
  interface Navigator {
    readonly connection?: { readonly saveData?: boolean; readonly effectiveType?: string };
    readonly userAgentData?: { getHighEntropyValues?(hints: string[]): Promise<{ model?: string }> };
  }
}
