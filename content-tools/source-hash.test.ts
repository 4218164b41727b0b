import { describe, expect, it } from "vitest";
import { canonicalJson } from "#model/fingerprint.ts";
import { sourceHash } from "./source-hash.ts";

describe("sourceHash", () => {
  it("is the same for the same data whatever the key order or the surrounding whitespace", () => {
    expect(sourceHash({ title: "Donate", body: "Give." })).toBe(sourceHash({ body: " Give.\n", title: "Donate" }));
  });

  it("changes when a word of the English text changes", () => {
    expect(sourceHash({ title: "Donate now" })).not.toBe(sourceHash({ title: "Donate today" }));
  });

  it("ignores the translation's own source_hash field", () => {
    expect(sourceHash({ title: "Donate", source_hash: "abc" })).toBe(sourceHash({ title: "Donate" }));
  });

  it("ignores a page file's `page` identifier, which the editor adds and nobody translates", () => {
    expect(sourceHash({ page: "home", title: "Donate", body: "" })).toBe(sourceHash({ title: "Donate", body: "" }));
    expect(sourceHash({ title: "Donate", body: "" })).not.toBe(sourceHash({ title: "Donate", body: "", heading: "home" }));
  });

  it("is twelve hex digits, the first ones of the SHA-256 of the canonical JSON", () => {
    // sha256('"hello"') computed independently with `printf '"hello"' | sha256sum`.
    expect(sourceHash("hello")).toBe("5aa762ae383f");
    expect(canonicalJson({ b: 1, a: [true, "x"] })).toBe('{"a":[true,"x"],"b":1}');
  });
});
