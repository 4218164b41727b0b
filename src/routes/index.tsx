import { createFileRoute, Link } from "@tanstack/react-router";
import { ExternalLink } from "../components/ExternalLink.tsx";
import { BeforeRequest } from "../components/pages/BeforeRequest.tsx";
import { PagePart, textPage } from "../components/TextPage.tsx";
import { buttonClass } from "../components/ui/button.ts";
import { config } from "../config/index.ts";
import { organizationJsonLd } from "../lib/head/page-head.ts";
import { m } from "../paraglide/messages.js";

/**
 * "Got your eSIM?" opens the install guide where installing starts: what to have ready and the
 * warnings, then the visitor's phone's steps (GuideBody gives that part this id).
 */
const installStepsAnchor = "before";

const home = textPage("home", "/", () => import("../components/pages/HomeBody.tsx"));

export const Route = createFileRoute("/")({
  ...home.routeOptions,
  head: () => ({ ...home.routeOptions.head(), scripts: [organizationJsonLd()] }),
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-emerald-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
          <div className="flex flex-col items-start gap-6">
            <PagePart
              page={home}
              part="hero"
              className="contents"
              render={(_, text) => (
                <>
                  <h1 className="text-4xl font-extrabold tracking-tight text-emerald-950 text-balance sm:text-6xl">{text.heading}</h1>
                  <p className="max-w-2xl text-lg leading-relaxed text-stone-700 text-pretty sm:text-xl">{text.intro}</p>
                </>
              )}
            />
            <div className="flex flex-wrap gap-3">
              <ExternalLink href={config.requestSiteUrl} className={buttonClass("primary")}>
                {m.home_request_cta()}
              </ExternalLink>
              <Link to="/donate" className={buttonClass("secondary")}>
                {m.home_donate_cta()}
              </Link>
            </div>
            <Link to="/help/$guide" params={{ guide: "install" }} hash={installStepsAnchor} className="rich-link">
              {m.help_cta()}
            </Link>
          </div>
          <PagePart page={home} part="before-request" render={(_, text) => <BeforeRequest text={text.beforeRequest} />} />
        </div>
      </section>
      <PagePart page={home} render={({ HomeBody }, text) => <HomeBody text={text} />} />
    </>
  );
}
