import { useState } from "react";
import { isLocale, type Locale, localeInfo, locales } from "#model/locales.ts";
import { installLink } from "../../lib/esim/install-link.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { m } from "../../paraglide/messages.js";
import { selectTriggerClass } from "../ui/select-trigger.ts";
import { CopyButton } from "./CopyButton.tsx";

/**
 * Makes the install link for a code, and the ready message around it, in the language the
 * resident reads (decision 120): for the team or a trusted helper to send in a private chat.
 */
export function InstallLinkMaker({ code, shown }: { code: string; shown: boolean }) {
  const [locale, setLocale] = useState<Locale>(currentLocale());
  // A written id, not `useId` (see biome.json): the page has one installer.
  const selectId = "install-link-language";
  const link = installLink(window.location.origin, locale, code);
  const message = m.installer_message({ link }, { locale });
  return (
    <div className="flex flex-col gap-3">
      <p>{m.installer_link_body()}</p>
      <p className="rounded-lg border border-amber-400 bg-amber-50 p-3 font-semibold text-amber-950">{m.installer_link_warning()}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="font-semibold">
          {m.installer_link_language()}
        </label>
        <select
          id={selectId}
          value={locale}
          onChange={(event) => isLocale(event.currentTarget.value) && setLocale(event.currentTarget.value)}
          className={`${selectTriggerClass} max-w-xs`}
        >
          {locales.map((option) => (
            <option key={option} value={option} lang={option}>
              {localeInfo[option].label}
            </option>
          ))}
        </select>
      </div>
      {shown && (
        <p dir="ltr" className="break-all rounded-lg bg-stone-100 p-3 font-mono text-sm" data-install-link="">
          {link}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <CopyButton text={link} what={m.installer_copy_link()} label={m.installer_copy_link()} />
        <CopyButton text={message} what={m.installer_copy_message()} label={m.installer_copy_message()} />
      </div>
    </div>
  );
}
