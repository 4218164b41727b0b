// Builds the one copy of the site the browser tests need besides dist/ (decision 180), in
// .tmp/dist-fixtures, from a copy of the project's files (.tmp/site-copy) whose data files are the
// tests' own (decision 201):
// - its figures, sample plans and policy dates are tests/e2e/fixtures/site-data.ts's, so the tests
//   of how pages show them do not change when the team edits the live ones;
// - it carries a current site notice (decision 095): started on 24 November 2026 at 09:00 Gaza
//   time, ending a day after this build (longer than any test run, so no page changes in the middle
//   of one), warning kind, no Arabic text (so Arabic pages show the English). Its end as an instant
//   goes to .tmp/notice-fixture.json; the tests of the notice move the browser's clock to that end;
// - its embedded forms point at the local fixture provider of tests/e2e/fixtures/form-provider.ts
//   (tests/e2e/fixtures/form-env.json).
// Nothing reaches the internet; the real build in dist/ and the live content are untouched.
import { execSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { normalize, resolve } from "node:path";
import { parse, stringify } from "yaml";
import formEnv from "./fixtures/form-env.json" with { type: "json" };
import { fixtureFigures, fixturePlans, fixturePolicyDates } from "./fixtures/site-data.ts";

/** The end: whole minutes, a day after now. */
const endsAt = Math.floor(Date.now() / 60_000) * 60_000 + 24 * 60 * 60_000;

/** The same instant on Gaza's clock, YYYY-MM-DDTHH:MM, as an editor would write it. */
function onGazaClock(instant: number) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Gaza",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

const notice = `starts: "2026-11-24T09:00"
ends: "${onGazaClock(endsAt)}"
kind: warning
wording:
  en:
    text: "The **request site** is down. [Write to us](/contact) if you need an eSIM today."
  fr:
    text: "Le **site de demande** est en panne. [Écrivez-nous](/contact) si vous avez besoin d’une eSIM aujourd’hui."
  tr:
    text: "**Talep sitesi** çalışmıyor. Bugün eSIM’e ihtiyacınız varsa [bize yazın](/contact)."
  ar:
    text: ""
`;

/** What the copy leaves out: what is installed, built or generated, and the git history. */
const notCopied = new Set(["node_modules", "dist", "dist.locales", ".tmp", ".git", "test-results", ".wrangler"]);
/** Generated inside the sources, and made again by the copy's own build: the messages `npm run build` may be writing while this copies (scripts/build-for-tests.ts builds both at once). */
const generatedInSources = "src/paraglide";
const copy = ".tmp/site-copy";
rmSync(copy, { recursive: true, force: true });
mkdirSync(copy, { recursive: true });
for (const entry of readdirSync(".")) {
  if (!notCopied.has(entry))
    cpSync(entry, `${copy}/${entry}`, { recursive: true, filter: (source) => normalize(source) !== generatedInSources });
}
symlinkSync(resolve("node_modules"), `${copy}/node_modules`, "dir");

/** Rewrites one of the copy's data files: the live file, with `change` applied to its data. */
function withData(file: string, change: (data: Record<string, unknown>) => unknown) {
  const data = parse(readFileSync(`content/data/${file}`, "utf8"));
  writeFileSync(`${copy}/content/data/${file}`, stringify(change(data)));
}
withData("figures.yaml", (data) => ({ ...data, ...fixtureFigures }));
withData("travel-plans.yaml", (data) => ({
  ...data,
  plans: (data.plans as Array<{ id: string }>).map((plan) => {
    const numbers = fixturePlans[plan.id];
    if (!numbers) throw new Error(`tests/e2e/fixtures/site-data.ts: no numbers for the plan "${plan.id}"`);
    return { ...plan, ...numbers };
  }),
}));
withData("policies.yaml", () => fixturePolicyDates);
writeFileSync(`${copy}/content/data/notice.yaml`, notice);
writeFileSync(".tmp/notice-fixture.json", JSON.stringify({ endsAt }));

const env = { ...process.env, ...formEnv, KGC_DIST_DIR: resolve(".tmp/dist-fixtures") };
try {
  execSync("node scripts/build.ts && node scripts/postbuild.ts", { stdio: "inherit", env, cwd: copy });
} finally {
  // Not left behind: its sources and tests would be found again by the type check and Vitest.
  rmSync(copy, { recursive: true, force: true });
}
