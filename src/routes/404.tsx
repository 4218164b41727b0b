// Rendered during prerender only, as `404.html` per locale; the server sends it with status 404
// for any unknown path (TanStack Start's prerenderer refuses non-2xx pages).
import { createFileRoute } from "@tanstack/react-router";
import { NotFound } from "../components/NotFound.tsx";
import { pageHead } from "../lib/head/page-head.ts";
import { m } from "../paraglide/messages.js";

export const Route = createFileRoute("/404")({
  head: () => pageHead("/404", { title: m.notfound_title(), description: m.notfound_description() }, { index: false }),
  component: NotFound,
});
