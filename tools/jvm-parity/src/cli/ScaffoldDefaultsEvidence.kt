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

    /** What `generate` writes and what the reference subject answers for [input] at [revision]. */
    private fun outcomes(suite: Suite<*, *>, input: JObj, bindings: SubjectBindings, revision: ContractRevision): Pair<String, String> = Pair(
        text { suite.run(input, allowLoneEscape = false, revision = revision).toJ() },
        text { suite.runSubject(input, bindings, revision).toJ() }
    )

    /** Every suite at every revision, with the fields and defaults that revision's shape has. */
    fun run(expect: (String, Any?, Any?) -> Unit) {
        for (revision in ContractRevision.values()) {
            val bindings = SubjectBindings.of(OracleSubject(revision.id))
            for (named in Suites.all) {
                val suite = named.at(revision)
                val fields = suite.fields(revision)
                val required = LinkedHashMap<String, J>()
                for (f in fields) if (!f.optional) required[f.name] = f.example
                val left = outcomes(suite, JObj(required), bindings, revision)
                if (left.first.startsWith("throws VectorError")) continue // the optional fields are alternatives
                for (f in fields.filter { it.optional }) {
                    val written = outcomes(suite, JObj(LinkedHashMap(required).also { it[f.name] = f.example }), bindings, revision)
                    val what = "scaffold default ${suite.name}.${f.name} = ${JsonOut.compact(f.example)} at ${revision.id}"
                    expect("$what: the expected outcome with it written equals it left out", written.first, left.first)
                    expect("$what: the reference subject's outcome with it written equals it left out", written.second, left.second)
                }
            }
        }
    }
}
