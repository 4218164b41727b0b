import { Link } from "@tanstack/react-router";
import { m } from "../paraglide/messages";

/** The not-found card, shown for any unknown path (the server sends it with status 404). */
export function NotFound() {
  return (
    <div className="mx-auto flex max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-xl rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm sm:p-12">
        <h1 className="text-2xl font-bold text-stone-950 text-balance sm:text-3xl">{m.notfound_heading()}</h1>
        <p className="mt-4 text-stone-700">{m.notfound_body()}</p>
        <p className="mt-2 text-stone-700">{m.notfound_hint()}</p>
        <Link
          to="/"
          className="mt-8 inline-flex items-center justify-center rounded-md bg-emerald-800 px-5 py-3 font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          {m.notfound_home()}
        </Link>
      </div>
    </div>
  );
}
