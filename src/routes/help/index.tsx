import { createFileRoute } from "@tanstack/react-router";
import { textPage, textPageRoute } from "../../components/start/TextPage.tsx";

const help = textPage("help", () => import("../../components/pages/HelpBody.tsx"));
export const Route = createFileRoute("/help/")(textPageRoute(help, ({ HelpBody }, text) => <HelpBody text={text} />));
