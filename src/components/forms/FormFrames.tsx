import { localizePath } from "#model/locales.ts";
import { linkClass } from "#model/long-text-classes.ts";
import { config, formUrlFor } from "../../config/index.ts";
import { currentLocale } from "../../lib/locale/page-locale.ts";
import { m } from "../../paraglide/messages.js";
import { EmbeddedFrame } from "./EmbeddedFrame.tsx";
import { SocialChannels } from "./SocialChannels.tsx";

/** The contact form frame (850 to 1100 px tall depending on the width, the heights the form needs at each width). */
export function ContactForm() {
  const src = formUrlFor(config.forms.contactForm, currentLocale());
  return (
    <EmbeddedFrame
      key={src}
      src={src}
      title={m.contact_form_title()}
      heightClass="h-[1100px] sm:h-[950px] lg:h-[850px]"
      otherWays={<SocialChannels />}
    />
  );
}

/** The upload-QR form frame (975 to 1345 px tall depending on the width, the heights the form needs at each width). */
export function UploadForm() {
  const locale = currentLocale();
  const src = formUrlFor(config.forms.uploadForm, locale);
  const otherWays = (
    <a href={localizePath("/contact", locale)} className={linkClass}>
      {m.nav_contact()}
    </a>
  );
  return (
    <EmbeddedFrame
      key={src}
      src={src}
      title={m.upload_form_title()}
      heightClass="h-[1345px] sm:h-[1150px] lg:h-[975px]"
      otherWays={otherWays}
    />
  );
}
