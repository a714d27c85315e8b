"""failing_reports.py VECTORS CORE_REPORT OUT: the worst case for the interop page (tools/bench-interop).

From the core's report of VECTORS (every case, in report order), writes OUT/android.json, OUT/ios.json and
OUT/web.json (parity-report/1, one per runner) in which every case diverges, each with its input from the vector
files and Android's and the platform's value at a field that gives three causes per suite; and OUT/history/ with 30
earlier interop summaries for the trend.
"""
import json
import os
import sys

vectors, core_path, out = sys.argv[1:4]
inputs = {}
for folder, _, files in os.walk(vectors):
    for name in files:
        if not name.endswith(".json") or name.endswith(".schema.json"):
            continue
        data = json.load(open(os.path.join(folder, name)))
        if isinstance(data, dict) and "suite" in data:
            for case in data.get("cases", []):
                inputs[(data["suite"], case["id"])] = json.dumps(case.get("input"), separators=(",", ":"))
core = json.load(open(core_path))
for runner, platform in (("oracle conformance", "android"), ("parity-check", "ios"), ("parity-check-web", "web")):
    results = []
    for index, result in enumerate(core["results"]):
        key = (result["suite"], result["id"])
        results.append({"suite": key[0], "id": key[1], "outcome": "diverged", "file": f"{key[0]}.json", "line": 0,
                        "column": 0, "input": inputs.get(key, "{}"),
                        "divergences": [{"field": f"/points/{index}/f{index % 3}", "expected": "1.0", "actual": "1.0000000000000002",
                                         "ulps": 1}]})
    suites = {}
    for result in results:
        counts = suites.setdefault(result["suite"], {"suite": result["suite"], "cases": 0, "passed": 0, "diverged": 0,
                                                     "notPortable": 0, "known": 0, "errors": 0})
        counts["cases"] += 1
        counts["diverged"] += 1
    report = dict(core, runner=runner, subject=f"every case wrong ({platform})", exitCode=1, results=results,
                  summary={"cases": len(results), "passed": 0, "diverged": len(results), "notPortable": 0, "known": 0, "errors": 0},
                  suites=list(suites.values()))
    with open(os.path.join(out, f"{platform}.json"), "w") as file:
        json.dump(report, file, indent=1)
os.makedirs(os.path.join(out, "history"), exist_ok=True)
for run in range(30):
    summary = {"format": "interop-summary/1", "label": f"run {run + 1}", "date": f"2026-01-{run + 1:02d}T05:17:00Z",
               "digest": core["digest"], "platforms": [
                   {"name": name, "subject": "s", "cases": 12461, "passed": 12000 - 37 * run - 11 * shift,
                    "portable": 12165, "failures": 165 + 37 * run, "platformSpecific": 40 + 3 * run + shift, "partial": False}
                   for shift, name in enumerate(("android", "ios", "web"))]}
    with open(os.path.join(out, "history", f"interop-2026-01-{run + 1:02d}.json"), "w") as file:
        json.dump(summary, file)
