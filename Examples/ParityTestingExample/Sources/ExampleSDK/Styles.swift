/// An ARGB colour, hashed as Compose hashes its `Color` on Android (the packed 32-bit value).
public struct Color: Sendable, Equatable {
  public var argb: Int32

  public init(argb: Int32) { self.argb = argb }

  public var javaHashCode: Int32 { argb }
}

/// A stroke width in density-independent points (Compose's `Dp`, a `Float`).
public struct StrokeWidth: Sendable, Equatable {
  public var points: Float

  public init(points: Float) { self.points = points }

  public var javaHashCode: Int32 { JavaHashes.float(points) }
}
