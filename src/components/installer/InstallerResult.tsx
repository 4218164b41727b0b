import { type ReactNode, useEffect, useState } from "react";
import type { QrContent } from "../../lib/esim/activation-code.ts";
import { appleSetupLink } from "../../lib/esim/install-link.ts";
import { type Platform, visitorPlatform } from "../../lib/platform.ts";
import { m } from "../../paraglide/messages.js";
import { buttonClass } from "../ui/button.ts";
import { CopyButton } from "./CopyButton.tsx";
import { InstallLinkMaker } from "./InstallLinkMaker.tsx";
import { QrDrawing } from "./QrDrawing.tsx";

type EsimCode = Extract<QrContent, { kind: "esim" }>;
type Part = "iphone-link" | "iphone-manual" | "android" | "qr" | "send";

/** Which ways lead on each phone; a computer (a helper, the team) leads with the QR code and the link. */
const order: Record<Platform | "other", Part[]> = {
  iphone: ["iphone-link", "iphone-manual", "qr", "android", "send"],
  samsung: ["android", "qr", "iphone-link", "iphone-manual", "send"],
  android: ["android", "qr", "iphone-link", "iphone-manual", "send"],
  other: ["qr", "send", "android", "iphone-link", "iphone-manual"],
};

/** A code, or its masked form until the resident asks to see it; always left to right. */
function CodeText({ text, masked, shown }: { text: string; masked: string; shown: boolean }) {
  return (
    <bdi dir="ltr" className="block break-all rounded-lg bg-stone-100 p-3 font-mono text-base text-stone-950">
      {shown ? text : masked}
    </bdi>
  );
}

function Way({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-stone-200 pt-5">
      <h3 className="text-lg font-semibold text-stone-950">{heading}</h3>
      {children}
    </section>
  );
}

/** Every way to install a code, the visitor's phone's first; the code itself hidden until asked for. */
export function InstallerResult({ esim }: { esim: EsimCode }) {
  const [platform, setPlatform] = useState<Platform | "other">();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let current = true;
    void visitorPlatform().then((found) => current && setPlatform(found ?? "other"));
    return () => {
      current = false;
    };
  }, []);
  const maskedWhole = `LPA:1$${esim.smdpAddress}$${esim.maskedCode}`;
  const parts: Record<Part, ReactNode> = {
    "iphone-link": (
      <Way key="iphone-link" heading={m.installer_iphone_heading()}>
        <p>{m.installer_iphone_body()}</p>
        <a href={appleSetupLink(esim.code)} className={buttonClass("primary", { className: "self-start" })}>
          {m.installer_iphone_button()}
        </a>
      </Way>
    ),
    "iphone-manual": (
      <Way key="iphone-manual" heading={m.installer_manual_heading()}>
        <p>{m.installer_manual_body()}</p>
        <dl className="flex flex-col gap-2">
          <dt className="font-semibold">{m.installer_smdp()}</dt>
          <dd className="flex flex-col gap-2">
            <CodeText text={esim.smdpAddress} masked={esim.smdpAddress} shown />
            <CopyButton text={esim.smdpAddress} what={m.installer_smdp()} />
          </dd>
          <dt className="font-semibold">{m.installer_activation_code()}</dt>
          <dd className="flex flex-col gap-2">
            <CodeText text={esim.activationCode} masked={esim.maskedCode} shown={shown} />
            <CopyButton text={esim.activationCode} what={m.installer_activation_code()} />
          </dd>
        </dl>
      </Way>
    ),
    android: (
      <Way key="android" heading={m.installer_android_heading()}>
        <p>{m.installer_android_body()}</p>
        <p className="font-semibold">{m.installer_whole_code()}</p>
        <CodeText text={esim.code} masked={maskedWhole} shown={shown} />
        <CopyButton text={esim.code} what={m.installer_whole_code()} />
      </Way>
    ),
    qr: (
      <Way key="qr" heading={m.installer_qr_heading()}>
        <p>{m.installer_qr_body()}</p>
        {shown ? <QrDrawing code={esim.code} /> : <p className="text-stone-700">{m.installer_code_hidden()}</p>}
      </Way>
    ),
    send: (
      <Way key="send" heading={m.installer_link_heading()}>
        <InstallLinkMaker code={esim.code} shown={shown} />
      </Way>
    ),
  };
  return (
    <div className="flex flex-col gap-5">
      <p className="font-semibold text-emerald-900">{m.installer_ready()}</p>
      {esim.confirmationCodeRequired && (
        <p className="rounded-lg border border-amber-400 bg-amber-50 p-3 font-semibold text-amber-950">{m.installer_confirmation()}</p>
      )}
      <button type="button" onClick={() => setShown(!shown)} className={buttonClass("secondary", { size: "sm", className: "self-start" })}>
        {shown ? m.installer_hide_code() : m.installer_show_code()}
      </button>
      {platform && order[platform].map((part) => parts[part])}
    </div>
  );
}
