import ParityHarness
import Testing

/// The order of a run's files (issue 37 point 7): the largest file first, beside the smallest ones only; files of
/// like sizes side by side, largest first; every file once; a core never left without a file while any is left.
@Suite struct FileScheduleTests {
  /// The 50x corpus in small: one large file (32) and several of up to a quarter of its size.
  @Test func theLargestFileGoesFirstBesideTheSmallestOnes() {
    let schedule = FileSchedule(sizes: [3, 32, 8, 7, 2, 1])
    #expect(schedule.limit == 32 + 2)
    #expect(schedule.take() == 1)  // the largest, with nothing in flight
    #expect(schedule.take() == 4)  // 2 left beside it: the largest that fits, the 2
    schedule.finish(4)
    #expect(schedule.take() == 5)  // then the 1
    schedule.finish(5)
    #expect(schedule.take() == 0)  // nothing fits: the smallest left (3), never a wait
    schedule.finish(1)
    #expect(schedule.take() == 2)  // 3 in flight: the largest that fits (8 of 31 left)
    #expect(schedule.take() == 3)  // 11 in flight: the 7 fits
    #expect(schedule.take() == nil)
  }

  /// Two cores, the file taken first finishing first: beside the largest file only files of at most a sixteenth
  /// of its size while such are left, and every file taken exactly once.
  @Test func filesOfLikeSizeDoNotRunBesideTheLargest() {
    let sizes = [5, 64, 12, 12, 11, 9, 3, 1, 2, 8, 2, 7, 4]
    let schedule = FileSchedule(sizes: sizes)
    var taken: [Int] = []
    var inFlight: [Int] = []
    var besideTheLargest: [Int] = []
    while true {
      while inFlight.count < 2, let index = schedule.take() {
        if inFlight.contains(1) { besideTheLargest.append(sizes[index]) }
        inFlight.append(index)
        taken.append(index)
      }
      guard !inFlight.isEmpty else { break }
      schedule.finish(inFlight.removeFirst())
    }
    #expect(taken.first == 1)
    #expect(besideTheLargest == [4])  // a sixteenth of 64; the largest is taken first and finishes first
    #expect(taken.sorted() == Array(sizes.indices))
    // After it, largest first: 12, 12, 11, 9, ...
    #expect(Array(taken.dropFirst(2).prefix(4).map { sizes[$0] }) == [12, 12, 11, 9])
  }

  @Test func noFilesNothingToTake() {
    #expect(FileSchedule(sizes: []).take() == nil)
  }
}
