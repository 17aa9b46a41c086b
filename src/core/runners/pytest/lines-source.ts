// The changed-lines recorder for pytest (SPEC 3b), a module beside the witness in the check's
// private folder that the witness imports when its config is there. coverage.py's tracer is called
// for every Python call of the run, traced file or not (Python < 3.12): on a suite of thousands of
// tests it doubled the run to learn about the two or three files a PR changes. The recorder
// compiles only those files with a counter before each statement, so nothing else pays.

/** The recorder's module name, imported by the witness from its own folder. */
export const PYTEST_LINES_MODULE = 'testlock_lines';

/** Its config beside it: `{"files": [absolute paths], "out": "<results>/lines.jsonl"}`. */
export const PYTEST_LINES_CONFIG = 'testlock_lines.json';

export const PYTEST_LINES_SOURCE = String.raw`
# testlock's changed-lines recorder: the changed product files, and only they, are compiled with
# a call before each statement that records its line; at the end each process appends, per file,
# its statements' lines and those that ran to the results file (JSON lines).
import ast as _ast
import atexit as _atexit
import json as _json
import os as _os
import sys as _sys
from importlib.machinery import PathFinder as _PathFinder
from importlib.machinery import SourceFileLoader as _SourceFileLoader

_HIT = "__testlock_hit__"
_files = {}  # real path -> (path as given, statement lines, lines run)
_stems = set()
_names = set()
_opened = set()  # changed files opened other than by the recorder (read by path, run by runpy)
_loading = [0]
_out = None
_written = [False]


def _is_docstring(node):
    return (
        isinstance(node, _ast.Expr)
        and isinstance(node.value, _ast.Constant)
        and isinstance(node.value.value, str)
    )


def _is_future(node):
    return isinstance(node, _ast.ImportFrom) and node.module == "__future__"


def _hit(line, at):
    call = _ast.Expr(
        _ast.Call(_ast.Name(_HIT, _ast.Load()), [_ast.Constant(line)], [])
    )
    return _ast.fix_missing_locations(_ast.copy_location(call, at))


def _instrument(body, statements, documented, module=False):
    """The statements of one block, each after a call that records its line."""
    out = []
    start = 0
    if documented and body and _is_docstring(body[0]):
        out.append(body[0])
        start = 1
    if module:
        while start < len(body) and _is_future(body[start]):
            statements.add(body[start].lineno)
            out.append(body[start])
            out.append(_hit(body[start].lineno, body[start]))
            start += 1
    for node in body[start:]:
        # A decorated definition's lines start at its decorators (coverage.py's measure too).
        for line in [d.lineno for d in getattr(node, "decorator_list", ())] + [node.lineno]:
            statements.add(line)
            out.append(_hit(line, node))
        _inner(node, statements)
        out.append(node)
    return out


def _entered(line, body, statements):
    """A handler's or a case's block, its own line (except, case) counted as it is entered."""
    statements.add(line)
    return [_hit(line, body[0])] + _instrument(body, statements, False)


def _inner(node, statements):
    documented = isinstance(node, (_ast.FunctionDef, _ast.AsyncFunctionDef, _ast.ClassDef))
    for field in ("body", "orelse", "finalbody"):
        block = getattr(node, field, None)
        if isinstance(block, list) and block and isinstance(block[0], _ast.stmt):
            setattr(node, field, _instrument(block, statements, documented and field == "body"))
    for handler in getattr(node, "handlers", None) or []:
        handler.body = _entered(handler.lineno, handler.body, statements)
    for case in getattr(node, "cases", None) or []:
        case.body = _entered(case.pattern.lineno, case.body, statements)


class _Loader(_SourceFileLoader):
    def get_code(self, fullname):
        # Always from the source and never cached: no bytecode is read or written for these.
        path = self.get_filename(fullname)
        _loading[0] += 1
        try:
            source = self.get_data(path)
        finally:
            _loading[0] -= 1
        tree = _ast.parse(source, path)
        entry = _files[_os.path.realpath(path)]
        tree.body = _instrument(tree.body, entry[1], True, module=True)
        return compile(tree, path, "exec", dont_inherit=True)

    def exec_module(self, module):
        entry = _files[_os.path.realpath(self.get_filename(module.__name__))]
        setattr(module, _HIT, entry[2].add)
        super().exec_module(module)


class _Finder:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name.rpartition(".")[2] not in _stems:
            return None
        spec = _PathFinder.find_spec(name, path, target)
        if spec is None or spec.origin is None or type(spec.loader) is not _SourceFileLoader:
            return None
        if _os.path.realpath(spec.origin) not in _files:
            return None
        spec.loader = _Loader(spec.loader.name, spec.loader.path)
        return spec

    @classmethod
    def invalidate_caches(cls):
        pass


def _loaded_elsewhere():
    """The changed files some module was loaded from without the recorder (before it, or by path)."""
    found = set()
    for module in list(_sys.modules.values()):
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and _os.path.basename(path) in _names and not hasattr(module, _HIT):
            found.add(_os.path.realpath(path))
    return found


def _noting(opener):
    """The opener, first noting a changed file opened other than by the recorder."""

    def noted(file, *args, **kwargs):
        if not _loading[0] and isinstance(file, str) and _os.path.basename(file) in _names:
            _opened.add(_os.path.realpath(file))
        return opener(file, *args, **kwargs)

    return noted


def _note_opens():
    # Loaders by path and runpy read code through open_code, a data read through open. (An audit
    # hook would see both, but it is called for every audited event: +10 % on a large suite.)
    import builtins
    import io
    import _io

    for holder, name in ((_io, "open_code"), (io, "open_code"), (builtins, "open")):
        original = getattr(holder, name, None)
        if original is not None:
            setattr(holder, name, _noting(original))


def _never_imported(real, statements):
    """A changed file nothing opened ran nothing: its statements, from its source alone."""
    _loading[0] += 1
    try:
        with open(real, "rb") as handle:
            tree = _ast.parse(handle.read(), real)
        _instrument(tree.body, statements, True, module=True)
    except (OSError, SyntaxError, ValueError):
        statements.clear()
    finally:
        _loading[0] -= 1


def write():
    if _written[0] or _out is None:
        return
    _written[0] = True
    elsewhere = _loaded_elsewhere()
    fd = _os.open(_out, _os.O_WRONLY | _os.O_APPEND | _os.O_CREAT, 0o600)
    try:
        for real, (given, statements, run) in _files.items():
            # Loaded past the recorder (before it, by path, through runpy), or read as data: what
            # ran there is not known, so the file is unmeasured rather than counted as never run.
            if real in elsewhere or (not statements and real in _opened):
                continue
            if not statements:
                _never_imported(real, statements)
            if not statements:
                continue
            record = {"path": given, "statements": sorted(statements), "run": sorted(run & statements)}
            _os.write(fd, (_json.dumps(record) + "\n").encode())
    finally:
        _os.close(fd)


def install(config_path):
    global _out
    with open(config_path, encoding="utf-8") as handle:
        config = _json.load(handle)
    _out = config["out"]
    for given in config["files"]:
        _files[_os.path.realpath(given)] = (given, set(), set())
        _names.add(_os.path.basename(given))
        base = _os.path.basename(given)[: -len(".py")]
        _stems.add(_os.path.basename(_os.path.dirname(given)) if base == "__init__" else base)
    _sys.meta_path.insert(0, _Finder)
    _note_opens()
    _atexit.register(write)
`.trimStart();
