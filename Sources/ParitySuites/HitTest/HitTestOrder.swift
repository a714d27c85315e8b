import JavaHashing
import OverlayIdentity
import ParitySuiteKit
import VectorJSON

// hitTest.order (docs/contracts.md §27): the order in which an overlay manager holds its entities after a sequence
// of registrations and removals (a LinkedHashMap, or the circle manager's ConcurrentHashMap), and the entity its
// tie-break chooses when several are hit. The geometry is given, not computed: each registration says what the
// manager's hit test found for that entity.

extension SubjectFunctions {
  /// `hitTest.order`: a manager's iteration order and chosen entity (a circle map with a tree bin is not portable).
  public var hitTestOrder: SubjectFunction<HitTestScenario, HitTestResult> { SubjectFunction("hitTestOrder") }
}

/// One manager's registrations and removals, each registration with what the geometry found for its entity.
public struct HitTestScenario: Sendable {
  /// The overlay manager: its entity map and its tie-break.
  public enum Manager: String, Sendable, CaseIterable {
    case polygon, polyline, groundImage, rasterLayer, marker, circle
  }

  /// `entities[id] = entity` or `entities.remove(id)`.
  public enum Operation: Sendable {
    case register(JavaString, HitTestEntity)
    case remove(JavaString)
  }

  public var manager: Manager
  public var operations: [Operation]

  public init(manager: Manager, operations: [Operation]) {
    self.manager = manager
    self.operations = operations
  }
}

/// What the manager's geometry found for one entity: its (resolved) zIndex and whether it is hit (polygon, circle,
/// ground image), or its candidate distances (a polyline's segments within the threshold; a marker's one distance).
public struct HitTestEntity: Sendable {
  public var zIndex: Int32
  public var hit: Bool
  public var distances: [Double]

  public init(zIndex: Int32 = 0, hit: Bool = false, distances: [Double] = []) {
    self.zIndex = zIndex
    self.hit = hit
    self.distances = distances
  }
}

/// The manager's entity ids in iteration order and the id its `find` returns (`nil`: none, or a raster layer
/// manager, which has no hit test).
public struct HitTestResult: Sendable {
  public var order: [JavaString]
  public var chosen: JavaString?

  public init(order: [JavaString], chosen: JavaString?) {
    self.order = order
    self.chosen = chosen
  }
}

enum HitTestOrderSuites {
  static let all: [Suite] = [
    Suite("hitTest.order", input: input, function: \.hitTestOrder, core: .same(core),
          expected: "`order: [str]` (the ids in the manager's iteration order), `chosen: str?` (the tie-break's winner, "
            + "`null` when nothing is hit and always for `rasterLayer`); `notPortable` when the circle manager's map would make a "
            + "red-black tree bin (not modelled)",
          output: { .value(.record(["order": .array($0.order.map { .string($0.utf16) }), "chosen": $0.chosen.map { .string($0.utf16) } ?? .null])) },
          notPortable: [.treeBin],
          mutants: [
            Mutant("hit-test-circles-in-insertion-order", field: "/order",
                   mistake: "keeps circles in insertion order (an ordered dictionary) where Android's ConcurrentHashMap orders them by hash bin") {
              $0.hitTestOrder = { scenario in
                guard scenario.manager == .circle else { return try core(scenario) }
                let entries = try linkedEntries(scenario.operations)
                return HitTestResult(order: entries.map(\.id), chosen: choose(.circle, entries))
              }
            },
            Mutant("hit-test-nearest-swift-order", field: "/chosen",
                   mistake: "picks the nearest with Swift's min(by: <), where NaN never compares and -0.0 equals 0.0, instead of Kotlin's minBy (Double.compareTo)") {
              $0.hitTestOrder = { scenario in
                var result = try core(scenario)
                let entries = try linkedEntries(scenario.operations)
                let candidates = entries.flatMap { entry in entry.entity.distances.map { (entry.id, $0) } }
                if scenario.manager == .marker || scenario.manager == .polyline {
                  result.chosen = candidates.min { $0.1 < $1.1 }?.0
                }
                return result
              }
            },
          ]),
  ]

