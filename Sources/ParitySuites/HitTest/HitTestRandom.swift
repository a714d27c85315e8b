import ParitySuiteKit

/// Random `hitTest.order` inputs: few ids, so that registrations replace and removals hit; long sequences, so that
/// a ConcurrentHashMap's table grows; ids with one String hash, so that bins fill up, become red-black trees and
/// turn back into lists; equal zIndexes and distances (ties), NaN and -0.0 distances; polygons and ground images
/// that are not clickable.
enum HitTestRandom {
  static let managers = ["polygon", "polyline", "groundImage", "rasterLayer", "marker", "circle"]
  static let zIndexes: [Int32] = [0, 0, 1, 1, 2, -1, .max, .min]
  static let distances: [Double] = [0, -0.0, 1, 1, 2, 0.5, .nan, 1e-9, .infinity]

  static func scenario(_ random: inout SplitMix64) -> ParityValue {
    let manager = random.pick(managers)
    let ids = idPool(&random)
    let count = random.chance(0.4) ? random.int(in: 10...90) : random.int(in: 0...12)
    let operations: [ParityValue] = (0..<count).map { _ in
      let id = ParityValue.text(random.pick(ids))
      if random.chance(0.2) { return .object([ParityValue.Field("remove", id)]) }
      return .object([ParityValue.Field("register", id)] + entity(&random, manager))
    }
    return .object([ParityValue.Field("manager", .text(manager)), ParityValue.Field("operations", .array(operations))])
  }

  private static func idPool(_ random: inout SplitMix64) -> [String] {
    switch random.below(5) {
    case 0: return ["a", "b", "c"]
    case 1: return (0..<random.int(in: 2...8)).map { "overlay-\($0)" }
    case 2: return (0..<random.int(in: 10...80)).map { "circle-\($0)" }
    case 3:  // 8-character strings of "Aa" and "BB": all 256 have one String hash
      return (0..<random.int(in: 4...14)).map { _ in (0..<4).map { _ in random.chance(0.5) ? "Aa" : "BB" }.joined() }
    default:  // a colliding family beside ordinary ids, so that a tree bin lives in a growing table
      return (0..<random.int(in: 9...24)).map { _ in (0..<5).map { _ in random.chance(0.5) ? "Aa" : "BB" }.joined() }
        + (0..<random.int(in: 0...60)).map { "id-\($0)" }
    }
  }

  private static func entity(_ random: inout SplitMix64, _ manager: String) -> [ParityValue.Field] {
    var fields: [ParityValue.Field] = []
    switch manager {
    case "polygon":
      random.maybe(&fields, "zIndex") { .int32($0.pick(zIndexes)) }
      random.maybe(&fields, "hit") { .bool($0.chance(0.7)) }
      random.maybe(&fields, "clickable") { .bool($0.chance(0.5)) }
    case "circle":
      random.maybe(&fields, "zIndex") { .int32($0.pick(zIndexes)) }
      random.maybe(&fields, "hit") { .bool($0.chance(0.7)) }
    case "groundImage":
      random.maybe(&fields, "hit") { .bool($0.chance(0.5)) }
      random.maybe(&fields, "clickable") { .bool($0.chance(0.5)) }
    case "polyline":
      random.maybe(&fields, "distances") { random in .array((0..<random.int(in: 0...3)).map { _ in .double(random.pick(distances)) }) }
    case "marker":
      fields.append(ParityValue.Field("distance", .double(random.pick(distances))))
    default:
      break
    }
    return fields
  }
}
