// The coverage tools any Node test runner may be measured with: their config files and packages
// configure coverage for the project whichever runner it uses.

export const NODE_COVERAGE_FILES: readonly string[] = [
  '.nycrc',
  '.nycrc.json',
  '.nycrc.yml',
  '.nycrc.yaml',
  'nyc.config.js',
  '.c8rc',
  '.c8rc.json',
];

export const NODE_COVERAGE_PLUGINS: readonly string[] = ['c8', 'nyc'];
