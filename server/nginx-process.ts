// Runs Debian's nginx with the build's generated configuration (dist/nginx/), in the foreground,
// as an ordinary child process: its prefix, pid, logs and temp files in .tmp/, nothing in /etc.
// Used by `npm run serve:nginx`, the browser tests and the bench.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

/** Debian's nginx and its brotli_static module (scripts/ensure-nginx.ts installs them). */
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * The complete nginx.conf around the generated parts.
 */
export function mainConfig({
  distDir,
  prefix,
  host,
  port,
  workers,
}: {
  distDir: string;
  prefix: string;
  host: string;
  port: number;
  workers: number;
}) {
  const dist = resolve(distDir);
  return `# Written by server/nginx-process.ts for one run; the site's rules are in ${dist}/nginx/.
${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
load_module ${BROTLI_STATIC_MODULE};
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${dist}/nginx/kgc-http.conf;
  server {
    listen ${host}:${port};
    root ${dist}/client;
    include ${dist}/nginx/kgc-server.conf;
  }
}
`;
}

/** A port the OS says is free now (nginx cannot listen on port 0 itself). */
export function freePort() {
  return new Promise<number>((resolvePort, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts nginx and resolves once it answers.
 */
export async function startNginx({
  distDir = "dist",
  host = "127.0.0.1",
  port,
  workers = 1,
  stdio = "ignore",
}: {
  distDir?: string;
  host?: string;
  port?: number;
  workers?: number;
  stdio?: "inherit" | "ignore";
} = {}) {
  // nginx cannot listen on port 0 itself: 0 (or none) asks for a free port first.
  const listenPort = port || (await freePort());
  const prefix = resolve(".tmp", `nginx-${listenPort}`);
  mkdirSync(prefix, { recursive: true });
  const config = join(prefix, "nginx.conf");
  writeFileSync(config, mainConfig({ distDir, prefix, host, port: listenPort, workers }));
  const child = spawn(NGINX, ["-p", prefix, "-c", config, "-e", join(prefix, "error.log"), "-g", "daemon off;"], { stdio });
  const exited = new Promise<number | null>((resolveExit) => child.once("exit", (code) => resolveExit(code)));
  const origin = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${listenPort}`;
  for (let attempt = 0; ; attempt++) {
    const early = await Promise.race([exited, new Promise<"running">((r) => setTimeout(() => r("running"), 50))]);
    if (early !== "running") throw new Error(`nginx exited with code ${early}; see ${prefix}/error.log`);
    try {
      await fetch(`${origin}/robots.txt`);
      break;
    } catch (error) {
      if (attempt > 100) throw error;
    }
  }
  return {
    origin,
    port: listenPort,
    pid: child.pid,
    // Its prefix goes with it: one folder per port would otherwise pile up in .tmp/ run after run.
    // A start that fails keeps it, for the error log the message names.
    close: () => {
      child.kill("SIGQUIT");
      return exited.then(() => rmSync(prefix, { recursive: true, force: true }));
    },
  };
}
