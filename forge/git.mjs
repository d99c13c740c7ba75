// The git plumbing the forge stand-in runs on its bare repository: reading trees and blobs, and
// making a commit from a list of file changes without any work tree (a temporary index), then
// moving the branch only if nobody moved it meanwhile (update-ref with the old value).
import { execFile, execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * Runs git in the repository; resolves with its standard output.
 * @param {string} repo the bare repository
 * @param {string[]} args
 * @param {{ input?: Buffer | string, env?: NodeJS.ProcessEnv, encoding?: "buffer" | "utf8" }} [options]
 * @returns {Promise<any>}
 */
export function git(repo, args, { input, env = {}, encoding = "utf8" } = {}) {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "git",
      args,
      {
        cwd: repo,
        env: { ...process.env, GIT_DIR: repo, ...env },
        encoding: encoding === "buffer" ? "buffer" : "utf8",
        maxBuffer: 256 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) {
          reject(
            Object.assign(new Error(`git ${args[0]}: ${String(stderr).trim()}`), { cause: error }),
          );
        } else resolve(stdout);
      },
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}

/**
 * A bare copy of a project's repository with its checked-out branch named `main`, as the forge
 * serves the site's: what the admin's test and the save bench commit to. Its path is returned.
 * @param {string} project the repository to copy (its current branch only)
 * @param {string} bare where the bare copy goes
 */
export function bareCopyAsMain(project, bare) {
  const run = (/** @type {string[]} */ args) =>
    execFileSync("git", args, { cwd: path.dirname(bare), encoding: "utf8" }).trim();
  run(["clone", "--quiet", "--bare", "--single-branch", project, bare]);
  const branch = run(["--git-dir", bare, "symbolic-ref", "--short", "HEAD"]);
  if (branch !== "main") {
    run(["--git-dir", bare, "branch", "-m", branch, "main"]);
    run(["--git-dir", bare, "symbolic-ref", "HEAD", "refs/heads/main"]);
  }
  return bare;
}

/**
 * The commit a branch points to, or null.
 * @param {string} repo
 * @param {string} branch
 */
export async function branchHead(repo, branch) {
  try {
    return (
      await git(repo, ["rev-parse", "--verify", "--quiet", `refs/heads/${branch}^{commit}`])
    ).trim();
  } catch {
    return null;
  }
}

/**
 * A commit's id, message, author and date.
 * @param {string} repo
 * @param {string} commit
 */
export async function readCommit(repo, commit) {
  const out = await git(repo, [
    "show",
    "-s",
    "--format=%H%x00%an%x00%ae%x00%aI%x00%cI%x00%B",
    commit,
  ]);
  const [sha = "", name = "", email = "", authorDate = "", committerDate = "", message = ""] =
    out.split("\0");
  return { sha, name, email, authorDate, committerDate, message: message.trimEnd() };
}

/**
 * Every entry of a commit's tree: blobs and folders, recursively.
 * @param {string} repo
 * @param {string} treeish
 * @returns {Promise<{ path: string, mode: string, type: string, sha: string, size: number }[]>}
 */
export async function listTree(repo, treeish) {
  const out = await git(repo, ["ls-tree", "-r", "-t", "-l", "-z", treeish]);
  return out
    .split("\0")
    .filter(Boolean)
    .map((/** @type {string} */ line) => {
      const [meta = "", file = ""] = line.split("\t");
      const [mode = "", type = "", sha = "", size = "-"] = meta.split(/\s+/);
      return { path: file, mode, type, sha, size: size === "-" ? 0 : Number(size) };
    });
}

/**
 * The blob at a path of a commit, or null.
 * @param {string} repo
 * @param {string} commit
 * @param {string} file
 */
export async function blobAt(repo, commit, file) {
  try {
    return (
      (await git(repo, ["rev-parse", "--verify", "--quiet", `${commit}:${file}`])).trim() || null
    );
  } catch {
    return null;
  }
}

/**
 * A blob's bytes.
 * @param {string} repo
 * @param {string} sha
 * @returns {Promise<Buffer>}
 */
export function readBlob(repo, sha) {
  return git(repo, ["cat-file", "blob", sha], { encoding: "buffer" });
}

/**
 * The commits of a branch that touched a path, newest first.
 * @param {string} repo
 * @param {string} ref
 * @param {string} [file]
 * @param {number} [limit]
 */
