import type { ComponentProps } from "react";
import { m } from "../paraglide/messages.js";
import { ExternalIcon } from "./Icons.tsx";

type ExternalLinkProps = Omit<ComponentProps<"a">, "target" | "rel"> & { href: string; showIcon?: boolean };

/** A link that opens another site in a new tab, and says so to screen readers. */
export function ExternalLink({ children, showIcon = true, ...props }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {showIcon && <ExternalIcon className="ms-1 inline-block align-[-0.125em]" />}
      <span className="sr-only"> {m.opens_new_tab()}</span>
    </a>
  );
}
