import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM while a ParityTesting run goes (a CI job's timeout, a Ctrl-C): every running board rewrites
/// its reports as partial reports of every case judged, saying the run was interrupted (parity-check's words),
/// every child process is killed with its group, and the process then ends by the signal, as it would have without
/// a run. The signals are handled only while a run goes; the actions before are put back when the last run ends.
/// A signal the process ignored (a background job's SIGINT) stays ignored.
///
/// The handler only writes the signal's number to a pipe, which a thread of this type reads and acts on: a test
/// process's signal may be delivered to any of its threads, and a dispatch signal source sees only those that
/// block the signal (on Linux, where the test library's threads started before the run did not, the signal was
/// lost and the process lived on).
package final class RunInterruption: @unchecked Sendable {
  package static let shared = RunInterruption()

  private static let signals = [SIGINT, SIGTERM]
  private let lock = NSLock()
  private var boards: [ObjectIdentifier: VerdictBoard] = [:]
  private var previous: [Int32: sigaction] = [:]
  private var watching = false

  /// `board`'s run has started: a signal from now on writes its reports.
  package func watch(_ board: VerdictBoard) {
    lock.withLock {
      boards[ObjectIdentifier(board)] = board
      if boards.count == 1 { install() }
    }
  }

  /// `board`'s run has ended.
  package func forget(_ board: VerdictBoard) {
    lock.withLock {
      boards[ObjectIdentifier(board)] = nil
      if boards.isEmpty { uninstall() }
    }
  }

  /// Called with the lock held.
  private func install() {
    if !watching {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { return }  // no pipe, no handler: a signal ends the process as before
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      signalPipe = ends[1]
      let reading = ends[0]
      Thread.detachNewThread { [self] in
        // This thread takes the signals when every other one blocks them (a process started from a thread that
        // blocked them inherits that).
        var signals = sigset_t()
        sigemptyset(&signals)
        for signalNumber in Self.signals { sigaddset(&signals, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        var byte: UInt8 = 0
        while true {
          let count = read(reading, &byte, 1)
          if count == 1 { interrupted(by: Int32(byte)) } else if count == 0 || errno != EINTR { return }
        }
      }
      watching = true
    }
    for signalNumber in Self.signals {
      var old = sigaction()
      sigaction(signalNumber, nil, &old)
      if Self.isIgnored(old) { continue }
      previous[signalNumber] = old
      var action = sigaction()
      #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = onInterruption
      #else
      action.__sigaction_u.__sa_handler = onInterruption
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(signalNumber, &action, nil)
    }
  }

  /// Called with the lock held.
  private func uninstall() {
    for (signalNumber, old) in previous {
      var action = old
      sigaction(signalNumber, &action, nil)
    }
    previous = [:]
  }

  /// Writes every running board's reports, ends every child, and ends the process by `signalNumber`.
  private func interrupted(by signalNumber: Int32) {
    let (running, before) = lock.withLock { () -> ([VerdictBoard], sigaction?) in
      let before = previous[signalNumber]
      // Without an action from before, this handler must not be the one a re-raised signal meets: it would only
      // come back here, round after round, and the process would never end.
      if before == nil && Self.isThisHandler(signalNumber) {
        var fallback = sigaction()
        sigemptyset(&fallback.sa_mask)
        sigaction(signalNumber, &fallback, nil)  // SIG_DFL
      }
      return (Array(boards.values), before)
    }
    // No run goes: the signal came as the last one ended. The action before the run, put back, takes it.
    guard var action = before else {
      kill(getpid(), signalNumber)
      return
    }
    // Children first: none computes on while the reports are written.
    #if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
    ChildProcessRun.killEveryChild()
    #endif
    for board in running { board.interrupt(signal: signalNumber) }
    lock.withLock { _ = sigaction(signalNumber, &action, nil) }
    kill(getpid(), signalNumber)
    // The action before was a handler that returned: the run cannot go on with its boards closed.
    Thread.sleep(forTimeInterval: 1)
    exit(128 + signalNumber)
  }

  /// What the handler does when `signalNumber` comes: tests use it to make a signal that is read only after the
  /// last run ended, which a real signal does only by chance.
  package func signalCame(_ signalNumber: Int32) {
    onInterruption(signalNumber)
  }

  private static func handlerAddress(_ action: sigaction) -> Int {
    #if canImport(Glibc)
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    #else
    return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
    #endif
  }

  private static func isThisHandler(_ signalNumber: Int32) -> Bool {
    var current = sigaction()
    sigaction(signalNumber, nil, &current)
    return handlerAddress(current) == unsafeBitCast(onInterruption, to: Int.self)
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    handlerAddress(action) == 1  // SIG_IGN
  }
}

/// The write end of ``RunInterruption``'s pipe, read by its handler (a signal handler cannot capture a context).
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// Only async-signal-safe calls: the signal's number goes down the pipe.
private let onInterruption: @convention(c) (Int32) -> Void = { signalNumber in
  let saved = errno
  var byte = UInt8(truncatingIfNeeded: signalNumber)
  _ = write(signalPipe, &byte, 1)
  errno = saved
}
