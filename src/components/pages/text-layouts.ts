// The components that lay out a guide's or a policy's text, each a module of its own: needed only
// where the text is rendered from its chunk (on the server, and after a client-side navigation,
// whose route `beforeLoad` loads them with the text), never on a first visit, which keeps the
// prerendered HTML (PrerenderedText). Kept apart from the components so that the routes, whose
// `beforeLoad` is in the app's main chunk, import nothing else.
import { loadOnce } from "../../page-text/load.ts";

export const loadGuideParts = () => loadOnce("parts:guide", () => import("./GuideParts.tsx"));
export const loadPolicyBody = () => loadOnce("parts:policy", () => import("./PolicyBody.tsx"));
