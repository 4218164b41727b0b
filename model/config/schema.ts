// The site's configuration: every outbound link, partner and embedded form, read from the
// environment once at build time (see vite.config.ts) and baked into the pages.
import { z } from "zod";
import { fromLocales, locales } from "../locales.ts";

/** Defaults that give a complete site on a fresh machine; `.env.example` documents each one. */
export const defaults = {
  KGC_SITE_URL: "https://keepgazaconnected.org",
  KGC_REQUEST_SITE_URL: "https://services.keepgazaconnected.org",
  KGC_DONATE_URL: "https://donate.keepgazaconnected.org",
  KGC_TRAVEL_STORE_URL: "https://travel.keepgazaconnected.org",
  KGC_STORE_EGYPT_URL: "https://travel.keepgazaconnected.org/egypt",
  KGC_STORE_ISRAEL_URL: "https://travel.keepgazaconnected.org/israel",
  KGC_STORE_REGIONAL_URL: "https://travel.keepgazaconnected.org/middle-east-limit-flex",
  KGC_INSTAGRAM_URL: "https://www.instagram.com/keepgazaconnected",
  KGC_FACEBOOK_URL: "https://www.facebook.com/keepgazaconnected",
  KGC_X_URL: "https://x.com/keepgazaconnect",
  KGC_WHATSAPP_CHANNEL_URL: "https://whatsapp.com/channel/keepgazaconnected",
  KGC_LINKEDIN_URL: "https://www.linkedin.com/company/keepgazaconnected",
  KGC_API_BASE_URL: "https://api.dev.keepgazaconnected.org/v1",
  KGC_PARTNERS: "[]",
  KGC_FORM_TIMEOUT_MS: "20000",
} as const;

const FORM_KINDS = {
  contactForm: "CONTACT_FORM_URL",
  uploadForm: "UPLOAD_FORM_URL",
  newsletterScript: "NEWSLETTER_SCRIPT_URL",
  newsletterPage: "NEWSLETTER_PAGE_URL",
} as const;

/** Thrown with every bad variable named, so a failed build says what to fix. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === "https:" || protocol === "http:";
    } catch {
      return false;
    }
  }, "must be an absolute http: or https: URL");

/**
 * Optional plain text: empty or absent means "not configured". The other optional settings check
 * what it leaves (`optionalText.pipe(...)`), so an empty variable is never checked as a value.
 */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** An optional link: empty or absent means "not configured", and the page leaves it out. */
const optionalUrl = optionalText.pipe(httpUrl.optional());

/**
 * The support team's WhatsApp chat, where "contact support" leads when it is set: a `https://wa.me/<digits>`
 * link (the number in international form, digits only), which opens a chat that takes messages. A
 * WhatsApp channel (whatsapp.com/channel/…) only broadcasts, so it is refused here by its shape.
 */
const supportWhatsAppUrl = optionalText.pipe(
  z
    .string()
    .regex(
      /^https:\/\/wa\.me\/[1-9]\d{6,14}$/,
      "must be a WhatsApp chat link, https://wa.me/ then the number in international form, digits only (e.g. https://wa.me/970599000000)",
    )
    .optional(),
);

// A US Employer Identification Number, the tax ID printed on a 501(c)(3)'s receipts: NN-NNNNNNN.
const optionalEin = optionalText.pipe(
  z
    .string()
    .regex(/^\d{2}-\d{7}$/, "must be a US tax ID (EIN) written NN-NNNNNNN")
    .optional(),
);

const partner = z.object({
  name: z.string().trim().min(1, "a partner needs a name"),
  // A file under public/ ("/partners/name.svg") or an absolute http(s) URL.
  logo: z.union([
    z
      .string()
      .trim()
      .regex(/^\/[^/]/, "a partner logo is a /path or an http(s) URL"),
    httpUrl,
  ]),
  url: httpUrl,
});

const partnerList = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a JSON array of {name, logo, url}" });
      return z.NEVER;
    }
  })
  .pipe(z.array(partner));

const formVariables = Object.fromEntries(
  Object.values(FORM_KINDS).flatMap((kind) => locales.map((locale) => [`KGC_${kind}_${locale.toUpperCase()}`, optionalUrl])),
);

const envSchema = z
  .object({
    KGC_SITE_URL: httpUrl,
    KGC_REQUEST_SITE_URL: httpUrl,
    KGC_DONATE_URL: httpUrl,
    KGC_TRAVEL_STORE_URL: httpUrl,
    KGC_STORE_EGYPT_URL: optionalUrl,
    KGC_STORE_ISRAEL_URL: optionalUrl,
    KGC_STORE_REGIONAL_URL: optionalUrl,
    KGC_INSTAGRAM_URL: optionalUrl,
    KGC_FACEBOOK_URL: optionalUrl,
    KGC_X_URL: optionalUrl,
    KGC_WHATSAPP_CHANNEL_URL: optionalUrl,
    KGC_LINKEDIN_URL: optionalUrl,
    KGC_SUPPORT_WHATSAPP_URL: supportWhatsAppUrl,
    KGC_API_BASE_URL: httpUrl,
    KGC_PARTNERS: partnerList,
    KGC_FISCAL_SPONSOR_NAME: optionalText.pipe(z.string().max(120, "must be at most 120 characters").optional()),
    KGC_FISCAL_SPONSOR_EIN: optionalEin,
    KGC_FORM_TIMEOUT_MS: z.coerce.number().int("must be a whole number of milliseconds").min(1000).max(300_000),
    ...formVariables,
  })
  .refine((env) => !env.KGC_FISCAL_SPONSOR_EIN || env.KGC_FISCAL_SPONSOR_NAME, {
    path: ["KGC_FISCAL_SPONSOR_EIN"],
    message: "needs KGC_FISCAL_SPONSOR_NAME: a tax ID is shown with the name of the organisation it belongs to",
  });

