// `oracle generate` on a folder is atomic per tree: the regenerated files are written into a
// copy of the folder made beside it, and the copy is swapped in by two renames only when every file was written.
// A kill at any point leaves the folder all old (the copy, under a hidden sibling name, is removed by the next
// generate) or all new; never a mix that no gate could detect. Only the kill between the two renames (a few
// microseconds) leaves no folder at all: every gate then stops with "no such directory" (exit 2), and the next
// generate puts the old folder back.

package com.mapconductor.parity

import java.io.File
import java.io.IOException
import java.nio.file.FileVisitResult
import java.nio.file.Files
import java.nio.file.LinkOption
import java.nio.file.Path
import java.nio.file.SimpleFileVisitor
import java.nio.file.StandardCopyOption
import java.nio.file.attribute.BasicFileAttributes

class TreeSwap(root: File) {
    private val tree: Path = root.toPath().toAbsolutePath().normalize()
    private val parent: Path = tree.parent ?: throw UsageError("generate: cannot regenerate the file system's root")
    private val name: String = tree.fileName.toString()
    /** The copy being written, made at the first changed file; null while nothing changed. */
    private var copy: Path? = null

    init {
        recover(root)
        live.add(this)
    }

    /** Removes a copy a killed run left (its old tree under its hidden name was swapped back by [recover]). */
    private fun recover(root: File) {
        Companion.recover(root)
        val siblings = Files.newDirectoryStream(parent).use { s -> s.map { it }.filter { it.fileName.toString().startsWith(".$name.oracle-") } }
        for (s in siblings) if (Files.exists(s, LinkOption.NOFOLLOW_LINKS)) removeTree(s)
    }

    /** Set by [abandon] (a SIGTERM's shutdown hook too): nothing is written into the copy after it. */
    private var abandoned = false

    /**
     * Writes [bytes] as [file] (under the tree) into the copy, made now if it is the first change. Synchronized with
     * [abandon]: a shutdown hook that removes the copy never races a write into it.
     */
    @Synchronized
    fun write(file: File, bytes: ByteArray) {
        if (abandoned) throw IOException("generate was stopped: $tree is left as it was")
        val relative = tree.relativize(file.toPath().toAbsolutePath().normalize())
        if (relative.startsWith("..")) throw IllegalStateException("$file is not under $tree")
        val target = (copy ?: makeCopy()).resolve(relative)
        // A link in the copy is replaced by the file, never written through (the old tree's link stays as it was).
        Files.deleteIfExists(target)
        Files.write(target, bytes)
    }

    private fun makeCopy(): Path {
        val made = Files.createTempDirectory(parent, ".$name.oracle-new-")
        copy = made
        Files.walkFileTree(tree, object : SimpleFileVisitor<Path>() {
            override fun preVisitDirectory(dir: Path, attrs: BasicFileAttributes): FileVisitResult {
                val to = made.resolve(tree.relativize(dir))
                if (dir != tree) Files.copy(dir, to, StandardCopyOption.COPY_ATTRIBUTES)
                return FileVisitResult.CONTINUE
            }
            override fun visitFile(file: Path, attrs: BasicFileAttributes): FileVisitResult {
                Files.copy(file, made.resolve(tree.relativize(file)), StandardCopyOption.COPY_ATTRIBUTES, LinkOption.NOFOLLOW_LINKS)
                return FileVisitResult.CONTINUE
            }
        })
        try {
            Files.setPosixFilePermissions(made, Files.getPosixFilePermissions(tree))
        } catch (e: UnsupportedOperationException) { }
        return made
    }

    /** Swaps the copy in (when something changed), then removes the old tree. */
    @Synchronized
    fun commit() {
        if (abandoned) throw IOException("generate was stopped: $tree is left as it was")
        val made = copy ?: run { live.remove(this); return }
        val old = parent.resolve(".$name.oracle-old-${made.fileName.toString().substringAfter("oracle-new-")}")
        Files.move(tree, old, StandardCopyOption.ATOMIC_MOVE)
        Files.move(made, tree, StandardCopyOption.ATOMIC_MOVE)
        copy = null
        live.remove(this)
        removeTree(old)
    }

    /** Removes the copy: the tree stays as it was. */
    @Synchronized
    fun abandon() {
        abandoned = true
        copy?.let { removeTree(it) }
        copy = null
        live.remove(this)
    }

    companion object {
        private val live = java.util.Collections.synchronizedSet(LinkedHashSet<TreeSwap>())

        init {
            // A SIGTERM leaves no copy behind (a SIGKILL's copy is removed by the next generate).
            // The list is copied, then released before each abandon takes its swap's lock: main holds a swap's lock
            // and then the list's (commit, abandon), so holding both here the other way round would deadlock.
            Runtime.getRuntime().addShutdownHook(Thread {
                val swaps = synchronized(live) { ArrayList(live) }
                for (t in swaps) try { t.abandon() } catch (e: Exception) { }
            })
        }

        /** Puts back a tree a swap killed between its two renames left without its folder (the old one under its hidden name). */
        fun recover(root: File) {
            val tree = root.toPath().toAbsolutePath().normalize()
            val parent = tree.parent ?: return
            val name = tree.fileName.toString()
            if (Files.exists(tree, LinkOption.NOFOLLOW_LINKS) || !Files.isDirectory(parent)) return
            val old = Files.newDirectoryStream(parent).use { s -> s.map { it }.filter { it.fileName.toString().startsWith(".$name.oracle-old-") } }
            if (old.size == 1) {
                Files.move(old[0], tree, StandardCopyOption.ATOMIC_MOVE)
                System.err.println("note: $tree was left out by a killed generate; its previous contents are back")
            }
        }

        fun removeTree(path: Path) {
            if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) return
            Files.walkFileTree(path, object : SimpleFileVisitor<Path>() {
                override fun visitFile(file: Path, attrs: BasicFileAttributes): FileVisitResult { Files.deleteIfExists(file); return FileVisitResult.CONTINUE }
                override fun postVisitDirectory(dir: Path, exc: IOException?): FileVisitResult { Files.deleteIfExists(dir); return FileVisitResult.CONTINUE }
            })
        }
    }
}
