// The android-sdk-core revisions whose values the corpus encodes (docs/vector-format.md "SDK revisions").

package com.mapconductor.parity

/**
 * A revision of the Android core, oldest first; a vector file names the ones it holds for. Each records the
 * toolchain its build assumes (Kotlin, the Compose BOM and the ui-graphics it resolves to), which the report
 * headers print for the revision a run checks.
 */
enum class ContractRevision(val id: String, val kotlin: String, val composeBom: String, val composeUiGraphics: String) {
    /** android-sdk-core 221a949 (April 2026, library 1.1.4). */
    SDK_221A949("221a949", "2.2.21", "2025.05.00", "1.8.1"),
    /** Not an Android commit: 221a949 with android-sdk-core 07e614f's PolylineState and PolygonState, which gain
     * `clickable: Boolean = true` in their auto ID and hashCode() right after geodesic and hash geodesic as a
     * Boolean (1231/1237) in their fingerprints. The corpus once called it "07e614f"; Android's 07e614f had
     * changed other values too, so the name says what it is. Toolchain as 221a949. */
    SDK_221A949_CLICKABLE("221a949+clickable", "2.2.21", "2025.05.00", "1.8.1"),
    /** android-sdk-core 1569cc5 (1569cc59479c9de799aa7eea4c5c054a69b790de), the newest commit the public index holds,
     * every modelled file at its newest stored version: Vincenty geodesics (WGS84Geodesic), every overlay manager on
     * a ConcurrentHashMap with polygon and ground-image hit tests skipping non-clickable overlays, linear densify by
     * maxSegmentLength, the short-way meridian crossing, Earth's circumference 2 pi a, WebMercator in Doubles with
     * wrap and clamp, toFixed writing NaN and the infinities, and a constant raster userAgent default. Its build
     * files (libs.versions.toml as first changed at 067471c) name Kotlin 2.0.21 and Compose BOM 2025.02.00. */
    SDK_1569CC5("1569cc5", "2.0.21", "2025.02.00", "1.7.8");

    fun atLeast(other: ContractRevision): Boolean = ordinal >= other.ordinal

    /** The toolchain text of the report headers: `Kotlin 2.0.21, Compose BOM 2025.02.00 (ui-graphics 1.7.8)`. */
    val toolchain: String get() = "Kotlin $kotlin, Compose BOM $composeBom (ui-graphics $composeUiGraphics)"

    companion object {
        val newest: ContractRevision = values().last()

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
