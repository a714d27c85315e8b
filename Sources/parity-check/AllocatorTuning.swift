import CAllocator

/// The C allocator, set for the way parity-check uses memory: each vector file becomes a json-c tree of hundreds
/// of thousands of small nodes, which is read once and then freed whole.
///
/// glibc keeps freed small blocks apart by default (fastbins) and merges them all at once whenever a large block
/// is freed or asked for, which a run does after every file; without fastbins they merge as they are freed. On
/// the 100 MB stress corpus that took about 17% less CPU time (tools/bench; issue 16). Other C libraries (macOS)
/// are left as they are.
enum AllocatorTuning {
  static func apply() { parity_allocator_merge_small_blocks_when_freed() }
}
