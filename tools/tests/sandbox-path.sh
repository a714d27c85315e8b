# shellcheck shell=bash
# sandbox_path DIR NAME...: fills DIR with a link to the first command of each name on the PATH, except the
# NAMEs, so that PATH=DIR is this machine without those commands (a fresh Debian, a macOS). Sourced by the tests.
sandbox_path() {
  local dir="$1" excluded path_dir file name old_ifs="$IFS"
  shift
  excluded=" $* "
  mkdir -p "$dir" || return 2
  IFS=:
  for path_dir in $PATH; do
    IFS="$old_ifs"
    [ -d "$path_dir" ] || continue
    for file in "$path_dir"/*; do
      name="${file##*/}"
      if [ ! -x "$file" ] || [ -d "$file" ] || [ -e "$dir/$name" ]; then continue; fi
      case "$excluded" in *" $name "*) continue ;; esac
      ln -s "$file" "$dir/$name"
    done
  done
  IFS="$old_ifs"
}
