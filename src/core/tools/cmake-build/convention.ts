// The C/C++ row of the convention table (docs/cpp.md), where CI runs no check: configure and build
// with the project's generator, then `ctest --output-on-failure` (with the project's sanitizers
// where it configures them); the type check is the build, with `-Wall -Werror` only where the
// project's files declare no warning flags of their own; clang-tidy where a `.clang-tidy` is.
import type { CMakeFacts } from './project-facts.js';

/**
 * The folder builds go to: testlock's own per tree (TESTLOCK_BUILD_DIR, kept between runs as
 * Cargo's target folder is: docs/caches.md), `build/` where the script runs by hand.
 */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a bash expansion, not a template.
export const BUILD_ROOT = '${TESTLOCK_BUILD_DIR:-build}';

export interface ConventionEntry {
  script: string;
  requires?: string[];
  /** What the plan says of the choice (the sanitizer preset, the warning flags). */
  reason?: string;
}

export interface CMakeConvention {
  test: ConventionEntry;
  typecheck: ConventionEntry;
  lint?: ConventionEntry;
}

const EXPORT = '-DCMAKE_EXPORT_COMPILE_COMMANDS=ON';
const WERROR = '-DCMAKE_C_FLAGS="-Wall -Werror" -DCMAKE_CXX_FLAGS="-Wall -Werror"';

function folder(name: string): string {
  return `"${BUILD_ROOT}/${name}"`;
}

function configure(name: string, extra: string): string {
  return `cmake -S . -B ${folder(name)} ${EXPORT}${extra === '' ? '' : ` ${extra}`}`;
}

function built(name: string, extra: string): string[] {
  return [configure(name, extra), `cmake --build ${folder(name)}`];
}

/** The convention's checks for a CMake project (`facts` read from its base files). */
export function cmakeConvention(facts: CMakeFacts, clangTidy: boolean): CMakeConvention {
  const sanitizer = facts.sanitizer;
  const tests =
    sanitizer === null
      ? { name: 'default', extra: '', reason: undefined }
      : sanitizer.kind === 'preset'
        ? {
            name: 'sanitize',
            extra: `--preset ${sanitizer.preset}`,
            reason: `tests built with the project's sanitizer preset '${sanitizer.preset}' (CMakePresets.json)`,
          }
        : {
            name: 'sanitize',
            extra: `-D${sanitizer.option}=ON`,
            reason: `tests built with the project's sanitizer option ${sanitizer.option} (${sanitizer.file})`,
          };
  const ninja =
    sanitizer?.kind === 'preset' && /ninja/i.test(sanitizer.generator ?? '') ? ['ninja'] : [];
  const test: ConventionEntry = {
    script: [
      ...built(tests.name, tests.extra),
      `cd ${folder(tests.name)}`,
      'ctest --output-on-failure',
    ].join('\n'),
    ...(ninja.length > 0 ? { requires: ninja } : {}),
    ...(tests.reason === undefined ? {} : { reason: tests.reason }),
  };
  const warnings = facts.warnings;
  const typecheck: ConventionEntry =
    warnings === null
      ? {
          script: built('werror', WERROR).join('\n'),
          reason: 'the project declares no warning flags: built with -Wall -Werror',
        }
      : {
          script: built('default', '').join('\n'),
          reason: `built with the project's own warning flags (${warnings.flags.slice(0, 4).join(' ')} in ${warnings.file})`,
        };
  if (!clangTidy) return { test, typecheck };
  const lint: ConventionEntry = {
    script: [configure('default', ''), `run-clang-tidy -p ${folder('default')} -quiet`].join('\n'),
    requires: ['clang-tidy'],
  };
  return { test, typecheck, lint };
}
