// The SHA-256 of the vector files' bytes, for the corpus digest. The JDK's own SHA-256 runs as Java code, and a
// judging run compiles with C1 alone (tools/jvm-parity/oracle), which has no SHA intrinsic: about 1 CPU s for the
// stress corpus's 96 MB, a sixth of the run. NSS, where the system has it (Debian's libnss3, through the JDK's
// SunPKCS11 provider), hashes the same bytes natively in under 0.1 s. Both are SHA-256: the digest is the same
// whichever one hashed a file, so a file is hashed by the JDK whenever NSS is not there, not ready yet, or fails.

package com.mapconductor.parity

import java.security.MessageDigest
import java.security.Provider
import java.security.Security

object FileSha256 {
    /**
     * Starting NSS costs about 0.13 CPU s (loading the provider and the library): worth it only for a corpus this
     * large, whose hashing under C1 costs more than that (about 0.1 CPU s per 10 MB).
     */
    const val NATIVE_WORTH_BYTES = 16L shl 20

    /** NSS's provider once it started and passed its known-answer check; null before, or when it cannot be had. */
    @Volatile private var native: Provider? = null
    private var nativeRequested = false

    /**
     * Starts NSS on a thread of its own, when [bytesToHash] are enough to pay for it; the files hashed before it is
     * ready are hashed by the JDK. `-Doracle.nativeSha256=false` keeps every file on the JDK's SHA-256.
     */
    fun prepareFor(bytesToHash: Long) {
        if (bytesToHash < NATIVE_WORTH_BYTES || System.getProperty("oracle.nativeSha256") == "false") return
        synchronized(this) {
            if (nativeRequested) return
            nativeRequested = true
        }
        Thread({ native = startNss() }, "sha256-provider").apply { isDaemon = true }.start()
    }

    /** The SHA-256 of [bytes]. */
    fun of(bytes: ByteArray): ByteArray {
        val provider = native
        if (provider != null) {
            try {
                return MessageDigest.getInstance("SHA-256", provider).digest(bytes)
            } catch (e: Exception) {
                // A provider that fails later (a session it cannot open) leaves the file to the JDK.
            }
        }
        return MessageDigest.getInstance("SHA-256").digest(bytes)
    }

    /** The JDK's SunPKCS11 provider configured for NSS without a database, or null when either is missing. */
    private fun startNss(): Provider? = try {
        val configured = Security.getProvider("SunPKCS11")?.configure(NSS_CONFIG)
        if (configured != null && answersKnownValue(configured)) configured else null
    } catch (e: Throwable) {
        // No libnss3 (macOS), a JDK built without jdk.crypto.cryptoki, NSS refusing to start: the JDK hashes.
        null
    }

    /** A provider whose SHA-256 of "abc" is not the JDK's is never used. */
    private fun answersKnownValue(provider: Provider): Boolean {
        val abc = MessageDigest.getInstance("SHA-256", provider).digest("abc".toByteArray(Charsets.US_ASCII))
        return abc.contentEquals(MessageDigest.getInstance("SHA-256").digest("abc".toByteArray(Charsets.US_ASCII)))
    }

    // As Debian's JDK configures NSS (conf/security/nss.cfg): the library found on the system's library path, no
    // key database (only digests are asked), and a second start in the same process is not an error.
    private const val NSS_CONFIG = "--name=NSS\nnssDbMode=noDb\nattributes=compatibility\nhandleStartupErrors=ignoreMultipleInitialisation\n"
}
