import { createFileRoute } from "@tanstack/react-router";
import { textPage, textPageRoute } from "../../components/text-page";

const help = textPage("help", "/help", () => import("../../components/pages/HelpBody"));
export const Route = createFileRoute("/help/")(textPageRoute(help, ({ HelpBody }, text) => <HelpBody text={text} />));
