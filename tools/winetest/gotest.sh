#!/usr/bin/env bash
# gotest.sh cross-compiles the tests of Go packages for Windows and runs
# them under Wine (through wine.sh), each in its package's folder as go
# test would:
#
#   tools/winetest/gotest.sh [-tags TAGS] [-run REGEXP] PACKAGE...
#   tools/winetest/gotest.sh ./scenes/store ./internal/applog
#   tools/winetest/gotest.sh -tags kitchentableprobe -run 'TestSessionEnd|TestSignals' ./scenes/app
#
# -tags passes build tags to go test -c (the session-end and signal tests
# watch the app's probe file, which only kitchentableprobe builds write).
#
# Tests run with -test.short (the desktop tests that drive the Linux
# build skip). A package passes when its tests do, with one allowance for
# Wine 8: on Windows, os.RemoveAll (and so t.TempDir's cleanup) deletes
# through FILE_DISPOSITION_INFORMATION_EX, which Wine 8 does not have, so
# a test whose only complaint is that cleanup ("TempDir RemoveAll
# cleanup: ...: Invalid function."), or that plus its skip message for
# named pipes, counts as passed. Any other message, a panic or a crash
# fails the package. The exit code is 1 when any package failed.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
run=()
tags=()
if [[ ${1:-} == -tags ]]; then
	tags=(-tags "$2")
	shift 2
fi
if [[ ${1:-} == -run ]]; then
	run=(-test.run "$2")
	shift 2
fi
(($# > 0)) || { echo "usage: gotest.sh [-tags TAGS] [-run REGEXP] PACKAGE..." >&2; exit 2; }
"$here/wine.sh" # makes the prefix once, before the clock of any test starts
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# allowed matches the lines a test may print under Wine and still pass.
allowed='^[[:space:]]+(testing\.go:[0-9]+: TempDir RemoveAll cleanup: .*: Invalid function\.|fifo_other\.go:[0-9]+: no named pipes on this system)$'
failed=()
for pkg in "$@"; do
	name=$(basename "$pkg")
	exe=$work/$name.test.exe
	(cd "$root" && GOOS=windows GOARCH=amd64 CGO_ENABLED=0 go test -c "${tags[@]}" -o "$exe" "$pkg")
	out=$work/$name.out
	start=$SECONDS
	code=0
	(cd "$root/$pkg" && "$here/wine.sh" "$exe" -test.short -test.timeout 20m "${run[@]}") >"$out" 2>&1 || code=$?
	# Messages of failing tests are indented "file.go:N: ..." lines.
	bad=$(grep -E '^[[:space:]]+[^[:space:]]+\.go:[0-9]+: ' "$out" | grep -Ev "$allowed" || true)
	crash=$(grep -E '^(panic: |fatal error: |SIGSEGV|Exception )' "$out" || true)
	verdict=ok
	if [[ -n $bad || -n $crash ]] || { ((code != 0)) && ! grep -q '^--- FAIL' "$out"; }; then
		verdict=FAIL
		failed+=("$pkg")
		grep -v '^ALSA lib' "$out" | tail -n 80
	elif ((code != 0)); then
		verdict="ok (only Wine's missing delete call: $(grep -c -- '--- FAIL' "$out") tests' t.TempDir cleanup)"
	fi
	echo "$pkg under Wine: $verdict, $((SECONDS - start)) s"
done
if ((${#failed[@]} > 0)); then
	echo "gotest.sh: failed under Wine: ${failed[*]}" >&2
	exit 1
fi
