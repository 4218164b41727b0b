import { linkClass } from "#model/long-text-classes.ts";
import { config } from "../config/index.ts";
import { m } from "../paraglide/messages.js";
import { ExternalLink } from "./ExternalLink.tsx";
import { BeforeRequest } from "./pages/BeforeRequest.tsx";
import { SiteLink } from "./SiteLink.tsx";
import { PagePart, type TextPage } from "./start/TextPage.tsx";
import { buttonClass } from "./ui/button.ts";

/**
 * "Got your eSIM?" opens the install guide where installing starts: what to have ready and the
 * warnings, then the visitor's phone's steps (GuideBody gives that part this id).
 */
const installStepsAnchor = "before";

/**
 * The home page: the hero (its heading and introduction from content, the request and donate
 * buttons, the way to the install guide) beside what to know before requesting, then the body.
 * `page` is the route's declaration of its text and layout module.
 */
export function HomePage({ page }: { page: TextPage<"home", typeof import("./pages/HomeBody.tsx")> }) {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-emerald-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
          <div className="flex flex-col items-start gap-6">
            <PagePart
              page={page}
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
              <SiteLink to="/donate" className={buttonClass("secondary")}>
                {m.home_donate_cta()}
              </SiteLink>
            </div>
            <SiteLink to="/help/install" hash={installStepsAnchor} className={linkClass}>
              {m.help_cta()}
            </SiteLink>
          </div>
          <PagePart page={page} part="before-request" render={(_, text) => <BeforeRequest text={text.beforeRequest} />} />
        </div>
      </section>
      <PagePart page={page} render={({ HomeBody }, text) => <HomeBody text={text} />} />
    </>
  );
}
