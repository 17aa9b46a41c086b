// The verification discipline's worked example: a Rust crate and a SQL migration in one pull
// request. cargo build and clippy are clean, cargo test runs 42 tests of which
// `burst_at_boundary` fails (`assertion failed: admitted <= 100`), the migration round-trips clean.

const LIB = (bound: string) => `//! Admits the requests of a burst up to a limit.

/// How many of \`requests\` arriving at once are admitted under \`limit\`.
pub fn admit(requests: u32, limit: u32) -> u32 {
    requests.min(${bound})
}
`;

function tests(): string {
  const under = Array.from(
    { length: 41 },
    (_, n) => `#[test]\nfn under_limit_${n}() {\n    assert_eq!(admit(${n}, 100), ${n});\n}\n`,
  );
  const boundary = `#[test]\nfn burst_at_boundary() {\n    let admitted = admit(150, 100);\n    assert!(admitted <= 100);\n}\n`;
  return `use ratelimit::admit;\n\n${[...under, boundary].join('\n')}`;
}

export const WORKED_BASE: Record<string, string> = {
  '.gitignore': 'target/\nCargo.lock\n',
  'Cargo.toml': '[package]\nname = "ratelimit"\nversion = "0.1.0"\nedition = "2021"\n',
  'clippy.toml': '# the project lints with clippy (-D warnings)\n',
  'src/lib.rs': LIB('limit'),
  'tests/limits.rs': tests(),
  '.sqlfluff': '[sqlfluff]\ndialect = postgres\n',
  'migrations/0001_admissions.up.sql':
    'CREATE TABLE admissions (\n    id SERIAL PRIMARY KEY,\n    admitted INT NOT NULL\n);\n',
  'migrations/0001_admissions.down.sql': 'DROP TABLE admissions;\n',
};

/** The pull request: the limit off by one, and a migration whose down undoes its up. */
export const WORKED_PR: Record<string, string> = {
  'src/lib.rs': LIB('limit + 1'),
  'migrations/0002_burst.up.sql':
    'ALTER TABLE admissions ADD COLUMN burst INT NOT NULL DEFAULT 0;\n',
  'migrations/0002_burst.down.sql': 'ALTER TABLE admissions DROP COLUMN burst;\n',
};
