// TanStack Start's client entry (named in vite.config.ts): its default, hydrating the prerendered
// document, except that the page's route code must have loaded first (decision 110). Without it,
// hydration would replace the readable page with an error; the page stays as it is instead.
import { StartClient } from "@tanstack/react-start/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { clearReloadMarks, loadPageCode } from "./lib/bootstrap/page-code.ts";
import { keepStaticPage } from "./lib/bootstrap/static-page.ts";

void loadPageCode().then((loaded) => {
  if (!loaded) {
    keepStaticPage();
    return;
  }
  clearReloadMarks();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    );
  });
});
