import { createFileRoute } from "@tanstack/react-router";
import { textPage, textPageRoute } from "../components/text-page";

const about = textPage("about", "/about", () => import("../components/pages/AboutBody"));
export const Route = createFileRoute("/about")(textPageRoute(about, ({ AboutBody }, text) => <AboutBody text={text} />));
