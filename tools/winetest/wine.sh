#!/usr/bin/env bash
# wine.sh runs a Windows build of Kitchen Table, or a Windows test binary,
# under Wine, for CI and for trying the Windows build on Linux:
#
#   tools/winetest/wine.sh                      make the Wine prefix, nothing else
#   tools/winetest/wine.sh kitchentable.exe -config 'Z:\tmp\kt'
#   tools/winetest/wine.sh store.test.exe -test.v
#
# It needs wine and gcc-mingw-w64-x86-64 (Debian's packages). The prefix
# is $WINEPREFIX, by default kitchentable-wine in the cache folder; the
# first run makes it (a minute or so). Wine 8 lacks ProcessPrng in
# bcryptprimitives.dll, which Go programs need before main: the prefix
# gets a stand-in built from bcryptprimitives.c, in system32 (Go's
# runtime loads the library from there, not from the program's folder).
# The exit code is the program's.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
: "${WINEPREFIX:=${XDG_CACHE_HOME:-$HOME/.cache}/kitchentable-wine}"
export WINEPREFIX
export WINEDEBUG=${WINEDEBUG:--all}
# The stand-in instead of Wine's own library; no prompts to install Mono
# or Gecko, which nothing here needs.
export WINEDLLOVERRIDES="bcryptprimitives=n;mscoree=d;mshtml=d${WINEDLLOVERRIDES:+;$WINEDLLOVERRIDES}"

command -v wine >/dev/null || { echo "wine.sh: wine is not installed" >&2; exit 127; }
sys32=$WINEPREFIX/drive_c/windows/system32
if [[ ! -f $sys32/kernel32.dll ]]; then
	mkdir -p "$WINEPREFIX"
	wineboot --init >/dev/null 2>&1 </dev/null
	wineserver --wait
fi
[[ -f $sys32/kernel32.dll ]] || { echo "wine.sh: wineboot made no prefix in $WINEPREFIX" >&2; exit 1; }
dll=$sys32/bcryptprimitives.dll
if [[ ! -f $dll || $here/bcryptprimitives.c -nt $dll ]] || ! grep -q ProcessPrng "$dll"; then
	command -v x86_64-w64-mingw32-gcc >/dev/null || { echo "wine.sh: x86_64-w64-mingw32-gcc is not installed" >&2; exit 127; }
	x86_64-w64-mingw32-gcc -O2 -Wall -shared -o "$dll.tmp" "$here/bcryptprimitives.c" -ladvapi32
	mv "$dll.tmp" "$dll"
fi
(($# > 0)) || exit 0
exec wine "$@"
