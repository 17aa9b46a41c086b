// The installed Python distributions, as one Python start lists them: the inventory key is made of
// the list, and the pytest-cov probe can read its answer from the same text (issue 14).
import { type ProbeSite, probeOutput } from './probe-output.js';

// Every installed distribution, then (`pytest11 <Name>` lines) those whose entry points declare a
// pytest plugin, which pytest loads into every run by itself, and (`script <Name> <script>`) the
// commands their entry points install. A pytest plugin or a library a test module imports at collection
// can change what is collected. Paths are left out: they differ between checkouts of one runner.
// The interpreter starts as pytest will (site, .pth files, sitecustomize), then the folders of
// sys.path are read the way importlib.metadata's path finder reads them (`*.dist-info`,
// `*.egg-info`, an `.egg`'s EGG-INFO), without importing it: its import cost more than the
// listing (issue 14), and it would import modules such as csv or email from the working folder,
// the PR's checkout. Name and Version come from the metadata's header lines. A zip on sys.path, or
// a finder of its own that lists distributions, takes importlib.metadata itself, with the working
// folder off sys.path.
/**
 * Python lines that take the working folder off `sys.path` before anything is imported: a probe's
 * working folder is the checkout, the PR's files (`os` and `sys` are loaded at start-up already).
 */
export const OFF_WORKING_FOLDER = [
  'here = os.getcwd()',
  "sys.path[:] = [p for p in sys.path if os.path.abspath(p or '.') != here]",
];

export const LIST_DISTRIBUTIONS = [
  'import os, sys',
  'def read_file(path):',
  '    try:',
  "        with open(path, encoding='utf-8') as handle: return handle.read()",
  '    except OSError: return None',
  'def nv(read):',
  "    t = read('METADATA') or read('PKG-INFO') or read('') or ''",
  '    f = {}',
  "    for line in t.split('\\n'):",
  '        if not line.strip(): break',
  "        k, _, v = line.partition(':')",
  "        if k in ('Name', 'Version') and k not in f: f[k] = v.strip()",
  "    return '%s==%s' % (f.get('Name'), f.get('Version'))",
  'plugins = set()',
  'scripts = set()',
  'def note_plugin(read, name_version):',
  "    name, group = name_version.split('==')[0], None",
  "    for line in (read('entry_points.txt') or '').split('\\n'):",
  '        line = line.strip()',
  "        if line.startswith('['): group = line",
  "        if group == '[pytest11]': plugins.add(name)",
  "        elif group in ('[console_scripts]', '[gui_scripts]') and '=' in line:",
  "            scripts.add('%s %s' % (name, line.split('=')[0].strip()))",
  'def in_folder(path):',
  '    return lambda name: read_file(os.path.join(path, name) if name else path)',
  'def scanned():',
  "    stock = sys.modules['_frozen_importlib_external'].PathFinder",
  "    if any(f is not stock and getattr(f, 'find_distributions', None) for f in sys.meta_path):",
  '        return None',
  '    found = set()',
  '    for root in sys.path:',
  '        if not isinstance(root, str): continue',
  '        try: names = os.listdir(root or ".")',
  '        except OSError:',
  '            if os.path.isfile(root): return None',
  '            continue',
  "        egg = root.lower().endswith('.egg')",
  '        for name in names:',
  '            low = name.lower()',
  "            if low.endswith(('.dist-info', '.egg-info')) or (egg and low == 'egg-info'):",
  '                read = in_folder(os.path.join(root, name))',
  '                entry = nv(read)',
  '                found.add(entry)',
  '                note_plugin(read, entry)',
  '    return found',
  'found = scanned()',
  'if found is None:',
  ...OFF_WORKING_FOLDER.map((line) => `    ${line}`),
  '    import importlib.metadata as m',
  '    found = set()',
  '    for d in m.distributions():',
  '        entry = nv(d.read_text)',
  '        found.add(entry)',
  '        note_plugin(d.read_text, entry)',
  'print(sys.implementation.name, sys.version.split()[0])',
  "print('\\n'.join(sorted(found)))",
  "print('\\n'.join('pytest11 ' + name for name in sorted(plugins)))",
  "print('\\n'.join('script ' + entry for entry in sorted(scripts)))",
].join('\n');

/** The listing printed by `words` (an interpreter) in `cwd`, or null when it could not run. */
export function listDistributions(
  words: readonly string[],
  cwd: string,
  site: ProbeSite,
): Promise<string | null> {
  return probeOutput('probe version', words, ['-c', LIST_DISTRIBUTIONS], cwd, site);
}

/** Lists one interpreter in one folder once, however many ask. */
export type SharedListing = (words: readonly string[], cwd: string) => Promise<string | null>;

export function sharedListing(
  list: (words: readonly string[], cwd: string) => Promise<string | null>,
): SharedListing {
  const started = new Map<string, Promise<string | null>>();
  return (words, cwd) => {
    const key = JSON.stringify([words, cwd]);
    let listing = started.get(key);
    if (listing === undefined) {
      listing = list(words, cwd).catch(() => null);
      started.set(key, listing);
    }
    return listing;
  };
}
