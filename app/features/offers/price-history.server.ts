// The price list's past versions, from git: each commit that changed the file,
// with its committer date and its text, oldest first. Only the versions the
// check needs: the one in force at `since` and every later one. What the versions
// mean is struck-prices.ts's business; this only reads (decision 0042).
import { spawnSync } from "node:child_process";
import { realpathSync } from "node:fs";
import path from "node:path";

/** One committed version of the file. */
export interface CommittedVersion {
  commit: string;
  /** The commit's committer date. */
  since: Date;
  /** The file's data; undefined when it is not valid JSON (or git could not give it). */
  data: unknown;
}

/** Why there is no history to read. */
export type NoHistory = "git-missing" | "not-a-repository" | "shallow";

export type PriceHistory =
  | { readable: true; versions: CommittedVersion[]; file: string }
  | { readable: false; why: NoHistory; file: string };

interface Options {
  /** The git command (tests give one that is not there). */
  git?: string;
}

/**
 * The versions of `file` in force from `since` on: the last commit at or before
 * it and every commit after, following the branch's first parents (a merge
 * counts from when it was merged). `file` in the result is its path in the repository.
 */
export function readPriceHistory(
  file: string,
  since: Date,
  { git = "git" }: Options = {},
): PriceHistory {
  const dir = path.dirname(file);
  const run = (args: string[], cwd = dir) =>
    spawnSync(git, args, {
      cwd,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      timeout: 60_000,
      // A blobless clone (Netlify's) fetches old files on demand: never wait for a password.
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
    });

  const top = run(["rev-parse", "--show-toplevel"]);
  if (top.error) return { readable: false, why: "git-missing", file };
  if (top.status !== 0) return { readable: false, why: "not-a-repository", file };
  const root = realpathSync(top.stdout.trim());
  const relative = path.relative(root, realpathSync(file)).split(path.sep).join("/");
  if (run(["rev-parse", "--is-shallow-repository"], root).stdout.trim() === "true") {
    return { readable: false, why: "shallow", file: relative };
  }

  const log = run(["log", "--first-parent", "--format=%H %ct", "--", relative], root);
  const commits = log.stdout
    .split("\n")
    .filter(Boolean)
    .map((entry) => {
      const [commit = "", seconds = ""] = entry.split(" ");
      return { commit, since: new Date(Number(seconds) * 1000) };
    })
    .sort((a, b) => a.since.getTime() - b.since.getTime());
  // The version in force at `since` is the last one before it (if any), then every later one.
  const before = commits.filter((entry) => entry.since <= since).length;
  const needed = commits.slice(Math.max(before - 1, 0));

  const versions = needed.map(({ commit, since: at }) => {
    const shown = run(["show", `${commit}:${relative}`], root);
    let data: unknown;
    try {
      data = shown.status === 0 ? JSON.parse(shown.stdout) : undefined;
    } catch {
      data = undefined;
    }
    return { commit, since: at, data };
  });
  return { readable: true, versions, file: relative };
}
