// How each suite's case reaches a ParitySubject: the input read into the interface's plain types (with Android's
// defaults, docs/suites.md), one call (two for javaHash.double and javaHash.color), the answer written as the
// typed outcome the comparison reads `expected` by. One binding per suite of the registry (Suites.all); a suite
// without one fails `oracle conformance` at start, so the interface cannot fall behind the catalogue.

package com.mapconductor.parity


object SubjectSuites {
    private val bindings: Map<String, (Fields, ParitySubject) -> Outcome> = mapOf(
        "javaHash.string" to { f, s -> hash(s.stringHash(str(f.req("s"), f.path("s"), false))) },
        "javaHash.int" to { f, s -> hash(s.intHash(i32(f.req("value"), f.path("value")))) },
        "javaHash.long" to { f, s -> hash(s.longHash(i64(f.req("value"), f.path("value")))) },
        "javaHash.float" to { f, s -> hash(s.floatHash(f32(f.req("value"), f.path("value")))) },
        "javaHash.double" to { f, s ->
            val d = f64(f.req("value"), f.path("value"))
            value("hash" to JInt(s.doubleHash(d)), "bits" to JLong(s.doubleToLongBits(d)))
        },
        "javaHash.boolean" to { f, s -> hash(s.booleanHash(bool(f.req("value"), f.path("value")))) },
        "javaHash.value" to { f, s -> hash(s.valueHash(JavaValues.decode(f.req("value"), f.path("value"), false))) },
        "javaHash.fold" to { f, s ->
            val elements = arr(f.req("elements"), f.path("elements")).mapIndexed { i, e -> i32(e, "${f.path("elements")}/$i") }
            hash(s.fold31(i32(f.req("seed"), f.path("seed")), elements))
        },
        "javaHash.color" to { f, s ->
            val argb = s.colorArgb(colorInput(f))
            value("argb" to JInt(argb), "hash" to JInt(s.colorHash(argb)))
        },
        "javaHash.dp" to { f, s -> hash(s.dpHash(f32(f.req("dp"), f.path("dp")))) },

        "geoPoint.hash" to { f, s -> hash(s.geoPointHash(f.point("point"))) },
        "geoPoint.equals" to { f, s -> value("equal" to JBool(s.geoPointEquals(f.point("a"), f.point("b")))) },
        "geoPoint.wrap" to { f, s -> value("point" to pointJ(s.geoPointWrap(f.point("point")))) },
        "geoPoint.normalizeLng" to { f, s -> value("lng" to double(s.normalizeLng(f64(f.req("lng"), f.path("lng"))))) },
        "geoPoint.normalize" to { f, s -> value("point" to pointJ(s.geoPointNormalize(f.point("point")))) },
        "geoPoint.isValid" to { f, s -> value("valid" to JBool(s.geoPointIsValid(f.point("point")))) },

        "marker.id" to { f, s -> value("id" to JStr(s.markerId(marker(f)))) },
        "marker.hash" to { f, s -> hash(s.markerHash(marker(f))) },
        "marker.fingerprint" to { f, s -> ints(s.markerFingerprint(marker(f)).let {
            listOf("id" to it.id, "icon" to it.icon, "clickable" to it.clickable, "draggable" to it.draggable,
                "latitude" to it.latitude, "longitude" to it.longitude, "animation" to it.animation, "zIndex" to it.zIndex)
        }) },
        "circle.id" to { f, s -> value("id" to JStr(s.circleId(circle(f)))) },
        "circle.hash" to { f, s -> hash(s.circleHash(circle(f))) },
        "circle.fingerprint" to { f, s -> ints(s.circleFingerprint(circle(f)).let {
            listOf("id" to it.id, "center" to it.center, "radiusMeters" to it.radiusMeters, "clickable" to it.clickable,
                "geodesic" to it.geodesic, "strokeColor" to it.strokeColor, "strokeWidth" to it.strokeWidth,
                "fillColor" to it.fillColor, "zIndex" to it.zIndex, "extra" to it.extra)
        }) },
        "polyline.id" to { f, s -> value("id" to JStr(s.polylineId(polyline(f)))) },
        "polyline.hash" to { f, s -> hash(s.polylineHash(polyline(f))) },
        "polyline.fingerprint" to { f, s -> ints(s.polylineFingerprint(polyline(f)).let {
            listOf("id" to it.id, "strokeColor" to it.strokeColor, "strokeWidth" to it.strokeWidth, "geodesic" to it.geodesic,
                "zIndex" to it.zIndex, "points" to it.points, "extra" to it.extra)
        }) },
        "polygon.id" to { f, s -> value("id" to JStr(s.polygonId(polygon(f)))) },
        "polygon.hash" to { f, s -> hash(s.polygonHash(polygon(f))) },
        "polygon.fingerprint" to { f, s -> ints(s.polygonFingerprint(polygon(f)).let {
            listOf("id" to it.id, "strokeColor" to it.strokeColor, "strokeWidth" to it.strokeWidth, "fillColor" to it.fillColor,
                "geodesic" to it.geodesic, "zIndex" to it.zIndex, "points" to it.points, "holes" to it.holes, "extra" to it.extra)
        }) },

        "spherical.distance" to { f, s -> value("meters" to double(s.distance(f.point("from"), f.point("to")))) },
        "spherical.heading" to { f, s -> value("degrees" to double(s.heading(f.point("from"), f.point("to")))) },
        "spherical.linearInterpolate" to { f, s ->
            value("point" to pointJ(s.linearInterpolate(f.point("from"), f.point("to"), f.double("fraction"))))
        },
        "spherical.sphericalInterpolate" to { f, s ->
            value("point" to pointJ(s.sphericalInterpolate(f.point("from"), f.point("to"), f.double("fraction"))))
        },
        "spherical.metersPerPixel" to { f, s ->
            value("meters" to double(s.metersPerPixel(f.double("latitude"), f.double("zoom"), f.optI32("tileSize", 256))))
        },
        "route.cumulativeDistance" to { f, s -> value("km" to double(s.routeCumulativeDistance(f.points("route")))) },
        "route.pointAtDistance" to { f, s -> value("point" to pointJ(s.routePointAtDistance(f.points("route"), f.double("km")))) },
        "route.distanceMarkers" to { f, s ->
            val markers = s.routeDistanceMarkers(f.points("route"), f.double("zoom"))
            value("markers" to JArr(markers.map { jobj("km" to double(it.km), "point" to pointJ(it.point), "label" to JStr(it.label)) }))
        },
        "zoom.interval" to { f, s -> value("km" to (s.zoomInterval(f.double("zoom"))?.let { JInt(it) } ?: JNull)) },
        "region.radius" to { f, s ->
            value("km" to double(s.regionRadius(f.point("center"), f.double("latitudeSpan"), f.double("longitudeSpan"))))
        },
        "bounds.radius" to { f, s -> value("km" to double(s.boundsRadius(f.point("southWest"), f.point("northEast")))) }
    )

