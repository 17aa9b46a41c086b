// What testlock asks of git: resolve refs and the merge base (fetching into shallow clones),
// list what changed, and read file contents at a commit. Every call goes through exec-git.ts;
// this module gathers the git adapter's parts so callers import from one place.
export { diffEntries, diffHunks, diffText } from './git-diff.js';
export { filesHolding, wordHolders } from './git-grep.js';
export { type CommitRange, resolveRange } from './git-range.js';
export { readBlobs, readFile, readFiles } from './git-read.js';
export {
  branchName,
  isShallow,
  RefError,
  refsAtOnce,
  repoRoot,
  resolveCommit,
} from './git-refs.js';
export { deriveHeadListing, listFiles, listTree, type TreeEntry } from './git-tree.js';
