import { createFileRoute } from "@tanstack/react-router";
import { textPage, textPageRoute } from "../components/text-page";

const policies = textPage("policies", "/policies", () => import("../components/pages/PoliciesBody"));
export const Route = createFileRoute("/policies")(textPageRoute(policies, ({ PoliciesBody }, text) => <PoliciesBody text={text} />));
