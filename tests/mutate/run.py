#!/usr/bin/env python3
"""run.py - mutation testing: `make mutate` (see tests/mutate/README).

For each mutant of tests/mutate/mutants: apply its one-line mutation to a
copy of the tree (build/mutate/tree, never the working tree), build the
copy, run the tests named for the mutant, and report KILLED (a test
failed), SURVIVED (every test passed) or ERROR (the mutant does not build,
or its original text is not in the file exactly once).  Exit 1 if any
mutant survived or is in error, or if a test fails on the unmutated tree.
Python 3 standard library only.
"""

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import threading
import time

TOP = os.path.realpath(os.path.join(os.path.dirname(__file__), "..", ".."))
SEP = "@@"
# What the tests need besides build/transcript (make check builds them too).
HELPERS = ["all", "build/tests/mkdb", "build/tests/xattr",
           "build/tests/killafter", "build/tests/faultinj.so", "bench-bin"]


class Mutant:
    def __init__(self, lineno, name, path, orig, repl, tests):
        self.lineno = lineno
        self.name = name
        self.path = path
        self.orig = orig
        self.repl = repl
        self.tests = tests
        self.problem = None     # why it cannot be run, or None


def unescape(s):
    """\\t is a tab, \\\\ a backslash; nothing else is special."""
    return re.sub(r"\\([t\\])", lambda m: "\t" if m.group(1) == "t" else "\\", s)


def parse(listfile):
    mutants, errors = [], []
    with open(listfile, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            fields = [x.strip() for x in line.split(SEP)]
            if len(fields) != 5 or not all(fields):
                errors.append("%s:%d: want NAME %s FILE %s ORIGINAL %s "
                              "REPLACEMENT %s TESTS" % (listfile, n, SEP, SEP,
                                                        SEP, SEP))
                continue
            name, path, orig, repl, tests = fields
            m = Mutant(n, name, path, unescape(orig), unescape(repl),
                       tests.split())
            if m.orig == m.repl:
                m.problem = "the replacement is the original"
            mutants.append(m)
    names = [m.name for m in mutants]
    for m in mutants:
        if names.count(m.name) > 1:
            errors.append("%s:%d: mutant %s is named twice" %
                          (listfile, m.lineno, m.name))
    return mutants, errors


def test_path(t):
    """A test named t4000-check or t_format: its path in the tree."""
    if t.startswith("t_"):
        return "build/tests/" + t
    if re.match(r"t\d{4}-", t):
        return "tests/cli/%s.sh" % t
    return t


def tree_files():
    """The working tree's files: tracked and new (not ignored), as they are
    now (uncommitted changes included)."""
    out = subprocess.run(["git", "-C", TOP, "ls-files", "-z", "--cached",
                          "--others", "--exclude-standard"],
                         check=True, stdout=subprocess.PIPE).stdout
    files = sorted(set(p for p in out.decode().split("\0") if p))
    return [p for p in files if os.path.lexists(os.path.join(TOP, p))]


def same(a, b):
    try:
        if os.path.islink(a) or os.path.islink(b):
            return os.path.islink(a) and os.path.islink(b) and \
                os.readlink(a) == os.readlink(b)
        sa, sb = os.stat(a), os.stat(b)
        if sa.st_size != sb.st_size or \
                (sa.st_mode & 0o777) != (sb.st_mode & 0o777):
            return False
        with open(a, "rb") as fa, open(b, "rb") as fb:
            return fa.read() == fb.read()
    except OSError:
        return False


def sync(tree):
    """Make tree a copy of the working tree's files, copying only what
    differs (a copy gets a new mtime: make rebuilds what depends on it);
    tree/build, the copy's build directory, is kept."""
    files = tree_files()
    want = set(files)
    copied = 0
    for p in files:
        src, dst = os.path.join(TOP, p), os.path.join(tree, p)
        if same(src, dst):
            continue
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        if os.path.lexists(dst) or os.path.isdir(dst):
            if os.path.isdir(dst) and not os.path.islink(dst):
                shutil.rmtree(dst)
            else:
                os.unlink(dst)
        if os.path.islink(src):
            os.symlink(os.readlink(src), dst)
        else:
            shutil.copyfile(src, dst)
            shutil.copymode(src, dst)
        copied += 1
    # The npm clients the agent tests run (tests/agents/node_modules, which
    # git ignores): the copy uses the working tree's.
    nm = os.path.join("tests", "agents", "node_modules")
    if os.path.isdir(os.path.join(TOP, nm)) and \
            not os.path.lexists(os.path.join(tree, nm)):
        os.symlink(os.path.join(TOP, nm), os.path.join(tree, nm))
    removed = 0
    for root, dirs, names in os.walk(tree):
        rel = os.path.relpath(root, tree)
        if rel == ".":
            dirs[:] = [d for d in dirs if d != "build"]
        for nm in names:
            p = os.path.normpath(os.path.join(rel, nm))
            if p not in want:
                os.unlink(os.path.join(root, nm))
                removed += 1
    return len(files), copied, removed


# The copy is built with these CFLAGS (quick to compile); MUTATE_CFLAGS.
OPTS = {"cflags": "-O1"}


def make(tree, jobs, targets, log):
    with open(log, "w") as f:
        r = subprocess.run(["make", "-C", tree, "-j%d" % jobs,
                            "--no-print-directory", "CFLAGS=" + OPTS["cflags"]] +
                           targets, stdout=f, stderr=subprocess.STDOUT)
    return r.returncode == 0


def tail(path, n=25):
    with open(path, errors="replace") as f:
        return "".join(f.readlines()[-n:])


def run_test(tree, test, timeout, log, tmp, bail=False):
    """Run one test file (or unit test) under prove in the tree; True if it
    passed.  A test that runs past timeout seconds fails.  With bail, a CLI
    test file stops at its first failure (TRANSCRIPT_TEST_BAIL)."""
    env = dict(os.environ)
    env.update(TRANSCRIPT=os.path.join(tree, "build/transcript"),
               TBUILD=os.path.join(tree, "build"), TMPDIR=tmp)
    for v in ("TRANSCRIPT_SKIP_LOG", "TRANSCRIPT_TEST_REQUIRE",
              "TRANSCRIPT_THREADS", "TRANSCRIPT_TEST_BAIL"):
        env.pop(v, None)
    if bail:
        env["TRANSCRIPT_TEST_BAIL"] = "1"
    with open(log, "a") as f:
        f.write("### %s\n" % test)
        f.flush()
        try:
            p = subprocess.Popen(["prove", "-e", "", test_path(test)],
                                 cwd=tree, env=env, stdout=f,
                                 stderr=subprocess.STDOUT,
                                 start_new_session=True)
            rc = p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, 9)
            p.wait()
            f.write("### timed out after %ds\n" % timeout)
            return False, "timeout"
    return rc == 0, None


