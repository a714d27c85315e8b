// FIXTURE SDK: a marker's state. Its fields are Compose-style state (delegated to MutableState); its id is the
// explicit one or an auto ID from the initial fields; hashCode and fingerPrint() fold the field hashes by 31.
package com.mapconductor.core.marker

import com.mapconductor.core.features.GeoPoint
import com.mapconductor.core.state.mutableStateOf
import java.io.Serializable

/** An icon; the SDK hashes it as it is (a bitmap icon hashes its pixels). */
interface MarkerIcon

/** An animation: an enum, so its hashCode() is an identity hash, different on every run. */
enum class MarkerAnimation { Drop, Bounce }

data class MarkerFingerPrint(
    val id: Int, val icon: Int, val clickable: Int, val draggable: Int, val latitude: Int, val longitude: Int,
    val animation: Int, val zIndex: Int
)

class MarkerState(
    id: String? = null,
    position: GeoPoint,
    extra: Serializable? = null,
    icon: MarkerIcon? = null,
    clickable: Boolean = true,
    draggable: Boolean = false,
    zIndex: Int? = null,
    animation: MarkerAnimation? = null
) {
    var position: GeoPoint by mutableStateOf(position)
    var extra: Serializable? by mutableStateOf(extra)
    var icon: MarkerIcon? by mutableStateOf(icon)
    var clickable: Boolean by mutableStateOf(clickable)
    var draggable: Boolean by mutableStateOf(draggable)
    var zIndex: Int? by mutableStateOf(zIndex)
    var animation: MarkerAnimation? by mutableStateOf(animation)

    val id: String = id ?: listOf(
        position.hashCode(), extra?.hashCode() ?: 0, icon?.hashCode() ?: 0, clickable.hashCode(),
        draggable.hashCode(), animation?.hashCode() ?: 0
    ).reduce { r, x -> 31 * r + x }.toString()

    override fun hashCode(): Int {
        var result = extra?.hashCode() ?: 0
        for (h in listOf(
            clickable.hashCode(), draggable.hashCode(), position.latitude.hashCode(), position.longitude.hashCode(),
            position.altitude.hashCode(), icon?.hashCode() ?: 0, zIndex?.hashCode() ?: 0
        )) result = 31 * result + h
        return result
    }

    override fun equals(other: Any?): Boolean = this === other

    fun fingerPrint(): MarkerFingerPrint = MarkerFingerPrint(
        id = id.hashCode(),
        icon = icon?.hashCode() ?: 0,
        clickable = clickable.hashCode(),
        draggable = draggable.hashCode(),
        latitude = position.latitude.hashCode(),
        longitude = position.longitude.hashCode(),
        animation = animation?.hashCode() ?: 1,
        // PORT MISTAKE: a marker without a zIndex is fingerprinted as -1; Android hashes the null zIndex as 0.
        zIndex = (zIndex ?: -1).hashCode()
    )
}

/** The map's marker entity: what a marker manager holds for a state (named as the SDK names it). */
class Marker(val state: MarkerState)
