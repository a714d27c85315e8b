// FIXTURE SDK: a polygon's state, Compose-style (delegated fields): the class whose property delegates broke the
// runner when Kotlin 1.3's stdlib came first on the class path (NoSuchMethodError on
// MutablePropertyReference1Impl.<init>(Class, String, String, int)).
package com.mapconductor.core.polygon

import com.mapconductor.core.features.GeoPoint
import com.mapconductor.core.features.hashOfPoints
import com.mapconductor.core.state.mutableStateOf
import com.mapconductor.core.types.Color
import com.mapconductor.core.types.Dp
import java.io.Serializable

data class PolygonFingerPrint(
    val id: Int, val strokeColor: Int, val strokeWidth: Int, val fillColor: Int, val geodesic: Int, val zIndex: Int,
    val points: Int, val holes: Int, val extra: Int
)

class PolygonState(
    points: List<GeoPoint>,
    holes: List<List<GeoPoint>> = emptyList(),
    id: String? = null,
    strokeColor: Color = Color.Black,
    strokeWidth: Dp = Dp(2.0f),
    fillColor: Color = Color.Transparent,
    geodesic: Boolean = false,
    clickable: Boolean = true,
    zIndex: Int = 0,
    extra: Serializable? = null
) {
    var points: List<GeoPoint> by mutableStateOf(points)
    var holes: List<List<GeoPoint>> by mutableStateOf(holes)
    var strokeColor: Color by mutableStateOf(strokeColor)
    var strokeWidth: Dp by mutableStateOf(strokeWidth)
    var fillColor: Color by mutableStateOf(fillColor)
    var geodesic: Boolean by mutableStateOf(geodesic)
    var clickable: Boolean by mutableStateOf(clickable)
    var zIndex: Int by mutableStateOf(zIndex)
    var extra: Serializable? by mutableStateOf(extra)

    private fun holesHash(seed: Int = 0): Int = holes.fold(seed) { r, hole -> 31 * r + hashOfPoints(hole) }

    val id: String = id ?: listOf(
        hashOfPoints(points), holesHash(), strokeColor.hashCode(), strokeWidth.hashCode(), fillColor.hashCode(),
        geodesic.hashCode(), clickable.hashCode(), extra?.hashCode() ?: 0
    ).reduce { r, x -> 31 * r + x }.toString()

    override fun hashCode(): Int {
        var result = extra?.hashCode() ?: 0
        for (h in listOf(
            strokeColor.hashCode(), strokeWidth.hashCode(), fillColor.hashCode(), geodesic.hashCode(), clickable.hashCode(),
            zIndex.hashCode(), points.hashCode(), holes.hashCode()
        )) result = 31 * result + h
        return result
    }

    override fun equals(other: Any?): Boolean = this === other

    fun fingerPrint(): PolygonFingerPrint = PolygonFingerPrint(
        id = id.hashCode(), strokeColor = strokeColor.hashCode(), strokeWidth = strokeWidth.hashCode(),
        fillColor = fillColor.hashCode(), geodesic = geodesic.hashCode(), zIndex = zIndex.hashCode(),
        points = hashOfPoints(points),
        // PORT MISTAKE: the holes fold seeded with 1 (as java.util.List.hashCode is); Android's fold starts at 0.
        holes = holesHash(seed = 1),
        extra = extra?.hashCode() ?: 0
    )
}

/** The map's polygon entity (named as the SDK names it). */
class Polygon(val state: PolygonState)
