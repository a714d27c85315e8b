import OverlayIdentity
import ParitySuiteKit

extension ParitySubject {
  /// The default subject: this package's core modules, at the newest contract revision.
  public static let core: ParitySubject = core(revision: .newest)

  /// The core subject computing the values of one android-sdk-core revision (``core`` computes the newest).
  public static func core(revision: AndroidCoreRevision) -> ParitySubject {
    var subject = ParitySubject(name: "core")
    for suite in SuiteCatalog.all {
      for function in suite.coreFunctions { function.install(into: &subject, revision: revision) }
    }
    return subject
  }
}
