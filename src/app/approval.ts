// Approvals bound to a commit: the "Allow test changes" button on the check run, who may press it,
// and the memo the App keeps on the check run itself (`external_id`): the workflow run whose
// report it judged, that workflow's path, and the approval of this head commit, if any. Pure.
export interface Approval {
  login: string;
  permission: string;
  /** ISO time of the click or the comment's handling. */
  at: string;
  /** How it was given; absent in memos written before it was recorded. */
  via?: 'button' | 'comment';
}

export interface CheckMemo {
  run: number;
  path: string;
  approval: Approval | null;
}

export const ALLOW_ACTION = {
  label: 'Allow test changes',
  description: 'Approve the test changes of this commit',
  identifier: 'allow-test-changes',
} as const;

/** Repository roles that may approve test changes (the API reports maintain as write, or as maintain). */
export const APPROVING_PERMISSIONS: readonly string[] = ['admin', 'maintain', 'write'];

export function encodeMemo(memo: CheckMemo): string {
  return JSON.stringify(memo);
}

/** The memo, or null for anything the App did not write in this shape. */
export function decodeMemo(text: string | null): CheckMemo | null {
  if (text === null || text === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const memo = value as Partial<CheckMemo> | null;
  if (typeof memo !== 'object' || memo === null) return null;
  if (!Number.isSafeInteger(memo.run) || typeof memo.path !== 'string') return null;
  const a = memo.approval as Partial<Approval> | null | undefined;
  const via = a?.via === 'button' || a?.via === 'comment' ? { via: a.via } : {};
  const approval =
    a && typeof a.login === 'string' && typeof a.at === 'string' && typeof a.permission === 'string'
      ? { login: a.login, at: a.at, permission: a.permission, ...via }
      : null;
  return { run: memo.run as number, path: memo.path, approval };
}
