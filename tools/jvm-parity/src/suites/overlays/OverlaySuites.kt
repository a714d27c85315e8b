// marker.*, circle.*, polyline.*, polygon.* (android-core-semantics.md sections 3-6): the overlay state is
// built from the input with Android's defaults, then its own autoId(), hashCode() and fingerPrint() answer.

package com.mapconductor.parity

private fun Fields.color(key: String, default: ComposeColor): ComposeColor =
    opt(key)?.let { ComposeColor(i32(it, path(key))) } ?: default

private fun Fields.dp(key: String, default: Float): Dp = Dp(opt(key)?.let { f32(it, path(key)) } ?: default)

fun readMarker(f: Fields): MarkerState {
    val m = MarkerState(
        id = f.nullableStr("id"),
        position = f.geoPoint("position"),
        extra = f.extra(),
        icon = f.nullableI32("icon")?.let { IconHash(it) },
        clickable = f.optBool("clickable", true),
        draggable = f.optBool("draggable", false),
        zIndex = f.nullableI32("zIndex"),
        animation = f.nullableStr("animation")
    )
    f.done()
    return m
}

fun readCircle(f: Fields): CircleState {
    val c = CircleState(
        id = f.nullableStr("id"),
        center = f.geoPoint("center"),
        radiusMeters = f64(f.req("radiusMeters"), f.path("radiusMeters")),
        clickable = f.optBool("clickable", true),
        geodesic = f.optBool("geodesic", true),
        strokeColor = f.color("strokeColor", ComposeColor.Red),
        strokeWidth = f.dp("strokeWidth", 1.0f),
        fillColor = f.color("fillColor", ComposeColor(0x7FFFFFFF)),
        zIndex = f.nullableI32("zIndex"),
        extra = f.extra()
    )
    f.done()
    return c
}

fun readPolyline(f: Fields): PolylineState {
    val p = PolylineState(
        id = f.nullableStr("id"),
        points = f.geoPoints("points"),
        strokeColor = f.color("strokeColor", ComposeColor.Black),
        strokeWidth = f.dp("strokeWidth", 1.0f),
        geodesic = f.optBool("geodesic", false),
        clickable = readClickable(f),
        zIndex = f.optI32("zIndex", 0),
        extra = f.extra(),
        revision = f.revision
    )
    f.done()
    return p
}

/** `clickable` of a polyline or polygon: a state field only from revision 07e614f on. */
private fun readClickable(f: Fields): Boolean {
    if (!f.revision.atLeast(ContractRevision.SDK_07E614F) && f.has("clickable")) {
        throw VectorError("${f.path("clickable")}: polylines and polygons have clickable only from android-sdk-core 07e614f on")
    }
    return f.optBool("clickable", true)
}

fun readPolygon(f: Fields): PolygonState {
    val holesJ = f.opt("holes")
    val holes = if (holesJ == null) emptyList() else arr(holesJ, f.path("holes")).mapIndexed { i, h ->
        arr(h, "${f.path("holes")}/$i").mapIndexed { k, p -> readGeoPoint(p, "${f.path("holes")}/$i/$k", f.allowLoneEscape) }
    }
    val p = PolygonState(
        id = f.nullableStr("id"),
        points = f.geoPoints("points"),
        holes = ArrayList(holes.map { ArrayList(it) }),
        strokeColor = f.color("strokeColor", ComposeColor.Black),
        strokeWidth = f.dp("strokeWidth", 2.0f),
        fillColor = f.color("fillColor", ComposeColor.Transparent),
        geodesic = f.optBool("geodesic", false),
        clickable = readClickable(f),
        zIndex = f.optI32("zIndex", 0),
        extra = f.extra(),
        revision = f.revision
    )
    f.done()
    return p
}

/** The fields of a data-class fingerprint, in declaration order, as Int outputs (component1(), component2()...). */
private fun fingerprintValue(names: List<String>, components: List<Int>): Outcome {
    val m = LinkedHashMap<String, J>()
    for ((i, n) in names.withIndex()) m[n] = JInt(components[i])
    return Outcome.Value(JObj(m))
}

// MARK: - Field specs and random inputs shared by each overlay's three suites

private val MARKER_FIELDS = listOf(
    FieldSpec("position", "GeoPoint", GEOPOINT_EXAMPLE),
    FieldSpec("id", "str?", JNull, optional = true),
    FieldSpec("extra", "JavaValue?", JNull, optional = true),
    FieldSpec("icon", "i32? (the icon's hash)", JNull, optional = true),
    FieldSpec("clickable", "bool", JBool(true), optional = true),
    FieldSpec("draggable", "bool", JBool(false), optional = true),
    FieldSpec("zIndex", "i32?", JNull, optional = true),
    FieldSpec("animation", "str? (enum constant name)", JNull, optional = true)
)

