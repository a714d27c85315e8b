// Which vector files and cases a contract revision checks: the one loading-side rule that `oracle check` and the
// JVM conformance runner share, so both select exactly the same cases for `--contract REV`.

package com.mapconductor.parity

/** A vector file selected for a revision, with where it was found (for messages and the digest). */
class SelectedFile(val located: Located, val file: VectorFile)

/**
 * The corpus as one revision sees it. [files] is every vector file found (all revisions: the digest covers
 * them all); [selected] the files that hold for [revision], in path order; [defects] one message per file that
 * does not load, per second file of a suite within the revision, and per selected file without a case. A run
 * with a defect is not trustworthy (exit 2).
 */
class RevisionSelection(
    val revision: ContractRevision,
    val files: List<Located>,
    val selected: List<SelectedFile>,
    val defects: List<String>,
    /** Number of cases the revision checks (counted as the files went by when they were streamed). */
    val caseCount: Int,
    /** The digest of [files] (each hashed as it was loaded). */
    val digest: CorpusDigest
)

/**
 * Loads the vector files under [roots] (files or folders, as `check` takes them) and selects those that hold for
 * [revision] (`source.android.revisions`; a file naming none holds for every revision). Never throws for a bad
 * file: each becomes a defect naming the file. Throws [UsageError] when a root does not exist.
 */
fun selectForRevision(roots: List<String>, revision: ContractRevision): RevisionSelection {
    val selected = ArrayList<SelectedFile>()
    val streamed = streamForRevision(roots, revision) { selected.add(it) }
    return RevisionSelection(revision, streamed.files, selected, streamed.defects, streamed.caseCount, streamed.digest)
}

/**
 * As [selectForRevision], handing each selected file to [visit] as soon as it is loaded and keeping none: memory
 * is bounded by a few files (the one visited and those loading ahead, one per core), not by the corpus
 * (`oracle conformance`). [visit] runs on the caller's thread, one file after the other. The returned selection has no [RevisionSelection.selected]
 * files, only their [RevisionSelection.caseCount]. A defect found in a later file (a second file of a suite) comes
 * after earlier files were visited; it is in the returned defects all the same, and a run with one exits 2.
 */
fun streamForRevision(roots: List<String>, revision: ContractRevision, filter: CaseFilter = CaseFilter.EVERYTHING,
                      whole: ((VectorFile) -> Unit)? = null, visit: (SelectedFile) -> Unit): RevisionSelection =
    streamForRevision(roots, revision, { Unit }, filter, whole) { s, _ -> visit(s) }

/**
 * As above, with [prepare] run on each file of [revision] on the thread that loaded it (work on the file that
 * need not wait for [visit]'s turn), and its result handed to [visit] with the file.
 */
fun <P> streamForRevision(roots: List<String>, revision: ContractRevision, prepare: (VectorFile) -> P,
                          filter: CaseFilter = CaseFilter.EVERYTHING, whole: ((VectorFile) -> Unit)? = null,
                          visit: (SelectedFile, P) -> Unit): RevisionSelection {
    val selected = SelectedFiles(roots, revision, prepare, filter)
    selected.whole = whole
    try {
        while (true) {
            val next = selected.next() ?: break
            visit(next.first, next.second)
        }
    } finally {
        selected.close()
    }
    return selected.selection()
}

/**
 * The files of [revision] under [roots] handed out one at a time, for a caller that pulls them (the JUnit 5
 * entry) rather than being called for each ([streamForRevision]): the same files, defects and order. The next
 * files load (and [prepare] runs on them) on other cores, one per core ahead of the caller. Throws [UsageError]
 * when a root does not exist.
 */
