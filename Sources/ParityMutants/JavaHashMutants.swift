import JavaHashing

enum JavaHashMutants {
  static let all: [Mutant] = [
    Mutant("string-over-scalars", suite: "javaHash.string", field: "/hash",
           mistake: "hashes Unicode scalars instead of UTF-16 code units (emoji differ)") {
      $0.stringHash = { string in
        let scalars = String(decoding: string.utf16, as: UTF16.self).unicodeScalars.map { Int32(bitPattern: $0.value) }
        return JavaHash.h31(seed: 0, scalars)
      }
    },
    Mutant("int-as-long", suite: "javaHash.int", field: "/hash",
           mistake: "widens a Kotlin Int to Long before hashing (negative values differ)") {
      $0.intHash = { JavaHash.long(Int64($0)) }
    },
    Mutant("long-as-int", suite: "javaHash.long", field: "/hash",
           mistake: "truncates a Kotlin Long to Int and hashes it as an Int") {
      $0.longHash = { Int32(truncatingIfNeeded: $0) }
    },
    Mutant("float-as-double", suite: "javaHash.float", field: "/hash",
           mistake: "hashes a Float as a Double") {
      $0.floatHash = { JavaHash.double(Double($0)) }
    },
    Mutant("raw-nan-bits", suite: "javaHash.double", field: "/bits",
           mistake: "uses the raw bit pattern, so NaN payloads are not canonicalised") {
      $0.doubleHash = { value in
        let bits = JavaHash.doubleToRawLongBits(value)
        return Int32(truncatingIfNeeded: bits ^ Int64(bitPattern: UInt64(bitPattern: bits) >> 32))
      }
      $0.doubleToLongBits = { JavaHash.doubleToRawLongBits($0) }
    },
    Mutant("boolean-as-string", suite: "javaHash.boolean", field: "/hash",
           mistake: "hashes a Boolean as its text (\"true\".hashCode())") {
      $0.booleanHash = { JavaHash.string($0 ? "true" : "false") }
    },
    Mutant("list-seed-0", suite: "javaHash.value", field: "/hash",
           mistake: "folds java.util.List hashes from seed 0 instead of 1") {
      $0.valueHash = { value in
        func hash(_ value: JavaValue?) -> Int32 {
          guard case .list(let elements)? = value else { return value.javaHashCode }
          return JavaHash.h31(seed: 0, elements.map(hash))
        }
        return hash(value)
      }
    },
    Mutant("fold-ignores-seed", suite: "javaHash.fold", field: "/hash",
           mistake: "starts every fold at 0, ignoring the seed") {
      $0.fold31 = { JavaHash.h31(seed: 0, $0.elements) }
    },
    Mutant("color-truncates-channels", suite: "javaHash.color", field: "/argb",
           mistake: "converts float channels with Int(c * 255), without Compose's + 0.5 rounding") {
      let core = $0.color!
      $0.color = { input in
        guard case .rgbaFloat(let red, let green, let blue, let alpha) = input else { return try core(input) }
        // Compose's clamp kept (NaN → 0), only the rounding is wrong; total, like every subject.
        func byte(_ channel: Float) -> Int { channel.isNaN ? 0 : Int(min(max(channel, 0), 1) * 255) }
        return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
      }
    },
    Mutant("dp-as-double", suite: "javaHash.dp", field: "/hash",
           mistake: "hashes a Dp width as a Double (agrees only at 2.0)") {
      $0.dpHash = { JavaHash.double(Double($0.value)) }
    },
  ]
}