private val CIRCLE_FIELDS = listOf(
    FieldSpec("center", "GeoPoint", GEOPOINT_EXAMPLE),
    FieldSpec("radiusMeters", "f64", JNum("1000.0")),
    FieldSpec("id", "str?", JNull, optional = true),
    FieldSpec("clickable", "bool", JBool(true), optional = true),
    FieldSpec("geodesic", "bool", JBool(true), optional = true),
    FieldSpec("strokeColor", "i32 (ARGB)", JInt(-65536), optional = true),
    FieldSpec("strokeWidth", "f32 (Dp)", JNum("1.0"), optional = true),
    FieldSpec("fillColor", "i32 (ARGB)", JInt(2147483647), optional = true),
    FieldSpec("zIndex", "i32?", JNull, optional = true),
    FieldSpec("extra", "JavaValue?", JNull, optional = true)
)

private val POINTS_EXAMPLE = JArr(listOf(GEOPOINT_EXAMPLE, jobj("lat" to JNum("34.702485"), "lng" to JNum("135.495951"))))

private val POLYLINE_FIELDS = listOf(
    FieldSpec("points", "[GeoPoint]", POINTS_EXAMPLE),
    FieldSpec("id", "str?", JNull, optional = true),
    FieldSpec("strokeColor", "i32 (ARGB)", JInt(-16777216), optional = true),
    FieldSpec("strokeWidth", "f32 (Dp)", JNum("1.0"), optional = true),
    FieldSpec("geodesic", "bool", JBool(false), optional = true),
    FieldSpec("zIndex", "i32", JInt(0), optional = true),
    FieldSpec("extra", "JavaValue?", JNull, optional = true)
)

private val POLYGON_FIELDS = listOf(
    FieldSpec("points", "[GeoPoint]", POINTS_EXAMPLE),
    FieldSpec("holes", "[[GeoPoint]]", JArr(emptyList()), optional = true),
    FieldSpec("id", "str?", JNull, optional = true),
    FieldSpec("strokeColor", "i32 (ARGB)", JInt(-16777216), optional = true),
    FieldSpec("strokeWidth", "f32 (Dp)", JNum("2.0"), optional = true),
    FieldSpec("fillColor", "i32 (ARGB)", JInt(0), optional = true),
    FieldSpec("geodesic", "bool", JBool(false), optional = true),
    FieldSpec("zIndex", "i32", JInt(0), optional = true),
    FieldSpec("extra", "JavaValue?", JNull, optional = true)
)

private fun randomId(g: Gen): J = when (g.nextInt(6)) {
    0 -> JNull
    1 -> JStr(g.string())
    2 -> JStr("marker-" + g.nextInt(0, 10000))
    else -> JNull
}

private fun randomNullableInt(g: Gen): J = if (g.chance(0.4)) JNull else JInt(if (g.chance(0.5)) g.nextInt(-3, 10) else g.int())

/** Adds each optional field with probability p, keeping the declared order. */
private fun MutableMap<String, J>.maybe(g: Gen, key: String, p: Double = 0.5, v: () -> J) {
    if (g.chance(p)) this[key] = v()
}

fun randomMarker(g: Gen): JObj {
    val m = LinkedHashMap<String, J>()
    m["position"] = g.geoPoint()
    m.maybe(g, "id", 0.3) { randomId(g) }
    m.maybe(g, "extra") { g.javaValue() }
    m.maybe(g, "icon", 0.4) { randomNullableInt(g) }
    m.maybe(g, "clickable", 0.4) { JBool(g.nextBoolean()) }
    m.maybe(g, "draggable", 0.4) { JBool(g.nextBoolean()) }
    m.maybe(g, "zIndex", 0.4) { randomNullableInt(g) }
    m.maybe(g, "animation", 0.08) { if (g.chance(0.3)) JNull else JStr(g.pick(listOf("Drop", "Bounce"))) }
    return JObj(m)
}

