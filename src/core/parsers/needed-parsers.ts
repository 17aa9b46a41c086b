// Which parsers a run needs, from the paths of its trees: a TOML manifest or lockfile, a YAML
// workflow or config. XML is needed only once a check has written a report (the edge knows).
import type { ParserKind } from './installed.js';

const TOML = /(?:\.toml|\.lock|(?:^|\/)Pipfile)$/;
const YAML = /\.ya?ml$/;

export function parsersForPaths(paths: Iterable<string>): ParserKind[] {
  let toml = false;
  let yaml = false;
  for (const path of paths) {
    toml ||= TOML.test(path);
    yaml ||= YAML.test(path);
    if (toml && yaml) break;
  }
  return [...(toml ? (['toml'] as const) : []), ...(yaml ? (['yaml'] as const) : [])];
}
