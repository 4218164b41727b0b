import { createFileRoute } from "@tanstack/react-router";
import { textPage, textPageRoute } from "../components/start/TextPage.tsx";

const donate = textPage("donate", () => import("../components/pages/DonateBody.tsx"));
export const Route = createFileRoute("/donate")(textPageRoute(donate, ({ DonateBody }, text) => <DonateBody text={text} />));
