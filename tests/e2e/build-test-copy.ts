// Builds the one copy of the site the browser tests need besides dist/ (decision 180), in
// .tmp/dist-fixtures: its embedded forms point at the local fixture provider of
// tests/e2e/fixtures/form-provider.ts (tests/e2e/fixtures/form-env.json), and it carries a current
// site notice (decision 095): started on 24 November 2026 at 09:00 Gaza time, ending a day after
// this build (longer than any test run, so no page changes in the middle of one), warning kind, no
// Arabic text (so Arabic pages show the English). The notice file and its end as an instant go to
// .tmp/notice-fixture.{yaml,json}; the tests of the notice move the browser's clock to that end.
// Nothing reaches the internet; the real build in dist/ is untouched.
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import formEnv from "./fixtures/form-env.json" with { type: "json" };

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

mkdirSync(".tmp", { recursive: true });
writeFileSync(".tmp/notice-fixture.yaml", notice);
writeFileSync(".tmp/notice-fixture.json", JSON.stringify({ endsAt }));
const env = { ...process.env, ...formEnv, KGC_NOTICE_FILE: ".tmp/notice-fixture.yaml", KGC_DIST_DIR: ".tmp/dist-fixtures" };
execSync("node scripts/build.ts && node scripts/postbuild.ts", { stdio: "inherit", env });
