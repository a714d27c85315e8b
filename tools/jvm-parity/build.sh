#!/usr/bin/env bash
# tools/jvm-parity/build.sh: builds tools/jvm-parity/build/oracle.jar from tools/jvm-parity/src/**/*.kt (kotlinc + Gson), only when the
# sources' digest is not the one the jar records; when only some sources changed since the build
# recorded in build/oracle.jar.files, just those (tools/jvm-parity/kit-increment, below). The jar holds no Kotlin stdlib: tools/jvm-parity/kotlin-stdlib prints the one to run it with. Needs the Debian packages `kotlin` and `libgoogle-gson-java` (and a JDK >= 17).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
gson="${GSON_JAR:-/usr/share/java/gson.jar}"
jar="$here/build/oracle.jar"

# The jar records the digest of what it was built from (build.sh and every source, by path and content) in
# build/oracle.jar.sources, and only that digest says whether the jar is current: every build computes it. File
# times cannot: a source written with an older time (cp -p, an archive, a restore), or edited while a build ran
# (after its digest, before its stamp), would leave the jar stale and every gate wrong. A fresh clone, or a build/
# folder restored from a CI cache, with the same digest compiles nothing (ci-examples/android.yml caches the kit).
stamp="$jar.sources"
# shellcheck source=tools/jvm-parity/sha256-lines.sh
. "$here/sha256-lines.sh"
sources_digest() {
  local files=(build.sh) file
  while IFS= read -r file; do files+=("$file"); done < <(cd "$here" && find src -name '*.kt' | LC_ALL=C sort)
  (cd "$here" && sha256_lines "${files[@]}") | sha256_lines | cut -c1-64
}
needs_build() {
  [[ -f "$jar" && -f "$stamp" && "$(cat "$stamp")" == "$(sources_digest)" ]] && return 1
  return 0
}

command -v kotlinc >/dev/null || { echo "tools/jvm-parity/build.sh: kotlinc not found (apt-get install -y kotlin)" >&2; exit 2; }
[[ -f "$gson" ]] || { echo "tools/jvm-parity/build.sh: $gson not found (apt-get install -y libgoogle-gson-java)" >&2; exit 2; }

mkdir -p "$here/build"
# A user who may not write the build folder (a shared checkout; the fault tests run a gate as another user) runs
# the jar as it was built, when it is current: such a user could take no lock and write no jar anyway.
if [[ ! -w "$here/build" ]] && ! needs_build; then exit 0; fi
# One build at a time (drift-check and a user may start the oracle together). A lock directory, because mkdir
# is atomic everywhere and macOS has no flock; it names its owner, so a lock left by a killed build is taken over.
lock="$here/build/.lock.d"
waited=0
unnamed=0
until mkdir "$lock" 2>/dev/null; do
  owner="$(cat "$lock/pid" 2>/dev/null || true)"
  if [[ -n "$owner" ]] && ! kill -0 "$owner" 2>/dev/null; then
    rm -rf "$lock"  # its build was killed
    continue
  fi
  # A build killed between its mkdir and writing its pid (a cancelled run, tests/report-files-test's kills) leaves
  # a lock naming no one: after 5 s without a name it is taken over (a live build names itself in microseconds).
  if [[ -z "$owner" ]]; then unnamed=$((unnamed + 1)); else unnamed=0; fi
  if ((unnamed >= 10)); then
    rm -rf "$lock"
    unnamed=0
    continue
  fi
  if ((waited >= 1200)); then
    echo "tools/jvm-parity/build.sh: another build (pid ${owner:-unknown}) has held $lock for 10 minutes; remove it if no build runs" >&2
    exit 2
  fi
  sleep 0.5
  waited=$((waited + 1))
done
echo $$ > "$lock/pid"
tmp=""
trap 'rm -rf "$lock" ${tmp:+"$tmp"}' EXIT
if ! needs_build; then exit 0; fi
tmp="$(mktemp -d "$here/build/tmp.XXXXXX")"
digest="$(sources_digest)"  # before kotlinc reads them: a source edited during the build leaves the next one to do
increment="$here/kit-increment"
# The sources as kotlinc will read them (python3 is needed for the incremental path only: without it, or when the
# snapshot fails, every build compiles the whole oracle and records nothing).
snapshot=""
if [[ -x "$increment" ]] && command -v python3 >/dev/null && "$increment" snapshot "$here" "$tmp/sources.json"; then snapshot="$tmp/sources.json"; fi
kotlinc_filtered() { kotlinc "$@" 2> >(grep -v -e 'Xverify:none' -e '^$' >&2); }

# The incremental path: when only some sources changed since the recorded build, kotlinc
# compiles just those against the previous jar, and tools/jvm-parity/kit-increment replaces their classes in it,
# but only if they define the same classes with the same ABI as before (and hold no inline function). Anything in
# doubt compiles the whole oracle: a stale class in the kit would make every gate wrong.
compile_changed_alone() {
  local planned changed=() source
  [[ -n "$snapshot" && -f "$jar" ]] || return 1
  planned="$("$increment" plan "$here" "$snapshot" 2>"$tmp/why")" || return 1
  while IFS= read -r source; do changed+=("$source"); done <<<"$planned"
  echo "tools/jvm-parity/build.sh: compiling the ${#changed[@]} changed source(s) alone against the previous jar: ${changed[*]}" >&2
  # The same module as the full build's (kotlinc's default, main): internal names are mangled with it, and
  # -Xfriend-paths lets the changed files use the jar's internal declarations.
  (cd "$here" && kotlinc_filtered -nowarn -module-name main -Xfriend-paths="$jar" -cp "$gson:$jar" -d "$tmp/classes" "${changed[@]}") 2>"$tmp/why" || return 1
  "$increment" apply "$here" "$snapshot" "$tmp/classes" "$tmp/oracle.jar" "${changed[@]}" 2>"$tmp/why" || return 1
}
rm -f "$stamp"
if compile_changed_alone; then
  mv -f "$tmp/oracle.jar" "$jar"
else
  [[ -s "$tmp/why" ]] && echo "tools/jvm-parity/build.sh: not compiled alone ($(tail -n 1 "$tmp/why" | cut -c1-300))" >&2
  echo "tools/jvm-parity/build.sh: compiling the oracle (kotlinc takes a while)..." >&2
  # -nowarn: kotlinc 1.3 warns about JDK 17; the code also compiles warning-free on current Kotlin where possible.
  # No -include-runtime: the kit holds no Kotlin stdlib of its own. The oracle script puts one on the class path
  # (Debian's, or the SDK's own for `conformance --classpath`), so an SDK built with Kotlin 2 runs on its own
  # stdlib, which serves the kit too (a newer stdlib runs code compiled against an older one). docs/jvm-runner.md
  # "Class path".
  sources=()
  while IFS= read -r source; do sources+=("$source"); done < <(find "$here/src" -name '*.kt' | LC_ALL=C sort)
  rm -f "$here/build/oracle.jar.files"  # the jar it recorded is about to go
  kotlinc_filtered -nowarn -cp "$gson" -d "$tmp/oracle.jar" "${sources[@]}"
  mv -f "$tmp/oracle.jar" "$jar"
fi
# Each source's digest and each class's source, for the next build's incremental path; none when in doubt.
if [[ -n "$snapshot" ]] && ! "$increment" record "$here" "$snapshot" 2>"$tmp/why"; then
  echo "tools/jvm-parity/build.sh: no record for an incremental build next time ($(tail -n 1 "$tmp/why" | cut -c1-300))" >&2
fi
echo "$digest" > "$stamp"
