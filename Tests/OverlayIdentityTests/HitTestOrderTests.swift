import JavaHashing
import OverlayIdentity
import Testing

/// Orders printed by a JVM iterating `LinkedHashMap` and `ConcurrentHashMap` after the same puts and removes.
@Suite("Overlay managers' iteration order and hit-test tie-breaks")
struct HitTestOrderTests {
  func ids(_ entries: [(id: JavaString, entity: Int)]) -> [String] { entries.map(\.id.description) }

  /// The divergence: the iOS core keeps entities in a Swift `Dictionary`, whose order changes with every
  /// process; Android's linked map keeps the first registration order.
  @Test func linkedMapKeepsFirstRegistrationOrder() {
    var map = LinkedEntityMap<Int>()
    for id in ["b", "a", "c"] { map.register(JavaString(id), 0) }
    #expect(ids(map.entries) == ["b", "a", "c"])
    map.register("b", 1)
    #expect(ids(map.entries) == ["b", "a", "c"] && map.entries[0].entity == 1, "re-registering replaces in place")
    map.remove("b")
    map.remove("absent")
    map.register("b", 2)
    #expect(ids(map.entries) == ["a", "c", "b"], "removed and registered again: last")
  }

  @Test func concurrentMapIteratesByBin() {
    var map = ConcurrentEntityMap<Int>()
    for id in ["b", "a", "c"] { map.register(JavaString(id), 0) }
    #expect(ids(map.entries) == ["a", "b", "c"])
    var circles = ConcurrentEntityMap<Int>()
    for index in 0..<20 { circles.register(JavaString("circle-\(index)"), index) }
    #expect(
      ids(circles.entries) == [
        "circle-0", "circle-1", "circle-2", "circle-3", "circle-4", "circle-5", "circle-15", "circle-6", "circle-14",
        "circle-7", "circle-17", "circle-8", "circle-16", "circle-9", "circle-19", "circle-18", "circle-11",
        "circle-10", "circle-13", "circle-12",
      ], "after one resize at the 12th key")
  }

  /// Nine ids with one String hash ("Aa" and "BB" hash alike): the ninth makes the 16-bin table grow to 128 bins
  /// (`tryPresize`) instead of a tree; a tenth in that bin is appended and the bin becomes a red-black tree bin,
  /// whose list takes an eleventh at its front; a removal from a tree too small for the JDK makes it a list again.
  @Test func collidingIdsGrowTheTableThenMakeATree() {
    var map = ConcurrentEntityMap<Int>()
    let colliding = [
      "AaAaAaAa", "AaAaAaBB", "AaAaBBAa", "AaAaBBBB", "AaBBAaAa", "AaBBAaBB", "AaBBBBAa", "AaBBBBBB", "BBAaAaAa",
    ]
    #expect(Set(colliding.map { JavaString($0).javaHashCode }).count == 1)
    for id in colliding { map.register(JavaString(id), 0) }
    map.register("x", 0)
    #expect(ids(map.entries) == colliding + ["x"])
    map.register("BBAaAaBB", 0)
    #expect(ids(map.entries) == colliding + ["BBAaAaBB", "x"], "the JDK's order: appended, then the bin is a tree")
    map.register("BBAaBBAa", 0)
    #expect(ids(map.entries) == ["BBAaBBAa"] + colliding + ["BBAaAaBB", "x"], "a tree bin's list takes new keys at its front")
  }

  @Test func polygonTakesTheTopmostThenMapOrder() {
    #expect(HitTestSelection.polygon([("low", 0, true), ("a", 5, true), ("b", 5, true), ("miss", 9, false)]) == "a")
    #expect(HitTestSelection.polygon([("a", 0, false)]) == nil)
  }

  @Test func groundImageTakesTheFirstHit() {
    #expect(HitTestSelection.groundImage([("a", false), ("b", true), ("c", true)]) == "b")
  }

  @Test func circleTakesTheFirstStrictMaximum() {
    #expect(HitTestSelection.circle([("miss", 100, false), ("a", 3, true), ("b", 3, true), ("c", 1, true)]) == "a")
    #expect(HitTestSelection.circle([("a", .min, true), ("b", .min, true)]) == "a", "the first hit is the start")
    #expect(HitTestSelection.circle([("a", 1, false)]) == nil)
  }

  /// `minByOrNull` compares boxed Doubles: NaN is above every number, -0.0 below 0.0, the first of equals wins.
  @Test func nearestUsesJavasTotalOrder() {
    #expect(HitTestSelection.marker([("nan", .nan), ("five", 5), ("also-five", 5)]) == "five")
    #expect(HitTestSelection.marker([("nan", .nan), ("nan2", .nan)]) == "nan")
    #expect(HitTestSelection.marker([("zero", 0.0), ("negative-zero", -0.0)]) == "negative-zero")
    #expect(HitTestSelection.marker([]) == nil)
    #expect(HitTestSelection.polyline([("a", [3, 2]), ("b", []), ("c", [2, 1])]) == "c")
    #expect(HitTestSelection.polyline([("a", [2]), ("c", [2])]) == "a")
  }
}
