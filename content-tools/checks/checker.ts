// What every kind's check is given (per-locale-files.ts and data-files.ts, and the kinds they
// call): where to read the files of content/, where to report a problem, and the checks every
// kind shares. A problem names the file and the field, so the build's message says where to look.
import { parse } from "yaml";
import type { z } from "zod";
import { halfDoneMerge, mergeMarkerIn, parseMarkdownFile } from "../content-file.ts";
import type { ContentSource } from "../content-source.ts";
import { markdownProblems, sectionsIn } from "./links.ts";
import type { MarkdownKind } from "./markdown-constructs.ts";

/** A problem the build stops on: its file, its field (`heading`, `wording.fr.text`, `(file)`, `body`) and what is wrong. */
export type ContentProblem = { file: string; field: string; message: string };

/** What a kind's check is given: the reading, reporting and checks every kind shares, each reporting what it finds. */
export type Checker = {
  /** Notes a problem of `file`'s `field`. */
  report(file: string, field: string, message: string): void;
  /** A Markdown file's frontmatter and body, or undefined when it is missing or its frontmatter is not YAML (reported). */
  readMarkdown(file: string): ReturnType<typeof parseMarkdownFile> | undefined;
  /** A YAML data file's value, or undefined when it is missing or not YAML (reported). */
  readYaml(file: string): unknown;
  /** `value` as `schema` parses it, or undefined when it does not fit (each issue reported, with its field). */
  checkSchema<T extends z.ZodType>(schema: T, value: unknown, file: string): z.infer<T> | undefined;
  /**
   * Reports HTML or an image in a Markdown text written on the page at `pagePath`, what its kind may
   * not hold (an inline field, or a policy's body: markdown-constructs.ts), and each link that goes
   * nowhere (links.ts).
   */
  checkMarkdown(text: string, file: string, field: string, pagePath: string, kind?: MarkdownKind): void;
};

/** The checker that reads `content` and reports into `problems`; the sections links may name are read once, here. */
export function checkerFor(content: ContentSource, problems: ContentProblem[]): Checker {
  const report = (file: string, field: string, message: string) => {
    problems.push({ file, field, message });
  };
  const sectionsOf = sectionsIn(content);
  return {
    report,

    readMarkdown(file) {
      const text = content.read(file);
      if (text === undefined) {
        report(file, "(file)", "missing: every page and policy needs a file in every language");
        return undefined;
      }
      if (mergeMarkerIn(text) !== undefined) {
        report(file, "(file)", halfDoneMerge);
        return undefined;
      }
      try {
        return parseMarkdownFile(text);
      } catch (error) {
        report(file, "(frontmatter)", `is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
        return undefined;
      }
    },

    readYaml(file) {
      const text = content.read(file);
      if (text === undefined) {
        report(file, "(file)", "missing");
        return undefined;
      }
      if (mergeMarkerIn(text) !== undefined) {
        report(file, "(file)", halfDoneMerge);
        return undefined;
      }
      try {
        return parse(text) as unknown;
      } catch (error) {
        report(file, "(file)", `is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
        return undefined;
      }
    },

    checkSchema<T extends z.ZodType>(schema: T, value: unknown, file: string) {
      const result = schema.safeParse(value);
      if (result.success) return result.data as z.infer<T>;
      for (const issue of result.error.issues) {
        const field = issue.path.map(String).filter(Boolean).join(".");
        if (issue.code === "unrecognized_keys") {
          for (const key of issue.keys) report(file, field ? `${field}.${key}` : key, "is not a field of this file (misspelt?)");
        } else if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) {
          report(file, field, "missing");
        } else report(file, field || "(file)", issue.message);
      }
      return undefined;
    },

    checkMarkdown(text, file, field, pagePath, kind = "inline") {
      for (const message of markdownProblems(text, pagePath, sectionsOf, kind)) report(file, field, message);
    },
  };
}
