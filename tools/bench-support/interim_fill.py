#!/usr/bin/env python3
"""Fills the placeholder expectations written by interim_inputs.py with what the Swift core computes.

For benchmarking only, while no JVM-made corpus is committed: the result is NOT a parity corpus (the Swift
core checked against itself) and must never be committed. Cases the harness cannot evaluate are dropped.

usage: interim_fill.py PARITY_CHECK DIR
"""
import json
import os
import re
import subprocess
import sys

PLACEHOLDER = '"expected":{"error":"bench-placeholder"}'


def jsonish(rendered):
    # ParityValue.rendered writes NaN and infinities bare; the vector format quotes them.
    return re.sub(r'(?<!")\b(-?Infinity|NaN)\b(?!")', r'"\1"', rendered)


def expectation(result):
    outcome = result["outcome"]
    if outcome == "error-expected-but-value":
        return jsonish(result["actual"]).replace(", ", ",").replace(": ", ":")
    if outcome == "diverged":
        fields = {d["field"]: d["actual"] for d in result["divergences"]}
        if "" in fields and fields[""].startswith("not portable: "):
            return json.dumps({"notPortable": fields[""][len("not portable: "):]}, separators=(",", ":"))
        if "/error" in fields or "/index" in fields:
            out = {"error": fields.get("/error", "bench-placeholder")}
            if fields.get("/index", "none") != "none":
                out["index"] = int(fields["/index"])
            return json.dumps(out, separators=(",", ":"))
    return None


def main():
    tool, root = sys.argv[1], sys.argv[2]
    run = subprocess.run([tool, root, "--format", "json"], capture_output=True, text=True)
    report = json.loads(run.stdout)
    filled = {}
    for result in report["results"]:
        if result["outcome"] == "passed":
            continue
        filled[(result["suite"], result["id"])] = expectation(result)
    for area in sorted(os.listdir(root)):
        for name in sorted(os.listdir(os.path.join(root, area))):
            path = os.path.join(root, area, name)
            suite = area + "." + name[: -len(".json")]
            with open(path) as f:
                lines = f.read().split("\n")
            kept = []
            for line in lines:
                if PLACEHOLDER in line:
                    case_id = re.search(r'"id":"([^"]+)"', line).group(1)
                    value = filled.get((suite, case_id))
                    if value is None:
                        continue
                    line = line.replace(PLACEHOLDER, '"expected":' + value).rstrip(",")
                kept.append(line)
            # Re-join the case lines with commas (dropped cases may have removed the last one's peer).
            start = kept.index('  "cases": [') + 1
            end = kept.index("  ]")
            cases = [c.rstrip(",") for c in kept[start:end]]
            kept[start:end] = [c + ("," if i < len(cases) - 1 else "") for i, c in enumerate(cases)]
            with open(path, "w") as f:
                f.write("\n".join(kept))


if __name__ == "__main__":
    main()
