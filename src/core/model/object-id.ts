// A git object id written out in full: 40 hex digits (SHA-1) or 64 (SHA-256), lower case.

const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

export function isObjectId(text: string): boolean {
  return OBJECT_ID.test(text);
}