fun randomCircle(g: Gen): JObj {
    val m = LinkedHashMap<String, J>()
    m["center"] = g.geoPoint()
    m["radiusMeters"] = JDouble(if (g.chance(0.7)) g.bitsOf(g.nextInt(0, 100000) / 4.0) else g.doubleBits())
    m.maybe(g, "id", 0.3) { randomId(g) }
    m.maybe(g, "clickable", 0.4) { JBool(g.nextBoolean()) }
    m.maybe(g, "geodesic", 0.4) { JBool(g.nextBoolean()) }
    m.maybe(g, "strokeColor", 0.4) { JInt(g.argb()) }
    m.maybe(g, "strokeWidth", 0.4) { JFloat(g.widthBits()) }
    m.maybe(g, "fillColor", 0.4) { JInt(g.argb()) }
    m.maybe(g, "zIndex", 0.4) { randomNullableInt(g) }
    m.maybe(g, "extra") { g.javaValue() }
    return JObj(m)
}

fun randomPolyline(g: Gen): JObj {
    val m = LinkedHashMap<String, J>()
    m["points"] = g.geoPoints(40)
    m.maybe(g, "id", 0.3) { randomId(g) }
    m.maybe(g, "strokeColor", 0.4) { JInt(g.argb()) }
    m.maybe(g, "strokeWidth", 0.4) { JFloat(g.widthBits()) }
    m.maybe(g, "geodesic", 0.4) { JBool(g.nextBoolean()) }
    m.maybe(g, "zIndex", 0.4) { JInt(if (g.chance(0.5)) g.nextInt(-3, 10) else g.int()) }
    m.maybe(g, "extra") { g.javaValue() }
    return JObj(m)
}

fun randomPolygon(g: Gen): JObj {
    val m = LinkedHashMap<String, J>()
    m["points"] = g.geoPoints(30)
    m.maybe(g, "holes") { JArr(List(g.nextInt(0, 4)) { g.geoPoints(8) }) }
    m.maybe(g, "id", 0.3) { randomId(g) }
    m.maybe(g, "strokeColor", 0.4) { JInt(g.argb()) }
    m.maybe(g, "strokeWidth", 0.4) { JFloat(g.widthBits()) }
    m.maybe(g, "fillColor", 0.4) { JInt(g.argb()) }
    m.maybe(g, "geodesic", 0.4) { JBool(g.nextBoolean()) }
    m.maybe(g, "zIndex", 0.4) { JInt(if (g.chance(0.5)) g.nextInt(-3, 10) else g.int()) }
    m.maybe(g, "extra") { g.javaValue() }
    return JObj(m)
}

// MARK: - Marker

object MarkerId : Suite("marker.id", "Marker auto ID: reduce31 of position hash, extra, icon, clickable, draggable, animation, as a decimal Int string; not portable with an animation.") {
    override val suggestedRandomCount = 150
    override val fields = MARKER_FIELDS
    override fun compute(f: Fields): Outcome = value("id" to JStr(readMarker(f).stateId()))
    override fun randomInput(g: Gen) = randomMarker(g)
}

object MarkerHash : Suite("marker.hash", "MarkerState.hashCode(): h31(extra, clickable, draggable, raw Double hashes of lat/lng/alt, icon, zIndex).") {
    override val suggestedRandomCount = 150
    override val fields = MARKER_FIELDS
    override fun compute(f: Fields): Outcome = value("hash" to JInt(readMarker(f).hashCode()))
    override fun randomInput(g: Gen) = randomMarker(g)
}

object MarkerFingerprintSuite : Suite("marker.fingerprint", "MarkerFingerPrint fields: ID text hash, icon, clickable, draggable, Double hashes of lat/lng, animation (null -> 1), zIndex (null -> 0).") {
    override val suggestedRandomCount = 150
    override val fields = MARKER_FIELDS
    override fun compute(f: Fields): Outcome {
        val p = readMarker(f).fingerPrint()
        return fingerprintValue(
            listOf("id", "icon", "clickable", "draggable", "latitude", "longitude", "animation", "zIndex"),
            listOf(p.component1(), p.component2(), p.component3(), p.component4(), p.component5(), p.component6(), p.component7(), p.component8())
        )
    }
    override fun randomInput(g: Gen) = randomMarker(g)
}

// MARK: - Circle

object CircleId : Suite("circle.id", "Circle auto ID: reduce31 of center hash, radius, clickable, geodesic, extra, stroke colour, stroke width (Dp), fill colour, zIndex.") {
    override val suggestedRandomCount = 150
    override val fields = CIRCLE_FIELDS
    override fun compute(f: Fields): Outcome = value("id" to JStr(readCircle(f).stateId()))
    override fun randomInput(g: Gen) = randomCircle(g)
}

