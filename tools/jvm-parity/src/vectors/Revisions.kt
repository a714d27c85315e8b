// The android-sdk-core revisions whose values the corpus encodes (docs/vector-format.md "SDK revisions").

package com.mapconductor.parity

/** A revision of the Android core, oldest first; a vector file names the ones it holds for. */
enum class ContractRevision(val id: String) {
    /** android-sdk-core 221a949 (April 2026): Kotlin 2.2.21, Compose BOM 2025.05.00 (ui-graphics 1.8.1). */
    SDK_221A949("221a949"),
    /** The next revision that changes values (first seen at 07e614f): Polyline/PolygonState gain
     * `clickable: Boolean = true` in their auto ID and hashCode() right after geodesic; their fingerprints hash
     * geodesic as a Boolean (1231/1237) instead of geodesic.toString().hashCode(). */
    SDK_07E614F("07e614f");

    fun atLeast(other: ContractRevision): Boolean = ordinal >= other.ordinal

    companion object {
        val newest: ContractRevision = values().last()
        const val KOTLIN = "2.2.21"
        const val COMPOSE_BOM = "2025.05.00"
        const val COMPOSE_UI_GRAPHICS = "1.8.1"

        fun byId(id: String): ContractRevision? = values().firstOrNull { it.id == id }

        fun known(): String = values().joinToString(", ") { it.id }
    }
}
