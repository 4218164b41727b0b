// Figures the pages state (SPEC.md sections 1 and 9), in one place so every locale shows the same.

/** eSIMs distributed since October 2023 ("over"). */
export const ESIMS_DISTRIBUTED = 50_000;

/** People connected ("over"). */
export const PEOPLE_CONNECTED = 200_000;

/** The sample travel plans shown on /travel, in US dollars. */
export const SAMPLE_PLANS = [
  { id: "egypt", dataGb: 20, days: 30, priceUsd: 60 },
  { id: "israel", dataGb: 20, days: 30, priceUsd: 40 },
  { id: "regional", dataGb: 5, days: 30, priceUsd: 38 },
] as const;
