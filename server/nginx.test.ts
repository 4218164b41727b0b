// The generated nginx configuration of a small fake build: the lines it must hold, written out by
// hand. (tests/e2e/http-and-servers.spec.ts runs nginx with the real build's configuration.)
import { beforeAll, describe, expect, it } from "vitest";
import { readSite } from "./built-site.ts";
import { nginxHttpConfig, nginxServerConfig } from "./nginx.ts";
import { writeFakeBuild } from "./test-support/fake-build.ts";

let http = "";
const server = nginxServerConfig();

beforeAll(() => {
  http = nginxHttpConfig(readSite(writeFakeBuild()));
});

describe("nginx http {} part", () => {
  it("maps each page file to its own Content-Security-Policy", () => {
    expect(http).toContain(
      `"/about/index.html" "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self'; style-src-elem 'self' 'unsafe-inline'; style-src-attr 'none'; img-src 'self' data: https://logos.example.net; font-src 'self'; connect-src 'self'; frame-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'; manifest-src 'self'; worker-src 'self'";`,
    );
    expect(http).toContain(`"/fr/about/index.html" "default-src 'self'; script-src 'self' 'sha256-fr';`);
    expect(http).toContain(`"/404.html" "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;`);
  });

  it("maps the Vary of each page: negotiated pages add Accept-Language", () => {
    expect(http).toContain('"/about/index.html" "Accept-Encoding, Save-Data, Cookie, Accept-Language";');
    expect(http).toContain('"/fr/about/index.html" "Accept-Encoding, Save-Data, Cookie";');
    expect(http).toContain('"/assets/app-abc123.js" "Accept-Encoding";');
  });

  it("caches hashed assets for a year and revalidates the rest", () => {
    expect(http).toContain('map $uri $kgc_cache {\n  default "no-cache";\n  "~^/assets/" "public, max-age=31536000, immutable";\n}');
  });

  it("sends HSTS when the request came over TLS, here or at the proxy", () => {
    expect(http).toContain('map "$scheme:$http_x_forwarded_proto" $kgc_hsts {');
    expect(http).toContain('"~:https$" "max-age=63072000; includeSubDomains";');
  });

  it("negotiates the locale from the cookie, then Accept-Language, then English", () => {
    expect(http).toContain('map $cookie_PARAGLIDE_LOCALE $kgc_cookie_locale {\n  default "";\n  en en;\n  fr fr;\n  tr tr;\n  ar ar;\n}');
    expect(http).toContain('map $kgc_cookie_locale $kgc_locale {\n  default $kgc_cookie_locale;\n  "" $kgc_language_locale;\n}');
    expect(http).toContain('"~^(?<kgc_l>fr|tr|ar) /$" /$kgc_l;');
  });

  it("picks the lite page from Save-Data and the cookie", () => {
    expect(http).toContain('map $cookie_KGC_SAVE_DATA $kgc_lite {\n  default $kgc_lite_by_header;\n  on ".lite";\n  off "";\n}');
  });

  it("remembers a language chosen with a plain link in the cookie", () => {
    expect(http).toContain('default "PARAGLIDE_LOCALE=$kgc_chosen_locale; Path=/; Max-Age=34560000; SameSite=Lax";');
  });

  it("sends .html with its charset", () => {
    expect(http).toContain('"text/html; charset=utf-8" html;');
  });
});

describe("nginx server {} part", () => {
  it("sends every security header, on errors and redirects too", () => {
    expect(server).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(server).toContain('add_header X-Frame-Options "DENY" always;');
    expect(server).toContain("add_header Content-Security-Policy $kgc_csp always;");
    expect(server).toContain("add_header Strict-Transport-Security $kgc_hsts always;");
  });

  it("serves precompressed files", () => {
    expect(server).toContain("gzip_static on;");
    expect(server).toContain("brotli_static on;");
  });

  it("answers unknown paths with the not-found page of their locale, never the page itself with a 200", () => {
    expect(server).toContain("error_page 404 $kgc_not_found;");
    expect(server).toContain("location ~ ^(?<kgc_nf>/(?:(?:fr|tr|ar)/)?404)(?:\\.lite)?\\.html$ {\n  internal;");
  });

  it("redirects unprefixed pages to the visitor's locale, and tries the lite page first", () => {
    expect(server).toContain("  if ($kgc_negotiated_target) { return 307 $kgc_negotiated_target$is_args$args; }");
    expect(server).toContain("  try_files $kgc_page_dir/index$kgc_lite.html $kgc_page_dir/index.html =404;");
  });
});

describe("the footer's data-saving form and the editor", () => {
  it("sets the KGC_SAVE_DATA cookie from ?on= and goes back to the page the form was sent from", () => {
    expect(http).toContain('map $arg_on $kgc_save_data_choice {\n  default off;\n  "1" on;\n}');
    expect(http).toContain('"~^\\\\|/save-data$" "KGC_SAVE_DATA=$kgc_save_data_choice; Path=/; Max-Age=34560000; SameSite=Lax";');
    expect(server).toContain("location = /save-data {\n  return 307 $kgc_back_path;\n}");
  });

  it("serves the editor's page without negotiating a locale", () => {
    expect(server).toContain("location = /admin {\n  try_files /admin/index.html =404;\n}");
  });
});
