// The pytest witness's source (a plugin given with `-p`): written at run time into the check's
// private folder, never into the repository. It writes JSON lines to `channel.jsonl` beside it.

/** The plugin's module name: `-p testlock_witness`, found through PYTHONPATH. */
export const PYTEST_WITNESS_MODULE = 'testlock_witness';

export const PYTEST_WITNESS_SOURCE = String.raw`
# testlock's integrity witness for pytest, loaded with '-p' before any code under test: it
# records the identity of pytest's result path and checks it after every test and at the end.
import os as _os
import sys as _sys
import time as _time
import json as _json

import importlib as _importlib

import pytest as _pytest_mod


def _load(*names):
    """The first of these modules that exists (pluggy's and pytest's layout change by version)."""
    for name in names:
        try:
            return _importlib.import_module(name)
        except ImportError:
            pass
    return None


_reports = _load("_pytest.reports")
_runner = _load("_pytest.runner")
_python = _load("_pytest.python")
_main = _load("_pytest.main")
_terminal = _load("_pytest.terminal")
_junitxml = _load("_pytest.junitxml")
_skipping = _load("_pytest.skipping")
_outcomes = _load("_pytest.outcomes")
_rewrite = _load("_pytest.assertion.rewrite")
_callers = _load("pluggy._callers", "pluggy.callers")
_hooks = _load("pluggy._hooks", "pluggy.hooks")
_manager = _load("pluggy._manager", "pluggy.manager")

_CHANNEL = _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "channel.jsonl")
_PID = _os.getpid()
# A pytest that a test starts inherits testlock's options: its tests are not the check's. The
# first pytest marks the environment; its xdist workers are the check's, any other is nested.
_MARK = "TESTLOCK_WITNESS_SESSION"
_NESTED = _MARK in _os.environ and "PYTEST_XDIST_WORKER" not in _os.environ
_os.environ.setdefault(_MARK, str(_PID))

# The changed-lines recorder, where this run records changed lines: installed before any product
# module is imported (collection has not begun), in the check's own pytest and its xdist workers.
_LINES_CONFIG = _os.path.join(_os.path.dirname(_os.path.abspath(__file__)), "testlock_lines.json")
_lines = None
if not _NESTED and _os.path.exists(_LINES_CONFIG):
    import testlock_lines as _lines

    _lines.install(_LINES_CONFIG)


_FD = _os.open(_CHANNEL, _os.O_WRONLY | _os.O_APPEND | _os.O_CREAT, 0o600)
_write_fd = _os.write


_odd = set()
_dumps = _json.dumps


def _write_outcome(nodeid, when, outcome, xfail):
    line = '{"e":"r","n":%s,"w":%s,"o":%s,"x":%s,"pid":%d%s}\n' % (
        _dumps(nodeid), _dumps(when), _dumps(outcome), "true" if xfail else "false", _PID,
        ',"nested":true' if _NESTED else "",
    )
    try:
        _write_fd(_FD, line.encode("utf-8", "replace"))
    except OSError:
        pass


def _write(record):
    record["pid"] = _PID
    if _NESTED:
        record["nested"] = True
    line = _json.dumps(record, separators=(",", ":")) + "\n"
    try:
        _write_fd(_FD, line.encode("utf-8", "replace"))
    except OSError:
        pass  # the channel closed under the witness: its missing end says so


_write({"e": "start"})

# The modules whose functions and classes make up the result path: a replaced function, a
# swapped code object, a replaced method or property of a class is an alteration.
_MODULES = tuple(m for m in (_reports, _runner, _python, _main, _terminal, _junitxml, _skipping,
                              _outcomes, _rewrite, _callers, _hooks, _manager) if m is not None)
# What is checked after every test (cheap); the whole record is checked at the end.
_HOT = (
    (_reports, "TestReport"), (_reports, "BaseReport"), (_runner, "CallInfo"),
    (_runner, "call_and_report"), (_runner, "runtestprotocol"), (_runner, "call_runtest_hook"),
    (_runner, "pytest_runtest_makereport"), (_runner, "check_interactive_exception"),
    (_python, "Function"), (_python, "pytest_pyfunc_call"),
    (_rewrite, "AssertionRewriter"), (_rewrite, "AssertionRewritingHook"),
    (_rewrite, "rewrite_asserts"),
)
_HOT = tuple((m, n) for m, n in _HOT if m is not None)


def _fingerprint(value):
    """What must stay the same of one attribute: the object and, for code, its code object."""
    func = getattr(value, "__func__", value)
    if isinstance(value, property):
        return (id(value), id(value.fget), id(getattr(value.fget, "__code__", None)))
    code = getattr(func, "__code__", None)
    return (id(value), id(func), id(code)) if code is not None else (id(value),)


_KINDS = (type(_fingerprint), classmethod, staticmethod, property)





def _member_key(cls, klass, key):
    return key if klass is cls else klass.__name__ + "." + key


def _attr_values(module, name):
    """One attribute of a module and, for a class, its methods and properties up its bases."""
    value = module.__dict__.get(name)
    values = {"": value}
    if isinstance(value, type):
        for klass in value.__mro__:
            if klass is object:
                continue
            for key, member in list(vars(klass).items()):
                if isinstance(member, _KINDS):
                    values[_member_key(value, klass, key)] = member
    return values


def _attr_record(module, name):
    return {key: _fingerprint(v) for key, v in _attr_values(module, name).items()}


def _module_record(module):
    record = {}
    for name, value in list(module.__dict__.items()):
        if callable(value) and (getattr(value, "__module__", None) == module.__name__):
            record[name] = _attr_record(module, name)
    return record


_hot = {(m.__name__, n): _attr_record(m, n) for m, n in _HOT}
_whole = {}
_modules = {m.__name__: (id(m), id(m.__dict__)) for m in _MODULES}
_state = {"config": None, "hooks": None, "callers": [], "ids": None, "meta": None,
          "seen": set(), "found": []}

# The hooks whose implementations decide what runs and what counts as passing.
_RESULT_HOOKS = (
    "pytest_runtest_protocol", "pytest_runtest_makereport", "pytest_runtest_logreport",
    "pytest_report_teststatus", "pytest_runtest_call", "pytest_pyfunc_call",
    "pytest_runtest_setup", "pytest_runtest_teardown", "pytest_collection_modifyitems",
    "pytest_sessionfinish", "pytest_collectreport", "pytest_make_collect_report",
    "pytest_terminal_summary", "pytest_assertrepr_compare",
)


def _callers(config):
    hook = config.pluginmanager.hook
    return [c for c in (getattr(hook, n, None) for n in _RESULT_HOOKS) if c is not None]


def _impls(config):
    found = {}
    for caller in _callers(config):
        for impl in caller.get_hookimpls():
            fn = impl.function
            found[(caller.name, id(impl))] = (impl, id(fn), id(getattr(fn, "__code__", None)))
    return found


def _impl_lists():
    """Each result hook's implementations, compared as lists of the same objects (in C)."""
    return [list(getattr(c, "_hookimpls", None) or c.get_hookimpls()) for c in _state["callers"]]


def _is_conftest(plugin):
    path = getattr(plugin, "__file__", None) or ""
    return _os.path.basename(path) == "conftest.py"


def _where(impl):
    code = getattr(impl.function, "__code__", None)
    where = code.co_filename + ":" + str(code.co_firstlineno) if code else "?"
    return impl.plugin_name + " (" + where + ")"


def _report(what):
    if what in _state["seen"]:
        return
    _state["seen"].add(what)
    _state["found"].append(what)
    _write({"e": "tampered", "what": what})


def _compare(before, now, label):
    for key, fp in before.items():
        if now.get(key) != fp:
            _report(label + ("." + key if key else "") + " was replaced")


# After every test the members whose replacement turns a failure into a pass (the result path's
# functions, a report's outcome properties, the test's own run) are compared; the rest of the
# record (the assertion rewriter's, a node's other methods) at most every 20 ms and at the end. A
# patch undone between two comparisons still leaves the channel's outcomes and the runner's
# reports apart. Comparing all of them after each test was most of the witness's own time.
_CORE_MEMBERS = frozenset(("from_call", "from_item_and_call", "passed", "failed", "skipped",
                           "outcome", "runtest", "result", "excinfo", "__init__", "__new__"))
_REST_EVERY = 0.02
_flat = []
_rest = []
_monotonic = _time.monotonic
_next_rest = [0.0]


def _flatten():
    """(namespace, name, value, code, label) for each hot member: compared by identity."""
    del _flat[:]
    del _rest[:]
    for module, name in _HOT:
        value = module.__dict__.get(name)
        entries = [(module.__dict__, name, value, "")]
        if isinstance(value, type):
            for klass in value.__mro__:
                if klass is not object:
                    entries += [(vars(klass), k, v, _member_key(value, klass, k))
                                for k, v in vars(klass).items() if isinstance(v, _KINDS)]
        for space, key, member, shown in entries:
            func = getattr(member, "__func__", getattr(member, "fget", member))
            label = module.__name__ + "." + name + ("." + shown if shown else "")
            core = not shown or key in _CORE_MEMBERS
            (_flat if core else _rest).append(
                (space, key, member, func, getattr(func, "__code__", None), label))


def _compare_flat(entries):
    for space, key, member, func, code, label in entries:
        if space.get(key) is not member or (code is not None and func.__code__ is not code):
            _report(label + " was replaced")


def _check_hot(whole=True):
    _compare_flat(_flat)
    now = _monotonic()
    if whole or now >= _next_rest[0]:
        _compare_flat(_rest)
        _next_rest[0] = now + _REST_EVERY


def _check_whole():
    for module in _MODULES:
        now = _sys.modules.get(module.__name__)
        if now is None or (id(now), id(now.__dict__)) != _modules[module.__name__]:
            _report(module.__name__ + " was replaced in sys.modules")
        for name, record in _whole[module.__name__].items():
            _compare(record, _attr_record(module, name), module.__name__ + "." + name)


def _check_hooks(fast=False):
    config = _state["config"]
    if config is None or _state["hooks"] is None:
        return
    meta = _state["meta"]
    if fast and _impl_lists() == _state["ids"] and (meta is None or meta in _sys.meta_path):
        return
    now = _impls(config)
    for key, (impl, fid, cid) in _state["hooks"].items():
        entry = now.get(key)
        if entry is None:
            _report("the " + key[0] + " implementation of " + _where(impl) + " was removed")
        elif (id(impl.function), id(getattr(impl.function, "__code__", None))) != (fid, cid):
            _report("the " + key[0] + " implementation of " + _where(impl) + " was replaced")
    for key, (impl, _f, _c) in now.items():
        if key in _state["hooks"] or _is_conftest(impl.plugin):
            continue
        _report("a " + key[0] + " implementation was registered during the run by " + _where(impl))
    hook = _state["meta"]
    if hook is not None and hook not in _sys.meta_path:
        _report("pytest's assertion rewriting hook was removed from sys.meta_path")


def _installed(value):
    """Code of an installed package or of a conftest: pytest's plugins and the project's harness."""
    func = getattr(value, "__func__", getattr(value, "fget", value))
    code = getattr(func, "__code__", None)
    if code is None:
        return False
    path = code.co_filename
    return "-packages" + _os.sep in path or _os.path.basename(path) == "conftest.py"


def _settle_hot():
    """Before the session starts only plugins and conftests have run: what they changed is kept."""
    for key, record in list(_hot.items()):
        module = _sys.modules.get(key[0])
        now = _attr_record(module, key[1]) if module else {}
        if now == record:
            continue
        values = _attr_values(module, key[1]) if module else {}
        for member, fp in record.items():
            if now.get(member) != fp and not _installed(values.get(member)):
                label = key[0] + "." + key[1] + ("." + member if member else "")
                _report(label + " was replaced before the session started")
        _hot[key] = now


def _check_all(fast=False):
    _check_hot(whole=not fast)
    _check_hooks(fast)


# A conftest is a plugin pytest takes from the tree by its file name: each one registered (here,
# or by any code that registers a module of that name) is told to testlock, which knows the tree's
# files; one that is not among them was written during the run (and perhaps removed since).
# Only the check's own session counts: a session a test runs in process (pytester) has its own.
@_pytest_mod.hookimpl
def pytest_plugin_registered(plugin, manager):
    if _state.setdefault("manager", manager) is manager and _is_conftest(plugin):
        _write({"e": "tree-module", "f": _os.path.abspath(plugin.__file__)})


@_pytest_mod.hookimpl(trylast=True)
def pytest_sessionstart(session):
    # Every plugin, -p option, entry point and initial conftest is registered by now; product
    # code runs later, when the test modules are collected.
    config = session.config
    _state["config"] = config
    _state["hooks"] = _impls(config)
    assertstate = getattr(config, "_assertstate", None)
    _state["meta"] = getattr(assertstate, "hook", None)
    _settle_hot()
    _flatten()
    _state["callers"] = _callers(config)
    _state["ids"] = _impl_lists()
    for module in _MODULES:
        _whole[module.__name__] = _module_record(module)


def _outcome(excinfo):
    if excinfo is None:
        return "passed"
    if _outcomes is not None and excinfo.errisinstance(_outcomes.Skipped):
        return "skipped"
    return "failed"


# Old-style wrappers: every pytest since 3 takes them (new-style ones only since 8).
@_pytest_mod.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    try:
        report = outcome.get_result()
    except BaseException:
        return
    raised = _outcome(call.excinfo)
    told = getattr(report, "outcome", None)
    xfail = hasattr(report, "wasxfail")
    if raised == "failed" and told == "passed" and not xfail:
        _report("a failure of " + item.nodeid + " (" + call.when + ") was reported as passed")
    # Every call, and a setup or teardown only where it did not pass (or did not before: a rerun).
    key = (item.nodeid, call.when)
    if call.when == "call" or told != "passed" or key in _odd:
        if told != "passed":
            _odd.add(key)
        _write_outcome(item.nodeid, call.when, told, xfail)
    if call.when == "teardown":
        _check_all(fast=True)


@_pytest_mod.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_sessionfinish(session, exitstatus):
    _check_all()
    _check_whole()
    yield
    _write({"e": "end", "status": int(getattr(session, "exitstatus", exitstatus))})
    if _lines is not None:
        _lines.write()
`.trimStart();