  /// The core: replay the operations into the manager's map, then apply its tie-break in map order.
  @Sendable static func core(_ scenario: HitTestScenario) throws -> HitTestResult {
    let entries: [(id: JavaString, entity: HitTestEntity)]
    if scenario.manager == .circle {
      var map = ConcurrentEntityMap<HitTestEntity>()
      for operation in scenario.operations {
        switch operation {
        case .register(let id, let entity): try map.register(id, entity)
        case .remove(let id): map.remove(id)
        }
      }
      entries = map.entries
    } else {
      entries = try linkedEntries(scenario.operations)
    }
    return HitTestResult(order: entries.map(\.id), chosen: choose(scenario.manager, entries))
  }

  static func linkedEntries(_ operations: [HitTestScenario.Operation]) throws -> [(id: JavaString, entity: HitTestEntity)] {
    var map = LinkedEntityMap<HitTestEntity>()
    for operation in operations {
      switch operation {
      case .register(let id, let entity): map.register(id, entity)
      case .remove(let id): map.remove(id)
      }
    }
    return map.entries
  }

  static func choose(_ manager: HitTestScenario.Manager, _ entries: [(id: JavaString, entity: HitTestEntity)]) -> JavaString? {
    switch manager {
    case .polygon: HitTestSelection.polygon(entries.map { ($0.id, $0.entity.zIndex, $0.entity.hit) })
    case .circle: HitTestSelection.circle(entries.map { ($0.id, $0.entity.zIndex, $0.entity.hit) })
    case .groundImage: HitTestSelection.groundImage(entries.map { ($0.id, $0.entity.hit) })
    case .polyline: HitTestSelection.polyline(entries.map { ($0.id, $0.entity.distances) })
    case .marker: HitTestSelection.marker(entries.map { ($0.id, $0.entity.distances.first ?? .nan) })
    case .rasterLayer: nil
    }
  }

  static let input = SuiteInput<HitTestScenario>(
    "`manager: str` (`polygon`, `polyline`, `groundImage`, `rasterLayer`, `marker`, `circle`), `operations: [Operation]` "
      + "(each `{\"remove\": str}` or `{\"register\": str, …}` with the manager's fields: polygon and circle `zIndex: i32 = 0` "
      + "(a circle's as resolved) and `hit: bool = false`; groundImage `hit: bool = false`; polyline `distances: [f64] = []` "
      + "(its segments within the threshold); marker `distance: f64`; rasterLayer none)",
    decode: { reader in
      let manager = try reader.required("manager", managerName)
      return HitTestScenario(manager: manager, operations: try reader.required("operations") { value, pointer in
        try InputReader.array(value, at: pointer) { element, at in try InputReader.read(element, at: at) { try operation(&$0, manager, at) } }
      })
    },
    random: { random in HitTestRandom.scenario(&random) })

  private static func managerName(_ value: JSONValue, at pointer: JSONPointer) throws -> HitTestScenario.Manager {
    let name = try ScalarDecoding.string(value, at: pointer)
    guard let manager = HitTestScenario.Manager(rawValue: name) else {
      throw DefectReason(at: pointer, "unknown manager \"\(name)\"",
                         help: "use " + HitTestScenario.Manager.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return manager
  }

  private static func operation(_ reader: inout InputReader, _ manager: HitTestScenario.Manager, _ at: JSONPointer) throws -> HitTestScenario.Operation {
    let register = try reader.nullable("register", CoreValueDecoding.javaString)
    let remove = try reader.nullable("remove", CoreValueDecoding.javaString)
    switch (register, remove) {
    case (nil, let id?): return .remove(id)
    case (let id?, nil):
      var entity = HitTestEntity()
      switch manager {
      case .polygon, .circle:
        entity.zIndex = try reader.optional("zIndex", default: 0, ScalarDecoding.int32)
        entity.hit = try reader.optional("hit", default: false, ScalarDecoding.bool)
      case .groundImage: entity.hit = try reader.optional("hit", default: false, ScalarDecoding.bool)
      case .polyline:
        entity.distances = try reader.optional("distances", default: []) { try InputReader.array($0, at: $1, ScalarDecoding.double) }
      case .marker: entity.distances = [try reader.required("distance", ScalarDecoding.double)]
      case .rasterLayer: break
      }
      return .register(id, entity)
    default:
      throw DefectReason(at: at, "an operation is {\"register\": id, ...} or {\"remove\": id}")
    }
  }
}
