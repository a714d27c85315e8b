import JavaHashing
import ParitySuiteKit

// javaHash.color and javaHash.dp: Compose's Color and Dp, as the overlays hash them (semantics §1).

extension SubjectFunctions {
  /// `javaHash.color`, field `argb`: the Compose `Color` built from the input.
  public var color: SubjectFunction<ColorInput, Color> { SubjectFunction("color") }
  /// `javaHash.color`, field `hash`: `Color.hashCode()`.
  public var colorHash: SubjectFunction<Color, Int32> { SubjectFunction("colorHash") }
  /// `javaHash.dp`: `dp.dp.hashCode()`.
  public var dpHash: SubjectFunction<Dp, Int32> { SubjectFunction("dpHash") }
}

/// The three ways `javaHash.color` builds a Compose `Color`.
public enum ColorInput: Sendable {
  case argb(Int32)
  case rgba(red: Int32, green: Int32, blue: Int32, alpha: Int32)
  case rgbaFloat(red: Float, green: Float, blue: Float, alpha: Float)
}

enum ColorAndDpSuites {
  static let all: [Suite] = [
    Suite("javaHash.color",
          input: SuiteInput(
            "exactly one of `argb: i32`, `rgba: [i32 ×4]` (Compose `Color(red, green, blue, alpha)`: each channel "
              + "`and 0xFF`), `rgbaFloat: [f32 ×4]` (Compose ui-graphics 1.8.1: each channel clamped into [0, 1] with "
              + "`fastCoerceIn`, NaN kept; byte = `(c * 255f + 0.5f).toInt()`, so NaN → 0; Compose before 1.7 threw "
              + "instead)",
            decode: decodeColor, random: randomColor),
          functions: [CoreFunction(\.color, .same(makeColor)), CoreFunction(\.colorHash, .same { $0.javaHashCode })],
          expected: "`argb: i32`, `hash: i32`",
          evaluate: { input, subject in
            guard let make = subject.color, let hash = subject.colorHash else { return nil }
            let color = try make(input)
            return .value(.record(["argb": .int32(color.argb), "hash": .int32(try hash(color))]))
          },
          mutants: [
            Mutant("color-truncates-channels", field: "/argb",
                   mistake: "converts float channels with Int(c * 255), without Compose's + 0.5 rounding") {
              let core = $0.color!
              $0.color = { input in
                guard case .rgbaFloat(let red, let green, let blue, let alpha) = input else { return try core(input) }
                // Compose's clamp kept (NaN → 0), only the rounding is wrong; total, like every subject.
                func byte(_ channel: Float) -> Int { channel.isNaN ? 0 : Int(min(max(channel, 0), 1) * 255) }
                return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
              }
            },
          ]),
    Suite("javaHash.dp",
          input: SuiteInput("`dp: f32`", decode: { Dp(try $0.required("dp", ScalarDecoding.float)) },
                            random: { .record(["dp": .float($0.chance(0.3) ? $0.strokeWidth() : $0.anyFloat())]) }),
          function: \.dpHash, core: .same { $0.javaHashCode }, expected: "`hash: i32`", output: SubjectOutcome.hash,
          mutants: [
            Mutant("dp-as-double", field: "/hash", mistake: "hashes a Dp width as a Double (agrees only at 2.0)") {
              $0.dpHash = { JavaHash.double(Double($0.value)) }
            },
          ]),
  ]

  @Sendable private static func makeColor(_ input: ColorInput) -> Color {
    switch input {
    case .argb(let argb): return Color(argb: argb)
    case .rgba(let red, let green, let blue, let alpha):
      return Color(red: Int(red), green: Int(green), blue: Int(blue), alpha: Int(alpha))
    case .rgbaFloat(let red, let green, let blue, let alpha):
      return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
  }

  @Sendable private static func decodeColor(_ reader: inout InputReader) throws -> ColorInput {
    let argb = try reader.nullable("argb", ScalarDecoding.int32)
    let rgba = try reader.nullable("rgba") { try InputReader.array($0, at: $1, ScalarDecoding.int32) }
    let rgbaFloat = try reader.nullable("rgbaFloat") { try InputReader.array($0, at: $1, ScalarDecoding.float) }
    switch (argb, rgba, rgbaFloat) {
    case (let argb?, nil, nil):
      return .argb(argb)
    case (nil, let channels?, nil) where channels.count == 4:
      return .rgba(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
    case (nil, nil, let channels?) where channels.count == 4:
      return .rgbaFloat(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
    default:
      throw DefectReason(at: reader.pointer, "give exactly one of \"argb\", \"rgba\" (4 ints) or \"rgbaFloat\" (4 floats)")
    }
  }

  /// One of the three colour constructors; float channels mostly in [0, 1], sometimes outside (an error).
  @Sendable private static func randomColor(_ source: inout SplitMix64) -> ParityValue {
    switch source.below(3) {
    case 0:
      return .record(["argb": .int32(source.anyInt32())])
    case 1:
      let channels: [ParityValue] = (0..<4).map { _ in
        .int32(source.chance(0.8) ? Int32(source.int(in: 0...255)) : source.anyInt32())
      }
      return .record(["rgba": .array(channels)])
    default:
      let channels: [ParityValue] = (0..<4).map { _ in
        switch source.below(10) {
        case 0: return .float(source.pick([0, 1, 0.5, -0.0, 0.0019607844, 0.99999994]))
        case 1: return .float(source.anyFloat())
        default: return .float(Float(source.unit()))
        }
      }
      return .record(["rgbaFloat": .array(channels)])
    }
  }
}
