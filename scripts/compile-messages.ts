// Compiles messages/*.json into src/paraglide (as the build does) so that type checking and unit
// tests can run before a build.
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "../paraglide.options.ts";

await compile(paraglideOptions);
// @lix-js/sdk leaves timers running after a compile; nothing else is pending, so leave now.
process.exit(0);
