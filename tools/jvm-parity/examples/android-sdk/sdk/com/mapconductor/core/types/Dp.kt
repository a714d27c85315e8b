// FIXTURE SDK: Compose's Dp, a value class over Float (its hashCode is Float.hashCode: floatToIntBits).
package com.mapconductor.core.types

@JvmInline
value class Dp(val value: Float)

val Int.dp: Dp get() = Dp(toFloat())
