import { Fragment, type ReactNode } from "react";
import { config } from "../config";
import { currentLocale } from "../lib/i18n";
import { localizePath } from "../lib/locale.js";
import { ExternalLink } from "./ExternalLink";

/** Where each link tag of a Rich text points (see src/content/page-text.ts). */
function linkTargets(): Record<string, { href: string; external: boolean }> {
  const site = (path: string) => ({ href: localizePath(path, currentLocale()), external: false });
  const outside = (href: string) => ({ href, external: true });
  return {
    servicesLink: outside(config.requestSiteUrl),
    travelLink: outside(config.travelStoreUrl),
    donateLink: outside(config.donateUrl),
    distributionPolicyLink: site("/distribution-policy"),
    partnerPolicyLink: site("/partner-policy"),
    uploadLink: site("/upload"),
    contactLink: site("/contact"),
    aboutLink: site("/about"),
    donatePageLink: site("/donate"),
  };
}

// Colours come from `.rich-link` in styles.css, which turns white on dark bands (`.inverse`).
const linkClass = "rich-link";

/** Renders `**bold**` in a piece of text. */
function withBold(text: string, keyPrefix: string): ReactNode[] {
  // The parts of one fixed string never move, so their position is a stable key.
  return text.split(/\*\*(.+?)\*\*/g).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <strong key={`${keyPrefix}-${index}`} className="font-semibold">
        {part}
      </strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <Fragment key={`${keyPrefix}-${index}`}>{part}</Fragment>
    ),
  );
}

/**
 * A translated sentence with its links where its grammar puts them: `<travelLink>our store</travelLink>`
 * becomes a link to the travel store, and `**words**` become bold. An unknown tag is an error.
 */
export function RichText({ text }: { text: string }) {
  const targets = linkTargets();
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, name = "", label = ""] = match;
    const index = match.index ?? 0;
    parts.push(...withBold(text.slice(last, index), `t${index}`));
    const target = targets[name];
    if (!target) throw new Error(`Unknown link tag <${name}> in: ${text}`);
    parts.push(
      target.external ? (
        <ExternalLink key={`l${index}`} href={target.href} className={linkClass} showIcon={false}>
          {withBold(label, `l${index}`)}
        </ExternalLink>
      ) : (
        <a key={`l${index}`} href={target.href} className={linkClass}>
          {withBold(label, `l${index}`)}
        </a>
      ),
    );
    last = index + whole.length;
  }
  parts.push(...withBold(text.slice(last), "end"));
  return <>{parts}</>;
}
