#!/usr/bin/env python3
"""Case-by-case checks of the example's runs (tools/tests/parity-testing-example).

  verdicts.py same LOG TESTING.json CHECK.json
      The SDK's ParityTesting run (its Swift Testing LOG and the JSON report it wrote, PARITY_JSON_REPORT) and
      `parity-check --subject-executable` on the SDK's child (CHECK.json) give every case the same verdict.
  verdicts.py groups TESTING.json CHECK.json
      The cause groups of both runs (docs/report-format.md, "Causes"): parity-check's are ParityTesting's (the
      same ids, counts, representatives and cases) and one "has no function" run-error group per suite the SDK does
      not implement; every crash group's representative names the example SDK's file and line where it trapped.
      Prints ParityTesting's groups, one a line: count, cause, representative, and for a crash where it trapped
      (file:line), tab-separated: what expected-groups.tsv asserts.
  verdicts.py partial PARTIAL.json WHOLE.json STREAM {check|testing}
      A run killed half-way left a partial report (PARTIAL.json) of exactly the cases it had judged, each with
      the verdict the whole run (WHOLE.json) gives it, and what it streamed before it died (STREAM: parity-check's
      standard error, or the Swift Testing log) agrees with both.

The equivalences between the two runners (docs/parity-testing.md, "The worked example"):
- a passing test case is `passed` or `not-portable` in parity-check (ParityTesting passes a case whose Android
  value is not portable without asking the subject; parity-check counts it apart);
- DIVERGED is `diverged`, at the same fields in the same order;
- CRASHED (the child died on the case) is a `run-error` whose message is "crashed: " and the test case's
  "subject:" text, word for word (the signal, and the runtime's fatal message or why there is none);
- a suite the SDK has no function for is not run by ParityTesting (its options name the SDK's suites) and is a
  `run-error` "has no function for suite" on every case in parity-check (but those not portable, not asked).
Prints what it compared; exits 1 on the first kind of difference, listing up to 10.
"""
import json
import re
import sys

from outcome import cases_and_failures

NO_FUNCTION = 'has no function for suite '


def fail(message, examples=()):
    print('verdicts: ' + message, file=sys.stderr)
    for example in list(examples)[:10]:
        print('  ' + str(example), file=sys.stderr)
    sys.exit(1)


def load(path):
    with open(path, encoding='utf-8') as file:
        return json.load(file)


def results(report):
    """A report's results by (suite, id), in the report's order, with the file path relative to vectors/."""
    by_case = {}
    for result in report['results']:
        result = dict(result)
        if 'file' in result:  # a passing case has none
            result['file'] = 'vectors/' + result['file'].rsplit('vectors/', 1)[-1]
        by_case[(result['suite'], result['id'])] = result
    return by_case


def log_verdicts(lines):
    """Each test case's verdict from the Swift Testing log: ('passed',), ('DIVERGED', fields) or
    (label, subject text) for a case that did not run to an answer."""
    started, failures = cases_and_failures(lines)
    verdicts = {case: ('passed',) for case in started}
    for failure in failures:
        case = (failure['suite'], failure['id'])
        if failure['label'] == 'DIVERGED':
            verdicts[case] = ('DIVERGED', tuple(failure['fields']))
        else:
            verdicts[case] = (failure['label'], failure['subject'])
    return started, failures, verdicts


def check_verdict(result):
    """The verdict a parity-check result stands for, in the log's terms."""
    outcome = result['outcome']
    if outcome in ('passed', 'not-portable'):
        return ('passed',)
    if outcome == 'diverged':
        return ('DIVERGED', tuple(d['field'] for d in result['divergences']))
    message = result.get('message', '')
    if outcome == 'run-error' and message.startswith('crashed: '):
        return ('CRASHED', message[len('crashed: '):])
    return (outcome, message)


