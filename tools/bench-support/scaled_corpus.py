#!/usr/bin/env python3
"""Builds an N-times copy of a corpus for tools/bench-memory: every case of every vector file N times.

usage: scaled_corpus.py SOURCE_DIR OUT_DIR N

Each file keeps its path (revision files included, so every gate finds the layout it expects), and each of its
cases is written N times, byte for byte, with only its id changed to `<id>-rNNNNNN`, with stress_corpus.py's
splicing: the numbers and escapes stay as the oracle wrote them, so a gate reads what it reads in the committed
corpus, N times over. A suite lives in one file, so the files grow N times; the largest one is printed, since
a gate holds one file's parse at a time. A case larger than SINGLE_CASE_BYTES (one whose expected value holds a
whole densified path, hundreds of thousands of points) is written once, not N times: what is measured is memory
against the number of cases, and N copies of it would make one file larger than a gate may read (the web runner's
256 MiB). Prints one line: files, bytes, cases, the largest file, the cases written once.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from stress_corpus import id_template, split_file  # noqa: E402  (the stress corpus's splicing, reused)


SINGLE_CASE_BYTES = 64 * 1024


def main():
    if len(sys.argv) != 4 or not sys.argv[3].isdigit() or int(sys.argv[3]) < 1:
        sys.exit("usage: scaled_corpus.py SOURCE_DIR OUT_DIR N (a whole number >= 1)")
    source, out, factor = sys.argv[1], sys.argv[2], int(sys.argv[3])
    files = written = cases = once = 0
    largest = ("", 0)
    for folder, _, names in sorted(os.walk(source)):
        for name in sorted(names):
            if not name.endswith(".json") or name.endswith(".schema.json") or name in ("aliases.json", "android-revisions.json"):
                continue
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, source)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            head, case_texts, separator, tail = split_file(text)
            templates = [(id_template(c), len(c) > SINGLE_CASE_BYTES) for c in case_texts]
            once += sum(1 for _, large in templates if large)
            parts = [before + "-r%06d" % r + after for r in range(factor) for (before, after), large in templates
                     if r == 0 or not large]
            scaled = head + separator.join(parts) + tail
            target = os.path.join(out, relative)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as f:
                f.write(scaled)
            size = len(scaled.encode("utf-8"))
            files, written, cases = files + 1, written + size, cases + len(parts)
            if size > largest[1]:
                largest = (relative, size)
    if files == 0:
        sys.exit("scaled_corpus: no vector files under %s" % source)
    print("%dx: %d files, %.1f MB, %d cases, largest file %s (%.2f MB); %d cases over %d kB written once" % (
        factor, files, written / 1e6, cases, largest[0], largest[1] / 1e6, once, SINGLE_CASE_BYTES // 1024))
    print("largest=%s" % largest[0])


if __name__ == "__main__":
    main()
