// TanStack Start's client entry (named in vite.config.ts): its default, hydrating the prerendered
// document, except that the page's route code must have loaded first (decision 110). Without it,
// hydration would replace the readable page with an error; the page stays as it is instead.
// In the built site, `react` and `react-dom` are Preact here (decision 191, renderer.ts).
import { RouterProvider } from "@tanstack/react-router";
import { hydrateStart } from "@tanstack/react-start/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { payFirstThrowCost, startHydrationSlices } from "./lib/bootstrap/hydration-slices.ts";
import { nextTask } from "./lib/bootstrap/next-task.ts";
import { clearReloadMarks, loadPageCode } from "./lib/bootstrap/page-code.ts";
import { onPreact } from "./lib/bootstrap/renderer.ts";
import { keepStaticPage } from "./lib/bootstrap/static-page.ts";

/**
 * Where the app hydrates: the document, which React takes as it is. Preact hydrates the children of the container it is given, and swaps a
 * document for its <html>, where the app's own <html> would not match; so it gets a stand-in parent
 * whose one child is the page's <html>, and whose insertions go to the document.
 */
function documentParent(): Document {
  if (!onPreact) return document;
  const html = document.documentElement;
  const standIn = {
    nodeType: 1,
    namespaceURI: html.namespaceURI,
    ownerDocument: document,
    firstChild: html,
    childNodes: [html],
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
  };
  return standIn as unknown as Document;
}

/** Loads the page's route code, then hydrates, each step in a task of its own (decision 196). */
async function startApp() {
  if (!(await loadPageCode())) {
    keepStaticPage();
    return;
  }
  clearReloadMarks();
  await nextTask();
  // Start's <StartClient> suspends on this promise with no Suspense boundary above it, which React
  // waits for and Preact throws; awaiting it first hydrates the same tree.
  const router = await hydrateStart();
  await nextTask();
  payFirstThrowCost();
  await nextTask();
  startHydrationSlices();
  startTransition(() => {
    hydrateRoot(
      documentParent(),
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

// Not while this chunk evaluates: a request started from a module's top-level code makes Chromium,
// when a debugger or Lighthouse is attached, parse the whole chunk again for the request's stack
// (V8 collects source positions lazily), 25 ms of the evaluation task at CPU ×4 (decision 196,
// addendum).
setTimeout(startApp, 0);
