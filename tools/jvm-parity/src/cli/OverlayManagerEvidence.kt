// selftest evidence for docs/contracts.md §22-§27, from outside the model: ConcurrentHashMap bins by hand for the
// managers' order, hand folds of JVM hashCode()s for the
// raster layer, ground image and camera hashes, and closed-form values for densify and the meridian crossings.

package com.mapconductor.parity

object OverlayManagerEvidence {
    private fun fold(seed: Int, vararg xs: Int): Int {
        var h = seed
        for (x in xs) h = 31 * h + x
        return h
    }

    private fun notPortable(body: () -> Any?): String = try {
        "portable ${body()}"
    } catch (e: NotPortable) {
        "notPortable"
    }

    fun run(expect: (String, Any?, Any?) -> Unit, expectClose: (String, Double, Double, Double) -> Unit) {
        // Raster layers (§24): 1.0f is 0x3f800000; a one-String data class hashes as the String.
        val url = "https://tiles.example.com/tiles.json"
        val tileJson = RasterLayerState(RasterLayerSource.TileJson(url))
        expect("evidence raster TileJson auto ID", tileJson.autoId(), fold(0, url.hashCode(), 0x3f800000, 1231, 1237, 0).toString())
        expect("evidence raster TileJson hash", tileJson.stateHash(), fold(url.hashCode(), 0x3f800000, 1231, 0, 1237, 0, 0))
        val headers = linkedMapOf("Aa" to "x", "BB" to "y")
        expect("evidence raster headers are a Map hash", RasterLayerState(RasterLayerSource.ArcGisService("s"), extraHeaders = headers).fingerPrint().extra,
            (2112 xor "x".hashCode()) + (2112 xor "y".hashCode()))
        expect("evidence raster UrlTemplate hash", notPortable { RasterLayerState(RasterLayerSource.UrlTemplate("t")).stateHash() }, "notPortable")
        expect("evidence raster UrlTemplate with an id", RasterLayerState(RasterLayerSource.UrlTemplate("t"), id = "base").stateId(), "base")

        // Ground images (§25): only the explicit id, opacity, tileSize and extra are portable.
        expect("evidence groundImage auto ID", notPortable { GroundImageState().stateId() }, "notPortable")
        expect("evidence groundImage hash", notPortable { GroundImageState(id = "g").stateHash() }, "notPortable")
        expect("evidence groundImage fingerprint", GroundImageState(0.5f, 256, "Aa").portableFingerPrint(),
            GroundImagePortableFingerPrint(2112, 0x3f000000, 256, 0))

        // Camera (§26): the GeoPoint hash of (1, 2) is fold(Long hash of 1e7, [Long hash of 2e7, 0]).
        val position = fold(10000000, 20000000, 0)
        val one = java.lang.Long.hashCode(java.lang.Double.doubleToLongBits(1.0))
        expect("evidence camera hash", MapCameraPosition(GeoPoint(1.0, 2.0), 1.0, 0.0, 0.0, hasPaddings = false).cameraHash(),
            fold(position, one, 0, 0, 0, 0))
        expect("evidence camera default paddings", notPortable { MapCameraPosition(GeoPoint(1.0, 2.0)).cameraHash() }, "notPortable")

        // Densify (§22): step 0.5 visits 0.5 and 1.0; the default step visits 99 fractions (100 * 0.01 > 1).
        val dense = PolylineCuts.densifyLinear(listOf(GeoPoint(0.0, 0.0), GeoPoint(0.0, 10.0)), 0.5)
        expect("evidence densify step 0.5 longitudes", dense.map { it.longitude }, listOf(0.0, 5.0, 10.0, 10.0))
        expect("evidence densify default count", PolylineCuts.densifyLinear(listOf(GeoPoint(0.0, 0.0), GeoPoint(1.0, 1.0))).size, 101)

        // Meridian (§23): the raw fraction 10 / -340 gives 10 - 10/34; the geodesic crossing against the closed-form
        // latitude of a great circle at longitude 180.
        expectClose("evidence meridian linear (10,170)->(20,-170) at 221a949",
            PolylineCuts.linearCrossing(GeoPoint(10.0, 170.0), GeoPoint(20.0, -170.0), ContractRevision.SDK_221A949).latitude, 10.0 - 10.0 / 34.0, 1e-12)
        // From 1569cc5 the short way: the span is 20 degrees and the meridian half way, so latitude 15; a step that
        // does not cross is clamped to its start ((10,170)->(20,160): fraction -1 coerced to 0).
        expectClose("evidence meridian linear (10,170)->(20,-170) at 1569cc5",
            PolylineCuts.linearCrossing(GeoPoint(10.0, 170.0), GeoPoint(20.0, -170.0), ContractRevision.SDK_1569CC5).latitude, 15.0, 1e-12)
        expectClose("evidence meridian linear (10,170)->(20,160) at 1569cc5 is clamped",
            PolylineCuts.linearCrossing(GeoPoint(10.0, 170.0), GeoPoint(20.0, 160.0), ContractRevision.SDK_1569CC5).latitude, 10.0, 1e-12)
        val p1 = Math.toRadians(10.0); val p2 = Math.toRadians(20.0)
        val l1 = Math.toRadians(170.0); val l2 = Math.toRadians(190.0); val l = Math.PI
        val closedForm = Math.toDegrees(Math.atan(
            (Math.sin(p1) * Math.cos(p2) * Math.sin(l - l2) - Math.sin(p2) * Math.cos(p1) * Math.sin(l - l1)) /
                (Math.cos(p1) * Math.cos(p2) * Math.sin(l1 - l2))))
        expectClose("evidence meridian geodesic (10,170)->(20,-170)",
            PolylineCuts.geodesicCrossing(GeoPoint(10.0, 170.0), GeoPoint(20.0, -170.0)).latitude, closedForm, 1e-7)
        expect("evidence meridian split fragment sizes",
            PolylineCuts.split(listOf(GeoPoint(10.0, 170.0), GeoPoint(20.0, -170.0), GeoPoint(25.0, -160.0)), false, ContractRevision.SDK_221A949).map { it.size }, listOf(2, 3))

        // Hit-test order (§27): a ConcurrentHashMap of 16 bins puts an ID in bin spread(hash) & 15, bins in order:
        // "a" (hash 97) in bin 1 before "b" (98) in bin 2 whatever the registration order; "q" (113) is bin 1 too,
        // after "a" when registered later. (The model replays the JVM's own class, Android's libcore's code.)
        expect("evidence circle manager order is by bin, not registration", HitTestOrder.concurrentOrder(
            listOf(MapOperation("b", true), MapOperation("q", true), MapOperation("a", true))), listOf("q", "a", "b"))
        expect("evidence linked managers keep first registration", HitTestOrder.linkedOrder(
            listOf(MapOperation("b", true), MapOperation("a", true), MapOperation("b", true))), listOf("b", "a"))
        expect("evidence minBy compares boxed doubles (NaN loses)", HitTestOrder.marker(listOf("nan" to Double.NaN, "one" to 1.0)), "one")
    }
}