export async function logOf(repo, ref, file, limit = 100) {
  const args = ["log", `-n${limit}`, "--format=%H", ref];
  if (file) args.push("--", file);
  const out = await git(repo, args);
  return Promise.all(
    out
      .split("\n")
      .filter(Boolean)
      .map((/** @type {string} */ sha) => readCommit(repo, sha)),
  );
}

/** A change's refusal, with the HTTP status the forge answers. */
export class ChangeRefused extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * @typedef {{ operation: "create" | "update" | "delete", path: string, content?: Buffer,
 *   from_path?: string, sha?: string }} FileChange
 */

/**
 * Commits the changes on top of `branch`, as Gitea's "change files" does: an update or a delete
 * must name the blob it replaces (`sha`), a create must find no file there. Moves the branch
 * only from the commit it started from: a concurrent commit makes this one fail, never lose it.
 * @param {string} repo
 * @param {{ branch: string, message: string, author: { name: string, email: string },
 *   date?: string, files: FileChange[] }} change
 * @returns {Promise<{ commit: string, parent: string, files: ({ path: string, sha: string } | null)[] }>}
 */
export async function commitFiles(repo, { branch, message, author, date, files }) {
  const parent = await branchHead(repo, branch);
  if (!parent) throw new ChangeRefused(404, `branch does not exist [name: ${branch}]`);
  const dir = await mkdtemp(path.join(os.tmpdir(), "iky-forge-index-"));
  const env = { GIT_INDEX_FILE: path.join(dir, "index") };
  try {
    await git(repo, ["read-tree", parent], { env });
    /** @type {({ path: string, sha: string } | null)[]} */
    const saved = [];
    for (const file of files) {
      const current = await blobAt(repo, parent, file.path);
      if (file.operation === "create" && current) {
        throw new ChangeRefused(422, `repository file already exists [path: ${file.path}]`);
      }
      if (file.operation !== "create") {
        const source = file.from_path || file.path;
        const existing = source === file.path ? current : await blobAt(repo, parent, source);
        if (!existing) throw new ChangeRefused(404, `file does not exist [path: ${source}]`);
        if (!file.sha) throw new ChangeRefused(422, `sha is required to change ${source}`);
        if (file.sha !== existing) {
          throw new ChangeRefused(
            409,
            `sha does not match [given: ${file.sha}, expected: ${existing}]`,
          );
        }
        if (source !== file.path) {
          await git(repo, ["update-index", "--force-remove", "--", source], { env });
        }
      }
      if (file.operation === "delete") {
        await git(repo, ["update-index", "--force-remove", "--", file.path], { env });
        saved.push(null);
        continue;
      }
      const sha = (
        await git(repo, ["hash-object", "-w", "--stdin"], {
          input: file.content ?? Buffer.alloc(0),
        })
      ).trim();
      await git(repo, ["update-index", "--add", "--cacheinfo", `100644,${sha},${file.path}`], {
        env,
      });
      saved.push({ path: file.path, sha });
    }
    const tree = (await git(repo, ["write-tree"], { env })).trim();
    const when = date ?? new Date().toISOString();
    const commit = (
      await git(repo, ["commit-tree", tree, "-p", parent, "-F", "-"], {
        input: message,
        env: {
          GIT_AUTHOR_NAME: author.name,
          GIT_AUTHOR_EMAIL: author.email,
          GIT_AUTHOR_DATE: when,
          GIT_COMMITTER_NAME: author.name,
          GIT_COMMITTER_EMAIL: author.email,
          GIT_COMMITTER_DATE: when,
        },
      })
    ).trim();
    try {
      await git(repo, ["update-ref", `refs/heads/${branch}`, commit, parent]);
    } catch {
      throw new ChangeRefused(409, `the branch ${branch} moved while saving; reload and try again`);
    }
    return { commit, parent, files: saved };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The files a commit added, changed and removed against its parent.
 * @param {string} repo
 * @param {string} parent
 * @param {string} commit
 */
export async function changedFiles(repo, parent, commit) {
  const out = await git(repo, [
    "diff-tree",
    "-r",
    "--no-renames",
    "--name-status",
    "-z",
    parent,
    commit,
  ]);
  const parts = out.split("\0").filter(Boolean);
  /** @type {{ added: string[], removed: string[], modified: string[] }} */
  const result = { added: [], removed: [], modified: [] };
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const status = parts[i];
    const file = parts[i + 1] ?? "";
    if (status === "A") result.added.push(file);
    else if (status === "D") result.removed.push(file);
    else result.modified.push(file);
  }
  return result;
}