    /** Suites of the registry without a binding (must be none: `conformance` refuses to start otherwise). */
    fun unbound(): List<String> = Suites.all.map { it.name }.filter { it !in bindings }

    /**
     * The subject's outcome for one case's [input]. A [ContractRejection] is the contract's error outcome; a
     * VectorError is a malformed input; NotRunBySubject and any other exception pass to the caller.
     */
    fun run(suite: String, input: J, subject: ParitySubject, revision: ContractRevision): Outcome {
        val binding = bindings[suite] ?: throw VectorError("suite $suite has no binding to the subject interface")
        val f = Fields(obj(input, "input"), "input", false, revision)
        val outcome = try {
            binding(f, subject)
        } catch (e: ContractRejection) {
            Outcome.Error(e.code, e.index)
        }
        f.done()
        return outcome
    }

    private fun hash(h: Int): Outcome = value("hash" to JInt(h))
    private fun ints(fields: List<Pair<String, Int>>): Outcome = Outcome.Value(JObj(LinkedHashMap(fields.map { it.first to (JInt(it.second) as J) }.toMap())))
    /** The subject's Double as it is (a NaN payload included: only `nanBits` would compare it). */
    private fun double(d: Double): J = JDouble(java.lang.Double.doubleToRawLongBits(d))
    private fun pointJ(p: Point): J = jobj("lat" to double(p.latitude), "lng" to double(p.longitude), "alt" to double(p.altitude))

