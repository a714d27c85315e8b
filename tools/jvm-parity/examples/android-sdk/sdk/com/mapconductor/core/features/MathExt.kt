// FIXTURE SDK: decimal text of coordinates for URLs.
package com.mapconductor.core.features

import java.math.BigDecimal
import java.math.RoundingMode

/**
 * This value's exact binary value cut toward zero at [precision] decimal places, written without an exponent.
 * BigDecimal has no NaN or infinity: a non-finite value throws NumberFormatException.
 */
fun Double.toFixed(precision: Int): String = BigDecimal(this).setScale(precision, RoundingMode.DOWN).toPlainString()
