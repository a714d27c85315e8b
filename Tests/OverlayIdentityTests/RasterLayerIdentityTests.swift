import JavaHashing
import OverlayIdentity
import Testing

/// Values printed by a JVM evaluating the raster layer formulas with the JVM's own `hashCode()`s
/// (`Float.hashCode`, `Boolean.hashCode`, `HashMap.hashCode`).
@Suite("Raster layer ID, hash and fingerprint")
struct RasterLayerIdentityTests {
  let tileJson = RasterLayerState(source: .tileJson(url: "https://tiles.example.com/tiles.json"))

  @Test func defaults() {
    #expect(tileJson.opacity == 1.0 && tileJson.visible && !tileJson.debug)
    #expect(tileJson.zIndex == 0 && tileJson.userAgent == nil && tileJson.id == nil && tileJson.extraHeaders == nil)
    guard case .urlTemplate(_, let tileSize, let minZoom, let maxZoom, let attribution, let scheme) =
      RasterLayerSource.urlTemplate(template: "https://{z}/{x}/{y}.png")
    else { Issue.record("not a UrlTemplate"); return }
    #expect(tileSize == 512 && minZoom == nil && maxZoom == nil && attribution == nil && scheme == .xyz)
  }

  @Test func singleStringSourcesHashAsTheirString() {
    #expect(RasterLayerSource.tileJson(url: "https://tiles.example.com/tiles.json").javaHashCode == .portable(602_547_931))
    #expect(RasterLayerSource.arcGisService(serviceUrl: "Aa").javaHashCode == .portable(2112))
  }

  /// The issue's divergence: a `TileJson` source at opacity 1.0. The iOS core hashes the opacity as a Double
  /// (1072693248); Android's opacity is a Float (1065353216).
  @Test func tileJsonAtFullOpacity() {
    #expect(JavaHash.float(1.0) == 1_065_353_216 && JavaHash.double(1.0) == 1_072_693_248)
    let older = tileJson.at(.sdk221a949Clickable)
    #expect(older.autoID == .portable("-754457547"))
    #expect(older.javaHashCode == .portable(780_107_647))
    let fingerprint = older.fingerprint.portableValue
    #expect(fingerprint?.id == 1_740_618_475)
    #expect(fingerprint?.source == 602_547_931)
    #expect(fingerprint?.opacity == 1_065_353_216)
    #expect(fingerprint?.visible == 1231 && fingerprint?.debug == 1237)
    #expect(fingerprint?.zIndex == 0 && fingerprint?.userAgent == 0 && fingerprint?.extra == 0)
  }

  /// From 1569cc5 on an absent userAgent is Android's default agent: its hash is the hash's last term (so the
  /// hash moves by exactly -1521753303) and the fingerprint's userAgent; the auto ID does not hold it.
  @Test func defaultUserAgentFrom1569cc5() {
    #expect(RasterLayerState.defaultUserAgent.javaHashCode == -1_521_753_303)
    #expect(tileJson.revision == .sdk1569cc5 && tileJson.autoID == .portable("-754457547"))
    #expect(tileJson.javaHashCode == .portable(780_107_647 &+ -1_521_753_303))
    #expect(tileJson.fingerprint.portableValue?.userAgent == -1_521_753_303)
    var given = tileJson
    given.userAgent = "agent"
    #expect(given.fingerprint.portableValue?.userAgent == JavaString("agent").javaHashCode)
  }

  @Test func everyFieldEntersWhereAndroidPutsIt() {
    let layer = RasterLayerState(
      source: .arcGisService(serviceUrl: "https://svc.example.com/arcgis"), opacity: 0.5, visible: false, zIndex: 7,
      userAgent: "MapConductor/1.0", debug: true,
      extraHeaders: [(name: "X-Client", value: "demo"), (name: "Authorization", value: "Bearer x")])
    #expect(layer.fingerprint.portableValue?.extra == 172_970_659, "a java.util.Map hash: the sum of key ^ value, in any order")
    #expect(layer.autoID == .portable("-1265102921"), "zIndex and userAgent are not part of the auto ID")
    #expect(layer.javaHashCode == .portable(55_868_055))
  }

  @Test func urlTemplateSourcesAreNotPortableButAnExplicitIDIs() {
    var layer = RasterLayerState(source: .urlTemplate(template: "https://{z}/{x}/{y}.png", scheme: .tms))
    for value in [layer.autoID.portableValue as Any?, layer.javaHashCode.portableValue, layer.fingerprint.portableValue] {
      #expect(value == nil)
    }
    guard case .notPortable(let reason) = layer.javaHashCode else { Issue.record("portable"); return }
    #expect(reason.contains("TileScheme"))
    layer.id = "base-map"
    #expect(layer.resolvedID == .portable("base-map"))
    #expect(layer.fingerprint.portableValue == nil, "the fingerprint still holds the source's hash")
  }

  @Test func fingerprintHashIsTheDataClassFold() {
    let fingerprint = RasterLayerFingerprint(
      id: 1, source: 2, opacity: 3, visible: 4, zIndex: 5, userAgent: 6, debug: 7, extra: 8)
    #expect(fingerprint.javaHashCode == JavaHash.h31(seed: 1, [2, 3, 4, 5, 6, 7, 8]))
    #expect(fingerprint.fields.map(\.name) == ["id", "source", "opacity", "visible", "zIndex", "userAgent", "debug", "extra"])
  }
}
