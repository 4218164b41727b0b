import { linkClass } from "#model/long-text-classes.ts";
import { m } from "../paraglide/messages.js";
import { SiteLink } from "./SiteLink.tsx";
import { buttonClass } from "./ui/button.ts";
import { cardClass } from "./ui/card.ts";

/** The not-found card, shown for any unknown path (the server sends it with status 404). */
export function NotFound() {
  return (
    <div className="mx-auto flex max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className={cardClass("plain", { className: "mx-auto max-w-xl text-center" })}>
        <h1 className="text-2xl font-bold text-stone-950 text-balance sm:text-3xl">{m.notfound_heading()}</h1>
        <p className="mt-4 text-stone-700">{m.notfound_body()}</p>
        <p className="mt-2 text-stone-700">{m.notfound_hint()}</p>
        <p className="mt-2">
          <SiteLink to="/help" className={linkClass}>
            {m.help_cta()}
          </SiteLink>
        </p>
        <SiteLink to="/" className={buttonClass("primary", { className: "mt-8" })}>
          {m.notfound_home()}
        </SiteLink>
      </div>
    </div>
  );
}
