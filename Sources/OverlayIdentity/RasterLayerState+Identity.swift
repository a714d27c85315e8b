import JavaHashing

extension RasterLayerState {
  /// The ID Android generates when none is given: `reduce31([source, opacity (Float), visible, debug,
  /// extraHeaders ?: 0])` as a decimal `int` (neither `zIndex` nor `userAgent` enters it); not portable for a
  /// `UrlTemplate` source.
  ///
  /// The explicit ``id`` is ignored here; see ``resolvedID``.
  public var autoID: Portability<JavaString> {
    source.javaHashCode.map { sourceHash in
      OverlayHashing.decimalID(
        JavaHash.h31(
          seed: 0,
          [
            sourceHash,
            JavaHash.float(opacity),
            JavaHash.boolean(visible),
            JavaHash.boolean(debug),
            extraHeadersHash,
          ]))
    }
  }

  /// Android's `RasterLayerState.id`: the explicit ``id`` if given (portable whatever the source), else ``autoID``.
  public var resolvedID: Portability<JavaString> {
    if let id { .portable(id) } else { autoID }
  }

  /// `RasterLayerState.hashCode()`: `h31(source, [opacity (Float), visible, zIndex, debug, extraHeaders ?: 0,
  /// userAgent ?: 0])` with ``effectiveUserAgent`` (from 1569cc5 on the default's hash, never 0); the ID is not
  /// part of it. Not portable for a `UrlTemplate` source.
  public var javaHashCode: Portability<Int32> {
    source.javaHashCode.map { sourceHash in
      JavaHash.h31(
        seed: sourceHash,
        [
          JavaHash.float(opacity),
          JavaHash.boolean(visible),
          zIndex,
          JavaHash.boolean(debug),
          extraHeadersHash,
          effectiveUserAgent.javaHashCode,
        ])
    }
  }

  /// `RasterLayerState.fingerPrint()`; not portable for a `UrlTemplate` source (its `source` field), even with an
  /// explicit ID.
  public var fingerprint: Portability<RasterLayerFingerprint> {
    switch (resolvedID, source.javaHashCode) {
    case (.notPortable(let reason), _), (_, .notPortable(let reason)):
      return .notPortable(reason: reason)
    case (.portable(let id), .portable(let sourceHash)):
      return .portable(
        RasterLayerFingerprint(
          id: id.javaHashCode,
          source: sourceHash,
          opacity: JavaHash.float(opacity),
          visible: JavaHash.boolean(visible),
          zIndex: zIndex,
          userAgent: effectiveUserAgent.javaHashCode,
          debug: JavaHash.boolean(debug),
          extra: extraHeadersHash))
    }
  }

  /// `extraHeaders?.hashCode() ?: 0`: a `java.util.Map`'s hash, the sum of `name.hashCode() ^ value.hashCode()`
  /// over the entries (wrapping), so the order of the entries does not matter.
  public var extraHeadersHash: Int32 {
    guard let extraHeaders else { return 0 }
    return extraHeaders.reduce(0) { sum, header in sum &+ (header.name.javaHashCode ^ header.value.javaHashCode) }
  }
}
