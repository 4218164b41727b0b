import { createFileRoute } from "@tanstack/react-router";
import { textPage, textPageRoute } from "../components/start/TextPage.tsx";

const policies = textPage("policies", () => import("../components/pages/PoliciesBody.tsx"));
export const Route = createFileRoute("/policies")(textPageRoute(policies, ({ PoliciesBody }, text) => <PoliciesBody text={text} />));
