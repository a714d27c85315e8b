import Foundation
import ParityHarness
import ParitySuiteKit
import ParitySuites

/// What the repository's validators say about `report` rendered as JUnit (tools/validate-junit, the Jenkins/Ant
/// schema) and as JSON (tools/validate-report, parity-report/1): empty when both formats conform.
///
/// Every report a test renders goes through this, so no test can pass on a report a CI dashboard would reject.
package func reportValidationProblems(_ report: RunReport) throws -> [String] {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parity-report-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  var problems: [String] = []
  for (format, script) in [(ReportFormat.junit, "tools/validate-junit"), (ReportFormat.json, "tools/validate-report")] {
    let file = folder.appendingPathComponent("report.\(format.rawValue)")
    try Data(format.render(report).utf8).write(to: file)
    let result = try runRepositoryScript(script, [file.path])
    if result.exitCode != 0 { problems.append("\(script): \(result.standardOutput)\(result.standardError)") }
  }
  return problems
}
