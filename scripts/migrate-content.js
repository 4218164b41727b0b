// @ts-nocheck: a one-off script over untyped old and new files; checked by running it twice (same output).
// One-off conversion of the content to the format of docs/decisions/040-content-format.md (CONTENT-FORMAT), kept
// re-runnable while translations of the old files are still being merged:
//
//   npx tsx scripts/migrate-content.js
//
// Reads the old files (content/pages/<locale>/<page>.ts, the policies' Markdown, the page and policy
// title/description/heading/intro messages, src/lib/facts.ts, src/lib/policies.ts and the policy
// routes' effective dates) and writes content/pages/<locale>/<page>.md, the policies with their
// frontmatter, content/data/*.yaml and messages/<locale>.json without the moved keys; then deletes
// the old files. Where an old file is already gone, the value already in the new file is kept, so
// running it again on a half-converted tree (after a merge) gives the same result. Deterministic.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parse } from "yaml";
import { formatFrontmatter, parseFrontmatter, toYaml } from "../src/content/frontmatter.js";
import { sourceHash } from "../src/content/source-hash.js";
import { formatMonth, formatNumber } from "../src/lib/format.ts";
import { baseLocale, locales } from "../src/lib/locale.js";

const pages = ["home", "about", "contact", "donate", "upload", "travel", "policies"];
/** Policy file name → the prefix of its old messages. */
const policies = {
  "terms-of-service": "terms",
  "privacy-policy": "privacy",
  "distribution-policy": "distribution",
  "partner-policy": "partner",
};
const metaFields = ["title", "description", "heading", "intro"];
/** The policies' names in navigation (footer, policy lists) stay interface text, under these keys. */
const navKeys = { terms: "nav_terms", privacy: "nav_privacy", distribution: "nav_distribution", partner: "nav_partner" };
/** The month the old texts say the figures count from ("since October 2023"). */
const oldCountingSince = "2023-10";
/** The home page's two illustrated bands, in their old order (goal-connect.svg, goal-community.svg). */
const goalIds = ["connect", "community"];

/** Old link tags → Markdown link targets (a spec link parameter or a site path). */
const linkTargets = {
  servicesLink: "servicesLink",
  travelLink: "travelLink",
  distributionPolicyLink: "distributionPolicyLink",
  donateLink: "donateLink",
  partnerPolicyLink: "/partner-policy",
  uploadLink: "/upload",
  contactLink: "/contact",
  aboutLink: "/about",
  donatePageLink: "/donate",
};

const warnings = [];
const read = (file) => readFileSync(file, "utf8");
const readJson = (file) => JSON.parse(read(file));
const write = (file, text) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const fail = (message) => {
  throw new Error(`migrate-content: ${message}`);
};

/** `<travelLink>store</travelLink>` → `[store](travelLink)`; an unknown tag stops the script. */
function toMarkdown(text) {
  return text.replace(/<(\w+)>(.*?)<\/\1>/g, (_, name, label) => {
    const target = linkTargets[name];
    if (!target) fail(`unknown link tag <${name}> in: ${text}`);
    return `[${label}](${target})`;
  });
}

/** Applies `convert` to every string in a value. */
function mapStrings(value, convert) {
  if (typeof value === "string") return convert(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, convert));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, convert)]));
  return value;
}

const omit = (object, keys) => Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

async function importDefault(file, name = "default") {
  return (await import(pathToFileURL(resolve(file)).href))[name];
}

/** A new-format file already written by an earlier run, or undefined. */
function existing(file) {
  return existsSync(file) ? parseFrontmatter(read(file)) : undefined;
}
function existingYaml(file) {
  return existsSync(file) ? parse(read(file)) : undefined;
}

// --- Messages ---------------------------------------------------------------------------------

const messages = Object.fromEntries(locales.map((locale) => [locale, readJson(`messages/${locale}.json`)]));
const movedKeys = [...pages, ...Object.values(policies)].flatMap((prefix) => metaFields.map((field) => `${prefix}_${field}`));

/** A page's or policy's title/description/heading/intro: from the old messages, else from the file already converted. */
function meta(locale, prefix, file) {
  const before = existing(file)?.data ?? {};
  return Object.fromEntries(
    metaFields.map((field) => {
      const value = messages[locale][`${prefix}_${field}`] ?? before[field];
      if (typeof value !== "string")
        fail(`no ${prefix}_${field} message in messages/${locale}.json and no ${field} in ${file} (keep one of them when merging)`);
      return [field, value];
    }),
  );
}

// --- Figures ----------------------------------------------------------------------------------

const figuresFile = "content/data/figures.yaml";
const figuresBefore = existingYaml(figuresFile);
const facts = existsSync("src/lib/facts.ts") ? await import(pathToFileURL(resolve("src/lib/facts.ts")).href) : undefined;
const figures = {
  esims_distributed: facts?.ESIMS_DISTRIBUTED ?? figuresBefore?.esims_distributed ?? fail("no eSIM figure (src/lib/facts.ts)"),
  people_connected: facts?.PEOPLE_CONNECTED ?? figuresBefore?.people_connected ?? fail("no people figure (src/lib/facts.ts)"),
  counting_since: String(figuresBefore?.counting_since ?? oldCountingSince),
};
const figureWording = {};

