import { m } from "../paraglide/messages.js";
import { InstallerNotLoaded } from "./installer/InstallerNotLoaded.tsx";
import { InstallerPanel } from "./installer/InstallerPanel.tsx";
import { PagePart, PageTop, type TextPage } from "./start/TextPage.tsx";
import { Band } from "./ui/band.tsx";

/**
 * The installer (decision 120): the panel that reads an eSIM's QR picture and what it keeps
 * private, beside how installing works. `page` is the route's declaration of its text and layout
 * module.
 */
export function InstallerPage({ page }: { page: TextPage<"installer", typeof import("./pages/InstallerBody.tsx")> }) {
  return (
    <>
      <PageTop page={page} parents={[{ to: "/help", label: m.nav_help() }]} />
      <Band>
        <div className="grid items-start gap-10 lg:grid-cols-[1.2fr_1fr]">
          <div className="flex flex-col gap-5">
            <InstallerNotLoaded />
            <InstallerPanel />
            <PagePart page={page} part="privacy" render={({ InstallerPrivacy }, text) => <InstallerPrivacy text={text} />} />
          </div>
          <PagePart page={page} render={({ InstallerBody }, text) => <InstallerBody text={text} />} />
        </div>
      </Band>
    </>
  );
}
