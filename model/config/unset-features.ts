// What a build without some variables leaves out, listed by `npm run build` (scripts/build.ts).
// Each of these has no default on purpose (the team's own providers), and the pages say so
// truthfully when one is missing; but a production build that forgot the upload form tells every
// donor that in-kind donations are closed. The build still succeeds: a preview or a test build
// without forms is legitimate.
import { baseLocale, type Locale, locales } from "../locales.ts";
import type { FormUrls, SiteConfig } from "./schema.ts";

/** Locales whose page has no form of this kind: none of its own, and no English one to fall back on. */
function localesWithout(urls: FormUrls): Locale[] {
  return locales.filter((locale) => !urls[locale] && !urls[baseLocale]);
}

const formEffects = {
  uploadForm: {
    variable: "KGC_UPLOAD_FORM_URL",
    effect: "/donate says the upload form is closed and /upload has no form: in-kind donations cannot be taken",
  },
  contactForm: {
    variable: "KGC_CONTACT_FORM_URL",
    effect: "/contact has no contact form (partners and support are sent to the other channels)",
  },
  newsletterScript: { variable: "KGC_NEWSLETTER_SCRIPT_URL", effect: "/contact#newsletter has no sign-up form" },
} as const;

/** One line per missing setting: the variables to set and what visitors see until they are. */
export function unsetFeatures(config: SiteConfig): string[] {
  const lines: string[] = [];
  for (const [kind, { variable, effect }] of Object.entries(formEffects)) {
    const missing = localesWithout(config.forms[kind as keyof typeof formEffects]);
    if (missing.length === 0) continue;
    const fallback = `${variable}_${baseLocale.toUpperCase()}`;
    const pages = missing.length === locales.length ? "every locale" : missing.join(", ");
    lines.push(`${fallback} (the form of every locale without its own) not set: in ${pages}, ${effect}.`);
  }
  if (!config.supportWhatsAppUrl) {
    lines.push('KGC_SUPPORT_WHATSAPP_URL not set: the guides\' "contact support" links lead to /contact.');
  }
  return lines;
}
