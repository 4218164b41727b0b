// TanStack Start's server entry (named in vite.config.ts), used at build time only: the prerenderer
// renders every page through it, as `npm run dev` does. The production server is server/.
// Paraglide's middleware puts the URL's locale in scope for the whole render.
import handler from "@tanstack/react-start/server-entry";
import { paraglideMiddleware } from "./paraglide/server.js";

export default {
  fetch(request: Request): Promise<Response> {
    return paraglideMiddleware(request, () => handler.fetch(request));
  },
};