def same(log_path, testing_path, check_path):
    with open(log_path, encoding='utf-8', errors='replace') as log:
        started, _, logged = log_verdicts(log.read().split('\n'))
    testing = results(load(testing_path))
    check = results(load(check_path))
    if not logged:
        fail('the log names no test case')
    suites = {suite for suite, _ in logged}

    # The SDK's suites: the same cases on both runners.
    missing = [case for case in logged if case not in check]
    extra = [case for case in check if case[0] in suites and case not in logged]
    if missing or extra:
        fail(f'{len(missing)} test cases are not in parity-check\'s report, {len(extra)} of its cases not in the log',
             missing + extra)
    differ = [(case, verdict, check_verdict(check[case])) for case, verdict in logged.items()
              if verdict != check_verdict(check[case])]
    if differ:
        fail(f'{len(differ)} cases have another verdict in parity-check (case, ParityTesting, parity-check)', differ)

    # ParityTesting's own JSON report of the same run is parity-check's, result for result (values, messages).
    if set(testing) != set(logged):
        fail('ParityTesting\'s JSON report does not hold the logged cases', sorted(set(testing) ^ set(logged)))
    unequal = [(case, testing[case], check[case]) for case in testing if testing[case] != check[case]]
    if unequal:
        fail(f'{len(unequal)} results differ between the two JSON reports', unequal)

    # Every other suite: the SDK has no function for it (a not-portable case is not asked, so it stays that).
    others = [case for case in check if case[0] not in suites]
    not_absent = [(case, check[case]) for case in others if check[case]['outcome'] != 'not-portable'
                  and (check[case]['outcome'] != 'run-error'
                       or NO_FUNCTION + case[0] not in check[case].get('message', ''))]
    if not_absent:
        fail(f'{len(not_absent)} cases of suites the SDK does not run are neither "has no function" run errors '
             'nor not portable', not_absent)

    kinds = {}
    for verdict in logged.values():
        kinds[verdict[0]] = kinds.get(verdict[0], 0) + 1
    portable = sum(1 for case in logged if check[case]['outcome'] == 'not-portable')
    print(f'verdicts: {len(logged)} cases in {len(suites)} suites, the same verdict on both runners: '
          f'{kinds.get("passed", 0)} passed ({portable} of them not portable in parity-check), '
          f'{kinds.get("DIVERGED", 0)} diverged at the same fields, {kinds.get("CRASHED", 0)} crashed with the same '
          f'message; {len(others)} cases of {len({case[0] for case in others})} suites the SDK has no function for')


def groups(testing_path, check_path):
    testing_report, check_report = load(testing_path), load(check_path)
    testing, check = results(testing_report), results(check_report)
    mine = testing_report.get('groups')
    theirs = check_report.get('groups')
    if not mine or theirs is None:
        fail('a report has no cause groups')
    key = lambda group: (group['id'], group['count'], group['representative'], tuple(group['cases']))  # noqa: E731
    absent = [group for group in theirs if group['signature']['kind'] == 'run-error'
              and NO_FUNCTION in group['signature'].get('message', '')]
    others = [key(group) for group in theirs if group not in absent]
    if others != [key(group) for group in mine]:
        fail('parity-check\'s groups (but the suites the SDK has no function for) are not ParityTesting\'s',
             sorted(set(others) ^ set(key(group) for group in mine)))
    suites = {case[0] for case in testing}
    if sorted(group['signature']['suite'] for group in absent) != sorted({case[0] for case in check} - suites):
        fail('parity-check does not have one "has no function" group per suite the SDK does not implement')
    lines = []
    for group in mine:
        where = '-'
        if group['signature']['kind'] == 'crashed':
            suite, _, case_id = group['representative'].partition('/')
            frame = testing[(suite, case_id)].get('frame') or {}
            if not frame.get('file', '').startswith('Sources/ExampleSDK/') or not frame.get('line'):
                fail(f'the crash group {group["id"]} does not name the example SDK\'s file and line', [frame])
            where = f'{frame["file"]}:{frame["line"]}'
        lines.append(f'{group["count"]}\t{group["cause"]}\t{group["representative"]}\t{where}')
    print('\n'.join(lines))


PARTIAL_NOTE = re.compile(r'^partial run: (?:still running: )?(?:interrupted by signal \d+ after )?judg(?:ed|ing) (\d+) of (\d+) cases')
STREAMED = re.compile(r'^parity-check: ([A-Z-]+) ([^ /]+)/(\S+?)(?::|$)')
INTERRUPTED = re.compile(r'^ParityTesting: interrupted \(signal (\d+)\) after judging (\d+) of (\d+) cases')


