/// Why reports cannot be shown together (exit 2): each reason names the files.
package struct InteropRefusal: Error, CustomStringConvertible {
  package var reasons: [String]
  package var description: String { reasons.map { "error: " + $0 }.joined(separator: "\n") }
}

/// How many cases came to each outcome: one matrix cell, or a platform's whole run.
package struct OutcomeCounts: Equatable, Sendable {
  private var counts = [Int](repeating: 0, count: InteropOutcome.allCases.count)

  package init() {}

  package subscript(_ outcome: InteropOutcome) -> Int {
    get { counts[outcome.rawValue] }
    set { counts[outcome.rawValue] = newValue }
  }

  package var cases: Int { counts.reduce(0, +) }
  package var failures: Int { InteropOutcome.allCases.filter(\.isFailure).map { self[$0] }.reduce(0, +) }
  /// Cases that can pass: all but the not-portable ones (Android's own value is not reproducible there).
  package var portable: Int { cases - self[.notPortable] }

  /// Passed ÷ portable cases: a case not run, crashed or excused by a known divergence is not a pass. Nil when
  /// nothing is portable.
  package var passRate: Double? { portable > 0 ? Double(self[.passed]) / Double(portable) : nil }

  /// Every case was either not run or not portable: the platform does not run this suite at all.
  package var nothingRun: Bool { self[.notRun] > 0 && self[.notRun] == portable }

  mutating func add(_ outcome: InteropOutcome) { counts[outcome.rawValue] += 1 }
}

