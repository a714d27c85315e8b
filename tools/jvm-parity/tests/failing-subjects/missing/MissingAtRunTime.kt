// Compiled beside the failing subjects and left off their run-time class path: what an SDK jar or a dependency
// missing from --classpath looks like to the JVM (NoClassDefFoundError, a LinkageError).
package com.example.missing

object MissingAtRunTime {
    fun hash(value: Boolean): Int = if (value) 1231 else 1237
}

open class MissingBase
