"""The Python that has the project's modules (jsonschema, yaml), found without installing anything.

tools/setup installs them the platform's way: on Debian `python3-jsonschema` and `python3-yaml`, which only
/usr/bin/python3 sees (a pyenv or Homebrew `python3` earlier on the PATH does not); on macOS into the virtual
environment .build/python-venv. A script calls `require("jsonschema")` first: when the running interpreter lacks
a module, it re-runs the script under the first of those interpreters that has it, or exits 2 saying to run
tools/setup. Never pip-installs at run time.

Run as a program (`python3 tools/lib/project_python.py MODULE...`) it prints the interpreter that has every
MODULE and exits 0, or exits 1: tools/setup asks it what is missing.
"""
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
VENV_PYTHON = ROOT / ".build" / "python-venv" / "bin" / "python3"
REEXEC_GUARD = "PARITY_PYTHON_REEXEC"


def candidates():
    yield sys.executable
    # PARITY_PYTHON_CANDIDATES (colon-separated) replaces the list: the tests simulate a machine with it.
    listed = os.environ.get("PARITY_PYTHON_CANDIDATES")
    others = [Path(p) for p in listed.split(":") if p] if listed is not None else [
        VENV_PYTHON, Path("/usr/bin/python3"), Path("/opt/homebrew/bin/python3"), Path("/usr/local/bin/python3")]
    for path in others:
        if path.is_file() and os.access(path, os.X_OK):
            yield str(path)


def has_modules_here(modules):
    return all(importlib.util.find_spec(m) is not None for m in modules)


def has_modules(python, modules):
    probe = "import importlib.util, sys; sys.exit(any(importlib.util.find_spec(m) is None for m in sys.argv[1:]))"
    return subprocess.run([python, "-c", probe, *modules], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode == 0


def interpreter_with(modules):
    for index, python in enumerate(candidates()):
        # The running interpreter is asked in-process first; the same path again in a fresh process (it may have
        # been started with -S or -I).
        if has_modules(python, modules) if index else has_modules_here(modules):
            return python
    return None


def require(*modules):
    """Returns when this interpreter has every module; otherwise re-runs the calling script under one that has."""
    if has_modules_here(modules):
        return
    python = None if os.environ.get(REEXEC_GUARD) else interpreter_with(modules)
    if python is None:
        script = Path(sys.argv[0]).name
        print(f"{script}: needs the Python module(s) {', '.join(modules)}, which no Python here has: run tools/setup "
              f"(Debian: apt-get install python3-jsonschema python3-yaml; macOS: it makes .build/python-venv)",
              file=sys.stderr)
        sys.exit(2)
    os.environ[REEXEC_GUARD] = "1"
    os.execv(python, [python, sys.argv[0], *sys.argv[1:]])


if __name__ == "__main__":
    found = interpreter_with(sys.argv[1:])
    if found:
        print(found)
    sys.exit(0 if found else 1)
