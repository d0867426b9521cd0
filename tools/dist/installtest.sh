#!/usr/bin/env bash
# Checks the Linux tarball as a player would use it, on the X display in
# $DISPLAY (run it under xvfb-run): unpack it, run install.sh for a
# throwaway home folder, check the desktop entry and the icons it put in
# ~/.local, start the game with the entry's Exec line, wait for its
# window, quit from the main menu with the keyboard, check the log says
# it closed normally, and uninstall again.
#
#   tools/dist/installtest.sh dist/kitchentable-VERSION-linux-amd64.tar.gz
#
# With INSTALLTEST_SHOT=FILE.png (and ImageMagick's import) it also saves
# the screen with the game's menu.
set -euo pipefail

tarball=$(realpath "$1")
[[ -n ${DISPLAY:-} ]] || { echo "installtest: no DISPLAY (run under xvfb-run)" >&2; exit 1; }
command -v xdotool >/dev/null || { echo "installtest: xdotool is needed" >&2; exit 1; }
fail() { echo "installtest: $*" >&2; exit 1; }

work=$(mktemp -d)
pid=
cleanup() {
	[[ -n $pid ]] && kill "$pid" 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT
export HOME=$work/home
unset XDG_DATA_HOME XDG_CONFIG_HOME
mkdir -p "$HOME"

echo "unpack $(basename "$tarball")"
tar -xzf "$tarball" -C "$work"
dir=$(echo "$work"/kitchentable-*/)
[[ -x $dir/install.sh ]] || fail "no install.sh in the tarball"

echo "install.sh (for a user with home $HOME)"
"$dir/install.sh"

entry=$HOME/.local/share/applications/kitchentable.desktop
[[ -f $entry ]] || fail "no desktop entry at $entry"
[[ -x $HOME/.local/bin/kitchentable ]] || fail "no game at ~/.local/bin/kitchentable"
for s in 16 24 32 48 64 128 256 512; do
	[[ -f $HOME/.local/share/icons/hicolor/${s}x${s}/apps/kitchentable.png ]] || fail "no ${s}x${s} icon"
done
if command -v desktop-file-validate >/dev/null; then
	desktop-file-validate "$entry" || fail "desktop-file-validate rejects the entry"
	echo "desktop-file-validate: ok"
fi
exec_line=$(sed -n 's/^Exec=//p' "$entry")
[[ $exec_line == "$HOME/.local/bin/kitchentable" ]] || fail "the entry runs '$exec_line', want the installed game"
grep -qx 'Icon=kitchentable' "$entry" || fail "the entry's icon is not kitchentable"

echo "start: $exec_line"
log=$HOME/.config/kitchentable/kitchentable.log
$exec_line >"$work/stderr" 2>&1 &
pid=$!
wid=$(timeout 60 xdotool search --sync --onlyvisible --name '^Kitchen Table$' | head -n1) || fail "no window within 60 s: $(cat "$work/stderr")"
echo "window $wid: $(xdotool getwindowgeometry "$wid" | tr '\n' ' ')"
# Desktops match the running window to its entry (and icon) by WM_CLASS.
wmclass=$(sed -n 's/^StartupWMClass=//p' "$entry")
xdotool search --classname "^$wmclass\$" | grep -qx "$wid" || fail "the window's WM_CLASS is not the entry's StartupWMClass $wmclass"
echo "WM_CLASS matches StartupWMClass=$wmclass"
# The menu is up once the log has its first line and the cards are in;
# give it a moment on a slow machine.
for _ in $(seq 100); do
	[[ -s $log ]] && break
	sleep 0.1
done
[[ -s $log ]] || fail "no log at $log"
sleep 3
kill -0 "$pid" 2>/dev/null || fail "the game stopped by itself: $(cat "$work/stderr")"
if [[ -n ${INSTALLTEST_SHOT:-} ]] && command -v import >/dev/null; then
	import -window root "$INSTALLTEST_SHOT" && echo "screenshot: $INSTALLTEST_SHOT"
fi

echo "quit from the menu: Up (to Quit), Enter"
xdotool mousemove --window "$wid" 5 5
xdotool windowfocus "$wid" || true
sleep 0.3
# A press and release within one tick go unseen: hold each key a while.
press() {
	xdotool keydown "$1"
	sleep 0.15
	xdotool keyup "$1"
	sleep 0.3
}
press Up
press Return
for _ in $(seq 150); do
	kill -0 "$pid" 2>/dev/null || break
	sleep 0.1
done
if kill -0 "$pid" 2>/dev/null; then
	fail "the game did not quit from the menu"
fi
status=0
wait "$pid" || status=$?
pid=
[[ $status == 0 ]] || fail "the game exited with status $status: $(cat "$work/stderr")"
head -n1 "$log"
tail -n1 "$log" | grep -q 'closed normally' || fail "the log does not end normally: $(tail -n5 "$log")"

echo "install.sh --uninstall"
"$dir/install.sh" --uninstall
[[ ! -e $entry && ! -e $HOME/.local/bin/kitchentable ]] || fail "uninstall left the game or its entry"
echo "installtest: ok"
