import { createFileRoute } from "@tanstack/react-router";
import { textPage, textPageRoute } from "../components/start/TextPage.tsx";

const travel = textPage("travel", () => import("../components/pages/TravelBody.tsx"));
export const Route = createFileRoute("/travel")(textPageRoute(travel, ({ TravelBody }, text) => <TravelBody text={text} />));
