// The installer (decision 120): a static route, so it wins over the guides' /help/$guide.
import { createFileRoute } from "@tanstack/react-router";
import { installerPath } from "../../../model/pages.ts";
import { InstallerLiteNotice } from "../../components/installer/InstallerLiteNotice.tsx";
import { InstallerPanel } from "../../components/installer/InstallerPanel.tsx";
import { PagePart, PageTop, textPage } from "../../components/TextPage.tsx";
import { Band } from "../../components/ui/band.tsx";
import { m } from "../../paraglide/messages.js";

const installer = textPage("installer", installerPath, () => import("../../components/pages/InstallerBody.tsx"));

export const Route = createFileRoute("/help/installer")({ ...installer.routeOptions, component: Page });

function Page() {
  return (
    <>
      <PageTop page={installer} parents={[{ to: "/help", label: m.nav_help() }]} />
      <Band>
        <div className="grid items-start gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div className="flex flex-col gap-5">
            <InstallerLiteNotice />
            <InstallerPanel />
            <PagePart page={installer} part="privacy" render={({ InstallerPrivacy }, text) => <InstallerPrivacy text={text} />} />
          </div>
          <PagePart page={installer} render={({ InstallerBody }, text) => <InstallerBody text={text} />} />
        </div>
      </Band>
    </>
  );
}
