// Android's ground image identity (docs/contracts.md §25). GroundImageState folds bounds.hashCode() (GeoRectBounds
// has no hashCode()) and image.hashCode() (a Drawable, identity) into its auto ID, its hashCode() (which is
// fingerPrint().hashCode()) and two fingerprint fields: those are NotPortable. What remains portable is the
// explicit id and the opacity (a Float), tileSize and extra fields.

package com.mapconductor.parity

const val GROUND_IMAGE_NOT_PORTABLE =
    "GroundImageState folds in bounds.hashCode() and image.hashCode(): GeoRectBounds does not override hashCode() and a Drawable is hashed by identity, so the value differs between runs and between the JVM and ART"

/** The fingerprint fields that do not come from an identity hash (bounds and image are left out). */
data class GroundImagePortableFingerPrint(val id: Int, val opacity: Int, val tileSize: Int, val extra: Int)

class GroundImageState(
    val opacity: Float = 1.0f,
    val tileSize: Int = 512,
    val id: String? = null,
    val extra: Any? = null
) {
    /** The explicit id; the auto ID starts from the bounds' identity hash. */
    fun stateId(): String = id ?: throw NotPortable(GROUND_IMAGE_NOT_PORTABLE)

    /** `hashCode()` = `fingerPrint().hashCode()`, which includes the bounds and image identity hashes. */
    fun stateHash(): Int = throw NotPortable(GROUND_IMAGE_NOT_PORTABLE)

    fun portableFingerPrint() = GroundImagePortableFingerPrint(
        id = stateId().hashCode(),
        opacity = if (ModelMistake.makes("groundImage")) opacity.toDouble().hashCode() else opacity.hashCode(),
        tileSize = tileSize.hashCode(),
        extra = extra?.hashCode() ?: 0
    )
}
