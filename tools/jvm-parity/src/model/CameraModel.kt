// Android's MapCameraPosition.hashCode() (docs/contracts.md §26): a 31-fold in Int arithmetic (wraps) of the
// position's GeoPoint hash, the Double hashes of zoom, bearing and tilt, then paddings and visibleRegion, whose
// non-null values are identity-hashed (MapPaddings is an open class without hashCode(); VisibleRegion holds a
// GeoRectBounds): NotPortable unless both are null.

package com.mapconductor.parity

const val CAMERA_NOT_PORTABLE =
    "MapCameraPosition.hashCode() folds in paddings.hashCode() and visibleRegion.hashCode(): MapPaddings does not override hashCode() and VisibleRegion holds a GeoRectBounds that does not either, so a non-null one is hashed by identity"

class MapCameraPosition(
    val position: GeoPoint,
    val zoom: Double = 0.0,
    val bearing: Double = 0.0,
    val tilt: Double = 0.0,
    /** Android's default is MapPaddings.Zeros: present. */
    val hasPaddings: Boolean = true,
    val hasVisibleRegion: Boolean = false
) {
    fun cameraHash(): Int {
        if (hasPaddings || hasVisibleRegion) throw NotPortable(CAMERA_NOT_PORTABLE)
        var result = if (ModelMistake.makes("camera")) position.latitude.hashCode() else position.hashCode()
        result = 31 * result + zoom.hashCode()
        result = 31 * result + bearing.hashCode()
        result = 31 * result + tilt.hashCode()
        result = 31 * result + 0 // paddings == null
        result = 31 * result + 0 // visibleRegion == null
        return result
    }
}
