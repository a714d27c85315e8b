/// The interop page's inline style and script.
enum InteropPageAssets {
  static let css = """

    :root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; }
    body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); }
    body { margin: 0 auto; padding: 0 1.5rem 3rem; max-width: 78rem; }
    header { border-bottom: 1px solid var(--line); margin-bottom: 1rem; }
    h1 { margin: 1.2rem 0 .2rem; font-size: 1.6rem; }
    h2 { margin-top: 2rem; border-bottom: 1px solid var(--line); padding-bottom: .2rem; }
    h4 { margin: .2rem 0; font-size: 1rem; }
    .meta, .subject, caption, .legend { color: var(--muted); }
    .totals td code { white-space: nowrap; }
    table.values td code { word-break: break-all; }
    code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    code.value { word-break: break-all; }
    nav { margin: .6rem 0 1rem; }
    a { color: #0550ae; }
    table { border-collapse: collapse; margin: .5rem 0 1rem; }
    caption { text-align: left; padding: .2rem 0 .4rem; caption-side: top; }
    th, td { border: 1px solid var(--line); padding: .25rem .5rem; vertical-align: top; }
    thead th { background: #f6f8fa; text-align: left; }
    tbody th, tfoot th { text-align: left; }
    td.n { text-align: right; font-variant-numeric: tabular-nums; }
    .matrix th[scope=row] { font: 13px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: nowrap; }
    .matrix td.cell { text-align: right; min-width: 7.5rem; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .matrix td.cell a, .matrix td.cell strong { color: var(--ink); font-weight: 600; }
    .matrix .rate { display: block; font-size: 12px; color: #333; }
    .matrix tfoot th, .matrix tfoot td { border-top: 2px solid var(--ink); }
    td.notrun, .swatch.notrun { background: #eceff2; color: var(--muted); }
    td.partial, .swatch.partial { background: repeating-linear-gradient(135deg, #e3e6ea 0 6px, #f6f7f9 6px 12px); }
    .tag { display: inline-block; margin-left: .3rem; padding: 0 .3rem; border-radius: 3px; }
    .tag { background: #6e4a00; color: #fff; font-size: 11px; font-weight: 600; }
    .swatch { display: inline-block; width: 1.1em; height: 1.1em; vertical-align: -.2em; border: 1px solid var(--line); margin: 0 .2rem 0 .8rem; }
    .banner { padding: .6rem .8rem; border-radius: 6px; }
    .banner.partial { background: #fff1c2; border: 1px solid #d4a72c; }
    .banner.mixed { background: #ddf4ff; border: 1px solid #54aeff; }
    .group { border: 1px solid var(--line); border-radius: 6px; padding: .5rem .8rem; margin: .6rem 0; }
    .group p { margin: .3rem 0; }
    table.values td.differs { background: #ffebe9; }
    table.values tr.android th { font-weight: 600; }
    .ids code { margin-right: .15rem; }
    .cell-cases { border-top: 1px solid var(--line); }
    .cell-cases h3 { font-size: 1rem; margin: .6rem 0 .2rem; }
    .filter { margin: .4rem 0; }
    .filter input[type=search] { font: inherit; padding: .15rem .4rem; width: 14rem; }
    li.fixed { color: #116329; }
    li.new { color: #a40e26; }
    svg text { font: 12px system-ui, sans-serif; fill: var(--ink); }

    """

  /// Filters the matrix rows and the causes by suite; the filter stays hidden where scripts do not run.
  static let script = """

    (function () {
      var box = document.getElementById('filter');
      var input = document.getElementById('suite-filter');
      var failingOnly = document.getElementById('failing-only');
      if (!box || !input || !failingOnly) return;
      box.hidden = false;
      function apply() {
        var query = input.value.trim().toLowerCase();
        var rows = document.querySelectorAll('#matrix-table tbody tr');
        for (var i = 0; i < rows.length; i++) {
          var row = rows[i];
          var matches = !query || row.getAttribute('data-suite').toLowerCase().indexOf(query) >= 0;
          row.hidden = !matches || (failingOnly.checked && row.getAttribute('data-failing') !== 'true');
        }
        var groups = document.querySelectorAll('article.group');
        for (var j = 0; j < groups.length; j++) {
          groups[j].hidden = !!query && groups[j].getAttribute('data-suites').toLowerCase().indexOf(query) < 0;
        }
      }
      input.addEventListener('input', apply);
      failingOnly.addEventListener('change', apply);
    })();

    """
}