/// The reports of several platforms on the same vectors, side by side: per suite and platform what the cases came
/// to, which failures only one platform has, which fail everywhere, and each platform's causes.
package struct InteropView: Sendable {
  package struct Column: Sendable {
    package var report: PlatformReport
    /// The platform's cause groups: every failing case in one (``InteropCauseGrouping``).
    package var groups: [InteropCauseGroup]
    /// The report has groups of its own, whose ids and causes the view takes.
    package var groupsFromReport: Bool
    package var total: OutcomeCounts
    /// Cases that fail on this platform alone, and pass on at least one other (none when the vector sets differ).
    package var platformSpecific: [CaseKey]
    fileprivate var index: [CaseKey: Int]
  }

  package private(set) var columns: [Column]
  package private(set) var suites: [String]
  /// `cells[suite][column]`, in the order of `suites` and `columns`.
  package private(set) var cells: [[OutcomeCounts]]
  /// Every case of the view, in corpus order: the union of the reports' cases.
  package private(set) var cases: [CaseKey]
  /// Cases that fail on every platform (none when the vector sets differ or there is one platform).
  package private(set) var failingEverywhere: [CaseKey]
  /// The reports are of different vector sets, shown side by side as asked: no case is compared across them.
  package private(set) var mixedVectors: Bool

  /// Builds the view; refuses reports of different vector sets unless `allowDifferentVectors`, and a set of
  /// reports without a single case.
  package init(reports: [PlatformReport], allowDifferentVectors: Bool = false) throws {
    guard !reports.isEmpty else { throw InteropRefusal(reasons: ["no report given"]) }
    let digests = Set(reports.compactMap(\.digest))
    mixedVectors = digests.count > 1
    if mixedVectors && !allowDifferentVectors {
      throw InteropRefusal(reasons: ["the reports are of different vector sets: "
        + reports.map { "\($0.path) \($0.digest ?? "(no digest)")" }.joined(separator: ", ")
        + "; give reports of the same vectors, or --allow-different-vectors to show them side by side"])
    }
    var columns = Self.uniquelyNamed(reports).map { report -> Column in
      var index: [CaseKey: Int] = [:]
      index.reserveCapacity(report.cases.count)
      for (position, reported) in report.cases.enumerated() { index[reported.key] = position }
      return Column(report: report, groups: InteropCauseGrouping.groups(of: report.cases, reported: report.reportedGroups ?? []),
                    groupsFromReport: report.reportedGroups != nil, total: OutcomeCounts(), platformSpecific: [], index: index)
    }
    var seen = Set<CaseKey>()
    var cases: [CaseKey] = []
    for column in columns {
      for reported in column.report.cases where seen.insert(reported.key).inserted { cases.append(reported.key) }
    }
    guard !cases.isEmpty else {
      throw InteropRefusal(reasons: ["no report holds a case: " + reports.map(\.path).joined(separator: ", ")])
    }
    cases.sort()
    self.cases = cases
    suites = []
    cells = []
    failingEverywhere = []
    for key in cases {
      if suites.last != key.suite {
        suites.append(key.suite)
        cells.append([OutcomeCounts](repeating: OutcomeCounts(), count: columns.count))
      }
      var failing: [Int] = []
      var passing = 0
      for column in columns.indices {
        let outcome = columns[column].index[key].map { columns[column].report.cases[$0].outcome } ?? .notRun
        cells[cells.count - 1][column].add(outcome)
        columns[column].total.add(outcome)
        if outcome.isFailure { failing.append(column) }
        if outcome == .passed { passing += 1 }
      }
      guard !mixedVectors else { continue }
      if failing.count == 1 && passing > 0 { columns[failing[0]].platformSpecific.append(key) }
      if columns.count > 1 && failing.count == columns.count { failingEverywhere.append(key) }
    }
    self.columns = columns
  }

  /// What the report of `column` says of a case; nil when it does not hold it (not run there).
  package func reported(_ key: CaseKey, column: Int) -> ReportedCase? {
    columns[column].index[key].map { columns[column].report.cases[$0] }
  }

  package func outcome(_ key: CaseKey, column: Int) -> InteropOutcome { reported(key, column: column)?.outcome ?? .notRun }

  /// Why the view cannot be read as a complete picture (exit 2): reports of runs that did not finish.
  package var incomplete: [String] {
    columns.filter { !$0.report.isComplete }.map {
      "\($0.report.path) (\($0.report.name)) is the report of a partial run or of vectors that did not load: "
        + "its counts are marked partial, never green"
    }
  }

  /// A case's values side by side, for a group's representative: the fields some platform differs at, Android's
  /// value at each (the JVM's expected value the reports quote), and each platform's.
  package func values(of key: CaseKey) -> RepresentativeValues {
    var fields: [String] = []
    var android: [String: String] = [:]
    for column in columns.indices {
      for difference in reported(key, column: column)?.differences ?? [] where android[difference.field] == nil {
        fields.append(difference.field)
        android[difference.field] = difference.expected
      }
    }
    let platforms = columns.indices.map { column -> PlatformValue in
      guard let reported = reported(key, column: column) else { return .noValue(.notRun, nil) }
      if reported.outcome == .passed && !fields.isEmpty { return .values(fields.map { android[$0]! }) }
      guard !reported.differences.isEmpty else { return .noValue(reported.outcome, reported.detail) }
      return .values(fields.map { field in reported.differences.first { $0.field == field }?.actual ?? android[field]! })
    }
    return RepresentativeValues(fields: fields, android: fields.map { android[$0]! }, platforms: platforms)
  }

  /// The platform names, made unique: two reports of one platform are told apart by their subjects.
  private static func uniquelyNamed(_ reports: [PlatformReport]) -> [PlatformReport] {
    var named = reports
    let counts = Dictionary(grouping: reports.indices, by: { reports[$0].name })
    for (_, indices) in counts where indices.count > 1 {
      for index in indices { named[index].name = "\(reports[index].name) (\(reports[index].subject))" }
    }
    var used = Set<String>()
    for index in named.indices {
      var name = named[index].name
      var suffix = 2
      while used.contains(name) {
        name = "\(named[index].name) #\(suffix)"
        suffix += 1
      }
      used.insert(name)
      named[index].name = name
    }
    return named
  }
}

/// One case's values on every platform (`InteropView.values(of:)`).
package struct RepresentativeValues: Sendable {
  package var fields: [String]
  package var android: [String]
  /// In column order.
  package var platforms: [PlatformValue]
}

/// What a platform answered for a case: its value at each field, or no value (the outcome, and what the report
/// says instead: a crash's message, a known divergence's details, a not-portable reason).
package enum PlatformValue: Sendable {
  case values([String])
  case noValue(InteropOutcome, String?)
}
