import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../components/HomePage.tsx";
import { textPage } from "../components/start/TextPage.tsx";
import { organizationJsonLd } from "../lib/head/page-head.ts";

const home = textPage("home", () => import("../components/pages/HomeBody.tsx"));

export const Route = createFileRoute("/")({
  ...home.routeOptions,
  head: () => ({ ...home.routeOptions.head(), scripts: [organizationJsonLd()] }),
  component: () => <HomePage page={home} />,
});
