import { baseLocale, locales, localizePath } from "#model/locales.ts";
import { absoluteUrl, notFoundPath, type offlinePath, type PagePath } from "#model/pages.ts";
import { config } from "../../config/index.ts";
import { m } from "../../paraglide/messages.js";
import { currentLocale } from "../locale/page-locale.ts";

const ogLocales = { en: "en_US", fr: "fr_FR", tr: "tr_TR", ar: "ar_PS" } as const;

/** A page's own title and description, from its content file or its messages. */
type PageMeta = { title: string; description: string };

/**
 * The title and description the page was prerendered with. While a first visit hydrates, a page's
 * text has not been downloaded (see PrerenderedText), and its head must stay as it is.
 */
function prerenderedMeta() {
  if (typeof document === "undefined") throw new Error("A page's text must be loaded (in its route's beforeLoad) before its head");
  return {
    fullTitle: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
  };
}

/**
 * The head of a page: title, description, canonical URL, `hreflang` alternates for every locale
 * plus `x-default`, and Open Graph tags, all for the locale being rendered.
 * @param path the page's unprefixed path, e.g. `/about`
 * @param meta the page's title and description; undefined while a first visit hydrates (kept as prerendered)
 */
export function pageHead(
  path: PagePath | typeof notFoundPath | typeof offlinePath,
  meta: PageMeta | undefined,
  options: { index?: boolean } = {},
) {
  const locale = currentLocale();
  const absolute = (p: string) => absoluteUrl(config.siteUrl, p);
  const canonical = absolute(localizePath(path, locale));
  const { fullTitle, description } = meta
    ? { fullTitle: path === "/" ? meta.title : `${meta.title} | ${m.site_name()}`, description: meta.description }
    : prerenderedMeta();
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
      // Each language's own image (scripts/og-images.ts): a French share shows French.
      { property: "og:image", content: `${config.siteUrl}/og/${locale}.png` },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: m.site_tagline() },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: fullTitle },
      { name: "twitter:description", content: description },
      { name: "twitter:image", content: `${config.siteUrl}/og/${locale}.png` },
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

/** JSON-LD for the home page: the organization (an NGO) and the website, in the page's locale. */
export function organizationJsonLd() {
  const locale = currentLocale();
  const home = absoluteUrl(config.siteUrl, localizePath("/", locale));
  const data = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "NGO",
        "@id": `${config.siteUrl}/#organization`,
        // One organisation behind every locale: its registered (English) name, and the page's own.
        name: m.site_name({}, { locale: baseLocale }),
        alternateName: locale === baseLocale ? undefined : m.site_name(),
        url: config.siteUrl,
        logo: `${config.siteUrl}/icon-512.png`,
        description: m.site_tagline(),
        sameAs: Object.values(config.social).filter(Boolean),
      },
      {
        "@type": "WebSite",
        "@id": `${home}#website`,
        url: home,
        name: m.site_name(),
        inLanguage: locale,
        publisher: { "@id": `${config.siteUrl}/#organization` },
      },
    ],
  };
  // `<` is escaped so the JSON can never close its script element.
  return { type: "application/ld+json", children: JSON.stringify(data).replace(/</g, "\\u003c") };
}

/**
 * The not-found page's head: the served 404 pages' (src/routes/404.tsx), and the root route's when a
 * link followed in the app leads to an unknown path, which matches the root alone.
 */
export function notFoundHead() {
  return pageHead(notFoundPath, { title: m.notfound_title(), description: m.notfound_description() }, { index: false });
}
