// `go test` selects by package and name: the packages of the PR's test files, `-run` of the
// top-level tests those files define (a package's other test files still compile, as in CI).
import { posix } from 'node:path';
import { unique } from '../../inventory/listing-text.js';
import type { Selection } from '../profile.js';
import { keptOptions } from '../selection-options.js';

const VALUED = [
  '-tags',
  '-timeout',
  '-count',
  '-p',
  '-parallel',
  '-cpu',
  '-ldflags',
  '-gcflags',
  '-mod',
  '-covermode',
  '-coverpkg',
  '-coverprofile',
  '-run',
  '-skip',
  '-bench',
  '-exec',
];
const DROPPED = ['-run', '-skip', '-bench', '-coverprofile', '-failfast', '-short'];
const DEFINED = /^func ((?:Test|Fuzz)\w*)\(/gm;

/** The top-level tests a Go test file defines. */
export function goTestsDefined(text: string): string[] {
  return [...text.matchAll(DEFINED)].map((match) => match[1] ?? '').filter((name) => name !== '');
}

export const goSelection: Selection = {
  files({ runner, tool, rest }, files) {
    if (runner !== 'go' || rest[0] !== 'test' || files.length === 0) return null;
    const names = unique(files.flatMap((file) => goTestsDefined(file.text)));
    if (names.length === 0) return null;
    const packages = unique(
      files.map((file) => `./${posix.dirname(file.path)}`.replace(/\/\.$/, '')),
    );
    const kept = keptOptions(rest.slice(1), VALUED, DROPPED);
    return [...tool, 'test', ...kept, '-run', `^(?:${names.join('|')})$`, ...packages];
  },
};
