/// Lints a loaded vector set without running a subject: load defects, unknown suites, and every input that
/// its suite cannot decode (types, ranges, exact floats, unknown fields).
public enum VectorValidation {
  public static func defects(in set: VectorSet, selection: CaseSelection = .everything) -> [VectorDefect] {
    let plan = Runner(selection: selection).plan(set)
    var defects = plan.defects
    for job in plan.jobs {
      for vectorCase in job.cases {
        do {
          _ = try job.binding.decode(vectorCase.input, at: vectorCase.pointer.appending("input"))
        } catch {
          let reason = error as? DefectReason ?? DefectReason(at: vectorCase.pointer, "\(error)")
          defects.append(reason.located(in: job.file.document, file: job.file.path))
        }
      }
    }
    return defects
  }
}
