import ParitySuiteKit

/// Pass rate and platform-specific failures per platform over runs, as two inline SVG line charts (one line per
/// platform, a point per run with its value as a tooltip), followed by the same numbers as a table.
struct InteropTrendChart {
  var runs: [InteropSummary]

  static let width = 720
  static let height = 220
  static let left = 56
  static let right = 150
  static let top = 16
  static let bottom = 48
  /// Colours told apart with colour-blindness too (Okabe and Ito), with a marker shape per platform as well.
  static let colours = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000"]

  var platforms: [String] {
    var names: [String] = []
    for run in runs { for platform in run.platforms where !names.contains(platform.name) { names.append(platform.name) } }
    return names
  }

  var rendered: String {
    var text = "<p>\(Plural.count(runs.count, "run")), oldest first"
      + (runs.count == 1 ? " (earlier runs' summaries in the history folder, <code>--history</code>, draw the lines)" : "") + ".</p>\n"
    text += chart(id: "trend-rate", title: "Pass rate per platform", unit: "%", maximum: 100) { platform in
      platform.passRate.map { $0 * 100 }
    }
    let most = runs.flatMap(\.platforms).map(\.platformSpecific).max() ?? 0
    text += chart(id: "trend-specific", title: "Platform-specific failures per platform", unit: "", maximum: Double(Self.ceiling(most))) {
      Double($0.platformSpecific)
    }
    text += table
    return text
  }

  private func chart(id: String, title: String, unit: String, maximum: Double, value: (InteropSummary.Platform) -> Double?) -> String {
    let plotWidth = Double(Self.width - Self.left - Self.right)
    let plotHeight = Double(Self.height - Self.top - Self.bottom)
    func x(_ run: Int) -> Double {
      runs.count == 1 ? Double(Self.left) + plotWidth / 2 : Double(Self.left) + plotWidth * Double(run) / Double(runs.count - 1)
    }
    func y(_ value: Double) -> Double { Double(Self.top) + plotHeight * (1 - (maximum > 0 ? value / maximum : 0)) }
    var svg = "<figure class=\"chart\"><svg id=\"\(id)\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\" "
      + "width=\"\(Self.width)\" height=\"\(Self.height)\" viewBox=\"0 0 \(Self.width) \(Self.height)\" xmlns=\"http://www.w3.org/2000/svg\">\n"
      + "<title id=\"\(id)-title\">\(Escaping.xml(title))</title>\n"
      + "<desc id=\"\(id)-desc\">\(Escaping.xml(title)) over \(Plural.count(runs.count, "run")); the numbers are in the table below.</desc>\n"
    for step in 0...4 {
      let level = maximum * Double(step) / 4
      let position = format(y(level))
      svg += "<line x1=\"\(Self.left)\" x2=\"\(Self.width - Self.right)\" y1=\"\(position)\" y2=\"\(position)\" stroke=\"#d1d9e0\"/>"
        + "<text x=\"\(Self.left - 6)\" y=\"\(position)\" text-anchor=\"end\" dominant-baseline=\"middle\">\(format(level))\(unit)</text>\n"
    }
    let every = max(1, (runs.count + 7) / 8)
    for (index, run) in runs.enumerated() where index % every == 0 || index == runs.count - 1 {
      svg += "<text x=\"\(format(x(index)))\" y=\"\(Self.height - Self.bottom + 18)\" text-anchor=\"middle\">\(Escaping.xml(Self.short(run.label)))</text>\n"
    }
    for (index, name) in platforms.enumerated() {
      let colour = Self.colours[index % Self.colours.count]
      let points = runs.enumerated().compactMap { run, summary -> (Int, Double, Bool)? in
        guard let platform = summary.platforms.first(where: { $0.name == name }), let value = value(platform) else { return nil }
        return (run, value, platform.partial)
      }
      if points.count > 1 {
        svg += "<polyline class=\"line\" data-platform=\"\(Escaping.xml(name))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\" points=\""
          + points.map { "\(format(x($0.0))),\(format(y($0.1)))" }.joined(separator: " ") + "\"/>\n"
      }
      for (run, level, partial) in points {
        let label = "\(runs[run].label): \(name) \(format(level))\(unit)\(partial ? " (partial run)" : "")"
        svg += marker(shape: index, x: x(run), y: y(level), colour: colour, hollow: partial, title: label) + "\n"
      }
      let legendY = Self.top + 14 + index * 18
      svg += marker(shape: index, x: Double(Self.width - Self.right + 14), y: Double(legendY), colour: colour, hollow: false, title: nil)
        + "<text x=\"\(Self.width - Self.right + 24)\" y=\"\(legendY)\" dominant-baseline=\"middle\">\(Escaping.xml(Self.short(name)))</text>\n"
    }
    let hollow = runs.contains { $0.platforms.contains(where: \.partial) } ? " (a hollow point: a partial run)" : ""
    return svg + "</svg><figcaption>\(Escaping.xml(title))\(hollow)</figcaption></figure>\n"
  }

