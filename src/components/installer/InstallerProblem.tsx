import { m } from "../../paraglide/messages.js";

/** Why no code could be installed: each with its own words, and what the code held as text, never as HTML. */
export type Problem =
  | { kind: "none" | "several" | "not-image" | "unavailable" | "broken" }
  | { kind: "web-link" | "plain-text"; text: string }
  | { kind: "bad-link"; text: string };

const words: Record<Problem["kind"], () => string> = {
  none: m.installer_none,
  several: m.installer_several,
  "not-image": m.installer_not_image,
  unavailable: m.installer_unavailable,
  broken: m.installer_broken,
  "web-link": m.installer_web_link,
  "plain-text": m.installer_plain_text,
  "bad-link": m.installer_bad_link,
};

/** Shows at most this much of a long text: enough to recognise it. */
const shownLength = 200;

export function InstallerProblem({ problem }: { problem: Problem }) {
  return (
    <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-stone-800">
      <p className="font-semibold">{words[problem.kind]()}</p>
      {"text" in problem && (
        <>
          <p className="mt-3">{m.installer_content()}</p>
          <p dir="ltr" className="mt-1 break-all font-mono text-sm">
            {problem.text.length > shownLength ? `${problem.text.slice(0, shownLength)}…` : problem.text}
          </p>
        </>
      )}
    </div>
  );
}
