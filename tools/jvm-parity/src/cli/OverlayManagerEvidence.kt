// selftest evidence for docs/contracts.md §22-§27, from outside the model: the JVM's own
// java.util.concurrent.ConcurrentHashMap for the circle manager's order, hand folds of JVM hashCode()s for the
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
        expectClose("evidence meridian linear (10,170)->(20,-170)",
            PolylineCuts.linearCrossing(GeoPoint(10.0, 170.0), GeoPoint(20.0, -170.0)).latitude, 10.0 - 10.0 / 34.0, 1e-12)
        val p1 = Math.toRadians(10.0); val p2 = Math.toRadians(20.0)
        val l1 = Math.toRadians(170.0); val l2 = Math.toRadians(190.0); val l = Math.PI
        val closedForm = Math.toDegrees(Math.atan(
            (Math.sin(p1) * Math.cos(p2) * Math.sin(l - l2) - Math.sin(p2) * Math.cos(p1) * Math.sin(l - l1)) /
                (Math.cos(p1) * Math.cos(p2) * Math.sin(l1 - l2))))
        expectClose("evidence meridian geodesic (10,170)->(20,-170)",
            PolylineCuts.geodesicCrossing(GeoPoint(10.0, 170.0), GeoPoint(20.0, -170.0)).latitude, closedForm, 1e-7)
        expect("evidence meridian split fragment sizes",
            PolylineCuts.split(listOf(GeoPoint(10.0, 170.0), GeoPoint(20.0, -170.0), GeoPoint(25.0, -160.0)), false).map { it.size }, listOf(2, 3))

        // Hit-test order (§27): the model against the JVM's ConcurrentHashMap on seeded registrations and removals.
        var agreed = 0
        for (seed in 0 until 200) {
            val random = java.util.Random(seed.toLong())
            val real = java.util.concurrent.ConcurrentHashMap<String, Int>()
            val operations = ArrayList<MapOperation>()
            for (i in 0 until 1 + random.nextInt(150)) {
                val id = "circle-" + random.nextInt(120)
                val register = random.nextInt(4) != 0
                operations.add(MapOperation(id, register))
                if (register) real[id] = i else real.remove(id)
            }
            if (HitTestOrder.concurrentOrder(operations) == real.keys.toList()) agreed++
        }
        expect("evidence circle manager order = java.util.concurrent.ConcurrentHashMap (200 sequences)", agreed, 200)
        expect("evidence linked managers keep first registration", HitTestOrder.linkedOrder(
            listOf(MapOperation("b", true), MapOperation("a", true), MapOperation("b", true))), listOf("b", "a"))
        expect("evidence minBy compares boxed doubles (NaN loses)", HitTestOrder.marker(listOf("nan" to Double.NaN, "one" to 1.0)), "one")
    }
}