  /// A circle, square, triangle or diamond: the platforms differ in shape as well as colour.
  /// A point (with its value as a tooltip) or a legend's marker (`title` nil).
  private func marker(shape: Int, x: Double, y: Double, colour: String, hollow: Bool, title: String?) -> String {
    let paint = "fill=\"\(hollow ? "#ffffff" : colour)\" stroke=\"\(colour)\" stroke-width=\"2\""
    let (element, geometry): (String, String)
    switch shape % 4 {
    case 0: (element, geometry) = ("circle", "cx=\"\(format(x))\" cy=\"\(format(y))\" r=\"4\"")
    case 1: (element, geometry) = ("rect", "x=\"\(format(x - 4))\" y=\"\(format(y - 4))\" width=\"8\" height=\"8\"")
    case 2: (element, geometry) = ("polygon", "points=\"\(format(x)),\(format(y - 5)) \(format(x + 5)),\(format(y + 4)) \(format(x - 5)),\(format(y + 4))\"")
    default:
      let corners = [(x, y - 5), (x + 5, y), (x, y + 5), (x - 5, y)].map { "\(format($0.0)),\(format($0.1))" }
      (element, geometry) = ("polygon", "points=\"\(corners.joined(separator: " "))\"")
    }
    guard let title else { return "<\(element) \(geometry) \(paint)/>" }
    return "<\(element) class=\"point\" \(geometry) \(paint)><title>\(Escaping.xml(title))</title></\(element)>"
  }

  private var table: String {
    var text = "<details><summary>The numbers</summary>\n<table class=\"trend\"><caption>Pass rate and platform-specific failures per run</caption>\n"
      + "<thead><tr><th scope=\"col\">run</th>"
      + platforms.map { "<th scope=\"col\">\(Escaping.xml($0)) pass rate</th><th scope=\"col\">\(Escaping.xml($0)) platform-specific</th>" }.joined()
      + "</tr></thead>\n<tbody>\n"
    for run in runs {
      text += "<tr><th scope=\"row\">\(Escaping.xml(run.label))</th>"
      for name in platforms {
        guard let platform = run.platforms.first(where: { $0.name == name }) else {
          text += "<td>–</td><td>–</td>"
          continue
        }
        let rate = platform.passRate.map { "\(Int(($0 * 1000).rounded(.down)) / 10).\(Int(($0 * 1000).rounded(.down)) % 10) %" } ?? "–"
        text += "<td class=\"n\">\(rate)\(platform.partial ? " (partial)" : "")</td><td class=\"n\">\(platform.platformSpecific)</td>"
      }
      text += "</tr>\n"
    }
    return text + "</tbody></table></details>\n"
  }

  /// A round upper bound for a count axis: 4, 8, 20, 40, 100, 200, ...
  static func ceiling(_ value: Int) -> Int {
    var scale = 1
    while true {
      for bound in [4, 10, 20, 40] where bound * scale >= value { return bound * scale }
      scale *= 10
    }
  }

  private static func short(_ text: String) -> String { text.count <= 18 ? text : String(text.prefix(17)) + "…" }

  /// At most one decimal, without a trailing `.0`.
  private func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
  }
}
