// Builds a second copy of the site in .tmp/dist-forms whose embedded forms point at the local
// fixture provider of tests/e2e/fixtures/form-provider.ts (and, for the French upload form and
// newsletter, at a port where nothing answers: a provider out of reach), for the form tests. It also
// sets the optional fiscal sponsor, so the donation tests see it shown. Nothing reaches the
// internet; the real build in dist/ is untouched.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";

// The same addresses as tests/e2e/fixtures/form-provider.ts (formFixtureEnv), kept in JSON so this
// plain script can read them without a TypeScript loader.
const fixtures = JSON.parse(readFileSync("tests/e2e/fixtures/form-env.json", "utf8"));
const env = { ...process.env, ...fixtures, KGC_DIST_DIR: ".tmp/dist-forms" };

execSync("npx vite build --logLevel warn && node scripts/postbuild.ts", { stdio: "inherit", env });
