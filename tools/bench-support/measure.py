"""measure.py OUT COMMAND [ARG...]: runs COMMAND (stdin, stdout and stderr inherited) and writes one line to OUT:
"<wall s> <user s> <sys s> <peak RSS KiB>"; exits with COMMAND's status (128 + N when killed by signal N).

The portable stand-in for GNU `/usr/bin/time -f '%e %U %S %M'` (macOS' time has no -f): the peak RSS is
getrusage(RUSAGE_CHILDREN).ru_maxrss of the one child, which Linux gives in KiB and macOS in bytes.
"""
import resource
import subprocess
import sys
import time

if len(sys.argv) < 3:
    print("usage: measure.py OUT COMMAND [ARG...]", file=sys.stderr)
    sys.exit(2)
start = time.monotonic()
try:
    status = subprocess.call(sys.argv[2:])
except OSError as error:
    print(f"measure.py: cannot run {sys.argv[2]}: {error.strerror}", file=sys.stderr)
    sys.exit(127)
wall = time.monotonic() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
peak_kib = usage.ru_maxrss // 1024 if sys.platform == "darwin" else usage.ru_maxrss
with open(sys.argv[1], "w") as out:
    out.write(f"{wall:.3f} {usage.ru_utime:.3f} {usage.ru_stime:.3f} {peak_kib}\n")
sys.exit(128 - status if status < 0 else status)
