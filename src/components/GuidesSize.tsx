import { useState } from "react";
import { guidesSize } from "../lib/guides-size.ts";

/** The help guides' offline size ("38 kB"), as the build measured it (src/lib/guides-size.ts). */
export function GuidesSize() {
  const [size] = useState(guidesSize);
  return (
    <span data-guides-size="" className="whitespace-nowrap">
      {size}
    </span>
  );
}
