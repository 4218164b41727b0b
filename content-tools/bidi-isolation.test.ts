// The right-to-left isolation check: the real Arabic texts pass; symbol-edged Latin tokens outside
// LRI … PDI are found in any Arabic file, including help guides added later.
import { describe, expect, it } from "vitest";
import { arabicIsolationProblems, unisolatedTokens } from "./bidi-isolation.ts";
import { diskSource } from "./content-source.ts";
import { edited, memorySource, replacing, repo, siteFiles } from "./test-support/site-files.ts";
import { validateContent } from "./validate.ts";

const site = siteFiles();
const isolate = (token: string) => `\u2066${token}\u2069`;

describe("unisolated Latin tokens in Arabic text", () => {
  it("finds tokens that begin or end with a symbol", () => {
    expect(unisolatedTokens("عنوان SM-DP+ والرمز *#06# والبادئة +972 والبند 501(c)(3). والربح 100% و‎+970 و+{value} شخص")).toEqual([
      "SM-DP+",
      "#06#",
      "+972",
      "501(c)(3)",
      "100%",
      "+970",
      "+0",
    ]);
  });

  it("leaves isolated tokens, sentence punctuation, brackets around a word, links and anchors alone", () => {
    const fine = [
      `عنوان ${isolate("SM-DP+")} والرمز ${isolate("*#06#")}، والبادئة **${isolate("+972")}**.`,
      "شريحة eSIM. «لنُبقِ غزة متصلة» (Keep Gaza Connected) ولقطة شاشة (PNG أو JPEG)، وسلاك (Slack)؛ وeSIM:",
      "اقرأ [سياسة التوزيع](distributionPolicyLink) و[القسم 3](#gaza-residents-only).",
      "## 3. لسكان قطاع غزة فقط {#gaza-residents-only}",
      "- **10 غيغابايت** إلى 15، و10–15 يومًا، و50,000 شريحة، وeSIM’ات",
    ];
    for (const text of fine) expect(unisolatedTokens(text), text).toEqual([]);
  });

  it("passes every Arabic text as it is (content, data wording and messages)", () => {
    expect(arabicIsolationProblems(diskSource(repo))).toEqual([]);
  });

  it("names the file and field in a page, a policy, a data file, the messages and a help guide added later", () => {
    // The real content and messages, four of them changed and a guide added, in memory (test-support/site-files.ts).
    const files = edited(site, {
      "messages/ar.json": replacing(isolate("SM-DP+"), "SM-DP+"),
      "content/policies/ar/distribution-policy.md": replacing(isolate("+972"), "\u200e+972"),
      "content/pages/ar/donate.md": replacing(isolate("501(c)(3)"), "501(c)(3)"),
      "content/data/figures.yaml": replacing("أكثر من {value}", "+{value}"),
    });
    files.set("content/help/ar/imei.md", "---\ntitle: رقم IMEI\n---\n\nاطلب الرمز *#06# من لوحة الاتصال.\n");
    const content = memorySource(files);
    expect(arabicIsolationProblems(content).map((p) => `${p.file}: ${p.field}: ${p.message.split('"')[1]}`)).toEqual([
      "content/data/figures.yaml: wording.ar.esims: +0",
      "content/help/ar/imei.md: body: #06#",
      "content/pages/ar/donate.md: cash.paragraphs.1: 501(c)(3)",
      "content/policies/ar/distribution-policy.md: body: +972",
      "messages/ar.json: qr_check_smdp: SM-DP+",
    ]);
    // The build's validation (run before anything is built) reports them too: it runs the language
    // checks over every text whatever its list of collections, here none (no collection's check
    // reports an isolation).
    expect(validateContent(content, { collections: [] }).filter((p) => p.message.includes("must be isolated"))).toHaveLength(5);
  });
});
