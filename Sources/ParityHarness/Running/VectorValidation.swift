import OverlayIdentity
import ParitySuiteKit
import ParitySuites
import VectorJSON

/// Lints a loaded vector set without a subject of the user's: load defects, unknown suites, every input that its
/// suite cannot decode (types, ranges, exact floats, unknown fields), and every expected value that does not have
/// the suite's output shape.
///
/// The expected values are read exactly as a check reads them: the `Comparator` decodes each one against the
/// value the Swift core computes for the case, under every android-sdk-core revision its file holds for (so
/// `validate` covers the files of every revision, where a check covers one). Only defects count here: a value
/// that merely differs is the check's business. A case the core rejects gives no shape to read against; the
/// check reports it.
package enum VectorValidation {
  package static func defects(in set: VectorSet, selection: CaseSelection = .everything) -> [VectorDefect] {
    var reported = Set<String>()
    return AndroidCoreRevision.allCases.flatMap { defects(in: set, revision: $0, selection: selection, reported: &reported) }
  }

  /// The defects of one file alone (a second file of its suite is the loader's to find): what `validate`
  /// computes while the file is loaded, so that it never holds the corpus.
  package static func defects(in file: VectorFile, selection: CaseSelection = .everything) -> [VectorDefect] {
    var defects = FileDefects(selection: selection)
    defects.check(file)
    return defects.defects
  }

  /// One file's defects, found a slice of cases at a time (a whole file is one slice): the defects one pass over
  /// the whole file finds, in the same order (every revision's in turn), without holding the whole file.
  package struct FileDefects: Sendable {
    private let selection: CaseSelection
    private var byRevision = [[VectorDefect]](repeating: [], count: AndroidCoreRevision.allCases.count)
    private var reported = Set<String>()

    package init(selection: CaseSelection = .everything) { self.selection = selection }

    /// Checks a file, or a slice of one (`VectorLoader.summarize(paths:reader:start:slice:)`).
    package mutating func check(_ file: VectorFile) {
      let set = VectorSet(files: [file], defects: [], digest: VectorSetDigest(fileDigests: []), fileCount: 1)
      for (index, revision) in AndroidCoreRevision.allCases.enumerated() {
        byRevision[index] += VectorValidation.defects(in: set, revision: revision, selection: selection, reported: &reported)
      }
    }

    package var defects: [VectorDefect] { byRevision.flatMap { $0 } }
  }

  /// The defects of `set` under `revision` not in `reported` (which they join).
  private static func defects(in set: VectorSet, revision: AndroidCoreRevision, selection: CaseSelection,
                              reported: inout Set<String>) -> [VectorDefect] {
    var defects: [VectorDefect] = []
    func add(_ defect: VectorDefect) {
      if reported.insert(defect.description).inserted { defects.append(defect) }
    }
    let plan = Runner(selection: selection, contract: revision).plan(set)
    plan.defects.forEach(add)
    let core = ParitySubject.core(revision: revision)
    for job in plan.jobs {
      for vectorCase in job.cases {
        let input: any Sendable
        do {
          input = try job.binding.decode(vectorCase.input, at: vectorCase.pointer.appending("input"))
        } catch {
          add(located(error, at: vectorCase.pointer, in: job.file))
          continue
        }
        guard case .value(let expected) = vectorCase.expected,
          case .value(let actual) = job.binding.evaluate(input, with: core)
        else { continue }
        let comparator = Comparator(tolerance: vectorCase.tolerance,
                                    expectedPointer: VectorCase.pointer(ofCase: vectorCase.index).appending("expected"))
        do {
          _ = try comparator.divergences(expected: expected, actual: actual)
        } catch {
          add(located(error, at: vectorCase.pointer, in: job.file))
        }
      }
    }
    return defects
  }

  private static func located(_ error: any Error, at pointer: JSONPointer, in file: VectorFile) -> VectorDefect {
    let reason = error as? DefectReason ?? DefectReason(at: pointer, "\(error)")
    return reason.located(in: file.document, file: file.path)
  }
}
