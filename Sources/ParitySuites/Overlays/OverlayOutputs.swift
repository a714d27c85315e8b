import JavaHashing
import ParitySuiteKit

/// The output shape the overlay ID suites share.
enum OverlayOutputs {
  /// `{"id": str}`.
  @Sendable static func id(_ id: JavaString) -> SubjectOutcome { .value(.record(["id": .string(id.utf16)])) }
}
