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


def generalised(pointer):
    if pointer == "":
        return "(the whole value)"
    return "/".join("*" if part.isdigit() and part.isascii() else part for part in pointer.split("/"))


def crash_cause(message):
    said = "; the runtime said: "
    if said in message:
        text = message[message.index(said) + len(said):]
    elif "the runtime printed no message" in message:
        return "a trap with no message"
    else:
        text = message.split(";", 1)[0]
    if text.startswith("crashed: "):
        text = text[len("crashed: "):]
    text = text.split("\n", 1)[0]
    return text if len(text) <= 160 else text[:159] + "…"


def cause(result, outcome):
    if outcome == "known":
        return "known: " + (result.get("entry") or result.get("details") or "a listed divergence")
    if outcome == "crashed":
        message = result.get("message")
        if message is None:
            message = (result.get("defect") or {}).get("message", result["outcome"])
        return "crashed: " + crash_cause(message)
    if result["outcome"] == "error-expected-but-value":
        return "returned a value where Android raises an error"
    fields = sorted({generalised(d["field"]) for d in result.get("divergences", [])})
    return "diverged at " + ", ".join(fields) if fields else "diverged"


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
        members = {}
        for result in report["results"]:
            outcome = kind(result)
            if outcome in FAILURES:
                members.setdefault(result["suite"] + " " + cause(result, outcome), []).append(result)
        own = set(specific[column])
        listed = []
        for signature, results in members.items():
            representative = min(results, key=lambda r: (len(r.get("input", "").encode()), r["suite"], r["id"]))
            listed.append({"signature": signature, "cases": len(results),
                           "platformSpecific": sum((r["suite"], r["id"]) in own for r in results),
                           "representative": representative["suite"] + "/" + representative["id"]})
        groups.append(sorted(listed, key=lambda g: (-g["cases"], g["signature"])))
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
