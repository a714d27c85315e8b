#!/usr/bin/env python3
"""Builds the benchmark's stress corpus by replicating the cases of a real corpus.

usage: stress_corpus.py SOURCE_DIR OUT_DIR [TARGET_MB [MAX_FILE_MB [EXCLUDE_FILE]]]

Every case of every suite file under SOURCE_DIR is copied many times, byte for byte, with only its id changed
to `<id>-rNNNNNN`, so every expected value in the stress corpus is one the source corpus already holds (for
vectors/, values the JVM oracle made). The replicas are spliced as raw text: numbers, escapes and layout stay
exactly as the oracle wrote them, so parsing costs what the real corpus costs.

The harness rejects a suite defined by two files, so each suite stays one file; the files are scaled by one
common factor (keeping the committed corpus's mix) and capped at MAX_FILE_MB, and the factor is chosen so
that the total comes to about TARGET_MB. EXCLUDE_FILE lists cases not to replicate, one `suite/id` a line
(tools/bench leaves out what the harness does not pass, so that the stress run must pass), and whole files as
`#file PATH` (relative to SOURCE_DIR), and single cases as `#case PATH INDEX` (a case with a defect, such as
no expected value yet). Prints a one-line summary.
"""
import json
import os
import sys

SUFFIX_LENGTH = len("-r000000")


def skip_ws(text, i):
    while i < len(text) and text[i] in " \t\r\n":
        i += 1
    return i


def skip_string(text, i):
    """i at the opening quote; returns the index after the closing quote."""
    i += 1
    while True:
        c = text[i]
        if c == "\\":
            i += 2
        elif c == '"':
            return i + 1
        else:
            i += 1


def skip_value(text, i):
    c = text[i]
    if c == '"':
        return skip_string(text, i)
    if c in "{[":
        depth = 0
        while True:
            c = text[i]
            if c == '"':
                i = skip_string(text, i)
                continue
            if c in "{[":
                depth += 1
            elif c in "}]":
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
    while i < len(text) and text[i] not in ",}] \t\r\n":
        i += 1
    return i


def members(text, i):
    """i at '{'; yields (key, value_start, value_end) for each member."""
    i = skip_ws(text, i + 1)
    while text[i] != "}":
        key_end = skip_string(text, i)
        key = text[i + 1:key_end - 1]
        i = skip_ws(text, key_end)
        assert text[i] == ":", "':' expected"
        start = skip_ws(text, i + 1)
        end = skip_value(text, start)
        yield key, start, end
        i = skip_ws(text, end)
        if text[i] == ",":
            i = skip_ws(text, i + 1)


def split_file(text):
    """Returns (head, [case texts], separator, tail) where head ends just before the first case."""
    root = skip_ws(text, 0)
    for key, start, end in members(text, root):
        if key != "cases":
            continue
        spans = []
        i = skip_ws(text, start + 1)
        while text[i] != "]":
            case_end = skip_value(text, i)
            spans.append((i, case_end))
            i = skip_ws(text, case_end)
            if text[i] == ",":
                i = skip_ws(text, i + 1)
        if not spans:
            raise ValueError("no cases")
        separator = text[spans[0][1]:spans[1][0]] if len(spans) > 1 else ",\n    "
        head = text[:spans[0][0]]
        tail = text[spans[-1][1]:]
        return head, [text[a:b] for a, b in spans], separator, tail
    raise ValueError("no \"cases\" member")


def id_template(case):
    """Splits a case's text around the end of its own (depth-1) id string: (before, after)."""
    for key, start, end in members(case, 0):
        if key == "id":
            return case[:end - 1], case[end - 1:]
    raise ValueError("case without id")


def main():
    source, out = sys.argv[1], sys.argv[2]
    target = float(sys.argv[3]) * 1e6 if len(sys.argv) > 3 else 100e6
    cap = float(sys.argv[4]) * 1e6 if len(sys.argv) > 4 else 4e6
    excluded_cases, excluded_files, excluded_indices = set(), set(), set()
    if len(sys.argv) > 5:
        with open(sys.argv[5]) as f:
            for line in f.read().splitlines():
                if line.startswith("#file "):
                    excluded_files.add(line[len("#file "):])
                elif line.startswith("#case "):
                    _, relative, index = line.split(" ")
                    excluded_indices.add((relative, int(index)))
                elif line:
                    excluded_cases.add(line)

    suites = []
    for folder, _, names in sorted(os.walk(source)):
        for name in sorted(names):
            if not name.endswith(".json") or name.endswith(".schema.json") or name in ("aliases.json", "android-revisions.json"):
                continue
            path = os.path.join(folder, name)
            if os.path.relpath(path, source) in excluded_files:
                continue
            with open(path, encoding="ascii") as f:
                text = f.read()
            suite = json.loads(text)["suite"]
            head, cases, separator, tail = split_file(text)
            relative = os.path.relpath(path, source)
            cases = [c for i, c in enumerate(cases)
                     if (relative, i) not in excluded_indices and suite + "/" + json.loads(c)["id"] not in excluded_cases]
            if not cases:
                continue
            templates = [id_template(c) for c in cases]
            size = sum(len(c) + SUFFIX_LENGTH + len(separator) for c in cases)
            suites.append((os.path.relpath(path, source), head, templates, separator, tail, size))
    if not suites:
        sys.exit("stress_corpus: no vector files under %s" % source)

    def replicas(factor, size, overhead):
        return max(1, min(int(factor), int((cap - overhead) // size)))

    def total(factor):
        return sum(len(h) + len(t) + replicas(factor, s, len(h) + len(t)) * s for _, h, _, _, t, s in suites)

    low, high = 1.0, 1.0
    while total(high) < target and high < 1e7:
        if all(replicas(high, s, len(h) + len(t)) < high for _, h, _, _, t, s in suites):
            break  # every file is at its cap
        high *= 2
    for _ in range(60):
        middle = (low + high) / 2
        low, high = (middle, high) if total(middle) < target else (low, middle)
    factor = high

    written = cases_written = largest = capped = most = 0
    fewest = None
    for relative, head, templates, separator, tail, size in suites:
        count = replicas(factor, size, len(head) + len(tail))
        capped += count < int(factor)
        most, fewest = max(most, count), count if fewest is None else min(fewest, count)
        parts = []
        for r in range(count):
            suffix = "-r%06d" % r
            parts.extend(before + suffix + after for before, after in templates)
        text = head + separator.join(parts) + tail
        path = os.path.join(out, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="ascii") as f:
            f.write(text)
        written += len(text)
        cases_written += len(parts)
        largest = max(largest, len(text))
    print("stress corpus: %d files, %.1f MB, %d cases, largest file %.2f MB, each case "
          "replicated x%d to x%d (%d files capped at %.1f MB)" % (len(suites), written / 1e6, cases_written,
                                                                 largest / 1e6, fewest, most, capped, cap / 1e6))
    if written < 0.9 * target:
        print("NOTE: below the %.0f MB aimed at: a suite must live in one file (the harness rejects a suite defined "
              "twice) and files stay under %.1f MB, so %d usable suites hold at most %.0f MB; it grows as the committed "
              "corpus gains suites" % (target / 1e6, cap / 1e6, len(suites), len(suites) * cap / 1e6))


if __name__ == "__main__":
    main()
