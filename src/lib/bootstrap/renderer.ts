// Which renderer runs this code (decision 191). The built site's browser code runs on Preact
// (framework-patches.ts resolves React to `preact/compat` there); the prerender, `vite dev` (whose
// dependencies are pre-bundled with React, and whose hot reload is React Refresh) and the unit tests
// run on React. The two places where Preact's hydration differs, src/client.tsx and
// src/lib/head/preact-head.tsx, ask here.

/** Whether this is the built site's browser code, on Preact. */
export const onPreact = !import.meta.env.SSR && import.meta.env.PROD;
