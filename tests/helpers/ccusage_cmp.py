#!/usr/bin/env python3
"""ccusage_cmp.py AGENT REPORT CCUSAGE_JSON OURS_JSON [--allow KEY=DELTA...]

Judge `transcript stats --json` (OURS_JSON, --by=session or --by=day)
against ccusage's report of the same files (CCUSAGE_JSON: `ccusage claude
session|daily --json --offline`, or `ccusage codex ...`).  AGENT is claude
or codex, REPORT session or daily.  Every row ccusage has must be ours with
equal input, output, cache read, cache write and total tokens, and a cost
within 0.5% of ccusage's; every row of ours with tokens must be ccusage's.
--allow KEY=FIELD:DELTA lets ours differ from ccusage's by exactly DELTA in
one field of one row (a difference a test explains).  Prints one line per
row ("ok KEY ..." or "DIFF KEY ...") and exits 1 on any difference.
"""
import json
import sys


def rows_ccusage(agent, report, d):
    out = {}
    for r in d["sessions" if report == "session" else "daily"]:
        if report == "daily":
            key = r["date"]
        elif agent == "claude":
            key = r["projectPath"] + "/" + r["sessionId"]
        else:
            key = r["sessionId"].rsplit("/", 1)[-1][-36:]
        cost = r.get("totalCost", r.get("costUSD"))
        out[key] = dict(input=r["inputTokens"], output=r["outputTokens"],
                        cache_read=r["cacheReadTokens"],
                        cache_write=r["cacheCreationTokens"],
                        total=r["totalTokens"], cost=cost)
    return out


def rows_ours(report, d):
    out = {}
    rows = d["sessions"] if report == "session" else d["rows"]
    for r in rows:
        t = r["tokens"]
        if not t or not t["total"]:
            continue
        key = r["session"] if report == "session" else r["day"]
        out[key] = dict(input=t["input"], output=t["output"],
                        cache_read=t["cache_read"],
                        cache_write=t["cache_write"] or 0, total=t["total"],
                        cost=float(r["cost_usd"]) if r["cost_usd"] else None)
    return out


def main():
    agent, report, theirs, ours = sys.argv[1:5]
    allow = {}
    for a in sys.argv[5:]:
        if a == "--allow":
            continue
        k, v = a.split("=", 1)
        f, n = v.split(":")
        allow[(k, f)] = int(n)
    a = rows_ccusage(agent, report, json.load(open(theirs)))
    b = rows_ours(report, json.load(open(ours)))
    bad = 0
    for k in sorted(set(a) | set(b)):
        x, y = a.get(k), b.get(k)
        if x is None or y is None:
            print("DIFF %s only in %s" % (k, "ours" if x is None else
                                          "ccusage's"))
            bad += 1
            continue
        why = []
        for f in ("input", "output", "cache_read", "cache_write", "total"):
            if y[f] - x[f] != allow.get((k, f), 0):
                why.append("%s %s != %s" % (f, y[f], x[f]))
        if x["cost"] and (y["cost"] is None or
                          abs(y["cost"] - x["cost"]) > 0.005 * x["cost"]) \
                and not any(f != "cost" for (kk, f) in allow if kk == k):
            why.append("cost %s vs %s" % (y["cost"], x["cost"]))
        if why:
            bad += 1
            print("DIFF %s: %s" % (k, "; ".join(why)))
        else:
            print("ok %s %d tokens, $%s" % (k, y["total"], y["cost"]))
    if not a:
        print("DIFF ccusage reports nothing")
        bad += 1
    sys.exit(1 if bad else 0)


main()
