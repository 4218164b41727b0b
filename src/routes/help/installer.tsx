// The installer (decision 120): a static route, so it wins over the guides' /help/$guide.
import { createFileRoute } from "@tanstack/react-router";
import { InstallerPage } from "../../components/InstallerPage.tsx";
import { textPage } from "../../components/start/TextPage.tsx";

const installer = textPage("installer", () => import("../../components/pages/InstallerBody.tsx"));

export const Route = createFileRoute("/help/installer")({ ...installer.routeOptions, component: () => <InstallerPage page={installer} /> });
