import { createFileRoute } from "@tanstack/react-router";
import { textPage, textPageRoute } from "../components/text-page";

const donate = textPage("donate", "/donate", () => import("../components/pages/DonateBody"));
export const Route = createFileRoute("/donate")(textPageRoute(donate, ({ DonateBody }, text) => <DonateBody text={text} />));
