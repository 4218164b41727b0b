import { createFileRoute } from "@tanstack/react-router";
import { textPage, textPageRoute } from "../components/start/TextPage.tsx";

const about = textPage("about", () => import("../components/pages/AboutBody.tsx"));
export const Route = createFileRoute("/about")(textPageRoute(about, ({ AboutBody }, text) => <AboutBody text={text} />));
