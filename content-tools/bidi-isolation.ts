// In right-to-left text, a Latin token that begins or ends with punctuation or a symbol (SM-DP+,
// *#06#, +972, 501(c)(3), 100%) is reordered by the bidi algorithm: the edge symbol takes the
// paragraph's direction and jumps to the other side ("+SM-DP", "972+"). Arabic texts therefore wrap
// every such token in LRI … PDI (U+2066 … U+2069), which lays it out left to right as one unit
// (docs/glossary.md). This check finds the tokens left unwrapped.

import type { ContentProblem } from "./checks/checker.ts";
import type { ContentSource } from "./content-source.ts";
import { localeTexts } from "./locale-texts.ts";

export const LRI = "\u2066";
export const PDI = "\u2069";

/** Spans already isolated (LRI, RLI or FSI … PDI): nothing inside them is reordered. */
const isolated = /[\u2066\u2067\u2068][^\u2069]*\u2069/g;

/** Sentence punctuation around a token belongs to the sentence, not to the token. */
const sentenceEnd = /[.,:;!?،؛؟…"'”’»]+$/;
const sentenceStart = /^["'“‘«]+/;
const pairs: Record<string, string> = { "(": ")", "[": "]", "{": "}" };

/** A brackets pair wrapping the whole token ("(eSIM)") is mirrored correctly in RTL; so is an unpaired one. */
function trimBrackets(token: string) {
  let core = token;
  for (;;) {
    const before = core;
    core = core.replace(sentenceStart, "").replace(sentenceEnd, "");
    const first = core[0] ?? "";
    const close = pairs[first];
    if (close && core.endsWith(close) && matchingClose(core) === core.length - 1) core = core.slice(1, -1);
    for (const [open, shut] of Object.entries(pairs)) {
      if (core.startsWith(open) && count(core, open) > count(core, shut)) core = core.slice(1);
      if (core.endsWith(shut) && count(core, shut) > count(core, open)) core = core.slice(0, -1);
    }
    if (core === before) return core;
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** The index of the bracket that closes the one at index 0. */
function matchingClose(text: string) {
  const open = text[0] ?? "";
  const close = pairs[open];
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === open) depth++;
    else if (text[index] === close && --depth === 0) return index;
  }
  return -1;
}

/** What the reader sees of a Markdown text: no link targets, heading anchors or emphasis marks; placeholders as digits. */
function visibleText(markdown: string) {
  return markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\{#[\w-]+\}/g, "")
    .replace(/\{\w+\}/g, "0")
    .replace(/\*\*|__|`/g, "")
    .replace(/[[\]]/g, " ")
    .replace(/(^|\s)[*_](?=\S)|(?<=\S)[*_](?=\s|$)/gm, "$1")
    .replace(/^\s*(?:[-*+]|\d+\.)\s/gm, " ");
}

/** Latin tokens of a right-to-left text that begin or end with punctuation or a symbol and are not isolated. */
export function unisolatedTokens(text: string) {
  const open = visibleText(text).replace(isolated, " ");
  return (
    open
      // A Latin token is a run of anything but spaces and Arabic script: «و(eSIM)» holds the token "(eSIM)".
      .split(/[\s\u200e\u200f\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]+/u)
      .map(trimBrackets)
      .filter((core) => /[A-Za-z0-9]/.test(core) && (/^[\p{P}\p{S}]/u.test(core) || /[\p{P}\p{S}]$/u.test(core)))
  );
}

/** Every Arabic text (content, data wording, messages) with a symbol-edged Latin token outside LRI … PDI. */
export function arabicIsolationProblems(content: ContentSource): ContentProblem[] {
  return localeTexts(content, "ar").flatMap(({ file, field, text }) =>
    unisolatedTokens(text).map((token) => ({
      file,
      field,
      message: `"${token}" must be isolated as ${LRI}${token}${PDI} (LRI … PDI, U+2066 … U+2069) or it displays out of order in right-to-left text`,
    })),
  );
}
