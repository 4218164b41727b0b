// The editor page computes a wording's fingerprint in the browser (fingerprint.ts); the build and
// `npm run i18n:status` compute it in Node (content-tools/source-hash.ts). They must agree, or a
// translation the editor marked as current would be listed as outdated.
import { describe, expect, it } from "vitest";
import { sourceHash } from "../../content-tools/source-hash.ts";
import { fingerprint, sameWording } from "./fingerprint.ts";

describe("the editor's fingerprint of a wording", () => {
  it("is the build's, for the wordings the data files hold", async () => {
    const wordings = [
      { text: "The **request site** is down. [Write to us](/contact) if you need an eSIM today." },
      { text: "  طلب الشريحة متوقف.  " },
      { esims: "{esims_distributed} eSIMs", people: "{people_connected} people", since: "since {counting_since}" },
      { names: { egypt: "Egypt", israel: "Israel" }, days: { one: "# day", other: "# days" } },
    ];
    for (const wording of wordings) expect(await fingerprint(wording)).toBe(sourceHash(wording));
  });

  it("is the fingerprint of the file as saved: an empty text is left out of the file, source_hash never counts", async () => {
    // A notice without English text is saved without the key (the editor omits empty optional fields).
    expect(await fingerprint({ text: "" })).toBe(sourceHash({}));
    expect(await fingerprint({ text: "Hello", source_hash: "0123456789ab" })).toBe(sourceHash({ text: "Hello" }));
    expect(await fingerprint({ text: "Hello" })).toMatch(/^[0-9a-f]{12}$/);
  });

  it("tells a changed wording from one only re-spaced", () => {
    expect(sameWording({ text: "Bonjour " }, { text: "Bonjour", source_hash: "0123456789ab" })).toBe(true);
    expect(sameWording({ text: "Bonjour" }, { text: "Bonsoir" })).toBe(false);
  });
});
