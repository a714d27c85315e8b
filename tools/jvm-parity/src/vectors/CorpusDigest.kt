// The vector-set digest parity-check prints (docs/vector-format.md): SHA-256 over one line
// `<sha256 of the file's bytes>  <path relative to its root>\n` per vector file found, in path order (bytes).
// Every file found counts, whichever revision it holds for and whether or not it loads.

package com.mapconductor.parity

import java.nio.charset.StandardCharsets
import java.security.MessageDigest

/**
 * The digest of [files], built from each file's SHA-256 as the thread that loaded it computed it from the bytes it
 * read ([record]): a run reads each file once. A file whose hash was not recorded (the run stopped before it, or it
 * could not be read) is read by [value] itself, so the digest is the same whichever files were loaded.
 */
class CorpusDigest(private val files: List<Located>) {
    private val fileHashes = arrayOfNulls<ByteArray>(files.size)

    init { FileSha256.prepareFor(files.fold(0L) { sum, loc -> sum + loc.file.length() }) }

    /** Records the SHA-256 of the bytes read for file [index] of [files]. */
    @Synchronized
    fun record(index: Int, sha256: ByteArray) { fileHashes[index] = sha256 }

    /**
     * The digest, lowercase hex (no `sha256:` prefix), or null when a file it must read cannot be read: that file
     * is already the run's vector error (exit 2), and a digest without it would name another corpus.
     */
    @Synchronized
    fun value(): String? {
        val all = MessageDigest.getInstance("SHA-256")
        for ((index, loc) in files.withIndex()) {
            val one = hex(fileHashes[index] ?: try { streamedSha256(loc.file) } catch (e: java.io.IOException) { return null })
            all.update("$one  ${loc.relative}\n".toByteArray(StandardCharsets.UTF_8))
        }
        return hex(all.digest())
    }

    companion object {
        fun sha256(bytes: ByteArray): ByteArray = FileSha256.of(bytes)

        /** The SHA-256 of [file] read in blocks: a file over the size limit is hashed without being held. */
        private fun streamedSha256(file: java.io.File): ByteArray {
            val digest = MessageDigest.getInstance("SHA-256")
            java.io.FileInputStream(file).use { stream ->
                val block = ByteArray(1 shl 16)
                while (true) {
                    val got = stream.read(block)
                    if (got < 0) break
                    digest.update(block, 0, got)
                }
            }
            return digest.digest()
        }

        private fun hex(bytes: ByteArray): String {
            val sb = StringBuilder(bytes.size * 2)
            for (b in bytes) {
                val v = b.toInt() and 0xFF
                sb.append(HEX[v ushr 4]).append(HEX[v and 0x0F])
            }
            return sb.toString()
        }

        private const val HEX = "0123456789abcdef"
    }
}
