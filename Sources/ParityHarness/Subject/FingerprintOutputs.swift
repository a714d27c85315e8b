import OverlayIdentity

// What a subject returns for the `*.fingerprint` suites: every field as the SDK under test computed it, and nil
// where the SDK has no value. An iOS port that keeps `zIndex` as `Int?` and returns nil where Android's data class
// holds `zIndex.hashCode()` (0) must be able to say so: an adapter that had to write a plain `Int32` would invent
// the 0 and hide the divergence. A nil field is compared as JSON null, so it diverges from every Android value.
// Convert an SDK's wider integer with `Int32(exactly:)`, which gives nil (a reported divergence) rather than
// trapping or truncating.

/// `marker.fingerprint` as the SDK under test returns it (fields in Android's declaration order).
public struct MarkerFingerprintOutput: Sendable, Equatable {
  public var id: Int32?
  public var icon: Int32?
  public var clickable: Int32?
  public var draggable: Int32?
  public var latitude: Int32?
  public var longitude: Int32?
  public var animation: Int32?
  public var zIndex: Int32?

  public init(
    id: Int32?, icon: Int32?, clickable: Int32?, draggable: Int32?, latitude: Int32?,
    longitude: Int32?, animation: Int32?, zIndex: Int32?
  ) {
    self.id = id
    self.icon = icon
    self.clickable = clickable
    self.draggable = draggable
    self.latitude = latitude
    self.longitude = longitude
    self.animation = animation
    self.zIndex = zIndex
  }

  /// The core's fingerprint, every field present.
  public init(_ fingerprint: MarkerFingerprint) {
    self.init(
      id: fingerprint.id, icon: fingerprint.icon, clickable: fingerprint.clickable,
      draggable: fingerprint.draggable, latitude: fingerprint.latitude,
      longitude: fingerprint.longitude, animation: fingerprint.animation, zIndex: fingerprint.zIndex
    )
  }

  var fields: [(name: String, value: Int32?)] {
    [
      ("id", id), ("icon", icon), ("clickable", clickable), ("draggable", draggable),
      ("latitude", latitude), ("longitude", longitude), ("animation", animation),
      ("zIndex", zIndex),
    ]
  }
}

/// `circle.fingerprint` as the SDK under test returns it (fields in Android's declaration order).
public struct CircleFingerprintOutput: Sendable, Equatable {
  public var id: Int32?
  public var center: Int32?
  public var radiusMeters: Int32?
  public var clickable: Int32?
  public var geodesic: Int32?
  public var strokeColor: Int32?
  public var strokeWidth: Int32?
  public var fillColor: Int32?
  public var zIndex: Int32?
  public var extra: Int32?

  public init(
    id: Int32?, center: Int32?, radiusMeters: Int32?, clickable: Int32?, geodesic: Int32?,
    strokeColor: Int32?, strokeWidth: Int32?, fillColor: Int32?, zIndex: Int32?, extra: Int32?
  ) {
    self.id = id
    self.center = center
    self.radiusMeters = radiusMeters
    self.clickable = clickable
    self.geodesic = geodesic
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth
    self.fillColor = fillColor
    self.zIndex = zIndex
    self.extra = extra
  }

  /// The core's fingerprint, every field present.
  public init(_ fingerprint: CircleFingerprint) {
    self.init(
      id: fingerprint.id, center: fingerprint.center, radiusMeters: fingerprint.radiusMeters,
      clickable: fingerprint.clickable, geodesic: fingerprint.geodesic,
      strokeColor: fingerprint.strokeColor, strokeWidth: fingerprint.strokeWidth,
      fillColor: fingerprint.fillColor, zIndex: fingerprint.zIndex, extra: fingerprint.extra)
  }

  var fields: [(name: String, value: Int32?)] {
    [
      ("id", id), ("center", center), ("radiusMeters", radiusMeters), ("clickable", clickable),
      ("geodesic", geodesic), ("strokeColor", strokeColor), ("strokeWidth", strokeWidth),
      ("fillColor", fillColor), ("zIndex", zIndex), ("extra", extra),
    ]
  }
}

/// `polyline.fingerprint` as the SDK under test returns it (fields in Android's declaration order).
public struct PolylineFingerprintOutput: Sendable, Equatable {
  public var id: Int32?
  public var strokeColor: Int32?
  public var strokeWidth: Int32?
  public var geodesic: Int32?
  public var zIndex: Int32?
  public var points: Int32?
  public var extra: Int32?

  public init(
    id: Int32?, strokeColor: Int32?, strokeWidth: Int32?, geodesic: Int32?, zIndex: Int32?,
    points: Int32?, extra: Int32?
  ) {
    self.id = id
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth
    self.geodesic = geodesic
    self.zIndex = zIndex
    self.points = points
    self.extra = extra
  }

  /// The core's fingerprint, every field present.
  public init(_ fingerprint: PolylineFingerprint) {
    self.init(
      id: fingerprint.id, strokeColor: fingerprint.strokeColor,
      strokeWidth: fingerprint.strokeWidth, geodesic: fingerprint.geodesic,
      zIndex: fingerprint.zIndex, points: fingerprint.points, extra: fingerprint.extra)
  }

  var fields: [(name: String, value: Int32?)] {
    [
      ("id", id), ("strokeColor", strokeColor), ("strokeWidth", strokeWidth),
      ("geodesic", geodesic), ("zIndex", zIndex), ("points", points), ("extra", extra),
    ]
  }
}

/// `polygon.fingerprint` as the SDK under test returns it (fields in Android's declaration order).
public struct PolygonFingerprintOutput: Sendable, Equatable {
  public var id: Int32?
  public var strokeColor: Int32?
  public var strokeWidth: Int32?
  public var fillColor: Int32?
  public var geodesic: Int32?
  public var zIndex: Int32?
  public var points: Int32?
  public var holes: Int32?
  public var extra: Int32?

  public init(
    id: Int32?, strokeColor: Int32?, strokeWidth: Int32?, fillColor: Int32?, geodesic: Int32?,
    zIndex: Int32?, points: Int32?, holes: Int32?, extra: Int32?
  ) {
    self.id = id
    self.strokeColor = strokeColor
    self.strokeWidth = strokeWidth
    self.fillColor = fillColor
    self.geodesic = geodesic
    self.zIndex = zIndex
    self.points = points
    self.holes = holes
    self.extra = extra
  }

  /// The core's fingerprint, every field present.
  public init(_ fingerprint: PolygonFingerprint) {
    self.init(
      id: fingerprint.id, strokeColor: fingerprint.strokeColor,
      strokeWidth: fingerprint.strokeWidth, fillColor: fingerprint.fillColor,
      geodesic: fingerprint.geodesic, zIndex: fingerprint.zIndex, points: fingerprint.points,
      holes: fingerprint.holes, extra: fingerprint.extra)
  }

  var fields: [(name: String, value: Int32?)] {
    [
      ("id", id), ("strokeColor", strokeColor), ("strokeWidth", strokeWidth),
      ("fillColor", fillColor), ("geodesic", geodesic), ("zIndex", zIndex), ("points", points),
      ("holes", holes), ("extra", extra),
    ]
  }
}
