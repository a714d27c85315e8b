"""The generated block of docs/adapter-reference.md: every suite's binding on the three runners (tools/generate-catalog).

Usage: adapter_reference.py SWIFT_JSON KOTLIN_KEYS JS_JSON VECTORS_DIR OUT

- SWIFT_JSON: `parity-check catalog --format adapters` (the Swift suite declarations: each suite's subject
  functions with their input and output types, the error codes with their origin, the not-portable reasons with
  their public constants, by suite).
- KOTLIN_KEYS: the JVM kit's key declarations, tools/jvm-parity/src/subject/ParitySuite.kt (one
  `/** `suite` */ @JvmStatic val Key: Suite<Input, Answer>` a suite, or one per shape where a suite's input or
  answer changed between revisions, the comment naming the revisions after the suite: `/** `suite` (note) */`;
  the kit's SubjectApiCheck keeps it complete).
- JS_JSON: tools/lib/js_suite_catalog.mjs (js/src/suites.js: each suite's shapes, with the revisions each holds
  for, argument and output shape).
- VECTORS_DIR: the corpus, read for which error codes and not-portable reasons each suite's cases expect.

Writes the markdown block to OUT. Exit 2 with a message when an input is missing a suite another one has: the
three runners and the corpus must declare the same suites.
"""
import json
import os
import re
import sys

# docs/suites.md's scalar notation, as each runner's values carry it.
JS_SCALARS = {"i32": "number", "i64": "bigint", "f32": "number (a Float: Math.fround(x) === x)", "f64": "number",
              "bool": "boolean", "str": "string"}


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(2)


def load(path, what):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError) as error:
        fail(f"{what} ({path}) cannot be read: {error}")


KOTLIN_KEY = re.compile(r"/\*\* `([^`]+)`([^*]*)\*/\s*@JvmStatic val (\w+): Suite<(.*)> get\(\)")


def split_type_arguments(text):
    """`Pair<A, B>, Int` -> ["Pair<A, B>", "Int"]: the commas at the top level only."""
    parts, depth, start = [], 0, 0
    for i, character in enumerate(text):
        if character == "<":
            depth += 1
        elif character == ">":
            depth -= 1
        elif character == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return parts


