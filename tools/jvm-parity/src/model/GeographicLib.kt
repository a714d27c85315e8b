// Karney's geodesic algorithm for the oracle (docs/contracts.md §13). Android calls GeographicLib-Java 2.1, which
// has no Debian package and cannot be fetched here (no Maven); the oracle asks the same algorithm's Python port
// (Debian's python3-geographiclib) through `geographiclib-server`, a child process started on first use, one
// question per line. The ports differ in the last bits only: tools/measure-geodesic-ports measures it, §13.3
// declares the tolerance from that figure.

package com.mapconductor.parity

import java.io.BufferedReader
import java.io.BufferedWriter
import java.io.File
import java.io.InputStreamReader
import java.io.OutputStreamWriter

/**
 * GeographicLib's answers on the WGS84 ellipsoid. Thread-safe: each thread that asks while the others wait for
 * their answers gets a server of its own (a round trip blocks its asker only). NaN in, NaN out.
 */
object GeographicLib {
    /** `Geodesic.WGS84.Inverse(lat1, lon1, lat2, lon2).s12`, metres. */
    fun inverseS12(lat1: Double, lon1: Double, lat2: Double, lon2: Double): Double =
        number(ask("i $lat1 $lon1 $lat2 $lon2"))

    /** `Geodesic.WGS84.InverseLine(lat1, lon1, lat2, lon2).Distance()`, metres. */
    fun lineLength(lat1: Double, lon1: Double, lat2: Double, lon2: Double): Double =
        number(ask("l $lat1 $lon1 $lat2 $lon2"))

    /** `InverseLine(lat1, lon1, lat2, lon2).Position(s12)`: (lat2, lon2), lon2 in [-180, 180]. */
    fun linePosition(lat1: Double, lon1: Double, lat2: Double, lon2: Double, s12: Double): DoubleArray {
        val answer = ask("p $lat1 $lon1 $lat2 $lon2 $s12").split(' ')
        if (answer.size != 2) throw IllegalStateException("geographiclib-server: \"${answer.joinToString(" ")}\" is not two numbers")
        return doubleArrayOf(number(answer[0]), number(answer[1]))
    }

    /** Java's Double.toString and Python's repr round-trip every double; NaN and the infinities go by name. */
    private fun number(text: String): Double =
        text.toDoubleOrNull() ?: throw IllegalStateException("geographiclib-server: \"$text\" is not a number")

    /**
     * Answers already given, by question (the answer is a function of the question's text alone). A corpus asks
     * the same question again and again (the stress corpus asks 250k questions, 10k of them distinct), and each
     * new one is a round trip to a Python process. The least recently asked are dropped beyond [KNOWN_LIMIT].
     * Guarded by itself.
     */
    private val known = object : LinkedHashMap<String, String>(1024, 0.75f, true) {
        override fun removeEldestEntry(eldest: MutableMap.MutableEntry<String, String>?): Boolean = size > KNOWN_LIMIT
    }
    private const val KNOWN_LIMIT = 100_000

    /** Servers no thread is asking: as many were started as threads ever asked at once. */
    private val idle = java.util.concurrent.ConcurrentLinkedQueue<Server>()

    private fun ask(question: String): String {
        synchronized(known) { known[question] }?.let { return it }
        val server = idle.poll() ?: Server.start()
        // A server that ended (or whose pipe broke) is not handed out again: the next asker starts another.
        val answer = server.ask(question)
            ?: throw IllegalStateException("geographiclib-server ended without an answer (its message is above; run tools/setup for python3-geographiclib)")
        idle.add(server)
        if (answer.startsWith("error ")) throw IllegalStateException("geographiclib-server: ${answer.substring(6)} (question: $question)")
        synchronized(known) { known[question] = answer }
        return answer
    }

    /** One geographiclib-server child process, asked one question at a time by the thread that holds it. */
    private class Server(process: Process) {
        private val questions = BufferedWriter(OutputStreamWriter(process.outputStream, Charsets.US_ASCII))
        private val answers = BufferedReader(InputStreamReader(process.inputStream, Charsets.US_ASCII))

        /** The answer line, or null when the server ended. */
        fun ask(question: String): String? {
            questions.write(question)
            questions.newLine()
            questions.flush()
            return answers.readLine()
        }

        companion object {
            fun start(): Server {
                val script = System.getProperty("parity.geographiclibServer")
                    ?: throw IllegalStateException("the oracle was started without -Dparity.geographiclibServer: start it with its launcher script")
                if (!File(script).canExecute()) throw IllegalStateException("$script is not an executable file")
                val process = ProcessBuilder(script).redirectError(ProcessBuilder.Redirect.INHERIT).start()
                Runtime.getRuntime().addShutdownHook(Thread { process.destroy() })
                return Server(process)
            }
        }
    }
}