/** The old page's `{ display, label }` figures → the figures data's wording for the locale. */
function takeFigures(locale, page, impact) {
  const since = monthPattern(locale);
  if (impact.esims.label.search(since) === -1)
    warnings.push(`${locale}/${page}: the eSIM label does not name ${formatMonth(figures.counting_since, locale)}; kept as written`);
  const wording = {
    esims: impact.esims.display,
    esims_label: impact.esims.label.replace(since, "{counting_since}"),
    people: impact.people.display,
    people_label: impact.people.label,
  };
  const known = figureWording[locale];
  if (known && JSON.stringify(known) !== JSON.stringify(wording)) {
    fail(
      `home and about word the figures differently in ${locale} (${JSON.stringify(known)} / ${JSON.stringify(wording)}); make them the same in the old files`,
    );
  }
  figureWording[locale] = wording;
}

/** The counting month as the locale writes it, on its own (not the end of "تشرين الأول/أكتوبر 2023"). */
function monthPattern(locale) {
  const month = formatMonth(figures.counting_since, locale).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}/])${month}(?!\\d)`, "gu");
}

/** A figure in a sentence, written the locale's way (any digit grouping; Arabic also "50 ألف"). */
function figurePattern(value, locale) {
  const groups = formatNumber(value, "en").split(",");
  const digits = `(?<![\\d.,])${groups.join("[\\s,.\\u00a0\\u202f]?")}(?![\\d])`;
  const thousands = locale === "ar" && value % 1000 === 0 ? `|(?<![\\d.,])${value / 1000} ألف` : "";
  return new RegExp(`${digits}${thousands}`, "g");
}

/** The travel page's sentence on the program's reach: its figures and month come from the figures data. */
function figuresToPlaceholders(locale, paragraphs) {
  const since = monthPattern(locale);
  let found = { esims_distributed: false, people_connected: false, counting_since: false };
  const result = paragraphs.map((paragraph) => {
    let text = paragraph;
    for (const name of ["esims_distributed", "people_connected"]) {
      const replaced = text.replace(figurePattern(figures[name], locale), `{${name}}`);
      if (replaced !== text) found = { ...found, [name]: true };
      text = replaced;
    }
    if (text.search(since) !== -1) found = { ...found, counting_since: true };
    return text.replace(since, "{counting_since}");
  });
  for (const [name, seen] of Object.entries(found)) {
    if (!seen) warnings.push(`${locale}/travel: impact paragraphs do not state ${name}; kept as written`);
  }
  return result;
}

// --- Travel plans -----------------------------------------------------------------------------

const plansFile = "content/data/travel-plans.yaml";
const plansBefore = existingYaml(plansFile);
const plans = facts?.SAMPLE_PLANS
  ? facts.SAMPLE_PLANS.map((plan) => ({ id: plan.id, data_gb: plan.dataGb, days: plan.days, price_usd: plan.priceUsd }))
  : (plansBefore?.plans ?? fail("no sample plans (src/lib/facts.ts)"));
const planWording = {};

// --- Pages ------------------------------------------------------------------------------------

/** An old page object → the new page's fields after title/description/heading/intro. */
function convertBlocks(locale, page, old) {
  const text = mapStrings(old, toMarkdown);
  if (page === "home") {
    takeFigures(locale, page, text.impact);
    text.impact = omit(text.impact, ["esims", "people"]);
    text.goals = text.goals.map((goal, index) => ({ id: goalIds[index], ...goal }));
  }
  if (page === "about") {
    takeFigures(locale, page, text.impact);
    text.impact = omit(text.impact, ["esims", "people"]);
  }
  if (page === "travel") {
    const { names, data, validity } = text.plans;
    planWording[locale] = { names, data, validity };
    text.plans = { heading: text.plans.heading, intro: text.plans.intro, note: text.plans.note };
    text.impact = { ...text.impact, paragraphs: figuresToPlaceholders(locale, text.impact.paragraphs) };
  }
  return text;
}

const pageData = {};
for (const page of pages) {
  for (const locale of locales) {
    const file = `content/pages/${locale}/${page}.md`;
    const oldFile = `content/pages/${locale}/${page}.ts`;
    const before = existing(file);
    let blocks;
    if (existsSync(oldFile)) blocks = convertBlocks(locale, page, await importDefault(oldFile));
    else if (before) blocks = omit(before.data, [...metaFields, "source_hash"]);
    else fail(`neither ${oldFile} nor ${file} exists`);
    pageData[`${locale}/${page}`] = { ...meta(locale, page, file), ...blocks };
  }
}

/** Frontmatter + body; translations record the English file's fingerprint. */
function withHash(locale, data, english) {
  return locale === baseLocale ? data : { ...data, source_hash: sourceHash(english) };
}

for (const page of pages) {
  const english = { ...pageData[`${baseLocale}/${page}`], body: "" };
  for (const locale of locales) {
    write(`content/pages/${locale}/${page}.md`, formatFrontmatter(withHash(locale, pageData[`${locale}/${page}`], english), ""));
    rmSync(`content/pages/${locale}/${page}.ts`, { force: true });
  }
}

// --- Policies ---------------------------------------------------------------------------------

for (const [slug, prefix] of Object.entries(policies)) {
  const parsed = Object.fromEntries(
    locales.map((locale) => {
      const file = `content/policies/${locale}/${slug}.md`;
      if (!existsSync(file)) fail(`${file} is missing`);
      const { body } = parseFrontmatter(read(file));
      return [locale, { data: meta(locale, prefix, file), body }];
    }),
  );
  const english = { ...parsed[baseLocale].data, body: parsed[baseLocale].body };
  for (const locale of locales) {
    const { data, body } = parsed[locale];
    write(`content/policies/${locale}/${slug}.md`, formatFrontmatter(withHash(locale, data, english), body));
  }
}

// --- Data files -------------------------------------------------------------------------------

/** Each locale's wording, translations with the English wording's fingerprint. */
function wordingByLocale(wording, before, file) {
  const english = wording[baseLocale] ?? before?.[baseLocale];
  return Object.fromEntries(
    locales.map((locale) => {
      const entry = wording[locale] ?? (before?.[locale] && omit(before[locale], ["source_hash"]));
      if (!entry) fail(`no ${locale} wording for ${file}`);
      return [locale, withHash(locale, entry, english)];
    }),
  );
}

write(
  figuresFile,
  `# The program's headline figures (shown on the home, about and travel pages) and each language's wording.\n${toYaml({
    ...figures,
    wording: wordingByLocale(figureWording, figuresBefore?.wording, figuresFile),
  })}`,
);
write(
  plansFile,
  `# The sample travel plans on /travel, in the order shown, and each language's words for them.\n${toYaml({
    plans,
    wording: wordingByLocale(planWording, plansBefore?.wording, plansFile),
  })}`,
);

const datesFile = "content/data/policies.yaml";
const datesBefore = existingYaml(datesFile) ?? {};
const oldDate = existsSync("src/lib/policies.ts") ? await importDefault("src/lib/policies.ts", "POLICY_EFFECTIVE_DATE") : undefined;
// The old routes passed the date to the policies that have one; once they no longer do, the data file holds it.
const routesUseOldDate = Object.keys(policies).some(
  (slug) => existsSync(`src/routes/${slug}.tsx`) && read(`src/routes/${slug}.tsx`).includes("POLICY_EFFECTIVE_DATE"),
);
const dates = Object.fromEntries(
  Object.keys(policies).map((slug) => {
    const route = `src/routes/${slug}.tsx`;
    const oldRouteDate =
      oldDate && existsSync(route) && read(route).includes("effectiveDate={POLICY_EFFECTIVE_DATE}") ? oldDate : undefined;
    const effective = routesUseOldDate ? oldRouteDate : datesBefore[slug]?.effective;
    return [slug, effective ? { effective: String(effective) } : {}];
  }),
);
write(
  datesFile,
  `# Each policy's effective date (YYYY-MM-DD). A policy without one shows no date.\n${toYaml(dates).replace(/: (\d{4}-\d\d-\d\d)$/gm, ': "$1"')}`,
);

