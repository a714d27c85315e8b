import ParityHarness
import Testing

/// The order of a run's files: the largest file first, beside small files only (a core waits
/// rather than read a large one beside it); files of like sizes side by side, largest first; every file once.
@Suite struct FileScheduleTests {
  let mb = 1 << 20

  @Test func theLargestFileGoesFirstBesideSmallOnes() {
    let schedule = FileSchedule(sizes: [3, 32, 8, 7, 2, 1].map { $0 * mb })
    #expect(schedule.limit == (32 + 4) * mb)  // the largest, and 4 MiB beside it
    #expect(schedule.take() == 1)  // the largest, with nothing in flight
    #expect(schedule.take() == 0)  // 4 MiB left beside it: the largest that fits, the 3
    #expect(schedule.take() == 5)  // then the 1
    #expect(schedule.next() == .wait)  // no room left: the 2 waits
    schedule.finish(0)
    #expect(schedule.take() == 4)
    schedule.finish(1)
    #expect(schedule.take() == 2)  // 3 in flight: the largest that fits, the 8
    #expect(schedule.take() == 3)  // and the 7 beside it
    #expect(schedule.next() == .done)
  }

  /// The 50x corpus in small: one file far larger than the others. While it is in flight the other core reads
  /// only what fits beside it, then waits; after it, the others go largest first, two at a time.
  @Test func largeFilesWaitForTheLargestToFinish() {
    let sizes = [5, 64, 12, 12, 11, 9, 3, 1, 2, 8, 2, 7, 4].map { $0 * mb }
    let schedule = FileSchedule(sizes: sizes)
    #expect(schedule.take() == 1)
    var beside: [Int] = []
    while case .read(let index) = schedule.next() {
      beside.append(sizes[index] / mb)
      schedule.finish(index)
    }
    #expect(beside == [4, 3, 2, 2, 1])
    #expect(schedule.next() == .wait)
    schedule.finish(1)
    let first = schedule.take()
    let second = schedule.take()  // files of like sizes side by side
    #expect([first, second].compactMap { $0 }.map { sizes[$0] / mb } == [12, 12])
    var rest: [Int] = []
    while let index = schedule.take() {
      rest.append(sizes[index] / mb)
      schedule.finish(index)
    }
    #expect(rest == [11, 9, 8, 7, 5])
  }

  /// The committed corpus and tools/bench's stress corpora: a large file among files of at most 4 MiB, or files of
  /// like sizes. No core waits.
  @Test func noCoreWaitsWhenTheOtherFilesAreSmall() {
    let stress = FileSchedule(sizes: [14, 4, 4, 4].map { $0 * mb })
    #expect(stress.take() == 0)
    #expect(stress.take() != nil)
    let alike = FileSchedule(sizes: [20, 20, 19, 20].map { $0 * mb })
    #expect(alike.take() != nil)
    #expect(alike.take() != nil)
  }

  @Test func noFilesNothingToTake() {
    #expect(FileSchedule(sizes: []).take() == nil)
    #expect(FileSchedule(sizes: []).next() == .done)
  }
}
