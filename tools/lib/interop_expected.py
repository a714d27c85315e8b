#!/usr/bin/env python3
"""The interop view's numbers worked out a second time, independently of parity-check's Swift code, from the
JSON reports themselves, by the rules docs/interop.md states: what a test of `parity-check interop` compares with.

Usage: tools/lib/interop_expected.py VIEWS.json > expected.json
VIEWS.json: {"views": {NAME: [REPORT, ...]}, "diffs": {NAME: {"current": VIEW, "baseline": VIEW}}}, report paths
relative to the file's folder. Prints, per view: the columns, each suite's counts per column (passed, diverged,
crashed, not portable, not run, known), each column's totals, platform-specific failures and cause groups
(signature, cases, platform-specific cases, representative), the cases failing everywhere; per diff and platform:
the causes fixed and new and the cases that moved (from -> to: count).
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import cause_groups  # noqa: E402

OUTCOMES = ["passed", "diverged", "crashed", "notPortable", "notRun", "known"]
FAILURES = {"diverged", "crashed", "known"}


def platform(runner):
    if runner.startswith("oracle"):
        return "android"
    if "web" in runner:
        return "web"
    return "ios" if runner.startswith("parity-check") or runner.startswith("ParityTesting") else runner


def kind(result):
    outcome = result["outcome"]
    if outcome == "passed":
        return "passed"
    if outcome in ("diverged", "error-expected-but-value"):
        return "diverged"
    if outcome == "not-portable":
        return "notPortable"
    if outcome == "known-divergence":
        return "known"
    message = result.get("message", "")
    if outcome == "run-error" and ("not run by this subject" in message or "has no function for suite" in message):
        return "notRun"
    return "crashed"


def result_cause(result):
    """A failing result outside the report's groups in the runners' form of a cause (tools/lib/cause_groups.py): a
    vector error, or any failing case of a report written before runners grouped."""
    cause = {"suite": result["suite"], "id": result["id"], "input": result.get("input", "")}
    outcome = result["outcome"]
    if outcome == "diverged":
        for divergence in result.get("divergences", []):
            if divergence.get("kind") == "rejected":
                return dict(cause, verdict="value-expected-but-error", actualError=divergence.get("actual"))
            if divergence.get("kind") == "error":
                return dict(cause, verdict="another-error-code", expectedError=divergence.get("expected"),
                            actualError=divergence.get("actual"))
        return dict(cause, verdict="diverged",
                    divergences=[{"field": d.get("field", ""), "kind": d.get("kind", "")} for d in result.get("divergences", [])])
    if outcome == "error-expected-but-value":
        return dict(cause, verdict="error-expected-but-value", expectedError=result.get("expectedError"))
    if outcome == "vector-error":
        return dict(cause, verdict="run-error", message="vector error: " + (result.get("defect") or {}).get("message", ""))
    return dict(cause, verdict="run-error", message=result.get("message", outcome))


def column_groups(report):
    """Every failing case of one report in one group: the report's groups (only their failing cases), the rest by the
    runners' signature rule, known divergences by the entry that excuses them: (the cause in words, its results,
    its representative)."""
    results = {(r["suite"], r["id"]): r for r in report["results"]}
    listed, grouped = [], set()
    for group in report.get("groups", []):
        keys = [tuple(name.split("/", 1)) for name in group["cases"]]
        grouped.update(keys)
        failing = [results[key] for key in keys if kind(results[key]) in FAILURES]
        if failing:
            representative = tuple(group["representative"].split("/", 1))
            if representative not in {(r["suite"], r["id"]) for r in failing}:
                representative = min((r["suite"], r["id"]) for r in failing)
            listed.append((group["cause"], failing, "/".join(representative)))
    causes, known = [], {}
    for result in report["results"]:
        if (result["suite"], result["id"]) in grouped or kind(result) not in FAILURES:
            continue
        if kind(result) == "known":
            known.setdefault(result.get("entry") or result.get("details") or "a listed divergence", []).append(result)
        else:
            causes.append(result_cause(result))
    for group in cause_groups.groups(causes):
        members = [results[tuple(name.split("/", 1))] for name in group["cases"]]
        listed.append((group["cause"], members, group["representative"]))
    for entry, members in known.items():
        smallest = min(members, key=cause_groups.size_key)
        listed.append(("known divergence: " + entry, members, smallest["suite"] + "/" + smallest["id"]))
    return listed


def read(path):
    report = json.load(open(path))
    cases = {}
    for result in report["results"]:
        cases[(result["suite"], result["id"])] = result
    return report, cases


def view(paths):
    reports = [read(path) for path in paths]
    names = [platform(report["runner"]) for report, _ in reports]
    for name in set(names):
        if names.count(name) > 1:
            names = [f"{n} ({reports[i][0]['subject']})" if n == name else n for i, n in enumerate(names)]
    keys = sorted({key for _, cases in reports for key in cases})
    suites = sorted({suite for suite, _ in keys})
    cells = {suite: [[0] * len(OUTCOMES) for _ in reports] for suite in suites}
    totals = [[0] * len(OUTCOMES) for _ in reports]
    specific = [[] for _ in reports]
    everywhere = []
    mixed = len({report["digest"] for report, _ in reports if report["digest"]}) > 1
    outcome_of = [{} for _ in reports]
    for key in keys:
        failing, passing = [], 0
        for column, (_, cases) in enumerate(reports):
            outcome = kind(cases[key]) if key in cases else "notRun"
            outcome_of[column][key] = outcome
            cells[key[0]][column][OUTCOMES.index(outcome)] += 1
            totals[column][OUTCOMES.index(outcome)] += 1
            if outcome in FAILURES:
                failing.append(column)
            passing += outcome == "passed"
        if mixed:
            continue
        if len(failing) == 1 and passing > 0:
            specific[failing[0]].append(key)
        if len(reports) > 1 and len(failing) == len(reports):
            everywhere.append(key)
    groups = []
    for column, (report, cases) in enumerate(reports):
        own = set(specific[column])
        listed = [{"signature": signature, "cases": len(results),
                   "platformSpecific": sum((r["suite"], r["id"]) in own for r in results),
                   "representative": representative}
                  for signature, results, representative in column_groups(report)]
        groups.append(sorted(listed, key=lambda g: (-g["cases"], g["signature"].encode())))
    return {
        "columns": names,
        "suites": {suite: cells[suite] for suite in suites},
        "totals": totals,
        "platformSpecific": [len(s) for s in specific],
        "failingEverywhere": len(everywhere),
        "groups": groups,
    }, outcome_of, keys


def diff(current, baseline):
    (now, now_outcomes, now_keys), (old, old_outcomes, old_keys) = current, baseline
    changes = {}
    for column, name in enumerate(now["columns"]):
        if name not in old["columns"]:
            changes[name] = None
            continue
        previous = old["columns"].index(name)
        now_signatures = {g["signature"] for g in now["groups"][column]}
        old_signatures = {g["signature"] for g in old["groups"][previous]}
        moved = {}
        for key in sorted(set(now_keys) | set(old_keys)):
            before = old_outcomes[previous].get(key, "notRun")
            after = now_outcomes[column].get(key, "notRun")
            if before != after:
                moved[f"{before} -> {after}"] = moved.get(f"{before} -> {after}", 0) + 1
        changes[name] = {"fixed": sorted(old_signatures - now_signatures), "new": sorted(now_signatures - old_signatures),
                         "moved": moved}
    return changes


def main(path):
    spec = json.load(open(path))
    folder = Path(path).resolve().parent
    computed = {name: view([folder / p for p in paths]) for name, paths in spec["views"].items()}
    result = {"views": {name: computed[name][0] for name in spec["views"]}, "diffs": {}}
    for name, pair in spec.get("diffs", {}).items():
        result["diffs"][name] = diff(computed[pair["current"]], computed[pair["baseline"]])
    json.dump(result, sys.stdout, indent=1, sort_keys=True, ensure_ascii=True)
    print()


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
