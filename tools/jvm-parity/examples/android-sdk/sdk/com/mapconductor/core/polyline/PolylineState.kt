// FIXTURE SDK: a polyline's state, Compose-style (delegated fields).
package com.mapconductor.core.polyline

import com.mapconductor.core.features.GeoPoint
import com.mapconductor.core.features.hashOfPoints
import com.mapconductor.core.state.mutableStateOf
import com.mapconductor.core.types.Color
import com.mapconductor.core.types.Dp
import java.io.Serializable

data class PolylineFingerPrint(
    val id: Int, val strokeColor: Int, val strokeWidth: Int, val geodesic: Int, val zIndex: Int, val points: Int,
    val extra: Int
)

class PolylineState(
    points: List<GeoPoint>,
    id: String? = null,
    strokeColor: Color = Color.Black,
    strokeWidth: Dp = Dp(1.0f),
    geodesic: Boolean = false,
    clickable: Boolean = true,
    zIndex: Int = 0,
    extra: Serializable? = null
) {
    var points: List<GeoPoint> by mutableStateOf(points)
    var strokeColor: Color by mutableStateOf(strokeColor)
    var strokeWidth: Dp by mutableStateOf(strokeWidth)
    var geodesic: Boolean by mutableStateOf(geodesic)
    var clickable: Boolean by mutableStateOf(clickable)
    var zIndex: Int by mutableStateOf(zIndex)
    var extra: Serializable? by mutableStateOf(extra)

    val id: String = id ?: listOf(
        hashOfPoints(points), strokeColor.hashCode(), strokeWidth.hashCode(), geodesic.hashCode(), clickable.hashCode(),
        extra?.hashCode() ?: 0
    ).reduce { r, x -> 31 * r + x }.toString()

    override fun hashCode(): Int {
        var result = extra?.hashCode() ?: 0
        for (h in listOf(
            strokeColor.hashCode(), strokeWidth.hashCode(), geodesic.hashCode(), clickable.hashCode(), zIndex.hashCode(),
            hashOfPoints(points)
        )) result = 31 * result + h
        return result
    }

    override fun equals(other: Any?): Boolean = this === other

    fun fingerPrint(): PolylineFingerPrint = PolylineFingerPrint(
        id = id.hashCode(), strokeColor = strokeColor.hashCode(), strokeWidth = strokeWidth.hashCode(),
        geodesic = geodesic.hashCode(), zIndex = zIndex.hashCode(), points = hashOfPoints(points),
        extra = extra?.hashCode() ?: 0
    )
}

/** The map's polyline entity (named as the SDK names it). */
class Polyline(val state: PolylineState)
