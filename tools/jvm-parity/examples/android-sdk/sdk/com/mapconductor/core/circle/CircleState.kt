// FIXTURE SDK: a circle's state, Compose-style (delegated fields), with Color and Dp value classes.
package com.mapconductor.core.circle

import com.mapconductor.core.features.GeoPoint
import com.mapconductor.core.state.mutableStateOf
import com.mapconductor.core.types.Color
import com.mapconductor.core.types.Dp
import java.io.Serializable

data class CircleFingerPrint(
    val id: Int, val center: Int, val radiusMeters: Int, val clickable: Int, val geodesic: Int, val strokeColor: Int,
    val strokeWidth: Int, val fillColor: Int, val zIndex: Int, val extra: Int
)

class CircleState(
    center: GeoPoint,
    radiusMeters: Double,
    id: String? = null,
    clickable: Boolean = true,
    geodesic: Boolean = true,
    strokeColor: Color = Color.Red,
    strokeWidth: Dp = Dp(1.0f),
    fillColor: Color = Color(0x7FFFFFFF),
    zIndex: Int? = null,
    extra: Serializable? = null
) {
    var center: GeoPoint by mutableStateOf(center)
    var radiusMeters: Double by mutableStateOf(radiusMeters)
    var clickable: Boolean by mutableStateOf(clickable)
    var geodesic: Boolean by mutableStateOf(geodesic)
    var strokeColor: Color by mutableStateOf(strokeColor)
    var strokeWidth: Dp by mutableStateOf(strokeWidth)
    var fillColor: Color by mutableStateOf(fillColor)
    var zIndex: Int? by mutableStateOf(zIndex)
    var extra: Serializable? by mutableStateOf(extra)

    val id: String = id ?: listOf(
        center.hashCode(), radiusMeters.hashCode(), clickable.hashCode(), geodesic.hashCode(), extra?.hashCode() ?: 0,
        strokeColor.hashCode(), strokeWidth.hashCode(), fillColor.hashCode(), zIndex.hashCode()
    ).reduce { r, x -> 31 * r + x }.toString()

    override fun hashCode(): Int {
        var result = extra?.hashCode() ?: 0
        for (h in listOf(
            center.hashCode(), clickable.hashCode(), geodesic.hashCode(), radiusMeters.hashCode(), strokeColor.hashCode(),
            strokeWidth.hashCode(), fillColor.hashCode(), zIndex.hashCode()
        )) result = 31 * result + h
        return result
    }

    override fun equals(other: Any?): Boolean = this === other

    fun fingerPrint(): CircleFingerPrint = CircleFingerPrint(
        id = id.hashCode(), center = center.hashCode(), radiusMeters = radiusMeters.hashCode(),
        clickable = clickable.hashCode(), geodesic = geodesic.hashCode(), strokeColor = strokeColor.hashCode(),
        strokeWidth = strokeWidth.hashCode(), fillColor = fillColor.hashCode(), zIndex = zIndex.hashCode(),
        extra = extra?.hashCode() ?: 0
    )
}

/** The map's circle entity (named as the SDK names it). */
class Circle(val state: CircleState)
