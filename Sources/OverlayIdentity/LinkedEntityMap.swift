import JavaHashing

/// The entity map of Android's polygon, polyline, ground image, raster layer and marker managers: a Kotlin
/// `mutableMapOf()`, i.e. a `java.util.LinkedHashMap` keyed by `state.id`.
///
/// It iterates in the order in which each present key was **first** put: registering an id again replaces the
/// entity in place, and only a key removed and put again moves to the end.
public struct LinkedEntityMap<Entity> {
  private var keys: [JavaString] = []
  private var entities: [JavaString: Entity] = [:]

  /// An empty map.
  public init() {}

  /// `entities[id] = entity`.
  public mutating func register(_ id: JavaString, _ entity: Entity) {
    if entities.updateValue(entity, forKey: id) == nil { keys.append(id) }
  }

  /// `entities.remove(id)`; an absent id changes nothing.
  public mutating func remove(_ id: JavaString) {
    if entities.removeValue(forKey: id) != nil { keys.removeAll { $0 == id } }
  }

  /// `entities.values` (with their keys) in iteration order.
  public var entries: [(id: JavaString, entity: Entity)] {
    keys.map { ($0, entities[$0]!) }
  }
}

extension LinkedEntityMap: Sendable where Entity: Sendable {}
