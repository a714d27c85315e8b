// The spherical.*, route.*, zoom.*, region.* and bounds.* suites (docs/contracts.md).

object GeoSuites {
    val all: List<Suite> = listOf()
}
