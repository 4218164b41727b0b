import { createFileRoute, Link } from "@tanstack/react-router";
import { ExternalLink } from "../components/ExternalLink";
import { config } from "../config";
import { pageHead } from "../lib/seo";
import { m } from "../paraglide/messages";

export const Route = createFileRoute("/")({
  head: () => pageHead("/", m.home_title(), m.home_description()),
  component: HomePage,
});

function HomePage() {
  return (
    <section className="bg-gradient-to-b from-emerald-50 to-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="text-4xl font-extrabold tracking-tight text-emerald-950 text-balance sm:text-6xl">{m.home_heading()}</h1>
        <p className="max-w-2xl text-lg leading-relaxed text-stone-700 text-pretty sm:text-xl">{m.home_intro()}</p>
        <div className="flex flex-wrap gap-3">
          <ExternalLink
            href={config.requestSiteUrl}
            className="inline-flex items-center rounded-md bg-emerald-800 px-5 py-3 font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {m.home_request_cta()}
          </ExternalLink>
          <Link
            to="/donate"
            className="inline-flex items-center rounded-md border border-emerald-800 bg-white px-5 py-3 font-semibold text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {m.home_donate_cta()}
          </Link>
        </div>
      </div>
    </section>
  );
}
