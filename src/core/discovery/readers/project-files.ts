// The base commit's files as discovery sees them: each file parsed at most once, and every file
// that cannot be parsed turned into one warning naming it (never an exception).

import { parseToml } from '../../parsers/installed.js';
import { isRecord } from '../../text/is-record.js';
import { inDir } from '../paths.js';
import { type IniSections, parseIni } from './ini.js';
import { parseJustfile } from './justfile.js';
import { parseMakefile, type TaskFile } from './makefile.js';
import { type NoxSession, parseNoxfile } from './nox.js';

/** The files of the base commit: all paths, and the content of those discovery asked for. */
export interface RepoFiles {
  /** Repo-relative POSIX paths at base. */
  paths: readonly string[];
  /** The content of `path` at base, or undefined when absent or not read. */
  read(path: string): string | undefined;
}

export interface PackageJson {
  path: string;
  scripts: Record<string, string>;
  packageManager: string | undefined;
  hasEslintConfig: boolean;
  /** Names in dependencies, devDependencies, peer and optional dependencies. */
  dependencies: string[];
}

export interface LocatedTaskFile {
  path: string;
  file: TaskFile;
}

export const MAKEFILES = ['GNUmakefile', 'makefile', 'Makefile'];
export const JUSTFILES = ['justfile', 'Justfile', '.justfile'];

function stringEntries(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export class ProjectFiles {
  private readonly present: ReadonlySet<string>;
  private readonly cache = new Map<string, unknown>();
  readonly warnings: string[] = [];

  constructor(private readonly files: RepoFiles) {
    this.present = new Set(files.paths);
  }

  has(path: string): boolean {
    return this.present.has(path);
  }

  /** The first of `names` present in `dir`, as a path. */
  find(dir: string, names: readonly string[]): string | undefined {
    return names.map((name) => inDir(dir, name)).find((path) => this.present.has(path));
  }

  text(path: string): string | undefined {
    return this.present.has(path) ? this.files.read(path) : undefined;
  }

  /** Every path of the base commit (repo-relative). */
  get paths(): readonly string[] {
    return this.files.paths;
  }

  /** Parses `path` once with `parse`; a parse that throws becomes a warning and undefined. */
  private parsed<T>(path: string, parse: (text: string) => T): T | undefined {
    if (this.cache.has(path)) return this.cache.get(path) as T | undefined;
    const text = this.text(path);
    let value: T | undefined;
    try {
      value = text === undefined ? undefined : parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      this.warnings.push(`${path}: cannot be parsed (${reason}); ignored`);
    }
    this.cache.set(path, value);
    return value;
  }

  packageJson(dir: string): PackageJson | undefined {
    const path = inDir(dir, 'package.json');
    return this.parsed(path, (text) => {
      const json: unknown = JSON.parse(text);
      if (!isRecord(json)) throw new Error('not a JSON object');
      const pm = typeof json.packageManager === 'string' ? json.packageManager : undefined;
      return {
        path,
        scripts: stringEntries(json.scripts),
        packageManager: pm,
        hasEslintConfig: 'eslintConfig' in json,
        dependencies: [
          'dependencies',
          'devDependencies',
          'peerDependencies',
          'optionalDependencies',
        ].flatMap((key) => (isRecord(json[key]) ? Object.keys(json[key]) : [])),
      };
    });
  }

  private taskFile(
    dir: string,
    names: readonly string[],
    parse: (text: string) => TaskFile,
  ): LocatedTaskFile | undefined {
    const path = this.find(dir, names);
    if (path === undefined) return undefined;
    const file = this.parsed(path, (text) => {
      const parsed = parse(text);
      if (parsed.recipes.size === 0) throw new Error('no targets');
      return parsed;
    });
    return file === undefined ? undefined : { path, file };
  }

  makefile(dir: string): LocatedTaskFile | undefined {
    return this.taskFile(dir, MAKEFILES, parseMakefile);
  }

  justfile(dir: string): LocatedTaskFile | undefined {
    return this.taskFile(dir, JUSTFILES, parseJustfile);
  }

  ini(path: string): IniSections | undefined {
    return this.parsed(path, parseIni);
  }

  toml(path: string): Record<string, unknown> | undefined {
    return this.parsed(path, (text) => parseToml(text) as Record<string, unknown>);
  }

  noxfile(dir: string): NoxSession[] | undefined {
    return this.parsed(inDir(dir, 'noxfile.py'), parseNoxfile);
  }
}
