// selftest's scaffold checks: `oracle scaffold` prints each optional input field "= default" as Android's default,
// and a case author leaves the field out to get it. So writing the printed default must change nothing: for every
// suite and optional field, a case with the required fields' examples gets the same expected outcome (`generate`'s
// path) and the same reference subject's outcome (the adapter's path, through `subjectInput`'s defaults) with the
// field left out as with the scaffold's value written in. camera.hash's hasPaddings was printed `false` while
// Android's default, MapPaddings.Zeros, reads as `true`; groundImage's id was printed "overlay-1" where Android's
// default is no id. A field whose omission is no valid input (javaHash.color's argb / rgba / rgbaFloat: exactly
// one of them) is an alternative, not a default, and is not compared.

package com.mapconductor.parity

object ScaffoldDefaultsEvidence {
    private fun text(body: () -> J): String = try { JsonOut.compact(body()) } catch (e: NotPortable) {
        "not portable"
    } catch (e: Exception) {
        "throws ${e.javaClass.simpleName}: ${e.message}"
    }

    /** What `generate` writes and what the reference subject answers for [input]. */
    private fun outcomes(suite: Suite<*, *>, input: JObj, bindings: SubjectBindings): Pair<String, String> = Pair(
        text { suite.run(input, allowLoneEscape = false).toJ() },
        text { suite.runSubject(input, bindings, ContractRevision.newest).toJ() }
    )

    fun run(expect: (String, Any?, Any?) -> Unit) {
        val bindings = SubjectBindings.of(OracleSubject())
        for (suite in Suites.all) {
            val required = LinkedHashMap<String, J>()
            for (f in suite.fields) if (!f.optional) required[f.name] = f.example
            val left = outcomes(suite, JObj(required), bindings)
            if (left.first.startsWith("throws VectorError")) continue // the optional fields are alternatives
            for (f in suite.fields.filter { it.optional }) {
                val written = outcomes(suite, JObj(LinkedHashMap(required).also { it[f.name] = f.example }), bindings)
                val what = "scaffold default ${suite.name}.${f.name} = ${JsonOut.compact(f.example)}"
                expect("$what: the expected outcome with it written equals it left out", written.first, left.first)
                expect("$what: the reference subject's outcome with it written equals it left out", written.second, left.second)
            }
        }
    }
}
