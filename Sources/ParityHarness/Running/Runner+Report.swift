import ParitySuiteKit

extension Runner {
  /// The report of a run over `set` whose results were judged elsewhere (a subject in a child process), built
  /// exactly as ``run(_:)`` builds its own: the same counts, digest and notes for the same results. A run with
  /// fewer results than selected cases is partial (`partialNote` says why).
  package func report(of set: VectorSet, results: [CaseResult], subjectName: String, partialNote: String? = nil) -> RunReport {
    let plan = plan(set)
    var report = RunReport(subject: subjectName, digest: set.digest, fileCount: set.fileCount, results: results,
                           defects: plan.defects, runErrors: [], selectedCount: plan.selectedCount)
    report.contract = contract
    report.links = set.links.compactMap(\.linkDescription)
    report.corpusCaseNames = listedCase.map { set.caseNames.filter($0) } ?? []
    report.isPartial = results.count < plan.selectedCount
    if report.isPartial { report.partialNote = partialNote }
    report.runErrors = notes(fileCount: set.fileCount, selected: plan.selectedCount, defects: plan.defects)
    return report
  }
}
