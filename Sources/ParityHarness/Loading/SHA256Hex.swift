#if canImport(CommonCrypto)
import CommonCrypto
#elseif canImport(CLibCrypto)
import CLibCrypto
#else
#error("SHA256Hex needs CommonCrypto (Apple platforms) or OpenSSL's libcrypto (tools/setup installs libssl-dev)")
#endif

/// SHA-256 as 64 lower-case hex digits: the form a file's digest and the vector-set digest take in reports, and
/// the form the JVM's `MessageDigest` answers are compared in.
///
/// The hash comes from the system: CommonCrypto on Apple platforms (every OS version the package builds for has it,
/// unlike CryptoKit), OpenSSL's libcrypto elsewhere. Both are maintained and hardware-accelerated, and neither is
/// compiled with the package: swift-crypto, which did the same, was two thirds of a cold build (CHANGELOG.md).
/// Every file of the corpus is hashed on every run, so the hash is on a check's hot path.
enum SHA256Hex {
  private static let digits = Array("0123456789abcdef".utf8)
  private static let byteCount = 32

  static func of(_ bytes: [UInt8]) -> String {
    var digest = [UInt8](repeating: 0, count: byteCount)
    bytes.withUnsafeBytes { input in
      digest.withUnsafeMutableBufferPointer { output in
        hash(input, into: output.baseAddress!)
      }
    }
    return String(unsafeUninitializedCapacity: byteCount * 2) { text in
      var index = 0
      for byte in digest {
        text[index] = digits[Int(byte >> 4)]
        text[index + 1] = digits[Int(byte & 0x0f)]
        index += 2
      }
      return index
    }
  }

  private static func hash(_ input: UnsafeRawBufferPointer, into output: UnsafeMutablePointer<UInt8>) {
    #if canImport(CommonCrypto)
    // CommonCrypto takes 32-bit lengths: a file over 4 GiB goes in in parts rather than being cut short.
    var context = CC_SHA256_CTX()
    CC_SHA256_Init(&context)
    var offset = 0
    repeat {
      let length = min(input.count - offset, 1 << 30)
      CC_SHA256_Update(&context, input.baseAddress.map { $0 + offset }, CC_LONG(length))
      offset += length
    } while offset < input.count
    CC_SHA256_Final(output, &context)
    #else
    _ = SHA256(input.baseAddress?.assumingMemoryBound(to: UInt8.self), input.count, output)
    #endif
  }
}
