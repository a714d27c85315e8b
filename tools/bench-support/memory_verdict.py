#!/usr/bin/env python3
"""memory_verdict.py BASE_KIB SCALED_KIB LARGEST_BASE_KIB LARGEST_SCALED_KIB: is a gate's memory flat?

BASE and SCALED: the gate's peak RSS on the smallest and on a larger copy of the corpus. LARGEST_*: its peak RSS
on a folder holding only that copy's largest file. A suite lives in one file, so a larger corpus has larger
files, and a gate holds at least one file's parse: the growth of that one-file run is allowed on top of 64 MB.
Prints "PASS <allowance MiB>" or "MISS <allowance MiB>": SCALED <= BASE + 64 MiB + max(0, LARGEST_SCALED - LARGEST_BASE).
"""
import sys

if len(sys.argv) != 5 or not all(arg.isdigit() for arg in sys.argv[1:]):
    sys.exit("usage: memory_verdict.py BASE_KIB SCALED_KIB LARGEST_BASE_KIB LARGEST_SCALED_KIB (whole KiB)")
base, scaled, largest_base, largest_scaled = (int(arg) for arg in sys.argv[1:])
allowance = 64 * 1024 + max(0, largest_scaled - largest_base)
print("%s %.0f" % ("PASS" if scaled <= base + allowance else "MISS", allowance / 1024))
