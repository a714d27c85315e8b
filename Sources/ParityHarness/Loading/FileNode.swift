import Foundation
import OverlayIdentity
import VectorJSON

/// What a path in a vectors folder is, by `lstat`/`stat`, and where a symbolic link leads.
enum FileNode {
  enum Kind: Equatable {
    case regular, directory
    case missing(String)
    /// Anything else, named for the message ("a FIFO (named pipe)", "a symbolic link").
    case other(String)
  }

  static let symbolicLink = "a symbolic link"

  struct LinkProblem: Error {
    var message: String
    var leadsToFolder = false
  }

  /// The kind of `path` itself (a link is `.other(symbolicLink)`).
  static func kind(of path: String) -> Kind {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .missing("cannot read: \(String(cString: strerror(errno)))") }
    return kind(mode: info.st_mode)
  }

  /// The kind of what `path` leads to, through any links.
  static func kind(following path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return .missing(errno == ENOENT ? "no such file or folder" : String(cString: strerror(errno)))
    }
    return kind(mode: info.st_mode)
  }

  private static func kind(mode: mode_t) -> Kind {
    switch Int(mode) & Int(S_IFMT) {
    case Int(S_IFREG): return .regular
    case Int(S_IFDIR): return .directory
    case Int(S_IFLNK): return .other(symbolicLink)
    case Int(S_IFIFO): return .other("a FIFO (named pipe)")
    case Int(S_IFSOCK): return .other("a socket")
    case Int(S_IFCHR), Int(S_IFBLK): return .other("a device")
    default: return .other("not a file")
    }
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Where the link at `path` leads, when that is a regular file inside the folder `root` (a resolved path).
  static func linkTarget(_ path: String, inside root: String) -> Result<String, LinkProblem> {
    guard let target = realPath(path) else {
      let failure = errno
      let written = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
      if failure == ELOOP { return .failure(LinkProblem(message: "a symbolic link that loops (\(written)); remove it")) }
      return .failure(LinkProblem(message: "a dangling symbolic link (to \(written), which does not exist); remove it or fix its target"))
    }
    let kind = kind(following: target)
    if kind == .directory {
      return .failure(LinkProblem(message: "a symbolic link to a folder (\(target)), which is not followed; move the folder here instead",
                                  leadsToFolder: true))
    }
    guard target.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
      return .failure(LinkProblem(message: "a symbolic link leading out of the vectors folder (to \(target)); copy the file into the folder instead"))
    }
    switch kind {
    case .regular: return .success(target)
    case .directory, .missing, .other:
      return .failure(LinkProblem(message: "a symbolic link to \(target), which is not a regular file; remove it"))
    }
  }
}
