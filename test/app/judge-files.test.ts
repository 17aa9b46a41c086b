// `uses: ./…` in workflow and action texts: what a workflow runs from the repository as its own code.
import { describe, expect, it } from 'vitest';
import { localUses } from '../../src/app/judge-files.js';

describe('localUses', () => {
  const cases: Array<[string, string, string[]]> = [
    [
      'a local action step',
      '    steps:\n      - uses: ./.github/actions/verify\n',
      ['.github/actions/verify'],
    ],
    [
      'a quoted reusable workflow',
      "jobs:\n  t:\n    uses: './.github/workflows/reusable.yml'\n",
      ['.github/workflows/reusable.yml'],
    ],
    ['a trailing slash and a comment', '      - uses: ./tools/act/ # ours\n', ['tools/act']],
    ['honest: a remote action is not local', '      - uses: actions/checkout@v4\n', []],
    ['a path that climbs out is ignored', '      - uses: ./../elsewhere\n', []],
    ['a run line mentioning uses is not a step', '      - run: echo "uses: ./x"\n', []],
  ];
  for (const [name, text, expected] of cases) {
    it(name, () => expect(localUses(text)).toEqual(expected));
  }
});
