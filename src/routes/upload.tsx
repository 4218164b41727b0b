import { createFileRoute } from "@tanstack/react-router";
import { UploadForm } from "../components/forms/FormFrames.tsx";
import { QrCheck } from "../components/qr-check/QrCheck.tsx";
import { PagePart, PageTop, textPage } from "../components/TextPage.tsx";
import { Band } from "../components/ui/band.tsx";
import { cardClass } from "../components/ui/card.ts";
import { m } from "../paraglide/messages.js";

const upload = textPage("upload", "/upload", () => import("../components/pages/UploadBody.tsx"));

export const Route = createFileRoute("/upload")({ ...upload.routeOptions, component: Page });

function Page() {
  return (
    <>
      <PageTop page={upload} parents={[{ to: "/donate", label: m.nav_donate() }]} />
      <Band>
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.1fr]">
          <div className="flex flex-col gap-8">
            <PagePart page={upload} render={({ UploadBody }, text) => <UploadBody text={text} />} />
          </div>
          <section aria-labelledby="upload-form-heading" className={cardClass()}>
            <PagePart
              page={upload}
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
