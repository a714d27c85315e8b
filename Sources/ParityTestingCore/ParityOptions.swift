import Foundation
import OverlayIdentity
import ParityHarness
import VectorJSON

/// How a parity run is set up: the same choices as parity-check's options.
public struct ParityOptions: Sendable {
  /// The android-sdk-core revision whose values are checked (parity-check's `--contract`).
  public var contract: AndroidCoreRevision
  /// A known-divergence list (docs/known-divergences.md): listed cases that diverge are reported as known
  /// issues, and the list fails the run when an entry expired, matches nothing or lists a case that now passes.
  public var knownDivergences: String?
  /// Renamed case ids for the known-divergence list (`aliases.json`).
  public var aliases: String?
  /// The platform whose known-divergence entries apply.
  public var platform: String
  /// The suites to run, as globs (`javaHash.*`, `marker.fingerprint`): those the SDK implements. A glob that
  /// matches no suite of the vectors fails the run (a typo must not shrink the check silently).
  public var suites: [String]
  /// Which cases of those suites run: a case-id glob (`random-*`) and a tag.
  public var cases: String?
  public var tag: String?
  /// Where the subject runs: in the test process, or in a child process that a trap cannot take down.
  public var isolation: ParityIsolation
  /// How long one case may take, in seconds; a case that takes longer is reported as failed (nil: no limit).
  /// In a child process the child is killed; in this process the thread is abandoned (it keeps its core).
  public var caseTimeout: Double?
  /// With child-process isolation: how long a child may take to start and greet, in seconds. A child that does
  /// not greet in time fails the run (a run error), never hangs it.
  public var startupTimeout: Double
  /// The JSON reader: json-c where it is linked, the portable reader on iOS (both read every file alike).
  public var reader: JSONReader
  /// Whether a case whose Android value is not portable (`{"notPortable": reason}`) is put to the subject
  /// (parity-check's `--ask-not-portable`). Off, such a case is reported not portable without asking: an adapter
  /// never copies Android's portability rules. On, the subject asserts its own determinism there: it must answer
  /// `.notPortable(reason:)`, and a value or a rejection is a divergence.
  public var askNotPortable: Bool
  /// A known-divergence list to write when the run ends, one entry per cause group of the run (a baseline); by
  /// default the one the environment asks for (``ParityBaseline/fromEnvironment(_:)``), if any.
  public var writeKnownDivergences: ParityBaseline?

  public init(
    contract: AndroidCoreRevision = .newest, knownDivergences: String? = nil, aliases: String? = nil,
    platform: String = "ios", suites: [String] = ["*"], cases: String? = nil, tag: String? = nil,
    isolation: ParityIsolation = .inProcess,
    caseTimeout: Double? = nil, reader: JSONReader = .standard, askNotPortable: Bool = false, startupTimeout: Double = 60,
    writeKnownDivergences: ParityBaseline? = ParityBaseline.fromEnvironment()
  ) {
    self.contract = contract
    self.knownDivergences = knownDivergences
    self.aliases = aliases
    self.platform = platform
    self.suites = suites
    self.cases = cases
    self.tag = tag
    self.isolation = isolation
    self.caseTimeout = caseTimeout
    self.startupTimeout = startupTimeout
    self.reader = reader
    self.askNotPortable = askNotPortable
    self.writeKnownDivergences = writeKnownDivergences
  }
}

/// Where the subject computes.
public enum ParityIsolation: Sendable, Equatable {
  /// In the test process: fastest; a subject that traps ends the test run.
  case inProcess
  /// In a helper executable whose `main` calls ``ParityChild/serve(_:)`` with the same subject (a name is looked
  /// up beside the test bundle, a path is taken as it is). A case that traps or exceeds the timeout is reported
  /// as a failed case with its input, and the remaining cases go on in a new child. macOS and Linux only: an
  /// iOS app's tests cannot start a process.
  case childProcess(executable: String)
}

/// Where the vectors are: folders or files on disk, or a folder copied into a test bundle.
public struct ParityVectors: Sendable {
  public var paths: [String]
  /// How reports name each of `paths` (a failure's file then starts with it): the repository's folder a bundle's
  /// copy was made from, so that a reader opens the file that is committed, not the build's copy. Nil: as it is.
  public var displayPaths: [String]?

  public init(paths: [String], displayPaths: [String]? = nil) {
    self.paths = paths
    self.displayPaths = displayPaths
  }

  /// A folder (or file) of vectors, e.g. a checkout of this package's `vectors/`.
  public static func folder(_ path: String) -> ParityVectors { ParityVectors(paths: [path]) }

  /// A folder copied into `bundle` as a resource (`resources: [.copy("vectors")]`, then `Bundle.module`), the
  /// way an iOS simulator test reaches its vectors. A missing folder fails the run; it is never an empty pass.
  ///
  /// Reports name the folder the copy was made from, `source`: by default the folder `name` found beside the
  /// calling test file or in a folder above it, up to its package (where `.copy("vectors")` took it from), shown
  /// relative to the current directory; the bundle's path when there is none.
  public static func resource(_ name: String = "vectors", in bundle: Bundle, source: String? = nil,
                              file: String = #filePath) -> ParityVectors {
    let url = bundle.url(forResource: name, withExtension: nil) ?? bundle.bundleURL.appendingPathComponent(name)
    let shown = source ?? sourceFolder(name, above: file)
    return ParityVectors(paths: [url.path], displayPaths: shown.map { [$0] })
  }

  /// The folder `name` beside `file` or in a folder above it, up to the folder of its package (`Package.swift`).
  static func sourceFolder(_ name: String, above file: String) -> String? {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    for _ in 0..<8 {
      var isFolder: ObjCBool = false
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue {
        let here = FileManager.default.currentDirectoryPath
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return candidate.path.hasPrefix(prefix) ? String(candidate.path.dropFirst(prefix.count)) : candidate.path
      }
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return nil }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
    return nil
  }
}
