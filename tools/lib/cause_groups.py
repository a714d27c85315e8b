"""The cause-signature rule of docs/report-format.md ("Causes"), in Python: what tools/validate-report checks a
report's `groups` with, and a fourth reading of Tests/Fixtures/cause-groups.json beside the three runners'.

A cause is the runner-neutral form of a case that did not pass: a dict with suite, id, input, verdict and, as the
verdict needs them, divergences [{field, kind}], expectedError, actualError, message, frame {function, file, line}.
"""
import hashlib
import re

GROUPED = ("diverged", "error-expected-but-value", "value-expected-but-error", "another-error-code",
           "crashed", "timed-out", "run-error")
EXAMPLES = 5


def one_line(text):
    return re.sub(r"\r\n|[\r\n\t]", " ", text)


def collapse(text):
    return " ".join(part for part in text.split(" ") if part)


def generalised(pointer):
    return "/".join("*" if token and re.fullmatch(r"[0-9]+", token) else token for token in pointer.split("/"))


def runtime_message(raw):
    """The runtime's message without its standard-library positions; None when nothing is left."""
    text = one_line(raw).lstrip(" ")
    blank = text.find(" ")
    if blank > 0:
        head = text[:blank]
        match = re.fullmatch(r"(.+):([0-9]+):", head)
        if match:
            text = text[blank + 1:]
    start = text.rfind(": file ")
    if start >= 0:
        # a trailing position: the last ": file ", then the first ", line " after it and only digits to the end
        rest = text[start + len(": file "):]
        line = rest.find(", line ")
        if line >= 0 and re.fullmatch(r"[0-9]+", rest[line + len(", line "):]):
            text = text[:start]
    text = collapse(text)
    return text or None


def run_error_message(raw):
    return collapse(re.sub(r"[0-9]+", "#", one_line(raw)))


def file_name(path):
    return path.split("/")[-1]


def signature(cause):
    """The signature of one cause (a dict), as the JSON report writes it."""
    kind = cause["verdict"]
    result = {"kind": kind}
    fields = None
    if kind == "diverged":
        seen = {}
        for difference in cause.get("divergences", []):
            if difference["kind"] == "elided":
                continue
            item = {"field": generalised(difference["field"]), "kind": difference["kind"]}
            seen[field_line(item)] = item
        fields = [seen[line] for line in sorted(seen, key=lambda line: line.encode())]
    elif kind == "error-expected-but-value":
        result["expectedError"] = cause["expectedError"]
    elif kind == "value-expected-but-error":
        result["actualError"] = cause["actualError"]
    elif kind == "another-error-code":
        result["expectedError"] = cause["expectedError"]
        result["actualError"] = cause["actualError"]
    elif kind == "crashed":
        message = runtime_message(cause["message"]) if cause.get("message") is not None else None
        if message is not None:
            result["message"] = message
        frame = cause.get("frame")
        if frame:
            result["frame"] = {"function": one_line(frame["function"])}
            if frame.get("file") is not None:
                result["frame"]["file"] = one_line(file_name(frame["file"]))
    elif kind == "run-error":
        result["message"] = run_error_message(cause.get("message") or "")
    ordered = {"kind": kind}
    if not (kind == "crashed" and "frame" in result):
        ordered["suite"] = cause["suite"]
    if fields is not None:
        ordered["fields"] = fields
    for key in ("expectedError", "actualError", "message", "frame"):
        if key in result:
            ordered[key] = result[key]
    return ordered


def field_line(item):
    return "field %s %s" % (one_line(item["field"]), item["kind"])


def canonical(sig):
    lines = ["kind " + sig["kind"]]
    if "suite" in sig:
        lines.append("suite " + one_line(sig["suite"]))
    lines += [field_line(item) for item in sig.get("fields", [])]
    if "expectedError" in sig:
        lines.append("expected-error " + one_line(sig["expectedError"]))
    if "actualError" in sig:
        lines.append("actual-error " + one_line(sig["actualError"]))
    if "message" in sig:
        lines.append("message " + sig["message"])
    if "frame" in sig:
        lines.append("frame-function " + sig["frame"]["function"])
        if "file" in sig["frame"]:
            lines.append("frame-file " + sig["frame"]["file"])
    return "\n".join(lines)


def group_id(text):
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def words(sig):
    where = sig["suite"] + ": " if "suite" in sig else ""
    kind = sig["kind"]
    if kind == "diverged":
        return where + "diverged at " + ", ".join(
            "%s (%s)" % (item["field"] or "(whole value)", item["kind"]) for item in sig["fields"])
    if kind == "error-expected-but-value":
        return where + "Kotlin rejects the input with %s, the subject returns a value" % sig["expectedError"]
    if kind == "value-expected-but-error":
        return where + "the subject rejects the input with %s, Kotlin returns a value" % sig["actualError"]
    if kind == "another-error-code":
        if sig["expectedError"] == sig["actualError"]:
            return where + "both reject the input with %s, at another index" % sig["expectedError"]
        return where + "Kotlin rejects the input with %s, the subject with %s" % (sig["expectedError"], sig["actualError"])
    if kind == "crashed":
        place = ""
        if "frame" in sig:
            place = " in " + sig["frame"]["function"] + (" (%s)" % sig["frame"]["file"] if "file" in sig["frame"] else "")
        return where + "crashed" + place + (": " + sig["message"] if "message" in sig else " with no runtime message")
    if kind == "timed-out":
        return where + "timed out"
    return where + "run error: " + sig["message"]


def size_key(cause):
    return (len(cause["input"].encode()), (cause["suite"] + "/" + cause["id"]).encode())


def groups(causes):
    """The groups of `causes` (dicts in run order; those whose verdict is not grouped are left out), as the JSON
    report writes them."""
    order = []
    members = {}
    for cause in causes:
        if cause["verdict"] not in GROUPED:
            continue
        sig = signature(cause)
        text = canonical(sig)
        if text not in members:
            order.append(text)
            members[text] = (sig, [])
        members[text][1].append(cause)
    result = []
    for text in order:
        sig, cases = members[text]
        smallest = sorted(cases, key=size_key)[:EXAMPLES + 1]
        result.append({
            "id": group_id(text),
            "cause": words(sig),
            "signature": sig,
            "count": len(cases),
            "suites": sorted({case["suite"] for case in cases}, key=lambda name: name.encode()),
            "representative": smallest[0]["suite"] + "/" + smallest[0]["id"],
            "examples": [case["suite"] + "/" + case["id"] for case in smallest[1:]],
            "cases": [case["suite"] + "/" + case["id"] for case in cases],
            "_canonical": text,
        })
    result.sort(key=lambda group: (-group["count"], group["_canonical"].encode()))
    return result
