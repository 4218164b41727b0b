// The site notice at build time (Gaza's clock itself: model/gaza-clock.test.ts): which notice a build
// carries (an expired one is left out), the English stand-in for a language without text, and its
// translations' status. The bad notices that stop the build are checks/data-files.test.ts's. Expected instants are written out by hand in UTC.
import { describe, expect, it, onTestFinished } from "vitest";
import { notice as noticeCollection } from "#model/collections.ts";
import { parseConfig } from "#model/config/schema.ts";
import { noticeSchema } from "#model/content-schemas/notice-schema.ts";
import { compileNotice, currentNotice } from "./notice.ts";
import { sourceHash } from "./source-hash.ts";
import { removeFolder, temporaryFolder } from "./test-support/site-files.ts";
import { translationStatus } from "./translation-status.ts";

const config = parseConfig({ KGC_REQUEST_SITE_URL: "https://request.example.org" });
const utc = (iso: string) => Date.parse(`${iso}Z`);

const notice = (fields: Record<string, unknown> = {}) =>
  noticeSchema.parse({
    starts: "2026-11-24T09:00",
    ends: "2026-11-26T18:00",
    kind: "warning",
    wording: {
      en: { text: "The [request site](servicesLink) is down. **Try again** tomorrow or [contact us](/contact)." },
      fr: { text: "Le [site de demande](servicesLink) est en panne." },
      tr: { text: "" },
      ar: { text: "" },
    },
    ...fields,
  });

describe("the notice a build carries", () => {
  it("is the notice when the build falls between its start and its end, shown", () => {
    expect(currentNotice(notice(), utc("2026-11-24T07:00"))?.scheduled).toBe(false);
    expect(currentNotice(notice(), utc("2026-11-26T15:59"))?.scheduled).toBe(false);
  });

  it("builds in a notice that starts later, marked as scheduled, with its start and end as instants", () => {
    expect(currentNotice(notice(), utc("2026-11-24T06:59"))?.scheduled).toBe(true);
    const data = compileNotice(notice(), utc("2026-11-20T00:00"), config, () => "");
    expect([data?.scheduled, data?.starts, data?.ends]).toEqual([true, utc("2026-11-24T07:00"), utc("2026-11-26T16:00")]);
    expect(compileNotice(notice(), utc("2026-11-25T00:00"), config, () => "")?.scheduled).toBeUndefined();
  });

  it("leaves out a notice past its end", () => {
    expect(currentNotice(notice(), utc("2026-11-26T16:00"))).toBeNull();
    expect(currentNotice(notice(), utc("2027-01-01T00:00"))).toBeNull();
  });

  it("is none without dates or without English text", () => {
    expect(currentNotice(notice({ starts: "", ends: "" }), utc("2026-11-25T00:00"))).toBeNull();
    expect(currentNotice(notice({ wording: { en: { text: "" }, fr: {}, tr: {}, ar: {} } }), utc("2026-11-25T00:00"))).toBeNull();
  });

  it("gives each language its text, links in its language, and English marked as English where it has none", () => {
    const data = compileNotice(notice(), utc("2026-11-25T00:00"), config, (locale) => `(new tab, ${locale})`);
    expect(data?.kind).toBe("warning");
    expect(data?.ends).toBe(utc("2026-11-26T16:00"));
    expect(data?.texts.fr).toEqual({
      html: 'Le <a href="https://request.example.org" class="rich-link" target="_blank" rel="noopener noreferrer">site de demande<span class="sr-only"> (new tab, fr)</span></a> est en panne.',
      since: { date: "24 novembre", time: "09:00" },
    });
    expect(data?.texts.ar.lang).toBe("en");
    expect(data?.texts.ar.html).toContain('<a href="/ar/contact" class="rich-link" data-site-link="/contact">contact us</a>');
    expect(data?.texts.ar.html).toContain('<strong class="font-semibold">Try again</strong>');
    expect(data?.texts.ar.since).toEqual({ date: "24 تشرين الثاني", time: "09:00" });
    expect(data?.texts.en.lang).toBeUndefined();
    expect(data?.texts.en.since.date).toBe("24 November");
  });
});

describe("a notice's translations", () => {
  it("an empty translation is listed as missing by npm run i18n:status, the others are not", async () => {
    const english = { text: "The request site is down." };
    const hash = sourceHash(english);
    const translated = [
      'starts: "2026-11-24T09:00"\nends: "2026-11-25T09:00"\nkind: info\nwording:',
      `  en:\n    text: "${english.text}"`,
      `  fr:\n    text: "Le site de demande est en panne."\n    source_hash: ${hash}`,
      `  tr:\n    text: "Talep sitesi çalışmıyor."\n    source_hash: ${hash}`,
      `  ar:\n    text: ""\n    source_hash: ${hash}`,
    ].join("\n");
    // The status reads a folder: one that holds this notice (the list is filtered to it).
    const root = temporaryFolder(new Map([[noticeCollection.file, translated]]));
    onTestFinished(() => removeFolder(root));
    const notice = (await translationStatus(root)).filter((item) => item.name === "notice");
    expect(notice).toEqual([expect.objectContaining({ locale: "ar", kind: "data", state: "missing", file: "content/data/notice.yaml" })]);
  });
});
