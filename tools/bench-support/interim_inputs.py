#!/usr/bin/env python3
"""Writes random *inputs* for every suite, in the vector format, for benchmarking only.

Every case gets the placeholder expectation {"error": "bench-placeholder"}; tools/bench-support/interim_fill.py
then replaces it with what the Swift core computes. The result is an interim development corpus used only
while the committed corpus (vectors/, expected values made by the JVM oracle) does not exist yet. It lives
under .build/bench/ and is never committed: its expected values are not JVM-made.

usage: interim_inputs.py OUT_DIR [CASES_PER_SUITE]
"""
import json
import os
import random
import struct
import sys

PLACEHOLDER = {"error": "bench-placeholder"}


class Num:
    """A number written exactly as given."""

    def __init__(self, text):
        self.text = text


def f64(x):
    if x != x:
        return "NaN"
    if x in (float("inf"), float("-inf")):
        return "Infinity" if x > 0 else "-Infinity"
    return Num(repr(float(x)))


def f32(x):
    return f64(struct.unpack("<f", struct.pack("<f", x))[0])


def i64(x):
    return str(x)


def write(value):
    if isinstance(value, Num):
        return value.text
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=True)
    if isinstance(value, list):
        return "[" + ",".join(write(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ",".join(json.dumps(k) + ":" + write(v) for k, v in value.items()) + "}"
    raise TypeError(type(value))


R = random.Random(20240601)


def i32():
    return R.choice([0, 1, -1, 2**31 - 1, -(2**31), R.randint(-(2**31), 2**31 - 1), R.randint(-1000, 1000)])


def text():
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_/.:"
    s = "".join(R.choice(alphabet) for _ in range(R.randint(0, 40)))
    if R.random() < 0.2:
        s += R.choice(["\u00e9", "\u65e5\u672c", "\U0001F600", "\u0000", "\"q\"", "\\"])
    return s


def lat():
    return R.uniform(-90, 90)


def lng():
    return R.uniform(-180, 180)


def point(valid=True, alt=True):
    p = {"lat": f64(lat() if valid else R.uniform(-200, 200)), "lng": f64(lng() if valid else R.uniform(-400, 400))}
    if alt and R.random() < 0.5:
        p["alt"] = f64(R.choice([0.0, R.uniform(-100, 9000)]))
    return p


def java_value(depth=0):
    kinds = ["int", "long", "float", "double", "boolean", "string", "null"]
    if depth < 3:
        kinds += ["list", "map", "dataClass"]
    k = R.choice(kinds)
    if k == "int":
        return {"int": i32()}
    if k == "long":
        return {"long": i64(R.randint(-(2**63), 2**63 - 1))}
    if k == "float":
        return {"float": f32(R.uniform(-1e6, 1e6))}
    if k == "double":
        return {"double": f64(R.uniform(-1e9, 1e9))}
    if k == "boolean":
        return {"boolean": R.random() < 0.5}
    if k == "string":
        return {"string": text()}
    if k == "null":
        return None
    if k == "list":
        return {"list": [java_value(depth + 1) for _ in range(R.randint(0, 4))]}
    if k == "map":
        return {"map": [[{"int": n}, java_value(depth + 1)] for n in range(R.randint(0, 3))]}
    return {"dataClass": [java_value(depth + 1) for _ in range(R.randint(1, 4))]}


def route(n=None):
    start = (R.uniform(-60, 60), R.uniform(-170, 170))
    pts = []
    for _ in range(n if n is not None else R.randint(2, 12)):
        start = (max(-89, min(89, start[0] + R.uniform(-0.5, 0.5))), max(-179, min(179, start[1] + R.uniform(-0.5, 0.5))))
        pts.append({"lat": f64(start[0]), "lng": f64(start[1])})
    return pts


def optional(d, key, make, p=0.5):
    if R.random() < p:
        d[key] = make()
    return d


def marker():
    d = {"position": point()}
    optional(d, "id", lambda: "m-" + str(R.randint(0, 99999)), 0.4)
    optional(d, "extra", lambda: java_value(1), 0.3)
    optional(d, "icon", i32, 0.3)
    optional(d, "clickable", lambda: R.random() < 0.5, 0.3)
    optional(d, "draggable", lambda: R.random() < 0.5, 0.3)
    optional(d, "zIndex", i32, 0.3)
    return d


def circle():
    d = {"center": point(), "radiusMeters": f64(R.uniform(0, 50000))}
    optional(d, "id", lambda: "c-" + str(R.randint(0, 99999)), 0.4)
    optional(d, "strokeColor", i32, 0.3)
    optional(d, "strokeWidth", lambda: f32(R.uniform(0, 20)), 0.3)
    optional(d, "fillColor", i32, 0.3)
    optional(d, "zIndex", i32, 0.3)
    optional(d, "extra", lambda: java_value(1), 0.3)
    return d


def polyline():
    d = {"points": route()}
    optional(d, "id", lambda: "l-" + str(R.randint(0, 99999)), 0.4)
    optional(d, "strokeColor", i32, 0.3)
    optional(d, "strokeWidth", lambda: f32(R.uniform(0, 20)), 0.3)
    optional(d, "geodesic", lambda: R.random() < 0.5, 0.3)
    optional(d, "zIndex", i32, 0.3)
    return d


def polygon():
    d = {"points": route(R.randint(3, 10))}
    optional(d, "holes", lambda: [route(R.randint(3, 6)) for _ in range(R.randint(0, 2))], 0.3)
    optional(d, "id", lambda: "p-" + str(R.randint(0, 99999)), 0.4)
    optional(d, "fillColor", i32, 0.3)
    optional(d, "zIndex", i32, 0.3)
    return d


SUITES = {
    "javaHash.string": lambda: {"s": text()},
    "javaHash.int": lambda: {"value": i32()},
    "javaHash.long": lambda: {"value": i64(R.randint(-(2**63), 2**63 - 1))},
    "javaHash.float": lambda: {"value": f32(R.uniform(-1e30, 1e30))},
    "javaHash.double": lambda: {"value": f64(R.uniform(-1e300, 1e300))},
    "javaHash.boolean": lambda: {"value": R.random() < 0.5},
    "javaHash.value": lambda: {"value": java_value()},
    "javaHash.fold": lambda: {"seed": i32(), "elements": [i32() for _ in range(R.randint(0, 10))]},
    "javaHash.color": lambda: R.choice([{"argb": i32()}, {"rgba": [R.randint(0, 255) for _ in range(4)]},
                                        {"rgbaFloat": [f32(R.random()) for _ in range(4)]}]),
    "javaHash.dp": lambda: {"dp": f32(R.uniform(0, 100))},
    "geoPoint.hash": lambda: {"point": point()},
    "geoPoint.equals": lambda: {"a": point(), "b": point()},
    "geoPoint.wrap": lambda: {"point": point(valid=False)},
    "geoPoint.normalizeLng": lambda: {"lng": f64(R.uniform(-720, 720))},
    "geoPoint.normalize": lambda: {"point": point(valid=False)},
    "geoPoint.isValid": lambda: {"point": point(valid=R.random() < 0.7)},
    "marker.id": marker,
    "marker.hash": marker,
    "marker.fingerprint": marker,
    "circle.id": circle,
    "circle.hash": circle,
    "circle.fingerprint": circle,
    "polyline.id": polyline,
    "polyline.hash": polyline,
    "polyline.fingerprint": polyline,
    "polygon.id": polygon,
    "polygon.hash": polygon,
    "polygon.fingerprint": polygon,
    "spherical.distance": lambda: {"from": point(), "to": point()},
    "spherical.heading": lambda: {"from": point(), "to": point()},
    "spherical.linearInterpolate": lambda: {"from": point(), "to": point(), "fraction": f64(R.random())},
    "spherical.sphericalInterpolate": lambda: {"from": point(), "to": point(), "fraction": f64(R.random())},
    "spherical.metersPerPixel": lambda: {"latitude": f64(lat()), "zoom": f64(R.uniform(0, 22))},
    "route.cumulativeDistance": lambda: {"route": route()},
    "route.pointAtDistance": lambda: {"route": route(), "km": f64(R.uniform(0, 50))},
    "route.distanceMarkers": lambda: {"route": route(), "zoom": f64(R.uniform(5, 18))},
    "zoom.interval": lambda: {"zoom": f64(R.uniform(0, 22))},
    "region.radius": lambda: {"center": point(), "latitudeSpan": f64(R.uniform(0, 10)), "longitudeSpan": f64(R.uniform(0, 10))},
    "bounds.radius": lambda: {"southWest": point(), "northEast": point()},
}


def main():
    out = sys.argv[1]
    per_suite = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    for suite, make in SUITES.items():
        area, function = suite.split(".")
        os.makedirs(os.path.join(out, area), exist_ok=True)
        lines = []
        for n in range(per_suite):
            case = {"id": "c%04d" % n, "input": make(), "expected": PLACEHOLDER}
            lines.append("    " + write(case))
        head = ('{\n  "format": "parity-vectors/1",\n  "suite": %s,\n  "description": "Interim benchmark inputs.",\n'
                '  "source": {"generator": "bench-interim", "version": "0"},\n'
                '  "defaults": {"tolerance": {"ulps": 2}},\n  "cases": [\n') % json.dumps(suite)
        with open(os.path.join(out, area, function + ".json"), "w") as f:
            f.write(head + ",\n".join(lines) + "\n  ]\n}\n")


if __name__ == "__main__":
    main()
