// The configuration parsed at build time by vite.config.ts (see model/config/schema.ts). Import this,
// never the environment: `__SITE_CONFIG__` is replaced with the parsed object by Vite.
import type { FormUrls, SiteConfig } from "#model/config/schema.ts";

declare const __SITE_CONFIG__: SiteConfig;

/** The site's configuration, validated and with defaults applied. */
export const config: SiteConfig = __SITE_CONFIG__;

/** The URL of a form for a locale, falling back to the English one. */
export function formUrlFor(urls: FormUrls, locale: keyof FormUrls) {
  return urls[locale] ?? urls.en;
}
