// selftest's "faithful reference" checks: OracleSubject, the reference subject, answers what Android's own code
// answers on the inputs the contract used to reject (until oracle version 4: precisionOutOfRange, tooManyPoints,
// unmodelledTreeBin) or call not portable (until oracle version 5: a ConcurrentHashMap's tree bin). The expected values are computed here with the JDK's own BigDecimal and Formatter and with
// Android's densify loop counted by hand, never through the model; a contract-only check added back to the model
// or the suites makes these fail.

package com.mapconductor.parity

import java.math.BigDecimal
import java.math.RoundingMode
import java.util.Locale

object FaithfulReferenceEvidence {
    /** What OracleSubject answers: its value, or "error CODE" for a rejection, or "not portable" for NotPortable. */
    private fun <I, O> ask(bindings: SubjectBindings, suite: Suite<I, O>, input: I): Any? = try {
        bindings.call(suite, input)
    } catch (e: ContractRejection) {
        "error ${e.code}"
    } catch (e: NotPortable) {
        "not portable"
    }

    /** Android's `toFixed` (MathExt.kt), on the JDK. */
    private fun toFixed(x: Double, p: Int): String = BigDecimal(x).setScale(p, RoundingMode.DOWN).toPlainString()

    /** How many fractions `createLinearInterpolatePoints` visits per segment: its loop, counted. */
    private fun fractionCount(step: Double): Int {
        var n = 0
        var f = step
        while (f <= 1.0) { n++; f += step }
        return n
    }

    fun run(expect: (String, Any?, Any?) -> Unit) {
        // The rules of 221a949 (as the earlier revisions have them); those that changed at 1569cc5 follow.
        val bindings = SubjectBindings.of(OracleSubject(ContractRevision.SDK_221A949_CLICKABLE.id))
        val newest = SubjectBindings.of(OracleSubject(ContractRevision.SDK_1569CC5.id))

        // geoPoint.toUrlValue: no precision check on Android.
        for (p in listOf(-1101, 1101, -5000, 4000)) {
            expect("faithful reference geoPoint.toUrlValue (1, 2) at $p is BigDecimal's text",
                ask(bindings, GeoPointToUrlValue, PointAndPrecision(Point(1.0, 2.0), p)), toFixed(1.0, p) + "," + toFixed(2.0, p))
        }
        expect("faithful reference geoPoint.toUrlValue at -1101 is \"0,0\"",
            ask(bindings, GeoPointToUrlValue, PointAndPrecision(Point(-990.8118483445865, -481.7669), -1101)), "0,0")
        expect("faithful reference geoPoint.toUrlValue of NaN at 2000: BigDecimal(NaN) throws first",
            ask(bindings, GeoPointToUrlValue, PointAndPrecision(Point(Double.NaN, Double.NaN), 2000)), "error nonFiniteDecimal")
        expect("faithful reference geoPoint.toUrlValue at Int.MIN_VALUE is not portable",
            ask(bindings, GeoPointToUrlValue, PointAndPrecision(Point(1.0, 2.0), Int.MIN_VALUE)), "not portable")
        expect("faithful reference geoPoint.toUrlValue of NaN at 2000 from 1569cc5: Double.toString() before any BigDecimal",
            ask(newest, GeoPointToUrlValue, PointAndPrecision(Point(Double.NaN, Double.POSITIVE_INFINITY), 2000)), Double.NaN.toString() + "," + Double.POSITIVE_INFINITY.toString())

        // bounds.toUrlValue: Formatter writes any precision.
        val box = Box(Point(10.0, 170.0), Point(20.0, -170.0))
        expect("faithful reference bounds.toUrlValue at 1101 is Formatter's text",
            ask(bindings, BoundsToUrlValue, BoxAndPrecision(box, 1101)),
            listOf(10.0, 170.0, 20.0, -170.0).joinToString(",") { String.format(Locale.ROOT, "%.1101f", it) })
        expect("faithful reference bounds.toUrlValue of 1e23 (digits differ between JDK 17 and 21+) is not portable",
            ask(bindings, BoundsToUrlValue, BoxAndPrecision(Box(Point(-1e23, 0.0), Point(1e23, 1.0)), 0)), "not portable")

        // densify.linear: no cap on Android.
        val diagonal = listOf(Point(0.0, 0.0), Point(1.0, 1.0), Point(2.0, 2.0))
        val dense = ask(bindings, DensifyLinear, DensifyInput(diagonal, 1e-5))
        expect("faithful reference densify.linear at 1e-5 over two segments has Android's 1 + 2 * (n + 1) points",
            (dense as? List<*>)?.size ?: dense, 1 + 2 * (fractionCount(1e-5) + 1))
        expect("faithful reference densify.linear at step 0 (never ends on Android) is not portable",
            ask(bindings, DensifyLinear, DensifyInput(diagonal, 0.0)), "not portable")

        // geodesic.interpolatePoints: a zero maximum exhausts Android's heap; not a contract error.
        val tokyoOsaka = listOf(Point(35.681236, 139.767125), Point(34.702485, 135.495951))
        expect("faithful reference geodesic.interpolatePoints at a zero maximum is not portable",
            ask(bindings, GeodesicInterpolatePoints, DensifyPath(tokyoOsaka, 0.0)), "not portable")

        // hitTest.order: Android's ConcurrentHashMap has a definite order with a red-black tree bin (libcore's is the
        // same jsr166 code): the order of the JVM's own map, never "not portable" (nor unmodelledTreeBin).
        val colliding = listOf("AaAaAaAa", "AaAaAaBB", "AaAaBBAa", "AaAaBBBB", "AaBBAaAa", "AaBBAaBB", "AaBBBBAa",
            "AaBBBBBB", "BBAaAaAa", "BBAaAaBB")
        val real = java.util.concurrent.ConcurrentHashMap<String, Boolean>()
        for (id in colliding) real[id] = true
        for ((b, revision) in listOf(bindings to "221a949+clickable", newest to "1569cc5")) {
            for (manager in listOf("circle", "polygon")) {
                if (manager == "polygon" && b === bindings) continue // a LinkedHashMap before 1569cc5
                val scenario = HitTestScenario(manager, colliding.map { HitTestOperation(it, true) })
                expect("faithful reference hitTest.order with a $manager tree bin at $revision is the ConcurrentHashMap's",
                    (ask(b, HitTestOrderSuite, scenario) as? HitTestAnswer)?.order, real.keys.toList())
            }
        }
    }
}