object CircleHash : Suite("circle.hash", "CircleState.hashCode(): h31(extra, center, clickable, geodesic, radius, stroke colour, stroke width, fill colour, zIndex).") {
    override val suggestedRandomCount = 150
    override val fields = CIRCLE_FIELDS
    override fun compute(f: Fields): Outcome = value("hash" to JInt(readCircle(f).hashCode()))
    override fun randomInput(g: Gen) = randomCircle(g)
}

object CircleFingerprintSuite : Suite("circle.fingerprint", "CircleFingerPrint fields: ID text hash, center, radius, clickable, geodesic, stroke colour, stroke width, fill colour, zIndex (null -> 0), extra (null -> 0).") {
    override val suggestedRandomCount = 150
    override val fields = CIRCLE_FIELDS
    override fun compute(f: Fields): Outcome {
        val p = readCircle(f).fingerPrint()
        return fingerprintValue(
            listOf("id", "center", "radiusMeters", "clickable", "geodesic", "strokeColor", "strokeWidth", "fillColor", "zIndex", "extra"),
            listOf(p.component1(), p.component2(), p.component3(), p.component4(), p.component5(), p.component6(), p.component7(), p.component8(), p.component9(), p.component10())
        )
    }
    override fun randomInput(g: Gen) = randomCircle(g)
}

// MARK: - Polyline

object PolylineId : Suite("polyline.id", "Polyline auto ID: reduce31 of the seed-0 points hash, stroke colour, stroke width (Dp), geodesic, extra.") {
    override val suggestedRandomCount = 150
    override val fields = POLYLINE_FIELDS
    override fun compute(f: Fields): Outcome = value("id" to JStr(readPolyline(f).stateId()))
    override fun randomInput(g: Gen) = randomPolyline(g)
}

object PolylineHash : Suite("polyline.hash", "PolylineState.hashCode(): h31(extra, stroke colour, stroke width, geodesic, zIndex, seed-0 points hash).") {
    override val suggestedRandomCount = 150
    override val fields = POLYLINE_FIELDS
    override fun compute(f: Fields): Outcome = value("hash" to JInt(readPolyline(f).hashCode()))
    override fun randomInput(g: Gen) = randomPolyline(g)
}

object PolylineFingerprintSuite : Suite("polyline.fingerprint", "PolylineFingerPrint fields: ID text hash, stroke colour, stroke width, geodesic.toString().hashCode(), zIndex, seed-0 points hash, extra.") {
    override val suggestedRandomCount = 150
    override val fields = POLYLINE_FIELDS
    override fun compute(f: Fields): Outcome {
        val p = readPolyline(f).fingerPrint()
        return fingerprintValue(
            listOf("id", "strokeColor", "strokeWidth", "geodesic", "zIndex", "points", "extra"),
            listOf(p.component1(), p.component2(), p.component3(), p.component4(), p.component5(), p.component6(), p.component7())
        )
    }
    override fun randomInput(g: Gen) = randomPolyline(g)
}

// MARK: - Polygon

object PolygonId : Suite("polygon.id", "Polygon auto ID: reduce31 of the seed-0 points and holes hashes, stroke colour, stroke width (Dp), fill colour, geodesic, extra.") {
    override val suggestedRandomCount = 150
    override val fields = POLYGON_FIELDS
    override fun compute(f: Fields): Outcome = value("id" to JStr(readPolygon(f).stateId()))
    override fun randomInput(g: Gen) = randomPolygon(g)
}

object PolygonHash : Suite("polygon.hash", "PolygonState.hashCode(): h31(extra, stroke colour, stroke width, fill colour, geodesic, zIndex, java.util.List hashes of points and holes).") {
    override val suggestedRandomCount = 150
    override val fields = POLYGON_FIELDS
    override fun compute(f: Fields): Outcome = value("hash" to JInt(readPolygon(f).hashCode()))
    override fun randomInput(g: Gen) = randomPolygon(g)
}

object PolygonFingerprintSuite : Suite("polygon.fingerprint", "PolygonFingerPrint fields: ID text hash, stroke colour, stroke width, fill colour, geodesic.toString().hashCode(), zIndex, seed-0 points and holes hashes, extra.") {
    override val suggestedRandomCount = 150
    override val fields = POLYGON_FIELDS
    override fun compute(f: Fields): Outcome {
        val p = readPolygon(f).fingerPrint()
        return fingerprintValue(
            listOf("id", "strokeColor", "strokeWidth", "fillColor", "geodesic", "zIndex", "points", "holes", "extra"),
            listOf(p.component1(), p.component2(), p.component3(), p.component4(), p.component5(), p.component6(), p.component7(), p.component8(), p.component9())
        )
    }
    override fun randomInput(g: Gen) = randomPolygon(g)
}