def clean_tmp(tmp):
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp, exist_ok=True)


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def pool(places, items, fn):
    """fn(place, i, item) for each item (i counts from 1), as many at once
    as there are places, each call in a free place; fn returns (line, value):
    the line is printed as the call ends.  The (i, value) pairs, in the
    items' order."""
    queue = list(enumerate(items, 1))
    out = {}
    lock = threading.Lock()

    def work(place):
        while True:
            with lock:
                if not queue:
                    return
                i, item = queue.pop(0)
            line, value = fn(place, i, item)
            with lock:
                out[i] = value
                print(line, flush=True)

    threads = [threading.Thread(target=work, args=(pl,)) for pl in places]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return [(i, out[i]) for i in sorted(out)]


def main():
    ap = argparse.ArgumentParser(description="make mutate: mutation testing")
    ap.add_argument("--list", default=os.path.join(TOP, "tests/mutate/mutants"))
    ap.add_argument("--dir", default=os.path.join(TOP, "build/mutate"),
                    help="work directory: tree/ (the copy), logs/")
    ap.add_argument("--only", default=os.environ.get("MUTATE_ONLY", ""),
                    help="a regex: run the mutants whose name matches")
    ap.add_argument("-j", "--jobs", type=int,
                    default=int(os.environ.get("MUTATE_JOBS", "2")),
                    help="make -j for the builds (default 2)")
    ap.add_argument("-w", "--workers", type=int,
                    default=int(os.environ.get("MUTATE_WORKERS", "2")),
                    help="mutants judged at once, each in a copy of its own "
                    "(default 2)")
    ap.add_argument("--timeout", type=int,
                    default=int(os.environ.get("MUTATE_TIMEOUT", "120")),
                    help="seconds a test file may run (default 120)")
    ap.add_argument("--cflags",
                    default=os.environ.get("MUTATE_CFLAGS", OPTS["cflags"]),
                    help="CFLAGS of the copy's build (default %s: quick "
                    "to compile)" % OPTS["cflags"])
    ap.add_argument("--no-baseline", action="store_true",
                    default=os.environ.get("MUTATE_BASELINE") == "no",
                    help="do not first run the tests on the unmutated tree "
                    "(MUTATE_BASELINE=no; for a run right after make check "
                    "passed on the same tree)")
    args = ap.parse_args()

    OPTS["cflags"] = args.cflags
    t0 = time.monotonic()
    mutants, errors = parse(args.list)
    for e in errors:
        print("mutate: " + e, file=sys.stderr)
    if errors:
        return 2
    if args.only:
        mutants = [m for m in mutants if re.search(args.only, m.name)]
    # Check every mutant against the working tree first: the list is the
    # contract, and a stale line is an error whatever the copy holds.
    for m in mutants:
        if m.problem:
            continue
        src = os.path.join(TOP, m.path)
        if not os.path.isfile(src):
            m.problem = "no file %s" % m.path
            continue
        with open(src, encoding="utf-8") as f:
            n = f.read().count(m.orig)
        if n != 1:
            m.problem = "original text found %d times in %s, not once" % (n, m.path)
        for t in m.tests:
            if not t.startswith("t_") and \
                    not os.path.isfile(os.path.join(TOP, test_path(t))):
                m.problem = "no test %s" % t

    tree = os.path.join(args.dir, "tree")
    logs = os.path.join(args.dir, "logs")
    tmp = os.path.join(args.dir, "tmp")
    os.makedirs(tree, exist_ok=True)
    # Objects of other CFLAGS are not rebuilt by make: start afresh.
    stamp = os.path.join(args.dir, "cflags")
    old = open(stamp).read() if os.path.exists(stamp) else None
    if old != args.cflags:
        shutil.rmtree(os.path.join(tree, "build"), ignore_errors=True)
        with open(stamp, "w") as f:
            f.write(args.cflags)
    shutil.rmtree(logs, ignore_errors=True)
    os.makedirs(logs)
    clean_tmp(tmp)
    nfiles, copied, removed = sync(tree)
    print("mutate: %d mutants; tree %s: %d files, %d copied, %d removed" %
          (len(mutants), os.path.relpath(tree, TOP), nfiles, copied, removed))

    units = sorted(set("build/tests/" + t for m in mutants for t in m.tests
                       if t.startswith("t_")))
    targets = HELPERS + units
    ts = time.monotonic()
    if not make(tree, args.jobs, targets, os.path.join(logs, "build.log")):
        print("mutate: the unmutated tree does not build:\n" +
              tail(os.path.join(logs, "build.log")), file=sys.stderr)
        return 2
    base_sha = sha(os.path.join(tree, "build/transcript"))
    print("mutate: built in %.1fs" % (time.monotonic() - ts))

    # Workers: each judges in a copy of its own (tree, tree-2, ...; copied
    # with their build, times kept, so nothing is rebuilt) with a temporary
    # directory of its own; the next job goes to whichever is free.  The
    # builds share the -j budget.
    nw = max(1, min(args.workers, len(mutants)))
    jobs = max(1, args.jobs // nw)
    places = [(tree, tmp)]
    for k in range(2, nw + 1):
        tk = "%s-%d" % (tree, k)
        shutil.rmtree(tk, ignore_errors=True)
        subprocess.run(["cp", "-a", tree, tk], check=True)
        places.append((tk, "%s-%d" % (tmp, k)))
        clean_tmp(places[-1][1])

    if not args.no_baseline:
        ts = time.monotonic()
        tests = sorted(set(t for m in mutants if not m.problem for t in m.tests))
        bad = []

        def baseline(place, i, t):
            tt = time.monotonic()
            ok, why = run_test(place[0], t, args.timeout,
                               os.path.join(logs, "baseline-%d.log" % i),
                               place[1])
            return ("  baseline %-28s %s %5.1fs" %
                    (t, "ok" if ok else "FAILED", time.monotonic() - tt),
                    None if ok else t)

        for _, failed in pool(places, tests, baseline):
            if failed:
                bad.append(failed)
        for pl in places:
            clean_tmp(pl[1])
        print("mutate: baseline: %d test files in %.1fs" %
              (len(tests), time.monotonic() - ts))
        if bad:
            print("mutate: tests fail on the unmutated tree (%s): they "
                  "cannot judge mutants; see %s" %
                  (", ".join(sorted(bad)), os.path.relpath(
                      os.path.join(logs, "baseline-*.log"), TOP)),
                  file=sys.stderr)
            return 1

    def judge(place, i, m):
        ts = time.monotonic()
        slug = re.sub(r"[^A-Za-z0-9_.-]+", "_", m.name)
        log = os.path.join(logs, "%02d-%s.log" % (i, slug))
        if m.problem:
            status, detail = "ERROR", m.problem
        else:
            status, detail = run_mutant(m, place[0], args, jobs, log,
                                        place[1])
        dt = time.monotonic() - ts
        return ("%-8s %5.1fs  %s  (%s:%d%s)" % (
            status, dt, m.name, os.path.basename(args.list), m.lineno,
            ", " + detail if detail else ""), (m, status, detail, dt))

    results = [r for _, r in pool(places, mutants, judge)]
    for tk, tmpk in places[1:]:
        shutil.rmtree(tk, ignore_errors=True)
        shutil.rmtree(tmpk, ignore_errors=True)

    # The tree as it was: the binary must be the unmutated one again.
    if make(tree, args.jobs, targets, os.path.join(logs, "build.log")) and \
            sha(os.path.join(tree, "build/transcript")) != base_sha:
        print("mutate: warning: the rebuilt unmutated binary differs from "
              "the first build", file=sys.stderr)

    killed = sum(1 for r in results if r[1] == "KILLED")
    survived = [r for r in results if r[1] == "SURVIVED"]
    errs = [r for r in results if r[1] == "ERROR"]
    print("mutate: %d mutants: %d killed, %d survived, %d errors; %.0fs" %
          (len(results), killed, len(survived), len(errs),
           time.monotonic() - t0))
    for m, status, detail, _ in survived + errs:
        print("  %s: %s (%s)%s" % (status, m.name, m.path,
                                   ": " + detail if detail else ""))
    return 1 if survived or errs else 0


def obj_of(tree, path):
    """The object a .c file of the tree compiles to, or None."""
    if not path.endswith(".c"):
        return None
    o = os.path.join(tree, "build", path[:-2] + ".o")
    return o if os.path.exists(o) else None


def run_mutant(m, tree, args, jobs, log, tmp):
    src = os.path.join(tree, m.path)
    with open(src, encoding="utf-8") as f:
        text = f.read()
    if text.count(m.orig) != 1:
        return "ERROR", "original text found %d times in the copy" % \
            text.count(m.orig)
    st = os.stat(src)
    obj = obj_of(tree, m.path)
    stash = None
    if obj is not None:
        stash = obj + ".mutate-orig"
        shutil.copy2(obj, stash)
    units = ["build/tests/" + t for t in m.tests if t.startswith("t_")]
    try:
        with open(src, "w", encoding="utf-8") as f:
            f.write(text.replace(m.orig, m.repl, 1))
        if not make(tree, jobs, HELPERS + units, log):
            return "ERROR", "does not build (see %s)" % \
                os.path.relpath(log, TOP)
        for t in m.tests:
            ok, why = run_test(tree, t, args.timeout, log, tmp, bail=True)
            if not ok:
                return "KILLED", "by " + t + (" (%s)" % why if why else "")
        return "SURVIVED", "tests: " + " ".join(m.tests)
    finally:
        # The original back.  A .c file's object is put back too, newer
        # than the file (which gets its old mtime again), so that make
        # relinks and does not recompile it; anything else (a header) keeps
        # its new mtime, and what depends on it is rebuilt.
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        if stash is not None:
            os.utime(src, ns=(st.st_atime_ns, st.st_mtime_ns))
            os.replace(stash, obj)
            os.utime(obj)
        clean_tmp(tmp)


if __name__ == "__main__":
    sys.exit(main())