/** One URL per locale; a locale without one uses the English one. */
export type FormUrls = Record<(typeof locales)[number], string | undefined>;

/** The parsed configuration the pages use. */
export type SiteConfig = ReturnType<typeof parseConfig>;

/**
 * Parses environment variables (unset ones take their defaults) into the site's configuration.
 * Throws a ConfigError naming every bad variable.
 */
export function parseConfig(env: Record<string, string | undefined>) {
  const withDefaults: Record<string, string | undefined> = { ...defaults };
  for (const [key, value] of Object.entries(env)) if (key.startsWith("KGC_") && value !== undefined) withDefaults[key] = value;
  const result = envSchema.safeParse(withDefaults);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const variable = String(issue.path[0]);
      return `  ${variable}: ${issue.message} (got ${JSON.stringify(withDefaults[variable] ?? "")})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env_ = result.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  const formUrls = (kind: string): FormUrls => fromLocales((locale) => env_[`KGC_${kind}_${locale.toUpperCase()}`]);
  return {
    siteUrl: env_.KGC_SITE_URL.replace(/\/+$/, ""),
    requestSiteUrl: env_.KGC_REQUEST_SITE_URL,
    donateUrl: env_.KGC_DONATE_URL,
    travelStoreUrl: env_.KGC_TRAVEL_STORE_URL,
    storeUrls: { egypt: env_.KGC_STORE_EGYPT_URL, israel: env_.KGC_STORE_ISRAEL_URL, regional: env_.KGC_STORE_REGIONAL_URL },
    social: {
      instagram: env_.KGC_INSTAGRAM_URL,
      facebook: env_.KGC_FACEBOOK_URL,
      x: env_.KGC_X_URL,
      whatsapp: env_.KGC_WHATSAPP_CHANNEL_URL,
      linkedin: env_.KGC_LINKEDIN_URL,
    },
    /** The support chat (`https://wa.me/<digits>`), or undefined when the team has not set one. */
    supportWhatsAppUrl: env_.KGC_SUPPORT_WHATSAPP_URL,
    apiBaseUrl: env_.KGC_API_BASE_URL,
    partners: env_.KGC_PARTNERS,
    /** The US 501(c)(3) that sponsors the program, when the team has set it: shown on /donate and in the footer. */
    fiscalSponsor: env_.KGC_FISCAL_SPONSOR_NAME ? { name: env_.KGC_FISCAL_SPONSOR_NAME, ein: env_.KGC_FISCAL_SPONSOR_EIN } : undefined,
    forms: {
      contactForm: formUrls(FORM_KINDS.contactForm),
      uploadForm: formUrls(FORM_KINDS.uploadForm),
      newsletterScript: formUrls(FORM_KINDS.newsletterScript),
      newsletterPage: formUrls(FORM_KINDS.newsletterPage),
      timeoutMs: env_.KGC_FORM_TIMEOUT_MS,
    },
  };
}

/** Origins of partner logos hosted elsewhere, for the Content-Security-Policy of /about. */
export function imageOrigins(config: SiteConfig) {
  return [...new Set(config.partners.flatMap((p) => (/^https?:/.test(p.logo) ? [new URL(p.logo).origin] : [])))];
}

/** Origins of every configured embedded form, for the Content-Security-Policy. */
export function formOrigins(config: SiteConfig) {
  const origins = (urls: FormUrls) => [...new Set(Object.values(urls).flatMap((url) => (url ? [new URL(url).origin] : [])))];
  return {
    frame: [...new Set([...origins(config.forms.contactForm), ...origins(config.forms.uploadForm)])],
    script: origins(config.forms.newsletterScript),
  };
}

// The hosted content editor at /admin (Decap CMS with the GitHub backend). Kept apart from the
// site's configuration above, which is baked into every page: the editor's settings reach only
// dist/site-config.json and the editor's own config.json.
const cmsSchema = z.object({
  KGC_CMS_REPO: optionalText.pipe(
    z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, "must be a GitHub repository as owner/name")
      .optional(),
  ),
  KGC_CMS_BRANCH: z
    .string()
    .trim()
    .regex(/^[\w][\w./-]*$/, "must be a branch name")
    .default("main"),
  KGC_CMS_AUTH_URL: optionalUrl,
});

/** The hosted editor's settings: no repository means the hosted editor is not set up. */
export type CmsSettings = { repo?: string; branch: string; authUrl?: string };

/** Parses the hosted editor's variables; throws a ConfigError naming every bad one. */
export function parseCmsConfig(env: Record<string, string | undefined>): CmsSettings {
  const result = cmsSchema.safeParse({
    KGC_CMS_REPO: env.KGC_CMS_REPO,
    KGC_CMS_BRANCH: env.KGC_CMS_BRANCH || undefined,
    KGC_CMS_AUTH_URL: env.KGC_CMS_AUTH_URL,
  });
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${String(issue.path[0])}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])] ?? "")})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { repo: result.data.KGC_CMS_REPO, branch: result.data.KGC_CMS_BRANCH, authUrl: result.data.KGC_CMS_AUTH_URL };
}
