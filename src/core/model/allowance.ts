// Who allowed a pull request's test changes, so that every surface says the same: the policy's
// label (the Action, the App), or a maintainer's approval in the App (its button or a comment).

export type Allowance =
  | { by: 'label'; label: string }
  | {
      by: 'approval';
      login: string;
      /** The repository permission the API gave at the time (`write`, `maintain`, `admin`). */
      permission: string;
      /** ISO time of the approval. */
      at: string;
      /** The check run's button or a `/testlock allow` comment; null when the memo does not say. */
      via: 'button' | 'comment' | null;
    };
