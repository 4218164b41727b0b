import { createFileRoute } from "@tanstack/react-router";
import { textPage, textPageRoute } from "../components/text-page";

const travel = textPage("travel", "/travel", () => import("../components/pages/TravelBody"));
export const Route = createFileRoute("/travel")(textPageRoute(travel, ({ TravelBody }, text) => <TravelBody text={text} />));
