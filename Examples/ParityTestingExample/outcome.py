#!/usr/bin/env python3
"""The outcome of the example's parity test run, per suite, from its Swift Testing log (tools/tests/parity-testing-example).

Each case that did not pass is classified by its verdict (CRASHED, DIVERGED, ...), the fields that diverged and
the SDK's mistake its input shows: a Float extra ("float", hashed as a Double), an id with a lone surrogate
("surrogate", lost in a Swift String), a missing zIndex ("zIndex", kept nil). Prints one line per suite and class:
  suite <TAB> class <TAB> count
with the classes "cases" (test cases run) and "passed" (a not-portable case passes too, as parity-check counts
it apart but never fails it). A divergence none of the mistakes explains is a class
of its own ("DIVERGED /field unexplained"), so it can never hide in an expected count.
"""
import collections
import re
import sys


def outcome(lines):
    started = collections.Counter()
    blocks = []
    current = None
    for line in lines:
        match = re.search(r'argument vectorCase → ([^/ ]+)/\S+ to parity\(_:\) started\.$', line)
        if match:
            started[match.group(1)] += 1
        match = re.match(r'^↳ ([A-Z][A-Z-]*) ([^ /]+)/(\S+)', line)
        if match:
            if current:
                blocks.append(current)
            current = {'label': match.group(1), 'suite': match.group(2), 'fields': [], 'input': ''}
            continue
        if current and line.startswith('    '):
            text = line.strip()
            if text.startswith('field:'):
                current['fields'].append(text.split(None, 1)[1])
            elif text.startswith('input:'):
                current['input'] = text.split(None, 1)[1]
            continue
        if current:
            blocks.append(current)
            current = None
    if current:
        blocks.append(current)

    counts = collections.Counter()
    failed = collections.Counter()
    for block in blocks:
        suite = block['suite']
        failed[suite] += 1
        if block['label'] != 'DIVERGED':
            counts[(suite, block['label'])] += 1
            continue
        causes = []
        if '"float"' in block['input']:
            causes.append('float')
        if re.search(r'"id":\{"utf16"', block['input']):
            causes.append('surrogate')
        if '/zIndex' in block['fields']:
            causes.append('zIndex')
        counts[(suite, 'DIVERGED ' + ','.join(block['fields']) + ' ' + ('+'.join(causes) or 'unexplained'))] += 1
    for suite, number in started.items():
        counts[(suite, 'cases')] = number
        counts[(suite, 'passed')] = number - failed[suite]
    return counts


def main():
    counts = outcome(open(sys.argv[1], encoding='utf-8', errors='replace').read().split('\n'))
    for (suite, kind), number in sorted(counts.items()):
        print(f'{suite}\t{kind}\t{number}')


if __name__ == '__main__':
    main()
