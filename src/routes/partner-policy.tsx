import { createFileRoute } from "@tanstack/react-router";
import { PolicyPage } from "../components/PolicyPage";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/partner-policy")({
  head: () => pageHead("/partner-policy", m.partner_title(), m.partner_description()),
  component: () => <PolicyPage heading={m.partner_heading()} intro={m.partner_intro()} />,
});
