// `java -cp oracle.jar:... com.mapconductor.parity.SubjectApiCheck [--forget KEY]`: every suite shape of the
// registry has its key in ParitySuite (src/subject/ParitySuite.kt), named by the rule docs/jvm-runner.md gives
// (`family.name` -> `FamilyName`, and for a revision's own shape what tells it apart after that), and ParitySuite
// has no other key. A suite added to a family file without its key would be unreachable for an adapter.
// `--forget KEY` leaves one key out, to show a missing key is named (tests/run). Exit 0 when all hold, 1 otherwise.

package com.mapconductor.parity

import com.mapconductor.parity.subject.ParitySuite

object SubjectApiCheck {

    /** ParitySuite's keys by name, read from its getters. */
    fun keys(): Map<String, Suite<*, *>> {
        val out = LinkedHashMap<String, Suite<*, *>>()
        for (method in ParitySuite::class.java.declaredMethods) {
            if (!method.name.startsWith("get") || method.parameterTypes.isNotEmpty()) continue
            if (!java.lang.reflect.Modifier.isStatic(method.modifiers)) continue
            val value = method.invoke(null) as? Suite<*, *> ?: continue
            out[method.name.removePrefix("get")] = value
        }
        return out
    }

    /** What is wrong: a suite shape without its key, a key under another name, a key of no registry suite. */
    fun problems(keys: Map<String, Suite<*, *>>, registry: List<Suite<*, *>>): List<String> {
        val problems = ArrayList<String>()
        for (suite in registry) {
            if (!suite.keyName.startsWith(keyNameOf(suite.name))) {
                problems.add("${suite.name}: its shape's key ${suite.keyName} does not start with ${keyNameOf(suite.name)}")
            }
            val named = keys[suite.keyName]
            if (named == null) problems.add("${suite.name}: no key ParitySuite.${suite.keyName} (add it to src/subject/ParitySuite.kt)")
            else if (named !== suite) problems.add("ParitySuite.${suite.keyName} is ${named.name}'s key, not ${suite.name}'s")
        }
        for ((name, suite) in keys) if (registry.none { it === suite }) problems.add("ParitySuite.$name: ${suite.name} is not in the registry")
        return problems
    }

    @JvmStatic
    fun main(args: Array<String>) {
        val forget = if (args.size == 2 && args[0] == "--forget") args[1] else null
        val keys = keys().filterKeys { it != forget }
        val problems = problems(keys, Suites.shapes)
        for (p in problems) println("MISSING $p")
        println(if (problems.isEmpty()) "${Suites.all.size} suites have their key in ParitySuite (${Suites.shapes.size} keys: one per shape of a suite whose fields changed between revisions)" else "${problems.size} problem(s)")
        System.exit(if (problems.isEmpty()) 0 else 1)
    }
}
