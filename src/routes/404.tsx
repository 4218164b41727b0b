// Rendered during prerender only, as `404.html` per locale; the server sends it with status 404
// for any unknown path (TanStack Start's prerenderer refuses non-2xx pages).
import { createFileRoute } from "@tanstack/react-router";
import { NotFound } from "../components/NotFound.tsx";
import { notFoundHead } from "../lib/head/page-head.ts";

export const Route = createFileRoute("/404")({
  head: notFoundHead,
  component: NotFound,
});
