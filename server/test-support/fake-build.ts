// A small fake build (dist/ with client/, site-config.json, script-hashes.json) for the unit tests
// of the serving rules: a few pages in three locales, their not-found pages, a hashed asset with a
// gzip copy, a lite page, and a secret file beside dist/client that must never be served.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

export const fakePages = {
  "index.html": "<html><head></head><body><h1>Home</h1><script>boot()</script></body></html>",
  "about/index.html": "<h1>About</h1><script>boot()</script>",
  "contact/index.html": "<h1>Contact</h1><script src=/assets/app-abc123.js></script>",
  "donate/index.html": "<h1>Donate</h1><script>boot()</script>",
  "donate/index.lite.html": "<h1>Donate (lite)</h1>",
  "fr/about/index.html": "<h1>À propos</h1><script>boot()</script>",
  "ar/donate/index.html": "<h1>تبرع</h1><script>boot()</script>",
  "404.html": "<h1>404: We Couldn't Find That Page</h1>",
  "fr/404.html": "<h1>404 : page introuvable</h1>",
  "ar/404.html": "<h1>404: لم نعثر على هذه الصفحة</h1>",
  "assets/app-abc123.js": "console.log('app')",
  "robots.txt": "User-agent: *",
};

/** Writes the fake build to a new temporary folder and returns its path (the `dist` folder). */
export function writeFakeBuild() {
  const dist = mkdtempSync(join(tmpdir(), "kgc-dist-"));
  for (const [path, body] of Object.entries(fakePages)) {
    const file = join(dist, "client", path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  writeFileSync(join(dist, "client", "assets/app-abc123.js.gz"), gzipSync(fakePages["assets/app-abc123.js"]));
  writeFileSync(join(dist, "secret.txt"), "outside the site");
  writeFileSync(
    join(dist, "site-config.json"),
    JSON.stringify({
      siteUrl: "https://example.org",
      formOrigins: { frame: ["https://forms.example.org"], script: ["https://news.example.com"] },
      imageOrigins: ["https://logos.example.net"],
    }),
  );
  writeFileSync(
    join(dist, "script-hashes.json"),
    JSON.stringify({ "/about/index.html": ["'sha256-abc'"], "/fr/about/index.html": ["'sha256-fr'"], "/index.html": ["'sha256-home'"] }),
  );
  return dist;
}
