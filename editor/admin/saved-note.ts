// The note shown after each save, saying where the change went and when it reaches the live
// site: an editor cannot otherwise tell a saved file from a published page (decision 164).
import { paragraph } from "./paragraph.ts";

/**
 * After a save, where the change went and when it reaches the site: the local editor writes the
 * files of this copy (a developer, or the online editor, puts them live); the online editor commits
 * to the repository, and the host builds and publishes the site from that commit.
 */
export function savedNote(hosted: { repo: string; branch: string } | null) {
  const element = document.createElement("div");
  element.className = "kgc-saved";
  element.setAttribute("role", "status");
  function show(path: string | undefined) {
    const at = new Date().toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
    const file = path ? ` (${path})` : "";
    element.replaceChildren();
    const close = document.createElement("button");
    close.type = "button";
    close.className = "kgc-button";
    close.textContent = "Close";
    close.addEventListener("click", () => element.replaceChildren());
    if (!hosted) {
      const text = paragraph(
        `Saved at ${at} into the files on this computer${file}. The live site does not change until these files are committed and the site is built: the online editor does both. See docs/editing.md, "How a change reaches the site". `,
      );
      text.append(close);
      element.append(text);
      return;
    }
    const link = document.createElement("a");
    link.href = `https://github.com/${hosted.repo}/commits/${hosted.branch}`;
    link.target = "_blank";
    link.rel = "noopener";
    link.textContent = "Follow it on GitHub";
    const text = paragraph(
      `Saved at ${at} as a commit to ${hosted.repo} (${hosted.branch})${file}. The host now builds the site from it: live in about 5 minutes, when the commit's check turns green. `,
    );
    text.append(
      link,
      ". If the check turns red, the build found a mistake and the site stays as it was: the check names the file and the field.",
    );
    element.append(text);
  }
  return { element, show };
}
