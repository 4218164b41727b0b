// /request-dates as a resident uses it, in every locale: the policy's examples typed into the form,
// a shared link that fills it, wrong input flagged beside its field and in a summary that a submit
// moves to, the rules table without JavaScript. It shows only what the Distribution Policy says
// (decision 170): no date where the policy gives no start day. The expected dates are written out by
// hand from a calendar, in each language.
import type { Page } from "@playwright/test";
import { type Locale, locales, localizePath } from "#model/locales.ts";
import { appStarted, expect, test } from "./playwright-utils.ts";
import { allViolations, messages, viewports } from "./support.ts";

/** Dates and durations as each locale writes them (Arabic: Palestinian month names, Western digits). */
const expected: Record<Locale, Record<string, string>> = {
  en: {
    "7": "7 days",
    "3": "3 days",
    "2027-01-14": "Thursday, January 14, 2027",
    "2027-01-11": "Monday, January 11, 2027",
    "2027-01-07": "Thursday, January 7, 2027",
  },
  fr: {
    "7": "7 jours",
    "3": "3 jours",
    "2027-01-14": "jeudi 14 janvier 2027",
    "2027-01-11": "lundi 11 janvier 2027",
    "2027-01-07": "jeudi 7 janvier 2027",
  },
  tr: {
    "7": "7 gün",
    "3": "3 gün",
    "2027-01-14": "14 Ocak 2027 Perşembe",
    "2027-01-11": "11 Ocak 2027 Pazartesi",
    "2027-01-07": "7 Ocak 2027 Perşembe",
  },
  ar: {
    "7": "7 أيام",
    "3": "3 أيام",
    "2027-01-14": "الخميس، 14 كانون الثاني 2027",
    "2027-01-11": "الاثنين، 11 كانون الثاني 2027",
    "2027-01-07": "الخميس، 7 كانون الثاني 2027",
  },
};

/** Waits until the page has hydrated (the language menu has become its JavaScript button). */

/** Text with its no-break spaces (French and Intl put them before "7 jours" and ":") made plain. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

/** The results card's text, once it holds `text`. */
async function results(page: Page, locale: Locale, text: string) {
  const card = page.getByRole("region", { name: messages(locale).request_dates_results_heading });
  await expect.poll(async () => plain(await card.textContent())).toContain(text);
  return plain(await card.textContent());
}

const fill = (template: string, key: string, value: string) => plain(template.replace(`{${key}}`, value));

/**
 * How the form flags wrong input (aria-invalid, the error before its field, a summary a submit moves
 * to) is one component's, the same in every language: shown here left to right in English and
 * right to left in Arabic. French and Turkish type in the policy's examples and read the results.
 */
const errorLocales: readonly Locale[] = ["en", "ar"];

