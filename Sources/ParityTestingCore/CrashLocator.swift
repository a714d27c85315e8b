import Foundation
import ParityHarness

/// Where a crash happened in the subject's own code, read from the Swift runtime's backtrace of a child that
/// reran the case with its backtracer on (`SWIFT_BACKTRACE`, ``setting``): the first frame of the crashed thread
/// that is neither the Swift runtime, nor the standard library or a system library, nor this harness.
///
/// The backtrace is read in its JSON form (Swift 6.2 and later on Linux and macOS); a backtrace in the text form
/// is read too, with less to go on (no mangled names: the image and the source file tell whose a frame is).
package enum CrashLocator {
  /// The backtracer's setting for a rerun: on, no prompt, JSON, the crashed thread only, no registers nor images.
  package static let setting = "enable=yes,interactive=no,format=json,threads=crashed,registers=none,images=none"

  /// The modules whose frames are not the subject's: the standard library and the system's, and this package's.
  static let foreignModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "_RegexParser", "Synchronization", "Foundation",
    "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Glibc", "Darwin", "XCTest", "Testing",
    "JavaHashing", "GeoModel", "OverlayIdentity", "GeoMath", "Geodesic", "SeededRandom", "PortableJSON",
    "VectorJSON", "ParitySuiteKit", "ParitySuites", "ParityHarness", "ParityFuzzing", "ParityTestingCore",
    "ParityTesting",
  ]

  /// The first frame of the subject's own code in the backtrace printed to `standardError`, or nil.
  package static func frame(inStandardError standardError: String) -> CrashFrame? {
    var frame: CrashFrame?
    if let start = standardError.range(of: "{ \"timestamp\"") { frame = jsonFrame(String(standardError[start.lowerBound...])) }
    guard var found = frame ?? textFrame(standardError) else { return nil }
    found.file = found.file.map(relative)
    return found
  }

  /// A path under the current directory relative to it (`Sources/ExampleSDK/GeoPoint.swift`): what a reader of the
  /// report opens from where the run was started.
  static func relative(_ path: String) -> String {
    let here = FileManager.default.currentDirectoryPath
    let prefix = here.hasSuffix("/") ? here : here + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The frame from a JSON backtrace (its first line is the report).
  static func jsonFrame(_ text: String) -> CrashFrame? {
    let line = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? text
    guard let report = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let threads = report["threads"] as? [[String: Any]]
    else { return nil }
    let crashed = threads.first { $0["crashed"] as? Bool == true } ?? threads.first
    for frame in crashed?["frames"] as? [[String: Any]] ?? [] {
      guard let symbol = frame["symbol"] as? String, let description = frame["description"] as? String else { continue }
      let image = frame["image"] as? String ?? ""
      let location = frame["sourceLocation"] as? [String: Any]
      let file = location?["file"] as? String
      // The compiler's pseudo-frame that names a trap's reason (`Swift runtime failure: arithmetic overflow`, at line
      // 0) is not a function: the frame that holds it is.
      let line = location?["line"] as? Int
      guard !isSystemImage(image), file.map(isGenerated) != true, line != 0,
        !description.hasPrefix("Swift runtime failure: ")
      else { continue }
      if let module = module(ofMangled: symbol) {
        guard !foreignModules.contains(module) else { continue }
      } else if file.map(isHarnessFile) != false || symbol == "main" {
        // No module to go by (a C function, a substitution): only a frame with a source file of the subject's.
        continue
      }
      return CrashFrame(function: function(description), file: file, line: line, column: location?["column"] as? Int)
    }
    return nil
  }

  /// The frame from a backtrace in the text form: `  2 [ra] 0x... GeoPoint.hashCode() + 284 in Child at /p/GeoPoint.swift:27:15`.
  static func textFrame(_ text: String) -> CrashFrame? {
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      guard words.count >= 4, Int(words[0]) != nil, let address = words.firstIndex(where: { $0.hasPrefix("0x") }),
        let inIndex = words.lastIndex(of: "in"), inIndex + 1 < words.count, address < inIndex
      else { continue }
      let image = String(words[inIndex + 1])
      let described = words[(address + 1)..<inIndex].joined(separator: " ")
      var file: String?, lineNumber: Int?, column: Int?
      if inIndex + 3 < words.count, words[inIndex + 2] == "at" {
        let position = words[(inIndex + 3)...].joined(separator: " ").split(separator: ":", omittingEmptySubsequences: false)
        if position.count >= 3, let l = Int(position[position.count - 2]), let c = Int(position[position.count - 1]) {
          file = position.dropLast(2).joined(separator: ":")
          (lineNumber, column) = (l, c)
        }
      }
      guard !isSystemImage(image), let source = file, !isGenerated(source), !isHarnessFile(source),
        !source.hasPrefix("Swift/"), !source.contains("/swift/stdlib/")
      else { continue }
      return CrashFrame(function: function(described), file: source, line: lineNumber, column: column)
    }
    return nil
  }

  /// The module of a mangled Swift symbol (`$s10ExampleSDK8GeoPointV...` is ExampleSDK's, `$ss...` the standard
  /// library's); nil when the name does not start with one (a C symbol, a standard-library substitution).
  static func module(ofMangled symbol: String) -> String? {
    var rest = Substring(symbol)
    if rest.hasPrefix("_") { rest = rest.dropFirst() }
    guard rest.hasPrefix("$s") || rest.hasPrefix("$S") else { return nil }
    rest = rest.dropFirst(2)
    if rest.hasPrefix("s") { return "Swift" }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let name = rest.dropFirst(digits.count).prefix(length)
    return name.count == length ? String(name) : nil
  }

  /// The function without the backtracer's ` + <offset>`.
  static func function(_ description: String) -> String {
    guard let plus = description.range(of: " + ", options: .backwards),
      description[plus.upperBound...].allSatisfy({ $0.isASCII && $0.isNumber })
    else { return description }
    return String(description[..<plus.lowerBound])
  }

  /// The runtime's and the system's libraries (their frames are never the subject's).
  static func isSystemImage(_ image: String) -> Bool {
    let prefixes = ["libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime", "libc.", "libc-",
                    "libm.", "ld-linux", "ld64", "libstdc++", "libgcc", "libpthread", "libsystem_", "libobjc", "dyld",
                    "libicu", "libXCTest", "libTesting", "Foundation", "CoreFoundation", "XCTest", "Testing"]
    return prefixes.contains { image.hasPrefix($0) }
  }

  private static func isGenerated(_ file: String) -> Bool { file.hasSuffix("<compiler-generated>") }

  /// A source file of this package's modules (the harness's, whose frames are not the subject's).
  private static func isHarnessFile(_ file: String) -> Bool {
    foreignModules.contains { file.contains("/Sources/\($0)/") }
  }
}
