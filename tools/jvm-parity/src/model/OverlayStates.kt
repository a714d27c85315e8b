// The overlay states of android-sdk-core (docs/android-semantics.md, sections 3-6), as Kotlin on the JVM computes
// their `state.id`, `hashCode()` and `fingerPrint()`.

package com.mapconductor.parity

// MARK: - Marker (section 3)

class MarkerState(
    val id: String?,
    val position: GeoPoint,
    val extra: Any?,
    val icon: IconHash?,
    val clickable: Boolean = true,
    val draggable: Boolean = false,
    val zIndex: Int? = null,
    val animation: String? = null
) {
    private fun animationHash(): Int? {
        if (animation != null) throw NotPortable(ANIMATION_NOT_PORTABLE)
        return null
    }

    /** Android's `state.id`: the explicit id when one is given (the auto ID is then never computed). */
    fun stateId(): String = id ?: autoId()

    fun autoId(): String = reduce31(
        listOf(
            position.hashCode(), extra?.hashCode() ?: 0, icon?.hashCode() ?: 0,
            clickable.hashCode(), draggable.hashCode(), animationHash() ?: 0
        )
    ).toString()

    override fun hashCode(): Int = h31(
        extra?.hashCode() ?: 0,
        listOf(
            clickable.hashCode(), draggable.hashCode(),
            if (ModelMistake.makes("marker")) java.lang.Float.hashCode(position.latitude.toFloat()) else position.latitude.hashCode(),
            position.longitude.hashCode(), position.altitude.hashCode(),
            icon?.hashCode() ?: 0, zIndex?.hashCode() ?: 0
        )
    )

    override fun equals(other: Any?): Boolean = this === other

    fun fingerPrint(): MarkerFingerprint {
        val animation = animationHash() ?: 1
        return MarkerFingerprint(
            id = stateId().hashCode(),
            icon = icon?.hashCode() ?: 0,
            clickable = clickable.hashCode(),
            draggable = draggable.hashCode(),
            latitude = position.latitude.hashCode(),
            longitude = position.longitude.hashCode(),
            animation = animation,
            zIndex = zIndex.hashCode()
        )
    }
}

// MARK: - Circle (section 4)

class CircleState(
    val id: String?,
    val center: GeoPoint,
    val radiusMeters: Double,
    val clickable: Boolean = true,
    val geodesic: Boolean = true,
    val strokeColor: ComposeColor = ComposeColor.Red,
    val strokeWidth: Dp = Dp(1.0f),
    val fillColor: ComposeColor = ComposeColor(0x7FFFFFFF),
    val zIndex: Int? = null,
    val extra: Any? = null
) {
    /** Android's `state.id`: the explicit id when one is given (the auto ID is then never computed). */
    fun stateId(): String = id ?: autoId()

    fun autoId(): String = reduce31(
        listOf(
            center.hashCode(),
            if (ModelMistake.makes("circle")) java.lang.Float.hashCode(radiusMeters.toFloat()) else radiusMeters.hashCode(),
            clickable.hashCode(), geodesic.hashCode(),
            extra?.hashCode() ?: 0, strokeColor.hashCode(), strokeWidth.hashCode(), fillColor.hashCode(),
            zIndex.hashCode()
        )
    ).toString()

    override fun hashCode(): Int = h31(
        extra?.hashCode() ?: 0,
        listOf(
            center.hashCode(), clickable.hashCode(), geodesic.hashCode(), radiusMeters.hashCode(),
            strokeColor.hashCode(), strokeWidth.hashCode(), fillColor.hashCode(), zIndex.hashCode()
        )
    )

    override fun equals(other: Any?): Boolean = this === other

    fun fingerPrint() = CircleFingerprint(
        id = stateId().hashCode(),
        center = center.hashCode(),
        radiusMeters = radiusMeters.hashCode(),
        clickable = clickable.hashCode(),
        geodesic = geodesic.hashCode(),
        strokeColor = strokeColor.hashCode(),
        strokeWidth = strokeWidth.hashCode(),
        fillColor = fillColor.hashCode(),
        zIndex = zIndex.hashCode(),
        extra = extra?.hashCode() ?: 0
    )
}

// MARK: - Polyline (section 5)

