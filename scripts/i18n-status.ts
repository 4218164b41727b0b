// npm run i18n:status [-- --json | --strict | --mark <locale> <item> [--unchanged "<reason>"] | --record]:
// the missing and outdated translations per language (content-tools/i18n-status-command.ts says
// what each option does). KGC_CONTENT_ROOT reads another project folder (a test's temporary one).
import { i18nStatus } from "../content-tools/i18n-status-command.ts";

const root = process.env.KGC_CONTENT_ROOT ?? process.cwd();
process.exit(await i18nStatus(process.argv.slice(2), { root, console }));
