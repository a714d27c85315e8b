#if canImport(CMimalloc)
import CMimalloc
import Glibc
#endif

/// The C allocator parity-check runs on.
///
/// Each vector file becomes a json-c tree of hundreds of thousands of small nodes, read once and freed whole, while
/// the results of the cases that did not pass stay until the report. glibc's malloc slowed down as those results
/// filled its heap between the trees: a run where nearly every case diverges spent a third of its CPU time in
/// malloc and free. So on Linux parity-check links mimalloc, whose malloc and free then serve
/// the whole process, json-c included. Elsewhere (macOS) the system allocator serves.
enum Allocator {
  /// The allocator that serves `malloc` here, for `--timings`: "mimalloc 2.0.9" when mimalloc's malloc is the
  /// one called, "the system malloc" otherwise.
  static var serving: String {
    #if canImport(CMimalloc)
    let block = malloc(64)
    defer { free(block) }
    if mi_is_in_heap_region(block) {
      let version = Int(mi_version())
      return "mimalloc \(version / 100).\(version / 10 % 10).\(version % 10)"
    }
    #endif
    return "the system malloc"
  }

  /// Hands the pages freed on this thread back to the system. mimalloc keeps a thread's freed pages for that
  /// thread: the 300 MB the largest file's parse took stayed with its core while the other core took new pages
  /// for the next files (`FileSchedule.afterEachFile` calls this after each file). Elsewhere nothing to do.
  @Sendable static func returnFreedPages() {
    #if canImport(CMimalloc)
    mi_collect(true)
    #endif
  }
}
