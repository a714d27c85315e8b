import OverlayIdentity

/// The not-portable reasons that are the same for every case they mark, as an adapter names them: a run that asks
/// the subject on not-portable cases (`askNotPortable`) expects `.notPortable(reason:)`, and an SDK that asserts
/// its own determinism there can answer with these constants. Reasons that name the case's own input (an input on
/// which Android does not return) have no constant.
public enum NotPortableReasons {
  /// Each constant with the suites whose identity-hash cases it explains (the corpus words the same fact its own way).
  public static let constants: [(suites: [String], spelling: String, reason: String)] = [
    (["marker.id", "marker.fingerprint"], "Parity.MarkerState.animationNotPortableReason",
     Parity.MarkerState.animationNotPortableReason),
    (["raster.id", "raster.hash", "raster.fingerprint"], "Parity.RasterLayerSource.schemeNotPortableReason",
     Parity.RasterLayerSource.schemeNotPortableReason),
    (["groundImage.id", "groundImage.fingerprint"], "Parity.GroundImageState.identityNotPortableReason",
     Parity.GroundImageState.identityNotPortableReason),
    (["camera.hash"], "Parity.MapCameraPosition.identityNotPortableReason", Parity.MapCameraPosition.identityNotPortableReason),
  ]
}
