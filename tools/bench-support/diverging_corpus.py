#!/usr/bin/env python3
"""Builds the benchmark's diverging corpus: a copy of a corpus in which every case that can diverge does.

usage: diverging_corpus.py SOURCE_DIR OUT_DIR

In each case's expected value, the first number (or integer string, or "NaN"/"Infinity" text) is changed to
another value of the same type: an integer gets its lowest bit flipped (it stays in range), a double is doubled
(or halved, or 0 becomes 0.5), which keeps a 32-bit float's value a 32-bit float. The core subject then diverges on every such case, as a subject wrong everywhere would, so
the run exercises everything a failing run costs (comparison, ULP errors, locating each case in its file,
the report). Cases whose expected value holds no number (an expected error, a not-portable note, a bool)
are left as they are. Prints a one-line summary.
"""
import json
import os
import sys

SPECIAL = {"NaN", "Infinity", "-Infinity"}


def perturb(value):
    """The value with its first number changed, and whether one was found."""
    if isinstance(value, bool):
        return value, False
    if isinstance(value, int):
        return value ^ 1, True
    if isinstance(value, float):
        if value == 0:
            return 0.5, True
        return value * 2 if abs(value) < 1e30 else value / 2, True
    if isinstance(value, str):
        if value in SPECIAL:
            return 0.5, True
        if value.lstrip("-").isdigit():
            return str(int(value) ^ 1), True
        return value, False
    if isinstance(value, list):
        for index, element in enumerate(value):
            changed, found = perturb(element)
            if found:
                return value[:index] + [changed] + value[index + 1:], True
        return value, False
    if isinstance(value, dict):
        if "error" in value or "notPortable" in value:
            return value, False
        for key, element in value.items():
            changed, found = perturb(element)
            if found:
                copy = dict(value)
                copy[key] = changed
                return copy, True
        return value, False
    return value, False


def oracle_layout(document):
    """The document laid out as the oracle writes it (a top-level member a line, a case a line), so that the
    diverging corpus costs what the stress corpus costs to parse."""
    members = ['  %s: %s' % (json.dumps(key), json.dumps(value)) for key, value in document.items() if key != "cases"]
    cases = ",\n".join("    " + json.dumps(case) for case in document["cases"])
    return "{\n" + ",\n".join(members) + ',\n  "cases": [\n' + cases + "\n  ]\n}\n"


def main():
    source, out = sys.argv[1], sys.argv[2]
    changed = kept = files = 0
    for folder, _, names in os.walk(source):
        for name in sorted(names):
            if not name.endswith(".json") or name.endswith(".schema.json") or name in ("aliases.json", "android-revisions.json"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="ascii") as handle:
                document = json.load(handle)
            for case in document["cases"]:
                case["expected"], found = perturb(case["expected"])
                changed, kept = changed + found, kept + (not found)
            target = os.path.join(out, os.path.relpath(path, source))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="ascii") as handle:
                handle.write(oracle_layout(document))
            files += 1
    print("diverging corpus: %d files, %d cases changed to diverge, %d left as they were (no number to change)"
          % (files, changed, kept))


if __name__ == "__main__":
    main()
