// Which Kotlin standard library this JVM runs: the kit carries none of its own (docs/jvm-runner.md "Class path"),
// so it is the first kotlin-stdlib on the class path, the SDK's own when `oracle conformance --classpath` gives it.

package com.mapconductor.parity

object KotlinStdlib {
    /** "2.3.10 (/path/kotlin-stdlib-2.3.10.jar)": the version the running stdlib reports, and its jar. */
    fun describe(): String {
        val where = try { KotlinVersion::class.java.protectionDomain?.codeSource?.location?.path } catch (e: SecurityException) { null }
        return "${KotlinVersion.CURRENT}${if (where != null) " ($where)" else ""}"
    }
}
