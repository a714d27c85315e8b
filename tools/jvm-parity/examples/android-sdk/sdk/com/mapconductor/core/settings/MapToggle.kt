// FIXTURE SDK: a settings flag as a data class with a Boolean field. Kotlin 2 hashes the field with
// Boolean.hashCode (1231 / 1237); Kotlin 1.3's generated hashCode used 1 / 0 — one of the constructs an SDK built
// with Kotlin 2 brings to the runner.
package com.mapconductor.core.settings

data class MapToggle(val enabled: Boolean)
