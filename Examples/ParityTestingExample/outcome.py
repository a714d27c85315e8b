#!/usr/bin/env python3
"""The outcome of the example's parity test run, per suite, from its Swift Testing log (tools/tests/parity-testing-example).

Each case that did not pass is classified by its verdict (CRASHED, DIVERGED, ...) and:
- a CRASHED case by what the runtime said: its fatal error message without the source location (which moves
  with the toolchain) nor where the trap was located (the cause groups check that), "(no message)" where the child
  explains that the runtime printed none (an overflow trap, or a trap in optimized code), "without signal" or
  "unexplained message" otherwise;
- a DIVERGED case by the fields that diverged and the SDK's mistake its input shows: a Float extra ("float",
  hashed as a Double), an id with a lone surrogate ("surrogate", lost in a Swift String), a missing zIndex
  ("zIndex", kept nil). A divergence none of the mistakes explains is a class of its own ("unexplained").
Every failure must name its input, equal to the input of its case in the vector file the failure points at;
one that does not is the class "<VERDICT> input missing" or "<VERDICT> input differs from <file>".
Prints one line per suite and class:
  suite <TAB> class <TAB> count
with the classes "cases" (test cases run) and "passed" (a not-portable case passes too, as parity-check counts
it apart but never fails it), so no failure can hide in an expected count.

The parsing (failures) is shared with verdicts.py.
"""
import collections
import json
import re
import sys

STARTED = re.compile(r'argument vectorCase → ([^/ ]+)/(\S+) to parity\(_:\) started\.$')
FAILURE = re.compile(r'^↳ ([A-Z][A-Z-]*) ([^ /]+)/(\S+)  \((.*):(\d+):(\d+)\)$')
SAID = re.compile(r'; the runtime said: (?:\S+:\d+: )?Fatal error: (.*?)(?:; it trapped in .*)?$')
NO_MESSAGE = '; the runtime printed no message ('
SIGNALLED = 'the subject crashed with signal '


def cases_and_failures(lines):
    """The ids of the test cases started (suite, id) in order, and each failure block: its verdict label, suite,
    id, file, the lines indented under it by keyword (subject, field, input, ...), and 'cut' when the log ends
    in it."""
    started = []
    failures = []
    current = None
    if lines and lines[-1] == '':
        lines = lines[:-1]  # what follows the log's last newline
    for line in lines:
        match = STARTED.search(line)
        if match:
            started.append((match.group(1), match.group(2)))
        match = FAILURE.match(line)
        if match:
            if current:
                failures.append(current)
            current = {'label': match.group(1), 'suite': match.group(2), 'id': match.group(3),
                       'file': match.group(4), 'fields': [], 'subject': '', 'input': None}
            continue
        if current and line.startswith('    '):
            keyword, _, text = line.strip().partition(':')
            text = text.strip()
            if keyword == 'field':
                current['fields'].append(text)
            elif keyword in ('input', 'subject') and current[keyword] in (None, ''):
                current[keyword] = text
            continue
        if current:
            failures.append(current)
            current = None
    if current:
        current['cut'] = True  # the log ends in it: a killed run may not have printed all of it
        failures.append(current)
    return started, failures


def trap_message(subject):
    """What a CRASHED case says the runtime said: the fatal error message, '(no message)', or why it is wrong."""
    if SIGNALLED not in subject:
        return 'without signal'
    said = SAID.search(subject)
    if said:
        return said.group(1)
    if NO_MESSAGE in subject:
        return '(no message)'
    return 'unexplained message'


_vector_files = {}


def vector_input(path, case_id):
    """The input of case `case_id` in the vector file at `path` (None when there is no such case)."""
    if path not in _vector_files:
        try:
            with open(path, encoding='utf-8') as file:
                _vector_files[path] = {case['id']: case.get('input') for case in json.load(file)['cases']}
        except (OSError, ValueError, KeyError):
            _vector_files[path] = {}
    return _vector_files[path].get(case_id)


def input_fault(failure):
    """Why a failure's input is not its case's (None when it is)."""
    if failure['input'] is None:
        return 'input missing'
    try:
        shown = json.loads(failure['input'])
    except ValueError:
        return 'input not JSON'
    if shown != vector_input(failure['file'], failure['id']):
        return 'input differs from ' + failure['file'].rsplit('/vectors/', 1)[-1]
    return None


def outcome(lines):
    started, failures = cases_and_failures(lines)
    counts = collections.Counter()
    failed = collections.Counter()
    for failure in failures:
        suite = failure['suite']
        failed[suite] += 1
        fault = input_fault(failure)
        if fault:
            counts[(suite, failure['label'] + ' ' + fault)] += 1
        elif failure['label'] == 'CRASHED':
            counts[(suite, 'CRASHED ' + trap_message(failure['subject']))] += 1
        elif failure['label'] == 'DIVERGED':
            causes = []
            if '"float"' in failure['input']:
                causes.append('float')
            if re.search(r'"id":\{"utf16"', failure['input']):
                causes.append('surrogate')
            if '/zIndex' in failure['fields']:
                causes.append('zIndex')
            counts[(suite, 'DIVERGED ' + ','.join(failure['fields']) + ' ' + ('+'.join(causes) or 'unexplained'))] += 1
        else:
            counts[(suite, failure['label'])] += 1
    for suite, number in collections.Counter(suite for suite, _ in started).items():
        counts[(suite, 'cases')] = number
        counts[(suite, 'passed')] = number - failed[suite]
    return counts


def main():
    with open(sys.argv[1], encoding='utf-8', errors='replace') as log:
        counts = outcome(log.read().split('\n'))
    for (suite, kind), number in sorted(counts.items()):
        print(f'{suite}\t{kind}\t{number}')


if __name__ == '__main__':
    main()
