import GeoMath
import GeoModel
import JavaHashing
import OverlayIdentity

extension ParitySubject {
  /// The default subject: this package's core modules.
  public static let core: ParitySubject = {
    var subject = ParitySubject(name: "core")
    subject.stringHash = { $0.javaHashCode }
    subject.intHash = { JavaHash.int($0) }
    subject.longHash = { JavaHash.long($0) }
    subject.floatHash = { JavaHash.float($0) }
    subject.doubleHash = { JavaHash.double($0) }
    subject.doubleToLongBits = { JavaHash.doubleToLongBits($0) }
    subject.booleanHash = { JavaHash.boolean($0) }
    subject.valueHash = { $0.javaHashCode }
    subject.fold31 = { JavaHash.h31(seed: $0.seed, $0.elements) }
    subject.color = { input in
      switch input {
      case .argb(let argb): return Color(argb: argb)
      case .rgba(let red, let green, let blue, let alpha):
        return Color(red: Int(red), green: Int(green), blue: Int(blue), alpha: Int(alpha))
      case .rgbaFloat(let red, let green, let blue, let alpha):
        return try Color(red: red, green: green, blue: blue, alpha: alpha)
      }
    }
    subject.colorHash = { $0.javaHashCode }
    subject.dpHash = { $0.javaHashCode }

    subject.geoPointHash = { $0.javaHashCode }
    subject.geoPointEquals = { $0.0.isAndroidEqual(to: $0.1) }
    subject.geoPointWrap = { $0.wrap() }
    subject.normalizeLng = { GeoPoint.normalizeLng($0) }
    subject.geoPointNormalize = { $0.normalize() }
    subject.geoPointIsValid = { $0.isValid }

    subject.markerID = { $0.autoID }
    subject.markerHash = { $0.javaHashCode }
    subject.markerFingerprint = { $0.fingerprint }
    subject.circleID = { $0.autoID }
    subject.circleHash = { $0.javaHashCode }
    subject.circleFingerprint = { $0.fingerprint }
    subject.polylineID = { $0.autoID }
    subject.polylineHash = { $0.javaHashCode }
    subject.polylineFingerprint = { $0.fingerprint }
    subject.polygonID = { $0.autoID }
    subject.polygonHash = { $0.javaHashCode }
    subject.polygonFingerprint = { $0.fingerprint }
    return subject
  }()
}
