// FIXTURE SDK: the map's overlay managers. Each keeps the overlays it draws by their state's id, and `find` picks
// the one a tap at a point hits; when several are hit, the map's iteration order and the manager's tie-break decide.
package com.mapconductor.core.overlay

import com.mapconductor.core.features.GeoPoint
import java.util.concurrent.ConcurrentHashMap

/**
 * What a manager knows of one drawn overlay: its id, its stacking and clickability, and how a tap meets its
 * geometry (the renderer's: whether its area holds the point, its segments' distances to the point within the tap
 * tolerance, its position's distance).
 */
class OverlayEntity(
    val id: String,
    val zIndex: Int = 0,
    val clickable: Boolean = true,
    val contains: (GeoPoint) -> Boolean = { false },
    val segmentDistances: (GeoPoint) -> List<Double> = { emptyList() },
    val distanceTo: (GeoPoint) -> Double = { Double.POSITIVE_INFINITY }
)

abstract class OverlayManager(protected val entities: MutableMap<String, OverlayEntity> = mutableMapOf()) {
    /** Adds [entity], or replaces the one with its id (which keeps its place in a LinkedHashMap). */
    fun register(entity: OverlayEntity) {
        entities[entity.id] = entity
    }

    fun remove(id: String) {
        entities.remove(id)
    }

    /** The overlays in the map's iteration order. */
    fun allEntities(): List<OverlayEntity> = ArrayList(entities.values)

    /** The overlay a tap at [point] selects, or null. */
    abstract fun find(point: GeoPoint): OverlayEntity?
}

/** The topmost polygon holding the point: by zIndex, ties in map order. */
class PolygonManager : OverlayManager() {
    override fun find(point: GeoPoint): OverlayEntity? =
        entities.values.sortedByDescending { it.zIndex }.firstOrNull { it.contains(point) }
}

/** The nearest segment of any polyline within the tap tolerance; ties in map order, then segment order. */
class PolylineManager : OverlayManager() {
    override fun find(point: GeoPoint): OverlayEntity? =
        entities.values.flatMap { entity -> entity.segmentDistances(point).map { entity to it } }.minByOrNull { it.second }?.first
}

/** The first ground image whose bounds hold the point, in map order. */
class GroundImageManager : OverlayManager() {
    override fun find(point: GeoPoint): OverlayEntity? = entities.values.firstOrNull { it.contains(point) }
}

/** Raster layers take no taps. */
class RasterLayerManager : OverlayManager() {
    override fun find(point: GeoPoint): OverlayEntity? = null
}

/** The nearest marker (brute force over all of them). */
class MarkerManager : OverlayManager() {
    override fun find(point: GeoPoint): OverlayEntity? = entities.values.minByOrNull { it.distanceTo(point) }
}

/**
 * The circle with the highest zIndex among the clickable ones holding the point: the first in map order, replaced
 * only by a strictly higher one. Circles are added and removed from the renderer's threads: a ConcurrentHashMap.
 */
class CircleManager : OverlayManager(ConcurrentHashMap()) {
    override fun find(point: GeoPoint): OverlayEntity? {
        var chosen: OverlayEntity? = null
        var maxZIndex = Int.MIN_VALUE
        for (entity in entities.values.filter { it.clickable && it.contains(point) }) {
            if (chosen == null || maxZIndex < entity.zIndex) {
                chosen = entity
                maxZIndex = entity.zIndex
            }
        }
        return chosen
    }
}
