// FIXTURE SDK (our own code, shaped like android-sdk-core so that the JVM runner meets what a real Kotlin 2 SDK
// brings: property delegates, value classes, data classes with Boolean fields). Compose's MutableState stands in
// here: the states delegate their fields to it, `var points by mutableStateOf(points)`, which Kotlin 2 compiles
// to a MutablePropertyReference1Impl constructor that Kotlin 1.3's stdlib does not have.
package com.mapconductor.core.state

import kotlin.reflect.KProperty

/** An observable value holder, as Compose's `MutableState<T>`. */
class MutableState<T>(var value: T) {
    private var writes = 0

    operator fun getValue(thisRef: Any?, property: KProperty<*>): T = value

    operator fun setValue(thisRef: Any?, property: KProperty<*>, newValue: T) {
        writes++
        value = newValue
    }

    /** How often the value was set through its delegate (a snapshot system would observe these). */
    val writeCount: Int get() = writes
}

fun <T> mutableStateOf(value: T): MutableState<T> = MutableState(value)
