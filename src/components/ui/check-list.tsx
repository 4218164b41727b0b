import type { Html } from "#model/page-text/types.ts";
import { cn } from "../../lib/ui/class-names.ts";
import { CheckIcon } from "../Icons.tsx";
import { Prose } from "./prose.tsx";

/**
 * Rich-text items, each after a check mark (decorative: the list is read as a list): what to have
 * ready before installing, what to check before sending an eSIM, what a partner needs. `className`
 * is for layout only.
 */
export function CheckList({ items, className }: { items: Html[]; className?: string }) {
  return (
    <ul className={cn("flex flex-col gap-3 text-stone-800", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CheckIcon className="mt-0.5 size-5 text-emerald-700" />
          <Prose html={item} />
        </li>
      ))}
    </ul>
  );
}