// --- Messages without the moved keys ----------------------------------------------------------

for (const locale of locales) {
  const before = messages[locale];
  const after = {};
  for (const [key, value] of Object.entries(before)) {
    if (movedKeys.includes(key)) continue;
    if (Object.values(navKeys).includes(key)) continue; // rewritten after nav_policies
    after[key] = value;
    if (key === "nav_policies") {
      for (const [prefix, navKey] of Object.entries(navKeys)) {
        after[navKey] =
          before[`${prefix}_heading`] ?? before[navKey] ?? fail(`no ${prefix}_heading or ${navKey} in messages/${locale}.json`);
      }
    }
  }
  if (!("nav_terms" in after)) fail(`messages/${locale}.json has no nav_policies key to place the policy names after`);
  write(`messages/${locale}.json`, `${JSON.stringify(after, null, 2)}\n`);

  // The translation fingerprints of the tools (if present) follow the keys.
  const recordFile = `messages/translated-from/${locale}.json`;
  if (locale !== baseLocale && existsSync(recordFile)) {
    const record = {};
    for (const [key, hash] of Object.entries(readJson(recordFile))) {
      const prefix = Object.keys(navKeys).find((name) => key === `${name}_heading`);
      if (prefix) record[navKeys[prefix]] = hash;
      else if (!movedKeys.includes(key)) record[key] = hash;
    }
    write(recordFile, `${JSON.stringify(record, null, 2)}\n`);
  }
}

rmSync("src/lib/facts.ts", { force: true });
rmSync("src/lib/policies.ts", { force: true });

for (const warning of warnings) console.warn(`warning: ${warning}`);
console.log(
  `Converted ${pages.length} pages and ${Object.keys(policies).length} policies in ${locales.length} locales, and the figures, plans and policy dates.`,
);
