// The optional PR comment (input `comment`): one comment per check name, edited in place on every
// run; a token without `pull-requests: write` is a warning, never the step's failure.
import { COMMENT_BODY_LIMIT, type GitHubClient } from '../adapters/github.js';
import { commentMarker, renderComment } from '../core/render/pr-comment.js';
import type { SummaryFacts } from '../core/render/summary-input.js';
import type { CommentPolicy } from './settings.js';

export interface CommentTarget {
  client: GitHubClient | null;
  pullNumber: number | null;
  policy: CommentPolicy;
  checkName: string;
}

/**
 * With `on-failure`, a passing run still edits an earlier comment: a comment saying "failed" that
 * stays after the fix would mislead the reviewer. It only creates one when the gate fails.
 */
export async function keepComment(
  target: CommentTarget,
  facts: SummaryFacts,
  warn: (line: string) => void,
): Promise<void> {
  const { client, pullNumber, policy } = target;
  if (policy === 'off') return;
  if (client === null || pullNumber === null) {
    warn(
      'comment: no pull request or no token to comment with; the verdict is in the check run and the job summary.',
    );
    return;
  }
  const create = policy === 'always' || facts.conclusion === 'failure';
  const body = renderComment(facts, target.checkName, COMMENT_BODY_LIMIT);
  try {
    const written = await client.upsertComment(
      pullNumber,
      commentMarker(target.checkName),
      body,
      create,
    );
    if (written === 'refused') {
      warn(
        'comment: the token may not write pull request comments (needs `pull-requests: write`); no comment was posted.',
      );
    }
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n', 1)[0];
    warn(`comment: could not write the pull request comment: ${reason ?? ''}`);
  }
}