for (const locale of locales) {
  test.describe(`/request-dates in ${locale}`, () => {
    const text = messages(locale);
    const dates = expected[locale];
    const url = localizePath("/request-dates", locale);

    test("the policy's examples, typed in: 5 GB for 45 days gives 7 days, 100 GB for 3 days gives 3; no date, the request site decides", async ({
      page,
    }) => {
      await page.goto(url);
      await appStarted(page);
      await expect(page.getByText(text.request_dates_needs_app)).toBeHidden();
      const historyLength = await page.evaluate(() => history.length);
      await page.getByRole("radio", { name: text.request_dates_type_limited }).check();
      // A limited eSIM's periods have no start day in the policy: no date is asked.
      await expect(page.getByLabel(text.request_dates_start_renewable_label)).toHaveCount(0);
      await page.getByLabel(text.request_dates_gb_label).fill("5");
      await page.getByLabel(text.request_dates_validity_label).fill("45");

      const first = await results(page, locale, fill(text.request_dates_result_subscription_period, "days", dates["7"] ?? ""));
      expect(first).toContain(plain(text.request_dates_result_limited_silent));
      // The address follows the form after React's effect, which may come after the results' paint.
      await expect.poll(() => new URL(page.url()).search).toBe("?type=limited&gb=5&validity=45");

      await page.getByLabel(text.request_dates_gb_label).fill("100");
      await page.getByLabel(text.request_dates_validity_label).fill("3");
      const second = await results(page, locale, fill(text.request_dates_result_subscription_period, "days", dates["3"] ?? ""));
      expect(second).toContain(plain(text.request_dates_result_limited_silent));
      await expect.poll(() => new URL(page.url()).search).toBe("?type=limited&gb=100&validity=3");
      // The address was replaced, not pushed: Back leaves the page.
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      if (locale === "ar") {
        // As a phone set to Arabic types them: the first example again, in Arabic-Indic digits.
        await page.getByLabel(text.request_dates_gb_label).fill("٥");
        await page.getByLabel(text.request_dates_validity_label).fill("٤٥");
        await results(page, locale, fill(text.request_dates_result_subscription_period, "days", dates["7"] ?? ""));
      }
    });

    test("a shared link fills the form and shows the renewable eSIM's dates, across a year end", async ({ page, site }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      await page.goto(`${url}?type=renewable&start=2026-12-15`);
      await appStarted(page);
      const card = await results(page, locale, fill(text.request_dates_result_renewable_expires, "date", dates["2027-01-14"] ?? ""));
      expect(card).toContain(fill(text.request_dates_result_renewable_renew, "date", dates["2027-01-11"] ?? ""));
      // How the dates count, beside them: day 0 is the activation, and the request site decides.
      expect(card).toContain(plain(text.request_dates_result_renewable_counting));
      // The 23-day eligibility period has no start day in the policy: no date, the request site decides.
      expect(card).toContain(plain(text.request_dates_result_renewable_replace));
      expect(card).not.toContain(dates["2027-01-07"] ?? "missing");
      await expect(page.getByRole("radio", { name: text.request_dates_type_renewable })).toBeChecked();
      await expect(page.getByLabel(text.request_dates_start_renewable_label)).toHaveValue("2026-12-15");

      const share = page.getByRole("link", { name: text.request_dates_share });
      const href = (await share.getAttribute("href")) ?? "";
      expect(href.startsWith("https://wa.me/?text=")).toBe(true);
      const message = decodeURIComponent(href.slice("https://wa.me/?text=".length));
      expect(plain(message)).toBe(fill(text.request_dates_share_text, "url", `${site.origin}${url}?type=renewable&start=2026-12-15`));
      await expect(share).toHaveAttribute("target", "_blank");
      // The prerendered form starts empty and takes the query after hydration: no mismatch.
      expect(errors).toEqual([]);
    });

    if (errorLocales.includes(locale)) {
      test("says beside each field what is wrong, for screen readers too", async ({ page }) => {
        const expectError = async (label: string, error: string) => {
          const field = page.getByLabel(label);
          await expect(field).toHaveAttribute("aria-invalid", "true");
          const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ");
          const descriptions = await Promise.all(ids.map((id) => page.locator(`#${id}`).textContent()));
          // GOV.UK's error message: a hidden "Error:" first, and the message before the input.
          expect(descriptions).toContain(`${text.field_error_prefix} ${error}`);
          await expect(page.locator(`#${ids.at(-1)} .sr-only`)).toHaveText(text.field_error_prefix);
          await expect(field.locator("xpath=preceding-sibling::*[1]")).toHaveAttribute("id", ids.at(-1) ?? "");
        };
        await page.goto(`${url}?type=limited&gb=0&validity=2.5`);
        await appStarted(page);
        await expectError(text.request_dates_gb_label, text.request_dates_gb_error);
        await expectError(text.request_dates_validity_label, text.request_dates_validity_error);
        await expect(page.getByRole("region", { name: text.request_dates_results_heading })).toContainText(
          text.request_dates_results_empty,
        );
        // Put right, the errors go and the rules come.
        await page.getByLabel(text.request_dates_gb_label).fill("5");
        await page.getByLabel(text.request_dates_validity_label).fill("45");
        await results(page, locale, fill(text.request_dates_result_subscription_period, "days", dates["7"] ?? ""));
        await expect(page.getByLabel(text.request_dates_gb_label)).not.toHaveAttribute("aria-invalid");

        await page.goto(`${url}?type=renewable&start=2026-02-30`);
        await appStarted(page);
        await expectError(text.request_dates_start_renewable_label, text.request_dates_start_error);
      });

      test("a submit with errors moves to a summary that links to each field in error", async ({ page }) => {
        await page.goto(url);
        await appStarted(page);
        await page.getByLabel(text.request_dates_gb_label).fill("0");
        await page.getByRole("button", { name: text.request_dates_submit }).click();
        const summary = page.getByRole("region", { name: text.request_dates_errors_title });
        await expect(summary).toBeFocused();
        const links = summary.getByRole("link");
        await expect(links).toHaveText([text.request_dates_gb_error, text.request_dates_validity_error]);
        // Each link moves to its field.
        for (const [index, label] of [text.request_dates_gb_label, text.request_dates_validity_label].entries()) {
          await links.nth(index).click();
          await expect(page.getByLabel(label)).toBeFocused();
        }
        // Put right, the summary goes.
        await page.getByLabel(text.request_dates_gb_label).fill("5");
        await page.getByLabel(text.request_dates_validity_label).fill("45");
        await expect(summary).toHaveCount(0);
        expect(await allViolations(page)).toEqual([]);
      });
    }

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("shows the rules as tables and says who decides", async ({ page }) => {
        await page.goto(url);
        const limited = page.getByRole("table", { name: text.request_dates_limited_caption });
        const rows = await limited.getByRole("row").evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
        expect(rows).toEqual([
          // No eligibility column: the policy gives a limited eSIM's eligibility period only in its two examples.
          [text.request_dates_col_package, text.request_dates_col_subscription],
          [text.request_dates_size_under_10, text.request_dates_days_7],
          [text.request_dates_size_10_to_15, text.request_dates_days_15],
          [text.request_dates_size_over_15, text.request_dates_days_30],
        ]);
        const renewable = page.getByRole("table", { name: text.request_dates_renewable_caption });
        await expect(renewable.getByRole("rowheader")).toHaveText([
          text.request_dates_renewable_expiry,
          text.request_dates_renewable_renewal,
          text.request_dates_renewable_replacement,
        ]);
        const main = page.getByRole("main");
        await expect(main).toContainText(text.request_dates_rules_counting);
        await expect(main).toContainText(text.request_dates_decides);
        await expect(main).toContainText(text.request_dates_limited_validity);
        const policy = main.getByRole("link", { name: text.request_dates_policy_link });
        await expect(policy).toHaveAttribute("href", `${localizePath("/distribution-policy", locale)}#limited-esims`);
        await expect(main.getByRole("link", { name: new RegExp(text.request_dates_request_site_link) })).toHaveAttribute(
          "rel",
          "noopener noreferrer",
        );
        // No form that would only reload the page empty (the resident walk of the twentieth
        // session): the sentence that says it needs the page's scripts, and the tables.
        await expect(main.getByText(text.request_dates_needs_app)).toBeVisible();
        await expect(page.getByRole("button", { name: text.request_dates_submit })).toBeHidden();
        await expect(page.getByLabel(text.request_dates_gb_label)).toBeHidden();
      });
    });
  });
}

