import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { mergeCargoToml } from '../../../src/core/locked/merge-cargo-toml.js';

const base = `[package]
name = "limits"
version = "0.1.0"

[dependencies]
serde = "1"

[lints.clippy]
unwrap_used = "deny"

[[test]]
name = "integration"
path = "tests/integration.rs"
`;

describe('mergeCargoToml', () => {
  it('keeps head text as is when only dependencies changed', () => {
    const head = base.replace('serde = "1"', 'serde = "1"\nanyhow = "1"');
    expect(mergeCargoToml(base, head)).toBe(head);
  });

  it('takes lints, test targets and the test profile from base, dependencies from head', () => {
    const head = `[package]
name = "limits"
version = "0.2.0"

[dependencies]
serde = "1"
anyhow = "1"

[lints.clippy]
unwrap_used = "allow"

[profile.test]
debug-assertions = false
`;
    const merged = parse(mergeCargoToml(base, head));
    expect(merged.dependencies).toEqual({ serde: '1', anyhow: '1' });
    expect(merged.package).toMatchObject({ version: '0.2.0' });
    expect(merged.lints).toEqual({ clippy: { unwrap_used: 'deny' } });
    expect(merged.test).toEqual([{ name: 'integration', path: 'tests/integration.rs' }]);
    expect(merged.profile).toBeUndefined();
  });

  it('returns base when head does not parse', () => {
    expect(mergeCargoToml(base, '[package\nname=')).toBe(base);
  });
});
