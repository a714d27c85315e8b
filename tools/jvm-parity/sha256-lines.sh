# shellcheck shell=bash
# sha256_lines FILE...: one "DIGEST  NAME" line per FILE (standard input without one), as sha256sum prints them.
# Sourced by build.sh and build-extras.sh, whose digests of their sources are made of these lines.
# sha256sum where there is one: shasum is a Perl script, whose start is most of those checks' cost. The same lines.
sha256_lines() {
  if command -v sha256sum >/dev/null; then sha256sum "$@"; else shasum -a 256 "$@"; fi  # portable: shasum otherwise
}
