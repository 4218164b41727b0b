import { config } from "../config";
import { m } from "../paraglide/messages";
import { currentLocale } from "./i18n";
import { baseLocale, locales, localizePath } from "./locale.js";

const ogLocales = { en: "en_US", fr: "fr_FR", tr: "tr_TR", ar: "ar_PS" } as const;

/**
 * The head of a page: title, description, canonical URL, `hreflang` alternates for every locale
 * plus `x-default`, and Open Graph tags, all for the locale being rendered.
 * @param path the page's unprefixed path, e.g. `/about`
 */
export function pageHead(path: string, title: string, description: string, options: { index?: boolean } = {}) {
  const locale = currentLocale();
  const absolute = (p: string) => `${config.siteUrl}${p === "/" ? "" : p}` || "/";
  const canonical = absolute(localizePath(path, locale));
  const fullTitle = path === "/" ? title : `${title} | ${m.site_name()}`;
  const index = options.index ?? true;
  return {
    meta: [
      { title: fullTitle },
      { name: "description", content: description },
      ...(index ? [] : [{ name: "robots", content: "noindex" }]),
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: m.site_name() },
      { property: "og:title", content: fullTitle },
      { property: "og:description", content: description },
      { property: "og:url", content: canonical },
      { property: "og:locale", content: ogLocales[locale] },
    ],
    links: index
      ? [
          { rel: "canonical", href: canonical },
          ...locales.map((l) => ({ rel: "alternate", hrefLang: l, href: absolute(localizePath(path, l)) })),
          { rel: "alternate", hrefLang: "x-default", href: absolute(localizePath(path, baseLocale)) },
        ]
      : [],
  };
}
