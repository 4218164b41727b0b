// A scratch copy of content/ and messages/ for the tests of a content check: they break a text on
// purpose, then read what the check and the build's validation say about it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";

const repo = new URL("../../", import.meta.url).pathname;

/** Replaces `from` (which must be there) with `to` in a file of the copy. */
export type ChangeText = (file: string, from: string, to: string) => void;

/** Runs `use` on a fresh copy of the repository's content and messages, removed afterwards. */
export function withContentCopy(use: (root: string, change: ChangeText) => void) {
  const root = mkdtempSync(join(tmpdir(), "kgc-content-"));
  try {
    cpSync(join(repo, "content"), join(root, "content"), { recursive: true });
    cpSync(join(repo, "messages"), join(root, "messages"), { recursive: true });
    use(root, (file, from, to) => {
      const text = readFileSync(join(root, file), "utf8");
      expect(text).toContain(from);
      writeFileSync(join(root, file), text.replace(from, to));
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