class PolylineState(
    val id: String?,
    val points: List<GeoPoint>,
    val strokeColor: ComposeColor = ComposeColor.Black,
    val strokeWidth: Dp = Dp(1.0f),
    val geodesic: Boolean = false,
    val clickable: Boolean = true,
    val zIndex: Int = 0,
    val extra: Any? = null,
    val revision: ContractRevision = ContractRevision.newest
) {
    /** Android's `state.id`: the explicit id when one is given (the auto ID is then never computed). */
    fun stateId(): String = id ?: autoId()

    fun autoId(): String = reduce31(
        listOf(
            if (ModelMistake.makes("polyline")) h31(1, points.map { it.hashCode() }) else pointsHash(points),
            strokeColor.hashCode(), strokeWidth.hashCode(), geodesic.hashCode()
        ) +
            clickableHashes(clickable, revision) + listOf(extra?.hashCode() ?: 0)
    ).toString()

    override fun hashCode(): Int = h31(
        extra?.hashCode() ?: 0,
        listOf(strokeColor.hashCode(), strokeWidth.hashCode(), geodesic.hashCode()) + clickableHashes(clickable, revision) +
            listOf(zIndex.hashCode(), pointsHash(points))
    )

    override fun equals(other: Any?): Boolean = this === other

    fun fingerPrint() = PolylineFingerprint(
        id = stateId().hashCode(),
        strokeColor = strokeColor.hashCode(),
        strokeWidth = strokeWidth.hashCode(),
        geodesic = fingerprintGeodesic(geodesic, revision),
        zIndex = zIndex.hashCode(),
        points = pointsHash(points),
        extra = extra?.hashCode() ?: 0
    )
}

// MARK: - Polygon (section 6)

class PolygonState(
    val id: String?,
    val points: List<GeoPoint>,
    val holes: List<List<GeoPoint>> = emptyList(),
    val strokeColor: ComposeColor = ComposeColor.Black,
    val strokeWidth: Dp = Dp(2.0f),
    val fillColor: ComposeColor = ComposeColor.Transparent,
    val geodesic: Boolean = false,
    val clickable: Boolean = true,
    val zIndex: Int = 0,
    val extra: Any? = null,
    val revision: ContractRevision = ContractRevision.newest
) {
    private fun holesHash(): Int = h31(if (ModelMistake.makes("polygon")) 1 else 0, holes.map { pointsHash(it) })

    /** Android's `state.id`: the explicit id when one is given (the auto ID is then never computed). */
    fun stateId(): String = id ?: autoId()

    fun autoId(): String = reduce31(
        listOf(
            pointsHash(points), holesHash(), strokeColor.hashCode(), strokeWidth.hashCode(), fillColor.hashCode(),
            geodesic.hashCode()
        ) + clickableHashes(clickable, revision) + listOf(extra?.hashCode() ?: 0)
    ).toString()

    /** Here `points.hashCode()` and `holes.hashCode()` are java.util.List hashes (seed 1, nested for holes). */
    override fun hashCode(): Int = h31(
        extra?.hashCode() ?: 0,
        listOf(
            strokeColor.hashCode(), strokeWidth.hashCode(), fillColor.hashCode(), geodesic.hashCode()
        ) + clickableHashes(clickable, revision) + listOf(zIndex.hashCode(), points.hashCode(), holes.hashCode())
    )

    override fun equals(other: Any?): Boolean = this === other

    fun fingerPrint() = PolygonFingerprint(
        id = stateId().hashCode(),
        strokeColor = strokeColor.hashCode(),
        strokeWidth = strokeWidth.hashCode(),
        fillColor = fillColor.hashCode(),
        geodesic = fingerprintGeodesic(geodesic, revision),
        zIndex = zIndex.hashCode(),
        points = pointsHash(points),
        holes = holesHash(),
        extra = extra?.hashCode() ?: 0
    )
}

/** From revision 221a949+clickable on, `clickable`'s Boolean hash follows `geodesic` in polyline/polygon IDs and hashes. */
fun clickableHashes(clickable: Boolean, revision: ContractRevision): List<Int> =
    if (revision.atLeast(ContractRevision.SDK_221A949_CLICKABLE)) listOf(clickable.hashCode()) else emptyList()

/** The fingerprint's geodesic: `geodesic.toString().hashCode()` until 221a949, the Boolean hash from 221a949+clickable on. */
fun fingerprintGeodesic(geodesic: Boolean, revision: ContractRevision): Int =
    if (revision.atLeast(ContractRevision.SDK_221A949_CLICKABLE)) geodesic.hashCode() else geodesic.toString().hashCode()
