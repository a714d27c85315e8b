// hitTest.order (docs/contracts.md §27): an overlay manager's entity order after registrations and removals
// (LinkedHashMap, or the circle manager's ConcurrentHashMap, src/model/HitTestOrder.kt) and the id its tie-break
// chooses. The geometry is given: each registration carries what the manager's hit test found for the entity.

package com.mapconductor.parity

/** `entities[id] = entity` (register) or `entities.remove(id)`, with what the geometry found for a registration. */
data class HitTestOperation(
    val id: String, val register: Boolean, val zIndex: Int = 0, val hit: Boolean = false,
    val distances: List<Double> = emptyList()
)

/** One manager (polygon, polyline, groundImage, rasterLayer, marker, circle) and its operations. */
data class HitTestScenario(val manager: String, val operations: List<HitTestOperation>)

/** The ids in iteration order and the id `find` returns (null: none hit, or the raster layer manager). */
data class HitTestAnswer(val order: List<String>, val chosen: String?)

object HitTestOrderSuite : Suite<HitTestScenario, HitTestAnswer>(
    "hitTest.order",
    "An overlay manager's entity order (LinkedHashMap; the circle manager's ConcurrentHashMap) after registrations and removals, and the id its tie-break chooses (docs/contracts.md section 27)."
) {
    override val notPortableReasons = listOf(NotPortableReasons.TREE_BIN)
    val MANAGERS = listOf("polygon", "polyline", "groundImage", "rasterLayer", "marker", "circle")

    override val suggestedRandomCount = 200
    override val fields = listOf(
        FieldSpec("manager", "str", JStr("circle")),
        FieldSpec("operations", "[Operation]", JArr(listOf(jobj("register" to JStr("a"), "zIndex" to JInt(1), "hit" to JBool(true)))))
    )

    override fun compute(f: Fields): Outcome = try {
        subjectOutcome(oracleAnswer(subjectInput(f), f.revision))
    } catch (e: ContractRejection) {
        Outcome.Error(e.code, e.index)
    }

    override fun subjectInput(f: Fields): HitTestScenario {
        val manager = str(f.req("manager"), f.path("manager"), f.allowLoneEscape)
        if (manager !in MANAGERS) throw VectorError("${f.path("manager")}: unknown manager \"$manager\" (use ${MANAGERS.joinToString(", ")})")
        val ops = arr(f.req("operations"), f.path("operations")).mapIndexed { i, j ->
            operation(Fields(obj(j, "${f.path("operations")}/$i"), "${f.path("operations")}/$i", f.allowLoneEscape), manager)
        }
        return HitTestScenario(manager, ops)
    }

    private fun operation(f: Fields, manager: String): HitTestOperation {
        val register = f.nullableStr("register")
        val remove = f.nullableStr("remove")
        val op = when {
            register != null && remove == null -> when (manager) {
                "polygon", "circle" -> HitTestOperation(register, true, zIndex = f.optI32("zIndex", 0), hit = f.optBool("hit", false))
                "groundImage" -> HitTestOperation(register, true, hit = f.optBool("hit", false))
                "polyline" -> HitTestOperation(register, true, distances = f.opt("distances")?.let { d ->
                    arr(d, f.path("distances")).mapIndexed { i, x -> f64(x, "${f.path("distances")}/$i") }
                } ?: emptyList())
                "marker" -> HitTestOperation(register, true, distances = listOf(f.double("distance")))
                else -> HitTestOperation(register, true)
            }
            remove != null && register == null -> HitTestOperation(remove, false)
            else -> throw VectorError("${f.where}: an operation is {\"register\": id, ...} or {\"remove\": id}")
        }
        f.done()
        return op
    }

    override fun subjectOutcome(answer: HitTestAnswer) =
        value("order" to JArr(answer.order.map { JStr(it) }), "chosen" to (answer.chosen?.let { JStr(it) } ?: JNull))

    override fun oracleAnswer(input: HitTestScenario, revision: ContractRevision): HitTestAnswer {
        val mapOps = input.operations.map { MapOperation(it.id, it.register) }
        val order = try {
            if (input.manager == "circle") HitTestOrder.concurrentOrder(mapOps) else HitTestOrder.linkedOrder(mapOps)
        } catch (e: GeoContractError) {
            throw ContractRejection(e.code, e.index)
        }
        return HitTestAnswer(order, choose(input.manager, order, input.operations))
    }

    /** The tie-break over the entities in map order; an entity is its id's last registration. */
    fun choose(manager: String, order: List<String>, operations: List<HitTestOperation>): String? {
        val current = HashMap<String, HitTestOperation>()
        for (op in operations) if (op.register) current[op.id] = op
        val entities = order.map { current.getValue(it) }
        return when (manager) {
            "polygon" -> HitTestOrder.polygon(entities.map { Triple(it.id, it.zIndex, it.hit) })
            "circle" -> HitTestOrder.circle(entities.map { Triple(it.id, it.zIndex, it.hit) })
            "groundImage" -> HitTestOrder.groundImage(entities.map { Pair(it.id, it.hit) })
            "polyline" -> HitTestOrder.polyline(entities.map { Pair(it.id, it.distances) })
            "marker" -> HitTestOrder.marker(entities.map { Pair(it.id, it.distances[0]) })
            else -> null
        }
    }

    override fun randomInput(g: Gen): JObj {
        val manager = g.pick(MANAGERS)
        val ids = idPool(g, manager == "circle")
        val count = if (manager == "circle" && g.chance(0.4)) g.nextInt(10, 71) else g.nextInt(0, 13)
        val ops = (0 until count).map {
            val id = JStr(g.pick(ids))
            if (g.chance(0.2)) jobj("remove" to id)
            else {
                val m = LinkedHashMap<String, J>()
                m["register"] = id
                when (manager) {
                    "polygon", "circle" -> {
                        m.maybe(g, "zIndex") { JInt(g.pick(ZINDEXES)) }
                        m.maybe(g, "hit") { JBool(g.chance(0.7)) }
                    }
                    "groundImage" -> m.maybe(g, "hit") { JBool(g.chance(0.5)) }
                    "polyline" -> m.maybe(g, "distances") { JArr((0 until g.int(4)).map { distance(g) }) }
                    "marker" -> m["distance"] = distance(g)
                }
                JObj(m)
            }
        }
        return jobj("manager" to JStr(manager), "operations" to JArr(ops))
    }

    private val ZINDEXES = listOf(0, 0, 1, 1, 2, -1, Int.MAX_VALUE, Int.MIN_VALUE)
    private val DISTANCES = listOf(0.0, -0.0, 1.0, 1.0, 2.0, 0.5, Double.NaN, 1e-9, Double.POSITIVE_INFINITY)
    private fun distance(g: Gen): J = JDouble.ofInput(g.pick(DISTANCES))

    /** Few ids (replacements, removals), many (resizes), or 8-character "Aa"/"BB" strings with one String hash. */
    private fun idPool(g: Gen, circle: Boolean): List<String> = when (g.int(if (circle) 4 else 3)) {
        0 -> listOf("a", "b", "c")
        1 -> (0 until g.nextInt(2, 9)).map { "overlay-$it" }
        2 -> (0 until g.nextInt(10, 81)).map { "circle-$it" }
        else -> (0 until g.nextInt(4, 15)).map { (0 until 4).joinToString("") { if (g.chance(0.5)) "Aa" else "BB" } }
    }
}

object HitTestOrderSuites : SuiteGroup {
    override val suites: List<Suite<*, *>> = listOf(HitTestOrderSuite)
    override val mutants = listOf(JvmMutant(CirclesInInsertionOrder::class.java, HitTestOrderSuite, "/order/0"))
}

/** The circle manager iterated in insertion order (as a LinkedHashMap), where Android's ConcurrentHashMap is by bin. */
class CirclesInInsertionOrder(revision: String) : OracleSubject(revision) {
    override fun bind(on: SubjectBindings) {
        super.bind(on)
        on(HitTestOrderSuite) { scenario ->
            if (scenario.manager != "circle") oracle(HitTestOrderSuite, scenario)
            else {
                val order = HitTestOrder.linkedOrder(scenario.operations.map { MapOperation(it.id, it.register) })
                HitTestAnswer(order, HitTestOrderSuite.choose("circle", order, scenario.operations))
            }
        }
    }
}
