import { m } from "../paraglide/messages.js";
import { UploadForm } from "./forms/FormFrames.tsx";
import { QrCheck } from "./qr-check/QrCheck.tsx";
import { PagePart, PageTop, type TextPage } from "./start/TextPage.tsx";
import { Band } from "./ui/band.tsx";
import { cardClass } from "./ui/card.ts";

/**
 * The page for donating an eSIM in kind: what to send beside the form, whose QR check comes first.
 * `page` is the route's declaration of its text and layout module.
 */
export function UploadPage({ page }: { page: TextPage<"upload", typeof import("./pages/UploadBody.tsx")> }) {
  return (
    <>
      <PageTop page={page} parents={[{ to: "/donate", label: m.nav_donate() }]} />
      <Band>
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.1fr]">
          <div className="flex flex-col gap-8">
            <PagePart page={page} render={({ UploadBody }, text) => <UploadBody text={text} />} />
          </div>
          <section aria-labelledby="upload-form-heading" className={cardClass()}>
            <PagePart
              page={page}
              part="form-heading"
              render={(_, text) => (
                <h2 id="upload-form-heading" className="text-xl font-semibold text-stone-950">
                  {text.formHeading}
                </h2>
              )}
            />
            {/* The donor checks the screenshot first, then submits it: the check sits above the form at every width. */}
            <QrCheck />
            <div className="mt-6">
              <UploadForm />
            </div>
          </section>
        </div>
      </Band>
    </>
  );
}
