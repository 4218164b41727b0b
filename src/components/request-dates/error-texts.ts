// The form's error texts in one locale: their own chunk, loaded by the route before a navigation
// shows the page and before the server prerenders it. A first visit never downloads it: the texts
// come in the page's HTML (see use-error-texts.ts).
import type { Locale } from "#model/locales.ts";
import { m } from "../../paraglide/messages.js";

export function errorTexts(locale: Locale) {
  return {
    title: m.request_dates_errors_title({}, { locale }),
    gb: m.request_dates_gb_error({}, { locale }),
    validity: m.request_dates_validity_error({}, { locale }),
    start: m.request_dates_start_error({}, { locale }),
  };
}

export type ErrorTexts = ReturnType<typeof errorTexts>;
