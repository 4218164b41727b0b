// One `vite build` (what the Vite command runs), then exit. After a build that compiled the
// messages, Paraglide's compiler leaves timers (from @lix-js/sdk) that keep Node alive for about
// 27 s more, with nothing left to do: the first of scripts/build.ts's builds paid it in every CI run.
// scripts/compile-messages.ts exits the same way for the same reason.
import { createBuilder } from "vite";

const builder = await createBuilder({ logLevel: "warn" });
await builder.buildApp();
process.exit(0);
