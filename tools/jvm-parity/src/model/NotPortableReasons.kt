// The reasons the oracle gives where Android's value is not portable, each written once as a template that the
// model fills in (NotPortable(REASON.fill(step))) and that the suites declare (Suite.notPortableReasons): a vector
// file's `{"notPortable": reason}` must match one its suite declares, or the file is refused (VectorFile.kt), so
// an edit of an expected value cannot make a failing case one no runner asks. parity-check and the web runner hold
// the same templates and the same matching; Tests/Fixtures/not-portable-reasons.json pins all three
// (`oracle not-portable-reasons FILE`, run by tools/jvm-parity/tests/run).

package com.mapconductor.parity

/**
 * A not-portable reason: literal text with [PLACEHOLDER] where a number of the case's input goes, written as Kotlin
 * writes an Int or a Double (`-2147483648`, `1.0E-9`, `Infinity`).
 */
class NotPortableReason(val template: String) {
    private val pieces: List<String> = template.split(PLACEHOLDER)

    /** The reason with [numbers] at the placeholders, in order. */
    fun fill(vararg numbers: Number): String {
        require(numbers.size == pieces.size - 1) { "$template takes ${pieces.size - 1} number(s)" }
        val sb = StringBuilder(pieces[0])
        for ((i, n) in numbers.withIndex()) sb.append(n.toString()).append(pieces[i + 1])
        return sb.toString()
    }

    /**
     * Whether [reason] is this template with a number at each placeholder. Each piece must follow at once, so a
     * number is read whole (it ends at the first character that cannot continue it) and nothing is guessed.
     */
    fun matches(reason: String): Boolean {
        var at = 0
        for ((i, piece) in pieces.withIndex()) {
            if (i > 0) at = endOfNumber(reason, at) ?: return false
            if (!reason.startsWith(piece, at)) return false
            at += piece.length
        }
        return at == reason.length
    }

    override fun equals(other: Any?): Boolean = other is NotPortableReason && other.template == template
    override fun hashCode(): Int = template.hashCode()
    override fun toString(): String = template

    companion object {
        const val PLACEHOLDER = "{number}"

        /** The end of a number as Java writes an Int or a Double (`-`?, `Infinity`, `NaN`, or digits[.digits][E-?digits]) at [start]. */
        fun endOfNumber(text: String, start: Int): Int? {
            var at = start
            if (at < text.length && text[at] == '-') at++
            for (word in listOf("Infinity", "NaN")) if (text.startsWith(word, at)) return at + word.length
            fun digits(from: Int): Int? {
                var end = from
                while (end < text.length && text[end] in '0'..'9') end++
                return if (end > from) end else null
            }
            var end = digits(at) ?: return null
            if (end < text.length && text[end] == '.') digits(end + 1)?.let { end = it }
            if (end < text.length && text[end] == 'E') {
                val sign = if (end + 1 < text.length && text[end + 1] == '-') end + 2 else end + 1
                digits(sign)?.let { end = it }
            }
            return end
        }
    }
}

/** Every reason the model gives, by the fact it states; the suites that can meet each declare it. */
object NotPortableReasons {
    val MARKER_ANIMATION = NotPortableReason(ANIMATION_NOT_PORTABLE)
    val TILE_SCHEME = NotPortableReason(TILE_SCHEME_NOT_PORTABLE)
    val GROUND_IMAGE_IDENTITY = NotPortableReason(GROUND_IMAGE_NOT_PORTABLE)
    val CAMERA_IDENTITY = NotPortableReason(CAMERA_NOT_PORTABLE)
    val PRECISION = NotPortableReason(
        "precision {number} is beyond ±${GeoText.PORTABLE_PRECISION}: Android's answer depends on its BigDecimal and heap " +
            "(OpenJDK throws ArithmeticException near ±2^31, measured on JDK 17 and 25; below that it builds a " +
            "string of that many digits; Android's libcore has a BigDecimal of its own)"
    )
    val JDK_DIGITS = NotPortableReason(
        "the digits of {number} depend on the JDK's Double.toString: \"%.0f\" of -1e23 is " +
            "-99999999999999990000000 on JDK 17 and -100000000000000000000000 on JDK 21 and later (measured on " +
            "17.0.15 and 25.0.3; every difference measured lies between 1.8e16 and 5.2e25)"
    )
    val DENSIFY_STEP_NEVER_ENDS = NotPortableReason(
        "Android does not terminate on this input: createLinearInterpolatePoints adds fractionStep {number} to the " +
            "fraction while it is <= 1.0, which it never passes (the list grows until the heap runs out)"
    )
    val DENSIFY_TOO_MANY_POINTS = NotPortableReason(
        "Android does not return on this input: fractionStep {number} over {number} segment(s) makes more " +
            "than ${PolylineCuts.RETURNABLE_POINTS} points (at about 40 bytes a GeoPoint, more than an app's heap)"
    )
    val GEODESIC_TOO_MANY_POINTS = NotPortableReason(
        "Android does not return on this input: maxSegmentLength {number} cuts segment {number} into " +
            "{number} pieces, more than ${PolylineCuts.RETURNABLE_POINTS} points in all (at about 40 bytes a " +
            "GeoPoint, more than an app's heap; Kotlin's toInt() saturates s12 / 0 at 2147483647)"
    )
    val TREE_BIN = NotPortableReason(
        "the circle manager's ConcurrentHashMap turns a bin of 8 or more IDs in a table of {number} bins into a " +
            "red-black TreeBin; its order then follows the tree's list (new IDs at its front, a removal that " +
            "leaves the tree too small turns it back into a list), which this harness does not model"
    )
    val LONGITUDE_WRAP = NotPortableReason(
        "a longitude difference of {number}: Android reduces it by 360 at a time, which never ends for an infinite " +
            "one and takes millions of steps beyond 1e9"
    )
}