    private fun Fields.double(key: String): Double = f64(req(key), path(key))
    private fun Fields.point(key: String): Point = plainPoint(readGeoPoint(req(key), path(key), false))
    private fun Fields.points(key: String): List<Point> = geoPoints(key).map(::plainPoint)
    private fun plainPoint(p: GeoPoint) = Point(p.latitude, p.longitude, p.altitude)

    private fun Fields.argb(key: String, default: Int): Int = opt(key)?.let { i32(it, path(key)) } ?: default
    private fun Fields.width(key: String, default: Float): Float = opt(key)?.let { f32(it, path(key)) } ?: default

    private fun colorInput(f: Fields): ColorInput {
        val given = listOf("argb", "rgba", "rgbaFloat").filter { f.has(it) }
        if (given.size != 1) throw VectorError("input: exactly one of argb, rgba, rgbaFloat, got ${given.size}")
        fun four(key: String): List<J> = arr(f.req(key), f.path(key)).also {
            if (it.size != 4) throw VectorError("${f.path(key)}: four channels [red, green, blue, alpha]")
        }
        return when (given[0]) {
            "argb" -> ColorInput.Argb(i32(f.req("argb"), f.path("argb")))
            "rgba" -> four("rgba").mapIndexed { i, x -> i32(x, "${f.path("rgba")}/$i") }.let { ColorInput.Ints(it[0], it[1], it[2], it[3]) }
            else -> four("rgbaFloat").mapIndexed { i, x -> f32(x, "${f.path("rgbaFloat")}/$i") }.let { ColorInput.Floats(it[0], it[1], it[2], it[3]) }
        }
    }

    private fun marker(f: Fields) = MarkerInput(
        position = f.point("position"), id = f.nullableStr("id"), extra = f.extra(), icon = f.nullableI32("icon"),
        clickable = f.optBool("clickable", true), draggable = f.optBool("draggable", false),
        zIndex = f.nullableI32("zIndex"), animation = f.nullableStr("animation")
    )

    private fun circle(f: Fields) = CircleInput(
        center = f.point("center"), radiusMeters = f.double("radiusMeters"), id = f.nullableStr("id"),
        clickable = f.optBool("clickable", true), geodesic = f.optBool("geodesic", true),
        strokeColor = f.argb("strokeColor", ComposeColor.Red.argb), strokeWidth = f.width("strokeWidth", 1.0f),
        fillColor = f.argb("fillColor", 0x7FFFFFFF), zIndex = f.nullableI32("zIndex"), extra = f.extra()
    )

    private fun polyline(f: Fields) = PolylineInput(
        points = f.points("points"), id = f.nullableStr("id"), strokeColor = f.argb("strokeColor", ComposeColor.Black.argb),
        strokeWidth = f.width("strokeWidth", 1.0f), geodesic = f.optBool("geodesic", false), clickable = clickable(f),
        zIndex = f.optI32("zIndex", 0), extra = f.extra()
    )

    private fun polygon(f: Fields): PolygonInput {
        val holesJ = f.opt("holes")
        val holes = if (holesJ == null) emptyList() else arr(holesJ, f.path("holes")).mapIndexed { i, h ->
            arr(h, "${f.path("holes")}/$i").mapIndexed { k, p -> plainPoint(readGeoPoint(p, "${f.path("holes")}/$i/$k", false)) }
        }
        return PolygonInput(
            points = f.points("points"), holes = holes, id = f.nullableStr("id"),
            strokeColor = f.argb("strokeColor", ComposeColor.Black.argb), strokeWidth = f.width("strokeWidth", 2.0f),
            fillColor = f.argb("fillColor", ComposeColor.Transparent.argb), geodesic = f.optBool("geodesic", false),
            clickable = clickable(f), zIndex = f.optI32("zIndex", 0), extra = f.extra()
        )
    }

    /** `clickable` of a polyline or polygon: a state field only from revision 07e614f on. */
    private fun clickable(f: Fields): Boolean {
        if (!f.revision.atLeast(ContractRevision.SDK_07E614F) && f.has("clickable")) {
            throw VectorError("${f.path("clickable")}: polylines and polygons have clickable only from android-sdk-core 07e614f on")
        }
        return f.optBool("clickable", true)
    }
}
