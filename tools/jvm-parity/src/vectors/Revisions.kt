// The android-sdk-core revisions whose values the corpus encodes (docs/vector-format.md "SDK revisions").

package com.mapconductor.parity

/** A revision of the Android core, oldest first; a vector file names the ones it holds for. */
enum class ContractRevision(val id: String) {
    /** android-sdk-core 221a949 (April 2026): Kotlin 2.2.21, Compose BOM 2025.05.00 (ui-graphics 1.8.1). */
    SDK_221A949("221a949"),
    /** Not an Android commit: 221a949 with android-sdk-core 07e614f's PolylineState and PolygonState, which gain
     * `clickable: Boolean = true` in their auto ID and hashCode() right after geodesic and hash geodesic as a
     * Boolean (1231/1237) in their fingerprints. The corpus once called it "07e614f"; Android's 07e614f had
     * changed other values too, so the name says what it is. */
    SDK_221A949_CLICKABLE("221a949+clickable");

    fun atLeast(other: ContractRevision): Boolean = ordinal >= other.ordinal

    companion object {
        val newest: ContractRevision = values().last()
        const val KOTLIN = "2.2.21"
        const val COMPOSE_BOM = "2025.05.00"
        const val COMPOSE_UI_GRAPHICS = "1.8.1"

        fun byId(id: String): ContractRevision? = values().firstOrNull { it.id == id }

        /** Names the corpus used for a revision and gave up, with what each one is now. */
        private val formerNames = mapOf("07e614f" to SDK_221A949_CLICKABLE)

        /** The known revisions; [insteadOf], a name that is none of them, is explained when it is a former name. */
        fun known(insteadOf: String? = null): String {
            val known = values().joinToString(", ") { it.id }
            val renamed = formerNames[insteadOf] ?: return known
            return "$known; \"$insteadOf\" is now \"${renamed.id}\": it was never android-sdk-core $insteadOf as a whole, " +
                "only its polyline and polygon states on 221a949"
        }
    }
}
