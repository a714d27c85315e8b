import ParityHarness

/// Many small texts (a batch's answers, its cases) worked on as a few JSON documents of about 32 kB each, on
/// every core, with the results in item order.
///
/// At that size a document's own cost vanishes, and freeing one stays cheap: freeing a json-c tree of a megabyte
/// made glibc consolidate its heap, a fifth of the fuzzer's run.
enum PieceWork {
  static let pieceBytes = 32_768

  /// `body` of consecutive runs of `items` whose `bytes` add up to at least ``pieceBytes`` (the last run may hold
  /// fewer), the runs spread over every core; `body` returns one result per item of its run.
  static func map<Item: Sendable, Result>(_ items: [Item], bytes: (Item) -> Int,
                                          _ body: @Sendable ([Item]) -> [Result]) -> [Result] {
    let runs = ranges(of: items.map(bytes), size: pieceBytes)
    return ResultSlots.concurrentMap(count: runs.count) { body(Array(items[runs[$0]])) }.flatMap { $0 }
  }

  /// `sizes` cut into consecutive ranges of at least `size` in total (the last may be smaller), none empty.
  static func ranges(of sizes: [Int], size: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    while start < sizes.count {
      var end = start
      var total = 0
      while end < sizes.count && (end == start || total < size) {
        total += sizes[end]
        end += 1
      }
      ranges.append(start..<end)
      start = end
    }
    return ranges
  }
}
