// The configuration parsed at build time by vite.config.ts (see ./schema.ts). Import this,
// never the environment: `__SITE_CONFIG__` is replaced with the parsed object by Vite.
import type { SiteConfig } from "./schema";

declare const __SITE_CONFIG__: SiteConfig;

/** The site's configuration, validated and with defaults applied. */
export const config: SiteConfig = __SITE_CONFIG__;