class SelectedFiles<P>(roots: List<String>, private val revision: ContractRevision, prepare: (VectorFile) -> P,
                       filter: CaseFilter = CaseFilter.EVERYTHING) : AutoCloseable {
    private val discovery = discover(roots)
    /** Every vector file found (all revisions: the digest covers them all). */
    val files: List<Located> = discovery.files
    private val defects = ArrayList<String>(discovery.defects)
    private var caseCount = 0
    private val suiteFile = HashMap<String, String>()
    private var taken = 0
    /** Each file's hash is taken from the bytes its loader read: the digest reads no file a second time. */
    private val digest = CorpusDigest(files)
    /**
     * Called with every file of the revision as a whole, before --suite and --case narrow it (a known-divergence
     * list must see every case of the corpus, selected or not, to find an entry that matches none).
     */
    var whole: ((VectorFile) -> Unit)? = null
    // Each load's outcome (the file, or the VectorError that makes it a defect) is taken in path order: messages
    // and their order are a serial run's. A file that does not parse still counts in the digest, by its bytes.
    private val loads = ReadAhead(files, { loc ->
        var sha256: ByteArray? = null
        try {
            val bytes = VectorFile.read(loc.file)
            sha256 = CorpusDigest.sha256(bytes)
            val vf = VectorFile.load(loc.file, bytes, forGenerate = false)
            // The whole file is kept for the checks every file gets (its suite in one file per revision, a case at
            // least); the cases --suite and --case take are what is prepared and handed out.
            val narrowed = if (vf.holds(revision)) filter.narrow(vf) else null
            LoadedFile(vf, narrowed, null, narrowed?.let(prepare), sha256)
        } catch (e: VectorError) {
            LoadedFile<P>(null, null, e, null, sha256)
        }
    }, weight = { loc -> loc.file.length() }, budget = Math.max(MIN_READ_AHEAD_BYTES, files.fold(0L) { most, loc -> Math.max(most, loc.file.length()) } / 2))

    /**
     * The next file of the revision with what was prepared of it, or null after the last one (the loading threads
     * are then stopped). A defect found in a later file (a second file of a suite) comes after earlier files were
     * handed out; [selection] has it all the same.
     */
    fun next(): Pair<SelectedFile, P>? {
        while (taken < files.size) {
            val index = taken++
            val loc = files[index]
            GateProgress.at(loc.file.path)  // a crash while loading it names it
            val loaded = loads.next()
            loaded.sha256?.let { digest.record(index, it) }
            val vf = loaded.file
            if (vf == null) {
                val e = loaded.error!!
                defects.add("${e.at(loc.relative)}: ${e.message}")
                continue
            }
            // A suite lives in one file per revision, whatever revision is checked: two files that both hold for
            // another one are a defect here too (parity-check validate and the web runner say the same).
            val twice = vf.revisions.firstOrNull { suiteFile.containsKey("${vf.suite.name}@${it.id}") }
            if (twice != null) {
                val (line, column) = vf.place("suite")
                defects.add("${loc.relative}:$line:$column: suite ${vf.suite.name} is also in ${suiteFile["${vf.suite.name}@${twice.id}"]} for android-sdk-core ${twice.id} (a suite lives in one file per revision)")
                continue
            }
            for (r in vf.revisions) suiteFile["${vf.suite.name}@${r.id}"] = loc.relative
            // A file of another revision is read (a broken one is still a defect) but not checked.
            if (!vf.holds(revision)) continue
            if (vf.cases.isEmpty()) {
                defects.add("${loc.relative}: no cases")
                continue
            }
            whole?.invoke(vf)
            val narrowed = loaded.narrowed ?: continue
            caseCount += narrowed.cases.size
            @Suppress("UNCHECKED_CAST")
            return Pair(SelectedFile(loc, narrowed), loaded.prepared as P)
        }
        close()
        return null
    }

    /**
     * What was handed out so far, as a selection without its files: complete once [next] returned null. Its
     * defects are those of the files taken so far.
     */
    fun selection(): RevisionSelection = RevisionSelection(revision, files, emptyList(), ArrayList(defects), caseCount, digest)

    /** Stops the loading threads (a caller that stops early; [next] does it after the last file). */
    override fun close() { loads.close() }
}

/**
 * The files in flight (loading ahead, and the one being judged) weigh at most half the largest file, or this when
 * that is smaller (small files still overlap): a parse takes 12-20 times its file's bytes, more for small objects
 * than for numbers, so two half-size files weigh about what the largest alone does (tools/bench-memory).
 */
private const val MIN_READ_AHEAD_BYTES = 4L shl 20

/** A file's load: the file and what was prepared of it, or the fault that makes it a defect. */
private class LoadedFile<P>(val file: VectorFile?, val narrowed: VectorFile?, val error: VectorError?, val prepared: P?, val sha256: ByteArray?)

/**
 * The `--contract REV` option of a command's arguments: the revision (the newest when absent) and the remaining
 * arguments. Throws [UsageError] for a missing or unknown revision.
 */
fun takeContractOption(args: List<String>): Pair<ContractRevision, List<String>> {
    val at = args.indexOf("--contract")
    if (at < 0) return Pair(ContractRevision.newest, args)
    if (at + 1 >= args.size || args[at + 1].startsWith("--")) {
        throw UsageError("--contract needs a revision (${ContractRevision.known()})")
    }
    val revision = ContractRevision.byId(args[at + 1])
        ?: throw UsageError("unknown contract revision \"${args[at + 1]}\" (known: ${ContractRevision.known(insteadOf = args[at + 1])})")
    return Pair(revision, args.filterIndexed { i, _ -> i != at && i != at + 1 })
}
