// The reference subject: the oracle's own model (src/Model.kt, src/GeoMath.kt, src/JavaValues.kt) behind the
// subject interface. `oracle conformance --subject OracleSubject vectors/` must pass every case, with the same
// counts and digest as `oracle check` and `parity-check`: the interface, the input reading and the comparison are
// then shown to lose nothing. The JVM mutants (tools/jvm-parity/mutants/) extend it and change one method each.

package com.mapconductor.parity


open class OracleSubject(revisionId: String) : ParitySubject {
    constructor() : this(ContractRevision.newest.id)

    /** The android-sdk-core revision this subject computes (the runner passes `--contract`). */
    protected val revision: ContractRevision = ContractRevision.byId(revisionId)
        ?: throw IllegalArgumentException("unknown contract revision \"$revisionId\" (known: ${ContractRevision.known()})")

    /** "oracle" for the reference subject; a mutant is named by its class. */
    override val name: String get() = if (javaClass == OracleSubject::class.java) "oracle" else javaClass.simpleName

    // javaHash.*
    override fun stringHash(s: String): Int = s.hashCode()
    override fun intHash(value: Int): Int = value.hashCode()
    override fun longHash(value: Long): Int = value.hashCode()
    override fun floatHash(value: Float): Int = value.hashCode()
    override fun doubleHash(value: Double): Int = value.hashCode()
    override fun doubleToLongBits(value: Double): Long = java.lang.Double.doubleToLongBits(value)
    override fun booleanHash(value: Boolean): Int = value.hashCode()
    override fun valueHash(value: Any?): Int = value?.hashCode() ?: 0
    override fun fold31(seed: Int, elements: List<Int>): Int = h31(seed, elements)
    override fun colorArgb(input: ColorInput): Int = when (input) {
        is ColorInput.Argb -> ComposeColor(input.argb).argb
        is ColorInput.Ints -> ComposeColor.ofInts(input.red, input.green, input.blue, input.alpha).argb
        is ColorInput.Floats -> ComposeColor.ofFloats(input.red, input.green, input.blue, input.alpha).argb
    }
    override fun colorHash(argb: Int): Int = ComposeColor(argb).hashCode()
    override fun dpHash(dp: Float): Int = Dp(dp).hashCode()

    // geoPoint.*
    override fun geoPointHash(point: Point): Int = model(point).hashCode()
    override fun geoPointEquals(a: Point, b: Point): Boolean = model(a) == model(b)
    override fun geoPointWrap(point: Point): Point = plain(model(point).wrap())
    override fun normalizeLng(lng: Double): Double = GeoPoint.normalizeLng(lng)
    override fun geoPointNormalize(point: Point): Point = plain(model(point).normalize())
    override fun geoPointIsValid(point: Point): Boolean = model(point).isValid()

    // Overlays
    override fun markerId(marker: MarkerInput): String = model(marker).stateId()
    override fun markerHash(marker: MarkerInput): Int = model(marker).hashCode()
    override fun markerFingerprint(marker: MarkerInput): MarkerFingerprint = model(marker).fingerPrint().let {
        MarkerFingerprint(it.id, it.icon, it.clickable, it.draggable, it.latitude, it.longitude, it.animation, it.zIndex)
    }
    override fun circleId(circle: CircleInput): String = model(circle).stateId()
    override fun circleHash(circle: CircleInput): Int = model(circle).hashCode()
    override fun circleFingerprint(circle: CircleInput): CircleFingerprint = model(circle).fingerPrint().let {
        CircleFingerprint(it.id, it.center, it.radiusMeters, it.clickable, it.geodesic, it.strokeColor, it.strokeWidth,
            it.fillColor, it.zIndex, it.extra)
    }
    override fun polylineId(polyline: PolylineInput): String = model(polyline).stateId()
    override fun polylineHash(polyline: PolylineInput): Int = model(polyline).hashCode()
    override fun polylineFingerprint(polyline: PolylineInput): PolylineFingerprint = model(polyline).fingerPrint().let {
        PolylineFingerprint(it.id, it.strokeColor, it.strokeWidth, it.geodesic, it.zIndex, it.points, it.extra)
    }
    override fun polygonId(polygon: PolygonInput): String = model(polygon).stateId()
    override fun polygonHash(polygon: PolygonInput): Int = model(polygon).hashCode()
    override fun polygonFingerprint(polygon: PolygonInput): PolygonFingerprint = model(polygon).fingerPrint().let {
        PolygonFingerprint(it.id, it.strokeColor, it.strokeWidth, it.fillColor, it.geodesic, it.zIndex, it.points, it.holes, it.extra)
    }

