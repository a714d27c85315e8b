// `--suite` and `--case`: which cases of the selected files a run takes, read as parity-check and the web runner
// read them (a comma-separated list of suite globs, whose union is taken; one glob over the case id).

package com.mapconductor.parity

class CaseFilter(suitePattern: String?, private val casePattern: String?) {
    private val suiteGlobs: List<String>? = suitePattern?.let { suiteGlobs(it) }

    /** Whether nothing is filtered out. */
    val takesEverything: Boolean get() = suiteGlobs == null && casePattern == null

    fun includes(suite: String): Boolean = suiteGlobs?.any { Glob.matches(it, suite) } ?: true

    /** [file] with only the cases taken, or null when none is (its suite is not selected, or no id matches). */
    fun narrow(file: VectorFile): VectorFile? {
        if (takesEverything) return file
        if (!includes(file.suite.name)) return null
        val cases = if (casePattern == null) file.cases else file.cases.filter { Glob.matches(casePattern, it.id) }
        if (cases.isEmpty()) return null
        return if (cases.size == file.cases.size) file else VectorFile(file.path, file.suite, file.description, file.source, file.defaults, cases, file.text)
    }

    companion object {
        val EVERYTHING = CaseFilter(null, null)

        /** The globs of a `--suite` value: split at commas, each trimmed of spaces, empty ones dropped. */
        fun suiteGlobs(pattern: String): List<String> = pattern.split(",").map { it.trim() }.filter { it.isNotEmpty() }

        /**
         * Takes `--suite GLOB[,GLOB...]` and `--case GLOB` from a command's arguments: the filter and the remaining
         * arguments. Throws [UsageError] for an option without its value or given twice.
         */
        fun takeOptions(args: List<String>): Pair<CaseFilter, List<String>> {
            val values = HashMap<String, String>()
            val rest = ArrayList<String>()
            var i = 0
            while (i < args.size) {
                val a = args[i]
                if (a == "--suite" || a == "--case") {
                    if (i + 1 >= args.size || args[i + 1].startsWith("--")) throw UsageError("$a needs a glob")
                    if (values.put(a, args[i + 1]) != null) throw UsageError("$a is given twice")
                    i += 2
                } else {
                    rest.add(a); i++
                }
            }
            return Pair(CaseFilter(values["--suite"], values["--case"]), rest)
        }
    }
}
