import { linkClass } from "#model/long-text-classes.ts";
import { ExternalLink } from "../ExternalLink.tsx";
import { socialItems } from "../layout/nav-items.ts";

/** The configured social channels as plain links: the ways that still work when a form does not. */
export function SocialChannels() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2">
      {socialItems().map((item) => (
        <li key={item.label}>
          <ExternalLink href={item.href} className={linkClass}>
            {item.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