def partial(partial_path, whole_path, stream_path, stream_kind):
    report = load(partial_path)
    whole_report = load(whole_path)
    judged = results(report)
    whole = results(whole_report)
    if report.get('partial') is not True or report.get('exitCode') != 2:
        fail(f'the report of the killed run is not partial with exit code 2 (partial {report.get("partial")}, '
             f'exit code {report.get("exitCode")})')
    notes = [match for match in map(PARTIAL_NOTE.match, report.get('runErrors', [])) if match]
    if len(notes) != 1:
        fail('the partial report does not say once how far the run got', report.get('runErrors', []))
    count, total = int(notes[0].group(1)), int(notes[0].group(2))
    if count != len(judged) or total != report.get('selected') or total != len(whole):
        fail(f'the partial report says {count} of {total} cases, holds {len(judged)} of {report.get("selected")}; '
             f'the whole run has {len(whole)}')
    if not 0 < count < total:
        fail(f'the run was not killed half-way: it had judged {count} of {total} cases')
    # The cases judged are the first ones of the plan, each with the whole run's verdict.
    order = list(whole)
    if set(judged) != set(order[:count]):
        fail('the partial report does not hold the first cases of the run', sorted(set(judged) ^ set(order[:count])))
    unequal = [(case, judged[case], whole[case]) for case in judged if judged[case] != whole[case]]
    if unequal:
        fail(f'{len(unequal)} cases of the partial report have another result in the whole run', unequal)

    with open(stream_path, encoding='utf-8', errors='replace') as stream:
        lines = stream.read().split('\n')
    if stream_kind == 'check':
        # parity-check prints each case that does not pass as it is judged, under the lock the interruption
        # takes: what it printed is exactly what the partial report holds as not passing.
        printed = {(m.group(2), m.group(3)): m.group(1) for m in map(STREAMED.match, lines) if m}
        failing = {case: result['outcome'].upper() for case, result in judged.items()
                   if result['outcome'] not in ('passed', 'not-portable')}
        if printed != failing:
            fail('the streamed verdicts are not the partial report\'s failures',
                 sorted(set(printed.items()) ^ set(failing.items())))
        shown = f'{len(printed)} failures streamed to standard error, each in the partial report'
    else:
        # On the signal ParityTesting rewrites its report with every case judged, saying so, and Swift Testing
        # prints each failure only once its test case has the verdict: every failure printed before the kill is
        # in the report, as the whole run has it.
        interrupted = [m for m in map(INTERRUPTED.match, lines) if m]
        if [(m.group(1), int(m.group(2))) for m in interrupted] != [('15', count)]:
            fail(f'no line "interrupted (signal 15) after judging {count} of ..." for the partial report',
                 [m.group(0) for m in interrupted])
        if not notes[0].group(0).startswith('partial run: interrupted by signal 15 after judging'):
            fail('the partial report does not say the run was interrupted by SIGTERM', [notes[0].group(0)])
        _, failures, logged = log_verdicts(lines)
        for failure in failures:
            if failure.get('cut'):  # killed while printing it
                del logged[(failure['suite'], failure['id'])]
        failures = [failure for failure in failures if not failure.get('cut')]
        if not failures:
            fail('the killed run printed no failure')
        missing = [case for case, verdict in logged.items() if verdict[0] != 'passed' and case not in judged]
        if missing:
            fail(f'{len(missing)} failures printed before the kill are not in the partial report', missing)
        wrong = [(case, verdict, check_verdict(whole[case])) for case, verdict in logged.items()
                 if verdict[0] != 'passed' and verdict != check_verdict(whole[case])]
        if wrong:
            fail(f'{len(wrong)} failures printed before the kill are not the whole run\'s', wrong)
        shown = (f'{len(failures)} failures printed by Swift Testing before the kill, each in the partial report '
                 'as in the whole run')
    print(f'verdicts: killed after judging {count} of {total} cases: the partial report holds exactly those, '
          f'each as in the whole run; {shown}')


def main():
    if len(sys.argv) == 5 and sys.argv[1] == 'same':
        same(*sys.argv[2:])
    elif len(sys.argv) == 4 and sys.argv[1] == 'groups':
        groups(*sys.argv[2:])
    elif len(sys.argv) == 6 and sys.argv[1] == 'partial' and sys.argv[5] in ('check', 'testing'):
        partial(*sys.argv[2:])
    else:
        print(__doc__.split('\n\n')[1], file=sys.stderr)
        sys.exit(2)


if __name__ == '__main__':
    main()
