#!/usr/bin/env bash
# tools/jvm-parity/build-extras.sh: builds the JVM conformance kit's extra jars beside build/oracle.jar, each only when
# one of its sources (or a jar it compiles against) changed, by content:
#   build/oracle-junit5.jar        junit5/*.kt: the JUnit 5 entry (ParityDynamicTests)
#   build/oracle-junit5-tests.jar  junit5/tests/*.kt: the entry's own tests (reference subject and mutants)
# The JUnit 5 jars need Debian's junit5 package (junit-platform-console-standalone.jar, which holds the Jupiter
# API); elsewhere set JUNIT5_STANDALONE to that jar. Prints nothing when everything is current.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
"$here/build.sh"
standalone="${JUNIT5_STANDALONE:-/usr/share/java/junit-platform-console-standalone.jar}"
out="$here/build"

# digest_of SOURCE_DIR DEPENDENCY...: the digest of the sources in SOURCE_DIR and the jars they compile against, by
# file name and content. Each jar records the digest it was built from in JAR.sources: a fresh clone, or a build/
# folder restored from a CI cache, has sources newer than its jars, and the same digest says nothing changed.
# shellcheck source=tools/jvm-parity/sha256-lines.sh
. "$here/sha256-lines.sh"
digest_of() {
  local dir="$1"; shift
  { sha256_lines "$dir"/*.kt "$@"; } | sed 's#  .*/#  #' | sha256_lines | cut -c1-64
}

# stale JAR SOURCE_DIR DEPENDENCY...: true when JAR is missing or its recorded digest is not that of its sources and
# dependencies now. Every build computes it: file times would miss a change written with an older time (cp -p, an
# archive) or made while a build ran, and leave a stale jar.
stale() {
  local jar="$1" dir="$2"; shift 2
  [[ -f "$jar" && -f "$jar.sources" && "$(cat "$jar.sources")" == "$(digest_of "$dir" "$@")" ]] && return 1
  return 0
}

# compile JAR CLASSPATH SOURCE_DIR: one kotlinc run into a temporary jar renamed into place, with its digest.
compile() {
  local jar="$1" classpath="$2" dir="$3" tmp digest dependencies
  echo "tools/jvm-parity/build-extras.sh: compiling $(basename "$jar")..." >&2
  IFS=: read -r -a dependencies <<<"$classpath"
  digest="$(digest_of "$dir" "${dependencies[@]}")"
  tmp="$(mktemp "$out/tmp.XXXXXX")"
  rm -f "$tmp" "$jar.sources"
  kotlinc -nowarn -cp "$classpath" -d "$tmp.jar" "$dir"/*.kt 2> >(grep -v -e 'Xverify:none' -e '^$' >&2)
  mv -f "$tmp.jar" "$jar"
  echo "$digest" > "$jar.sources"
}

if [[ ! -f "$standalone" ]]; then
  echo "tools/jvm-parity/build-extras.sh: $standalone not found (apt-get install -y junit5, or set JUNIT5_STANDALONE)" >&2
  exit 2
fi
if stale "$out/oracle-junit5.jar" "$here/junit5" "$out/oracle.jar" "$standalone"; then
  compile "$out/oracle-junit5.jar" "$out/oracle.jar:$standalone" "$here/junit5"
fi
if stale "$out/oracle-junit5-tests.jar" "$here/junit5/tests" "$out/oracle.jar" "$out/oracle-junit5.jar" "$standalone"; then
  compile "$out/oracle-junit5-tests.jar" "$out/oracle.jar:$out/oracle-junit5.jar:$standalone" "$here/junit5/tests"
fi
