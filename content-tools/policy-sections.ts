// What a policy's Markdown body is made of: an introduction, then numbered sections whose anchors
// other pages link to. The build compiles a policy from it (vite-plugin.ts), and the checks read it
// for the sections' order, the anchors links may point to and the numbers of each section
// (checks/policies.ts, checks/links.ts).

/** `## 3. Heading {#anchor}` */
export const sectionHeading = /^## (\d+)\.\s+(.+?)\s*\{#([a-z0-9-]+)\}\s*$/;

/** A policy body split into its introduction and its numbered sections (problems noted on the way). */
export function policySections(body: string) {
  const sections: Array<{ id: string; number: string; title: string; text: string }> = [];
  const problems: string[] = [];
  let intro = "";
  for (const line of body.split("\n")) {
    const current = sections.at(-1);
    if (line.startsWith("## ")) {
      const heading = sectionHeading.exec(line);
      if (!heading) {
        problems.push(`a section heading must read "## N. Heading {#anchor}": ${line}`);
        continue;
      }
      const [, number = "", title = "", id = ""] = heading;
      if (String(sections.length + 1) !== number) problems.push(`section ${number} is out of order`);
      sections.push({ id, number, title, text: "" });
    } else if (current) current.text += `${line}\n`;
    else intro += `${line}\n`;
  }
  if (!sections.length) problems.push("no numbered sections (## 1. Heading {#anchor})");
  return { intro, sections, problems };
}
