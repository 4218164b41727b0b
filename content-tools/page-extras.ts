// What the build adds to a page's text from the data files (a page's collection names them in
// `adds`, model/collections.ts), already formatted for the page's locale: the headline figures,
// the sample travel plans, the help index's list of guides.
import { figures, type PageExtra, policyDates, travelPlans } from "#model/collections.ts";
import { fillNumber, formatMonth, formatNumber } from "#model/format/dates-and-numbers.ts";
import { fillCount } from "#model/format/plural-counts.ts";
import type { Locale } from "#model/locales.ts";
import type { FigureText, PageExtras, PlanText } from "#model/page-text/types.ts";
import { readData } from "./content-file.ts";
import { guideSummaries } from "./guide-text.ts";

/** The figures data for a locale: the numbers formatted, the month named, in the locale's words. */
export function figuresFor(root: string, locale: Locale) {
  const data = readData(root, figures);
  const wording = data.wording[locale];
  if (!wording) throw new Error(`${figures.file}: no wording for ${locale}`);
  const since = formatMonth(data.counting_since, locale);
  const placeholders: Record<string, string> = {
    esims_distributed: formatNumber(data.esims_distributed, locale),
    people_connected: formatNumber(data.people_connected, locale),
    counting_since: since,
  };
  const texts: { esims: FigureText; people: FigureText } = {
    esims: {
      value: fillNumber(wording.esims, data.esims_distributed, locale),
      label: wording.esims_label.replace("{counting_since}", since),
    },
    people: {
      value: fillNumber(wording.people, data.people_connected, locale),
      label: wording.people_label.replace("{counting_since}", since),
    },
  };
  return { placeholders, texts };
}

/** The sample plans for a locale, named and formatted. */
function plansFor(root: string, locale: Locale): PlanText[] {
  const data = readData(root, travelPlans);
  const wording = data.wording[locale];
  if (!wording) throw new Error(`${travelPlans.file}: no wording for ${locale}`);
  return data.plans.map((plan) => ({
    id: plan.id,
    name: wording.names[plan.id] ?? plan.id,
    price: fillCount(wording.price, plan.price_usd, locale),
    data: fillNumber(wording.data, plan.data_gb, locale),
    validity: fillCount(wording.validity, plan.days, locale),
  }));
}

/** Each extra a page may ask for, made for a locale; an extra named in PageExtra and not here fails the type check. */
export const pageExtras: { [Extra in PageExtra]: (root: string, locale: Locale) => PageExtras[Extra] } = {
  figures: (root, locale) => figuresFor(root, locale).texts,
  samplePlans: plansFor,
  guides: guideSummaries,
};

/** The data files the pages' and policies' texts are made from, so a change to one rebuilds them. */
export const textDataFiles = [figures.file, travelPlans.file, policyDates.file];