// A submit must say what is wrong even when nothing more can be downloaded (code review 2026-11-25,
// §4.6; see docs/reviews/2026-11-25-answers.md): the error texts come in the page's HTML, not in the chunk the form fetches on its first use
// (the results', RequestDatesResults-<hash>.js, where they used to be).
test.describe("a submit when the link has dropped after the page arrived", () => {
  test.use({ serviceWorkers: "block" });

  for (const locale of ["ar", "en"] as const) {
    test(`${locale}: the summary and the field errors show, in the page's language, and the results say they did not load`, async ({
      page,
      context,
    }) => {
      const text = messages(locale);
      await page.goto(localizePath("/request-dates", locale));
      await appStarted(page);
      const dropped: string[] = [];
      await context.route(/\/assets\/[\w.-]+\.js$/, (route) => {
        dropped.push(new URL(route.request().url()).pathname);
        return route.abort("internetdisconnected");
      });
      await page.getByRole("button", { name: text.request_dates_submit }).click();
      const summary = page.getByRole("region", { name: text.request_dates_errors_title });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("link")).toHaveText([text.request_dates_gb_error, text.request_dates_validity_error]);
      const field = page.getByLabel(text.request_dates_gb_label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${await field.getAttribute("id")}-error`)).toHaveText(
        `${text.field_error_prefix} ${text.request_dates_gb_error}`,
      );
      // The form did ask for its chunk, and it failed (once or twice: Vite's preload link for the
      // chunk and its import may each be refused, depending on which fails first).
      expect(dropped).toContainEqual(expect.stringMatching(/^\/assets\/RequestDatesResults-[\w-]+\.js$/));
      // Filled in, the form says where its results would be that they did not load; back online, "Try again" brings them.
      await field.fill("5");
      await page.getByLabel(text.request_dates_validity_label).fill("45");
      const results = page.getByRole("region", { name: text.request_dates_results_heading });
      await expect(results).toContainText(text.request_dates_results_failed);
      // Each keystroke tried again; once none is on its way (the area is no longer busy), back online.
      await expect(results.locator("[aria-live]")).not.toHaveAttribute("aria-busy", "true");
      await context.unrouteAll();
      await results.getByRole("button", { name: text.page_code_failed_retry }).click();
      await expect(results).toContainText(text.request_dates_result_limited_silent);
    });
  }
});

test("ar: reached by a link within the site, the form's error texts come with the page", async ({ page }) => {
  const text = messages("ar");
  await page.goto(localizePath("/", "ar"));
  await appStarted(page);
  await page.evaluate(() => Object.assign(window, { sameWindow: true }));
  await page
    .locator(`main a[href="${localizePath("/request-dates", "ar")}"]`)
    .first()
    .click();
  await expect(page.getByLabel(text.request_dates_gb_label)).toBeVisible();
  // A client-side navigation, not a page load (which would carry the texts in its HTML).
  expect(await page.evaluate(() => "sameWindow" in window)).toBe(true);
  await page.getByRole("button", { name: text.request_dates_submit }).click();
  const summary = page.getByRole("region", { name: text.request_dates_errors_title });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([text.request_dates_gb_error, text.request_dates_validity_error]);
});

// No axe violation of any impact, moderate and minor included, in the states the form can be in, at
// phone width and again at desktop width on the same page.
test.describe("/request-dates accessibility with results and errors showing", () => {
  test.use({ viewport: viewports.phone });

  for (const [locale, query] of [
    ...locales.map((l) => [l, "?type=limited&gb=5&validity=45"] as const),
    ["ar", "?type=limited&gb=0&validity=x"] as const,
  ]) {
    test(`${locale}, ${query}, at phone and desktop widths`, async ({ page }) => {
      await page.goto(`${localizePath("/request-dates", locale)}${query}`);
      await appStarted(page);
      await expect(page.getByLabel(messages(locale).request_dates_gb_label)).not.toHaveValue("");
      expect(["phone", await allViolations(page)]).toEqual(["phone", []]);
      await page.setViewportSize(viewports.desktop);
      expect(["desktop", await allViolations(page)]).toEqual(["desktop", []]);
    });
  }
});
