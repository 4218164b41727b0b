import { isLocale, localeInfo, locales } from "#model/locales.ts";
import { chooseLocale, currentLocale } from "../../lib/locale/page-locale.ts";
import { GlobeIcon } from "../Icons.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select.tsx";

/** The Radix language menu, loaded on demand by LanguageSwitcher and opened at once. */
export default function LanguageSelect({ labelId }: { labelId: string }) {
  return (
    <Select defaultOpen value={currentLocale()} onValueChange={(value) => isLocale(value) && chooseLocale(value)}>
      <SelectTrigger aria-labelledby={labelId}>
        <GlobeIcon className="size-4" />
        <span className="flex-1 text-start max-[359px]:sr-only">
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent>
        {locales.map((l) => (
          <SelectItem key={l} value={l} lang={l}>
            {localeInfo[l].label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
