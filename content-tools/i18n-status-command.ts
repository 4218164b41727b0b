// npm run i18n:status: for each language, the pages, policies, data wording and messages whose
// translation is missing or outdated (the English text changed after it was translated), and the
// texts left word for word in English. Exits 1 when a translation is missing (with --strict, also
// when one is outdated or left in English).
//   npm run i18n:status                         the list, by language
//   npm run i18n:status -- --json               the same as JSON (the editor's items and copies, and more)
//   npm run i18n:status -- --mark fr pages/home record that fr/home.md now says what the English says
//     (refused when the English changed and the translation did not since it was last marked; add
//     --unchanged "<reason>" when it truly needs no change: the list shows it with the reason)
//   npm run i18n:status -- --record           record what every up-to-date translation says now
// scripts/i18n-status.ts runs it on the command line; the tests run it in-process.
import { UnreadableFileError } from "./content-file.ts";
import { policyDatesToFill } from "./dates-to-fill.ts";
import { markUpToDate, recordUpToDate } from "./mark-translated.ts";
import { sameAsEnglish } from "./same-as-english.ts";
import { itemForms } from "./translated-collections.ts";
import { translationStatus, unchangedOnPurpose } from "./translation-status.ts";
import { type Kind, translatedLocales } from "./translations.ts";

/** Where the command runs: the project folder it reads, and the console it prints to. */
export type CommandPlace = { root: string; console: Pick<Console, "log" | "error"> };

/**
 * Runs `npm run i18n:status` with the arguments after `--`; returns the exit code. A file that does
 * not parse (a merge left half-done) is named, with the parser's reason, rather than thrown.
 */
export async function i18nStatus(args: readonly string[], place: CommandPlace): Promise<number> {
  try {
    return await runStatus(args, place);
  } catch (error) {
    if (!(error instanceof UnreadableFileError)) throw error;
    place.console.error(`${error.describedFrom(place.root)}. Correct that file, then run this again.`);
    return 2;
  }
}

async function runStatus(args: readonly string[], { root, console }: CommandPlace): Promise<number> {
  const markAt = args.indexOf("--mark");
  if (markAt >= 0) {
    const [locale, item] = args.slice(markAt + 1);
    const unchangedAt = args.indexOf("--unchanged");
    const reason = unchangedAt >= 0 ? (args[unchangedAt + 1] ?? "") : undefined;
    if (!locale || !item) {
      console.error(
        `Usage: npm run i18n:status -- --mark <${translatedLocales.join("|")}> <${itemForms().join("|")}> [--unchanged "<reason>"]`,
      );
      return 2;
    }
    try {
      console.log(`Marked as up to date: ${await markUpToDate(root, locale, item, { unchanged: reason })}`);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      return 2;
    }
    return 0;
  }

  if (args.includes("--record")) {
    console.log(`Recorded what ${await recordUpToDate(root)} up-to-date translations say (translations/marked/).`);
    return 0;
  }

  const items = await translationStatus(root);
  const onPurpose = await unchangedOnPurpose(root);
  const copies = await sameAsEnglish(root);
  const toFill = policyDatesToFill(root);
  const missing = items.filter((item) => item.state === "missing");
  const outdated = items.filter((item) => item.state === "outdated");

  if (args.includes("--json")) {
    console.log(JSON.stringify({ items, sameAsEnglish: copies, unchangedOnPurpose: onPurpose, toFill }, null, 2));
  } else {
    // Each kind as the list names it; one missing here fails the type check.
    const labels: Record<Kind, string> = { page: "page", policy: "policy", guide: "help guide", data: "data wording", message: "message" };
    for (const locale of translatedLocales) {
      const mine = items.filter((item) => item.locale === locale);
      const same = copies.filter((copy) => copy.locale === locale);
      const kept = onPurpose.filter((entry) => entry.locale === locale);
      if (!mine.length && !same.length && !kept.length) {
        console.log(`${locale}: every translation is up to date`);
        continue;
      }
      console.log(`${locale}:`);
      for (const state of ["missing", "outdated"]) {
        const list = mine.filter((item) => item.state === state);
        if (!list.length) continue;
        console.log(`  ${state} (${list.length}):`);
        for (const item of list)
          console.log(
            `    ${labels[item.kind]} ${item.name}  ${item.file}  English fingerprint ${item.sourceHash}${item.note ? `  (${item.note})` : ""}`,
          );
      }
      if (kept.length) {
        console.log(`  unchanged on purpose although the English changed (${kept.length}):`);
        for (const entry of kept) console.log(`    ${entry.item}  ${entry.file}: ${entry.reason}`);
      }
      if (same.length) {
        console.log(`  same as English (${same.length}):`);
        for (const copy of same) console.log(`    ${copy.file} ${copy.field}: "${copy.text.slice(0, 60)}"`);
      }
    }
    // Not translations, but fields of every language the team has yet to fill in: listed, never failing.
    if (toFill.length) {
      console.log(`to fill in (${toFill.length}):`);
      for (const item of toFill) console.log(`  ${item.file} ${item.field}: ${item.why}`);
    }
    console.log(`\n${missing.length} missing, ${outdated.length} outdated, ${copies.length} same as English.`);
    if (outdated.length) console.log("Update each outdated text, then record the English fingerprint shown (see docs/translating.md).");
  }

  const strict = args.includes("--strict");
  return missing.length || (strict && (outdated.length || copies.length)) ? 1 : 0;
}
