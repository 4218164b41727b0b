// Phone and desktop widths the site is checked at (the desktop one is every test's default, in
// playwright.config.ts).
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;
