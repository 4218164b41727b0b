// What each Vitest project gives its tests (vitest.config.ts): the renderer the components run on.
declare module "vitest" {
  export interface ProvidedContext {
    renderer: "react" | "preact";
  }
}

export {};
