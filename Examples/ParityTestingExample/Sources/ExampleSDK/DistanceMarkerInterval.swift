/// How far apart the distance markers of a route are drawn at a zoom level.
public enum DistanceMarkerInterval {
  /// Kilometres between markers at `zoom`, or nil below zoom 5 (no markers).
  public static func km(atZoom zoom: Double) -> Int? {
    // TRAP: `Int(_:)` traps on NaN, infinities and zooms beyond 2^63, where Android's comparisons answer nil.
    switch Int(zoom.rounded(.down)) {
    case 16...: return 1
    case 15: return 2
    case 14: return 5
    case 11...13: return 10
    case 9...10: return 20
    case 7...8: return 30
    case 5...6: return 50
    default: return nil
    }
  }
}
