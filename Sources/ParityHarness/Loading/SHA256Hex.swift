import Crypto

/// SHA-256 as 64 lower-case hex digits: the form a file's digest and the vector-set digest take in reports, and
/// the form the JVM's `MessageDigest` answers are compared in.
///
/// swift-crypto hashes with CryptoKit on Apple platforms and BoringSSL elsewhere; every file of the corpus is
/// hashed on every run, so the hash is on a check's hot path.
enum SHA256Hex {
  private static let digits = Array("0123456789abcdef".utf8)

  static func of(_ bytes: [UInt8]) -> String {
    let digest = SHA256.hash(data: bytes)
    return String(unsafeUninitializedCapacity: SHA256.byteCount * 2) { text in
      var index = 0
      for byte in digest {
        text[index] = digits[Int(byte >> 4)]
        text[index + 1] = digits[Int(byte & 0x0f)]
        index += 2
      }
      return index
    }
  }
}
