
/// The versions `parity-check --version` prints: the package's own, and the file formats it reads and writes.
package enum HarnessVersion {
  /// This package's version (semantic versioning); bump it with every release.
  package static let package = "0.5.0"
  /// The vector format this harness reads (docs/vector-format.md).
  package static let vectorFormat = "parity-vectors/1"
  /// The JSON report format it writes (docs/report-format.md).
  package static let reportFormat = "parity-report/1"

  package static var description: String {
    "\(package) (vector format \(vectorFormat), report format \(reportFormat))"
  }
}
