// Makes package-lock.json complete for every platform, so `npm ci` accepts it anywhere. The npm
// registry this project is developed against lacks the other platforms' builds of a few native
// packages (Biome, Rollup, Tailwind's oxide, ...), so `npm install` here cannot record them and
// `npm ci` then refuses the lock file. This adds each missing optional platform package with the
// version its parent pins and the platform its name states (os, cpu, libc); npm skips them on any
// other platform without fetching them, and fetches them by version on theirs.
// Run after changing dependencies: `npm install && node scripts/complete-lockfile.ts`.
import { readFileSync, writeFileSync } from "node:fs";

const oses = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "win32"];
const cpus = {
  arm64: "arm64",
  x64: "x64",
  arm: "arm",
  ia32: "ia32",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
};

/**
 * The platform a native package's name states: `@rollup/rollup-linux-arm64-musl` -> linux, arm64,
 * musl. Throws on a name it cannot read, rather than guess.
 */
export function platformOf(name: string) {
  if (/-wasm32-wasi$/.test(name)) return { cpu: ["wasm32"] };
  const parts = name.split("/").pop()?.split("-") ?? [];
  const osAt = parts.findIndex((part) => oses.includes(part));
  const cpu = cpus[(parts[osAt + 1] ?? "") as keyof typeof cpus];
  if (osAt === -1 || !cpu) throw new Error(`Cannot tell the platform of ${name}`);
  const os = parts[osAt];
  const abi = parts.slice(osAt + 2).join("-");
  const platform: { os: string[]; cpu: string[]; libc?: string[] } = { os: [os ?? ""], cpu: [cpu] };
  if (os === "linux") platform.libc = [/musl/.test(abi) ? "musl" : "glibc"];
  return platform;
}

/**
 * Adds the missing optional platform packages to a parsed lock file; returns their names.
 */
export function completeLockfile(lock: {
  packages: Record<
    string,
    {
      version?: string;
      dev?: boolean;
      optional?: boolean;
      optionalDependencies?: Record<string, string>;
      os?: string[];
      cpu?: string[];
      libc?: string[];
    }
  >;
}) {
  const added = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (lock.packages[`node_modules/${name}`] || lock.packages[`${path}/node_modules/${name}`]) continue;
      if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`${name}: expected an exact version, got ${version}`);
      // Keys in the order npm writes them (version, then by name), so `npm install` rewrites nothing.
      const fields = { ...(entry.dev ? { dev: true } : {}), optional: true, ...platformOf(name) };
      lock.packages[`node_modules/${name}`] = {
        version,
        ...Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b, "en"))),
      };
      added.push(name);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b, "en"))),
  );
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
  const added = completeLockfile(lock);
  writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `package-lock.json: added ${added.join(", ")}` : "package-lock.json is complete");
}
