// A literal text made safe inside a regular expression: for JavaScript's RegExp and for the
// patterns handed to runners (`go test -run`, where `/` separates subtests, so it is escaped too).

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