def kotlin_catalog(path):
    """The JVM kit's keys: [{suite, key, input, output, note}], from the ParitySuite object's declarations (a suite
    with a key per shape has several, each with the note its comment gives after the suite's name)."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as error:
        fail(f"the JVM kit's keys ({path}) cannot be read: {error}")
    suites = []
    for suite, note, key, arguments in KOTLIN_KEY.findall(text):
        types = split_type_arguments(arguments)
        if len(types) != 2:
            fail(f"{path}: the key of {suite} does not declare Suite<Input, Answer>: Suite<{arguments}>")
        note = note.strip()
        if note.startswith("(") and note.endswith(")"):
            note = note[1:-1]
        suites.append({"suite": suite, "key": "ParitySuite." + key, "input": types[0], "output": types[1], "note": note})
    if not suites:
        fail(f"{path} declares no suite key")
    return {"suites": suites}


def corpus_expectations(vectors):
    """suite -> ({error code: cases}, {not-portable reason: cases}), over every vector file of the corpus."""
    found = {}
    for folder, _, names in sorted(os.walk(vectors)):
        for name in sorted(names):
            if not name.endswith(".json") or name.endswith(".schema.json") or name in ("aliases.json", "android-revisions.json"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                document = json.load(f)
            suite = document.get("suite") if isinstance(document, dict) else None
            if not isinstance(suite, str):
                continue
            errors, reasons = found.setdefault(suite, ({}, {}))
            for case in document.get("cases", []):
                expected = case.get("expected")
                if isinstance(expected, dict) and isinstance(expected.get("error"), str):
                    errors[expected["error"]] = errors.get(expected["error"], 0) + 1
                if isinstance(expected, dict) and isinstance(expected.get("notPortable"), str):
                    reasons[expected["notPortable"]] = reasons.get(expected["notPortable"], 0) + 1
    return found


def js_shape(output):
    """An OutputType of js/src/compare.js as a JS reader sees it."""
    if isinstance(output, str):
        return JS_SCALARS.get(output, output)
    if isinstance(output, dict) and set(output) == {"nullable"}:
        return js_shape(output["nullable"]) + " | null"
    if isinstance(output, dict) and set(output) == {"array"}:
        inner = js_shape(output["array"])
        return f"Array<{inner}>"
    if isinstance(output, dict):
        return "{" + ", ".join(f"{name}: {js_shape(value)}" for name, value in output.items()) + "}"
    return str(output)


def code(text):
    return "`" + text.replace("`", "'") + "`"


def cell(text):
    return text.replace("|", "\\|")


def render(swift, kotlin, js, expectations):
    swift_suites = {entry["suite"]: entry for entry in swift["suites"]}
    kotlin_suites = {}
    for entry in kotlin["suites"]:
        kotlin_suites.setdefault(entry["suite"], []).append(entry)
    js_suites = {entry["suite"]: entry for entry in js["suites"]}
    names = list(swift_suites)
    for other, label in ((kotlin_suites, "the JVM kit"), (js_suites, "the web runner")):
        missing = [name for name in names if name not in other]
        extra = [name for name in other if name not in swift_suites]
        if missing or extra:
            fail(f"{label} and the Swift declarations name different suites: {label} lacks {missing}, "
                 f"the Swift declarations (SuiteCatalog.all) lack {extra}")
    origins = {entry["code"]: entry for entry in swift["errorCodes"]}
    constants = {entry["suite"]: entry["swift"] for entry in swift["notPortableReasons"]}

    out = []
    families = []
    for name in names:
        family = name.split(".")[0]
        if family not in families:
            families.append(family)
    out += ["## Error codes", "",
            "Every code an expected error may name, whose rule it stands for (`android`: Android's own code raises an "
            "exception there, and the adapter maps it to the code; `contract`: a limit only the contract sets, which the "
            "adapter checks itself), and when it is raised.", "",
            "| code | origin | when |", "|---|---|---|"]
    for entry in swift["errorCodes"]:
        out.append(f"| {code(entry['code'])} | {entry['origin']} | {cell(entry['meaning'])} |")
    out += ["", f"## Suites", "",
            f"{len(names)} suites. Per suite: the input and expected fields (docs/suites.md's notation), then how each "
            "runner's subject binds it, with the types its function takes and returns."]
    for family in families:
        out += ["", f"### `{family}.*`"]
        for name in (n for n in names if n.split(".")[0] == family):
            s, k, j = swift_suites[name], kotlin_suites[name], js_suites[name]
            out += ["", f"#### `{name}`", "", f"Input: {cell(s['input'])}. Expected: {cell(s['expected'])}.", "",
                    "| runner | binds | takes | returns |", "|---|---|---|---|"]
            for function in s["functions"]:
                out.append(f"| Swift | {code('subject.' + function['key'])} | {code(function['input'])} | {code(function['output'])} |")
            if not s["functions"]:
                out.append("| Swift | (this build has no function for it: geodesic suites need PROJ) | | |")
            for key in k:
                note = f" ({cell(key['note'])})" if key["note"] else ""
                out.append(f"| Kotlin | {code(key['key'])}{note} | {code(key['input'])} | {code(key['output'])} |")
            shapes = j["shapes"]
            for shape in shapes:
                argument = (f"the value of `{shape['inputField']}`" if shape["inputField"] is not None
                            else "an object of every input field, defaults filled in")
                if len(shapes) > 1:
                    argument += " (" + ", ".join(shape["revisions"]) + ")"
                out.append(f"| JS | {code('suites[' + json.dumps(name) + ']')} | {cell(argument)} | {code(js_shape(shape['output']))} |")
            errors, reasons = expectations.get(name, ({}, {}))
            if errors:
                parts = []
                for error, count in sorted(errors.items()):
                    origin = origins.get(error)
                    if origin is None:
                        fail(f"suite {name}: the corpus expects error {error}, which the Swift declarations do not list")
                    parts.append(f"{code(error)} ({origin['origin']}, {count} cases)")
                out += ["", "Errors its cases expect: " + ", ".join(parts) + "."]
            if reasons:
                out += ["", f"Not portable ({sum(reasons.values())} cases), never sent to the subject unless the run asks:"]
                for reason, count in sorted(reasons.items()):
                    out.append(f"- {count} cases: {cell(reason)}")
                if name in constants:
                    out.append(f"- A Swift subject asked there answers `.notPortable(reason: {constants[name]})`.")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 6:
        fail(__doc__)
    swift_path, kotlin_path, js_path, vectors, out_path = sys.argv[1:]
    block = render(load(swift_path, "the Swift catalogue"), kotlin_catalog(kotlin_path),
                   load(js_path, "the web catalogue"), corpus_expectations(vectors))
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(block)


if __name__ == "__main__":
    main()
