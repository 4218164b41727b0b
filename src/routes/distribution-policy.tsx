import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../components/PolicyPage";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/distribution-policy")({
  head: () => pageHead("/distribution-policy", m.distribution_title(), m.distribution_description()),
  component: () => <PolicyPage heading={m.distribution_heading()} intro={m.distribution_intro()} />,
});
