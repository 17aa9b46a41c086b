// Errors that end a run with exit 2 and a one-line message (usage or environment problems).

/** A problem with how testlock was called or where it runs; the message is shown as is. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
