import OverlayIdentity
import ParitySuiteKit

/// A subject function as an adapter writes it: its key, and its input and output types in ``Parity`` names
/// (`subject.markerFingerprint`: `Parity.MarkerState` → `Parity.Portability<Parity.MarkerFingerprintOutput>`).
public struct AdapterFunction: Sendable, Equatable {
  /// The key: `subject.<key> = { … }`.
  public let key: String
  public let input: String
  public let output: String
}

extension Suite {
  /// The subject functions this suite calls, spelled as an adapter writes them (the source an adapter reference is
  /// generated from). Empty for a suite whose core functions this platform cannot build (geodesic.* without PROJ).
  public var adapterFunctions: [AdapterFunction] {
    coreFunctions.map {
      AdapterFunction(key: $0.name, input: AdapterSpelling.spell($0.inputTypeName),
                      output: AdapterSpelling.spell($0.outputTypeName))
    }
  }
}

/// Rewrites a module-qualified type name (`String(reflecting:)`) the way an adapter writes it: a harness type as
/// its ``Parity`` alias, a standard type without `Swift.`, optionals and arrays with their sugar.
public enum AdapterSpelling {
  /// `Parity.X` for the module-qualified name of every type the namespace aliases (a generic one by its head).
  private static let aliases: [String: String] = {
    var names: [String: String] = [:]
    func alias<T>(_ type: T.Type, _ name: String) { names[String(reflecting: type)] = "Parity." + name }
    alias(Parity.JavaString.self, "JavaString")
    alias(Parity.JavaValue.self, "JavaValue")
    alias(Parity.Color.self, "Color")
    alias(Parity.Dp.self, "Dp")
    alias(Parity.ColorInput.self, "ColorInput")
    alias(Parity.GeoPoint.self, "GeoPoint")
    alias(Parity.GeoRectBounds.self, "GeoRectBounds")
    alias(Parity.MarkerState.self, "MarkerState")
    alias(Parity.MarkerAnimation.self, "MarkerAnimation")
    alias(Parity.CircleState.self, "CircleState")
    alias(Parity.PolylineState.self, "PolylineState")
    alias(Parity.PolygonState.self, "PolygonState")
    alias(Parity.RasterLayerState.self, "RasterLayerState")
    alias(Parity.RasterLayerSource.self, "RasterLayerSource")
    alias(Parity.TileScheme.self, "TileScheme")
    alias(Parity.GroundImageState.self, "GroundImageState")
    alias(Parity.MapCameraPosition.self, "MapCameraPosition")
    alias(Parity.AndroidCoreRevision.self, "AndroidCoreRevision")
    alias(Parity.MarkerFingerprintOutput.self, "MarkerFingerprintOutput")
    alias(Parity.CircleFingerprintOutput.self, "CircleFingerprintOutput")
    alias(Parity.PolylineFingerprintOutput.self, "PolylineFingerprintOutput")
    alias(Parity.PolygonFingerprintOutput.self, "PolygonFingerprintOutput")
    alias(Parity.RasterLayerFingerprint.self, "RasterLayerFingerprint")
    alias(Parity.GroundImageFingerprint.self, "GroundImageFingerprint")
    alias(Parity.DistanceMarker.self, "DistanceMarker")
    alias(Parity.ClosestIntersectionHit.self, "ClosestIntersectionHit")
    alias(Parity.SegmentProbe.self, "SegmentProbe")
    alias(Parity.SegmentHit.self, "SegmentHit")
    alias(Parity.HitTestScenario.self, "HitTestScenario")
    alias(Parity.HitTestEntity.self, "HitTestEntity")
    alias(Parity.HitTestResult.self, "HitTestResult")
    let portability = String(reflecting: Parity.Portability<Int32>.self)
    names[String(portability.prefix { $0 != "<" })] = "Parity.Portability"
    return names
  }()

  /// `OverlayIdentity.Portability<OverlayIdentity.MarkerFingerprintFields<Swift.Optional<Swift.Int32>>>` →
  /// `Parity.Portability<Parity.MarkerFingerprintOutput>`. A name the namespace does not alias keeps its module.
  public static func spell(_ reflectingName: String) -> String {
    var parser = Parser(text: Array(reflectingName))
    guard let type = parser.type(), parser.atEnd else { return reflectingName }
    return render(type)
  }

  private indirect enum TypeName {
    case named(String, [TypeName])
    case tuple([(label: String?, type: TypeName)])

    var canonical: String {
      switch self {
      case .named(let name, let arguments):
        arguments.isEmpty ? name : name + "<" + arguments.map(\.canonical).joined(separator: ", ") + ">"
      case .tuple(let elements):
        "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + $0.type.canonical }.joined(separator: ", ") + ")"
      }
    }
  }

  private static func render(_ type: TypeName) -> String {
    if let alias = aliases[type.canonical] { return alias }
    switch type {
    case .tuple(let elements):
      return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + render($0.type) }.joined(separator: ", ") + ")"
    case .named("Swift.Optional", let arguments) where arguments.count == 1:
      return render(arguments[0]) + "?"
    case .named("Swift.Array", let arguments) where arguments.count == 1:
      return "[" + render(arguments[0]) + "]"
    case .named(let name, let arguments):
      let head = aliases[name] ?? (name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name)
      return arguments.isEmpty ? head : head + "<" + arguments.map(render).joined(separator: ", ") + ">"
    }
  }

  /// `name<args>` and `(label: type, …)`, as `String(reflecting:)` writes them.
  private struct Parser {
    let text: [Character]
    var position = 0

    var atEnd: Bool { position == text.count }

    mutating func type() -> TypeName? {
      skipSpaces()
      if take("(") {
        var elements: [(label: String?, type: TypeName)] = []
        while !take(")") {
          if !elements.isEmpty && !take(",") { return nil }
          skipSpaces()
          let mark = position
          var label: String? = identifier()
          if label == nil || !take(":") {
            position = mark
            label = nil
          }
          guard let element = type() else { return nil }
          elements.append((label, element))
        }
        return .tuple(elements)
      }
      var name = ""
      while let part = identifier() {
        name += part
        if position < text.count, text[position] == ".", position + 1 < text.count, text[position + 1] != "." {
          name += "."
          position += 1
        } else {
          break
        }
      }
      guard !name.isEmpty else { return nil }
      var arguments: [TypeName] = []
      if take("<") {
        repeat {
          guard let argument = type() else { return nil }
          arguments.append(argument)
        } while take(",")
        guard take(">") else { return nil }
      }
      return .named(name, arguments)
    }

    private mutating func identifier() -> String? {
      let start = position
      while position < text.count, text[position].isLetter || text[position].isNumber || text[position] == "_" {
        position += 1
      }
      return position > start ? String(text[start..<position]) : nil
    }

    private mutating func take(_ character: Character) -> Bool {
      skipSpaces()
      guard position < text.count, text[position] == character else { return false }
      position += 1
      return true
    }

    private mutating func skipSpaces() {
      while position < text.count, text[position] == " " { position += 1 }
    }
  }
}
