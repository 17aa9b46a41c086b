// The one error a parser throws on input it cannot read; the caller turns it into a warning or report-disagrees.

export class ParseError extends Error {
  constructor(
    readonly format: string,
    message: string,
  ) {
    super(`${format}: ${message}`);
    this.name = 'ParseError';
  }
}