    // Geo math: the contract's errors become ContractRejection.
    override fun distance(from: Point, to: Point): Double = Spherical.distance(model(from), model(to))
    override fun heading(from: Point, to: Point): Double = Spherical.heading(model(from), model(to))
    override fun linearInterpolate(from: Point, to: Point, fraction: Double): Point =
        plain(Spherical.linearInterpolate(model(from), model(to), fraction))
    override fun sphericalInterpolate(from: Point, to: Point, fraction: Double): Point =
        plain(Spherical.sphericalInterpolate(model(from), model(to), fraction))
    override fun metersPerPixel(latitude: Double, zoom: Double, tileSize: Int): Double = Spherical.metersPerPixel(latitude, zoom, tileSize)
    override fun routeCumulativeDistance(route: List<Point>): Double = rejecting { Route(route.map(::model)).totalKm }
    override fun routePointAtDistance(route: List<Point>, km: Double): Point = rejecting { plain(Route(route.map(::model)).pointAt(km)) }
    override fun routeDistanceMarkers(route: List<Point>, zoom: Double): List<DistanceMarker> = rejecting {
        Route(route.map(::model)).distanceMarkers(zoom).map { DistanceMarker(it.km, plain(it.point), it.label) }
    }
    override fun zoomInterval(zoom: Double): Int? = ZoomIntervals.interval(zoom)
    override fun regionRadius(center: Point, latitudeSpan: Double, longitudeSpan: Double): Double =
        rejecting { Regions.regionRadiusKm(model(center), latitudeSpan, longitudeSpan) }
    override fun boundsRadius(southWest: Point, northEast: Point): Double = rejecting { Regions.boundsRadiusKm(model(southWest), model(northEast)) }

    // The model's types from the interface's plain ones.
    protected fun model(p: Point): GeoPoint = GeoPoint(p.latitude, p.longitude, p.altitude)
    protected fun plain(p: GeoPoint): Point = Point(p.latitude, p.longitude, p.altitude)
    protected fun model(m: MarkerInput) = MarkerState(m.id, model(m.position), m.extra, m.icon?.let { IconHash(it) }, m.clickable, m.draggable, m.zIndex, m.animation)
    protected fun model(c: CircleInput) = CircleState(c.id, model(c.center), c.radiusMeters, c.clickable, c.geodesic,
        ComposeColor(c.strokeColor), Dp(c.strokeWidth), ComposeColor(c.fillColor), c.zIndex, c.extra)
    protected fun model(p: PolylineInput) = PolylineState(p.id, p.points.map(::model), ComposeColor(p.strokeColor), Dp(p.strokeWidth),
        p.geodesic, p.clickable, p.zIndex, p.extra, revision)
    protected fun model(p: PolygonInput) = PolygonState(p.id, p.points.map(::model), p.holes.map { h -> h.map(::model) },
        ComposeColor(p.strokeColor), Dp(p.strokeWidth), ComposeColor(p.fillColor), p.geodesic, p.clickable, p.zIndex, p.extra, revision)

    protected fun <T> rejecting(body: () -> T): T = try {
        body()
    } catch (e: GeoContractError) {
        throw ContractRejection(e.code, e.index)
    }
}
