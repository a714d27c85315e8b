import GeoModel
import JavaHashing
import OverlayIdentity
import ParityHarness

enum OverlayMutants {
  static let all: [Mutant] = [
    Mutant("marker-id-bool-as-int", suite: "marker.id", field: "/id",
           mistake: "hashes clickable and draggable as 1 and 0 instead of Java's 1231 and 1237") {
      $0.markerID = { marker in
        marker.autoID.map { _ in
          let flags: [Int32] = [marker.clickable ? 1 : 0, marker.draggable ? 1 : 0, 0]
          let hash = JavaHash.h31(seed: 0, [marker.position.javaHashCode, marker.extra.javaHashCode, marker.iconHash ?? 0] + flags)
          return JavaString(String(hash))
        }
      }
    },
    Mutant("circle-id-ignores-explicit-id", suite: "circle.id", field: "/id",
           mistake: "answers the auto ID even when an explicit id is given (before issue 10), where Android's state.id is that id") {
      $0.circleID = { $0.autoID }
    },
    Mutant("marker-hash-rounded-position", suite: "marker.hash", field: "/hash",
           mistake: "hashes the position with GeoPoint's 1e-7 hash instead of the raw Double hashes") {
      $0.markerHash = { marker in
        JavaHash.h31(seed: marker.extra.javaHashCode, [
          JavaHash.boolean(marker.clickable), JavaHash.boolean(marker.draggable), marker.position.javaHashCode,
          marker.iconHash ?? 0, marker.zIndex ?? 0,
        ])
      }
    },
    Mutant("marker-fingerprint-animation-zero", suite: "marker.fingerprint", field: "/animation",
           mistake: "writes 0 for a missing animation where Android writes 1 (nil versus Android's default)") {
      $0.markerFingerprint = { marker in
        marker.fingerprint.map { fingerprint in
          var changed = MarkerFingerprintOutput(fingerprint)
          changed.animation = 0
          return changed
        }
      }
    },
    Mutant("circle-id-dp-as-double", suite: "circle.id", field: "/id",
           mistake: "hashes the stroke width (Dp, a Float) as a Double in the auto ID") {
      $0.circleID = { circle in
        let hash = JavaHash.h31(seed: 0, [
          circle.center.javaHashCode, JavaHash.double(circle.radiusMeters), JavaHash.boolean(circle.clickable),
          JavaHash.boolean(circle.geodesic), circle.extra.javaHashCode, circle.strokeColor.javaHashCode,
          JavaHash.double(Double(circle.strokeWidth.value)), circle.fillColor.javaHashCode, circle.zIndex ?? 0,
        ])
        return JavaString(String(hash))
      }
    },
    Mutant("circle-hash-radius-as-float", suite: "circle.hash", field: "/hash",
           mistake: "hashes radiusMeters as a Float instead of a Double") {
      $0.circleHash = { circle in
        JavaHash.h31(seed: circle.extra.javaHashCode, [
          circle.center.javaHashCode, JavaHash.boolean(circle.clickable), JavaHash.boolean(circle.geodesic),
          JavaHash.float(Float(circle.radiusMeters)), circle.strokeColor.javaHashCode, circle.strokeWidth.javaHashCode,
          circle.fillColor.javaHashCode, circle.zIndex ?? 0,
        ])
      }
    },
    Mutant("circle-fingerprint-geodesic-as-string", suite: "circle.fingerprint", field: "/geodesic",
           mistake: "copies the polyline rule: hashes geodesic as its text instead of as a Boolean") {
      $0.circleFingerprint = { circle in
        var fingerprint = CircleFingerprintOutput(circle.fingerprint)
        fingerprint.geodesic = OverlayHashing.booleanStringHash(circle.geodesic)
        return fingerprint
      }
    },
    Mutant("polyline-id-points-seed-1", suite: "polyline.id", field: "/id",
           mistake: "uses points.hashCode() (java.util.List, seed 1) instead of the seed-0 point fold") {
      $0.polylineID = { polyline in
        let hash = JavaHash.h31(seed: 0, [
          OverlayHashing.listHash(polyline.points), polyline.strokeColor.javaHashCode, polyline.strokeWidth.javaHashCode,
          JavaHash.boolean(polyline.geodesic), polyline.extra.javaHashCode,
        ])
        return JavaString(String(hash))
      }
    },
    Mutant("polyline-hash-no-zindex", suite: "polyline.hash", field: "/hash",
           mistake: "leaves zIndex out of hashCode()") {
      $0.polylineHash = { polyline in
        var unindexed = polyline
        unindexed.zIndex = 0
        return unindexed.javaHashCode
      }
    },
    Mutant("polyline-fingerprint-geodesic-as-string", suite: "polyline.fingerprint", field: "/geodesic",
           mistake: "hashes geodesic.toString() (221a949) where 07e614f hashes the Boolean") {
      $0.polylineFingerprint = { polyline in
        var fingerprint = PolylineFingerprintOutput(polyline.fingerprint)
        fingerprint.geodesic = OverlayHashing.booleanStringHash(polyline.geodesic)
        return fingerprint
      }
    },
    Mutant("polygon-id-holes-seed-1", suite: "polygon.id", field: "/id",
           mistake: "hashes the holes with java.util.List (seed 1) in the auto ID") {
      $0.polygonID = { polygon in
        let hash = JavaHash.h31(seed: 0, [
          OverlayHashing.pointsHash(polygon.points), OverlayHashing.nestedListHash(polygon.holes),
          polygon.strokeColor.javaHashCode, polygon.strokeWidth.javaHashCode, polygon.fillColor.javaHashCode,
          JavaHash.boolean(polygon.geodesic), polygon.extra.javaHashCode,
        ])
        return JavaString(String(hash))
      }
    },
    Mutant("polygon-hash-points-seed-0", suite: "polygon.hash", field: "/hash",
           mistake: "uses the seed-0 point fold where hashCode() uses java.util.List hashes (seed 1)") {
      $0.polygonHash = { polygon in
        JavaHash.h31(seed: polygon.extra.javaHashCode, [
          polygon.strokeColor.javaHashCode, polygon.strokeWidth.javaHashCode, polygon.fillColor.javaHashCode,
          JavaHash.boolean(polygon.geodesic), polygon.zIndex, OverlayHashing.pointsHash(polygon.points),
          OverlayHashing.holesHash(polygon.holes),
        ])
      }
    },
    Mutant("polygon-fingerprint-width-as-double", suite: "polygon.fingerprint", field: "/strokeWidth",
           mistake: "hashes the stroke width (Dp) as a Double; agrees only at the default 2.0") {
      $0.polygonFingerprint = { polygon in
        var fingerprint = PolygonFingerprintOutput(polygon.fingerprint)
        fingerprint.strokeWidth = JavaHash.double(Double(polygon.strokeWidth.value))
        return fingerprint
      }
    },
  ]
}
