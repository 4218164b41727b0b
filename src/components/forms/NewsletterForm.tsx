import { useHydrated } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { config, formUrlFor } from "../../config/index.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { m } from "../../paraglide/messages.js";
import { FormStatus } from "./FormStatus.tsx";
import { SocialChannels } from "./SocialChannels.tsx";
import { useFormLoading } from "./use-form-loading.ts";

/** The provider's form id, read from its script address (`…/form/<id>.js`). */
export function newsletterFormId(scriptUrl: string) {
  return new URL(scriptUrl).pathname.match(/\/form\/([\w-]+)\.js$/)?.[1];
}

/**
 * The newsletter sign-up: the provider's script renders its form into the element marked with the
 * form's id. The script is added once when this mounts and removed, with what it rendered, when it
 * unmounts; a new locale remounts it (`key`) with that locale's script.
 */
export function NewsletterForm() {
  const locale = currentLocale();
  const src = formUrlFor(config.forms.newsletterScript, locale);
  return <NewsletterEmbed key={src} src={src} page={formUrlFor(config.forms.newsletterPage, locale)} />;
}

function NewsletterEmbed({ src, page }: { src: string | undefined; page: string | undefined }) {
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLElement>(null);
  const formId = src ? newsletterFormId(src) : undefined;
  const [state, setState] = useFormLoading(box, hydrated && Boolean(formId));

  useEffect(() => {
    const element = target.current;
    if (!hydrated || !src || !formId || !element) return;
    const shown = () => element.querySelector("form, iframe, input") && setState("loaded");
    const observer = new MutationObserver(shown);
    observer.observe(element, { childList: true, subtree: true });
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.newsletterScript = formId;
    // A script that cannot be fetched fails at once: say so now rather than after the timeout.
    script.onerror = () => setState((now) => (now === "loaded" ? now : "failed"));
    document.body.append(script);
    return () => {
      observer.disconnect();
      script.remove();
      element.replaceChildren();
    };
  }, [hydrated, src, formId, setState]);

  if (!formId) {
    return (
      <div data-form-state="unconfigured">
        <FormStatus state="unconfigured" href={page} otherWays={<SocialChannels />} otherWaysIntro={m.newsletter_other_ways()} />
      </div>
    );
  }
  return (
    // Tall enough on a phone for the failure message with the social channels, so a failure moves nothing below.
    <div ref={box} className="relative min-h-[28rem] sm:min-h-72" data-form-state={state}>
      <section
        ref={target}
        id={formId}
        data-newsletter-form={formId}
        aria-label={m.newsletter_form_title()}
        className={state === "loaded" ? undefined : "hidden"}
      />
      {state !== "loaded" && (
        <div className="absolute inset-0">
          <FormStatus state={state} href={page} otherWays={<SocialChannels />} otherWaysIntro={m.newsletter_other_ways()} />
        </div>
      )}
    </div>
  );
}
