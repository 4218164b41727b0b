// `npm run i18n:status` on a project folder, for the tests: in this process (its function, what it
// prints caught), or once on the command line, as a translator runs it.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { format, promisify } from "node:util";
import { i18nStatus } from "../i18n-status-command.ts";

export type StatusRun = { code: number; stdout: string; stderr: string };

/** Runs the command's function on `root` with `args`: its exit code, and its output as the terminal would show it. */
export async function statusIn(root: string, ...args: string[]): Promise<StatusRun> {
  const printed = { stdout: "", stderr: "" };
  const console = {
    log: (...data: unknown[]) => {
      printed.stdout += `${format(...data)}\n`;
    },
    error: (...data: unknown[]) => {
      printed.stderr += `${format(...data)}\n`;
    },
  };
  const code = await i18nStatus(args, { root, console });
  return { code, ...printed };
}

const script = fileURLToPath(new URL("../../scripts/i18n-status.ts", import.meta.url));

/** Runs `node scripts/i18n-status.ts` in a child process, with KGC_CONTENT_ROOT naming `root`. */
export async function statusCommand(root: string, ...args: string[]): Promise<StatusRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)("node", [script, ...args], { env: { ...process.env, KGC_CONTENT_ROOT: root } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
