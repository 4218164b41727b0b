import { createFileRoute } from "@tanstack/react-router";
import { RequestDatesPage } from "../components/RequestDatesPage.tsx";
import { textPage } from "../components/start/TextPage.tsx";

// The rules' tables and the form's error texts are prerendered and kept through hydration; only a
// client-side navigation loads them (page-parts.ts).
const requestDates = textPage("request-dates", () => import("../components/request-dates/page-parts.ts"));

export const Route = createFileRoute("/request-dates")({
  ...requestDates.routeOptions,
  component: () => <RequestDatesPage page={requestDates} />,
});
