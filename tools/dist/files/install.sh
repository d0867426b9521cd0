#!/bin/sh
# Installs Kitchen Table {{.Version}}: the game, its menu entry and its icons.
#
#   ./install.sh                 for you: ~/.local (no root needed)
#   sudo ./install.sh --system   for everyone: /usr/local
#   ./install.sh --prefix DIR    under DIR (DIR/bin, DIR/share)
#   ... --uninstall              removes what the same command installed
set -eu

here=$(cd "$(dirname "$0")" && pwd)
bin="$HOME/.local/bin"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
remove=false
while [ $# -gt 0 ]; do
	case "$1" in
	--system) bin=/usr/local/bin data=/usr/local/share ;;
	--prefix)
		[ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }
		bin="$2/bin" data="$2/share"
		shift
		;;
	--uninstall) remove=true ;;
	-h | --help)
		sed -n '2,8s/^# \{0,1\}//p' "$0"
		exit 0
		;;
	*)
		echo "install.sh: unknown option $1 (try --help)" >&2
		exit 2
		;;
	esac
	shift
done

sizes="{{.IconSizes}}"
apps="$data/applications"
icons="$data/icons/hicolor"

refresh() {
	if command -v update-desktop-database >/dev/null 2>&1; then
		update-desktop-database -q "$apps" 2>/dev/null || true
	fi
	if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$icons/index.theme" ]; then
		gtk-update-icon-cache -q -t "$icons" 2>/dev/null || true
	fi
}

if $remove; then
	rm -f "$bin/kitchentable" "$apps/kitchentable.desktop"
	for s in $sizes; do
		rm -f "$icons/${s}x${s}/apps/kitchentable.png"
	done
	refresh
	echo "Kitchen Table is removed from $bin and $data."
	echo "Your settings and saved game stay in ${XDG_CONFIG_HOME:-$HOME/.config}/kitchentable."
	exit 0
fi

mkdir -p "$bin" "$apps"
cp "$here/kitchentable" "$bin/kitchentable.new"
chmod 755 "$bin/kitchentable.new"
mv -f "$bin/kitchentable.new" "$bin/kitchentable"
for s in $sizes; do
	mkdir -p "$icons/${s}x${s}/apps"
	cp "$here/icons/hicolor/${s}x${s}/apps/kitchentable.png" "$icons/${s}x${s}/apps/kitchentable.png"
	chmod 644 "$icons/${s}x${s}/apps/kitchentable.png"
done
# The menu entry runs the game by its full path: ~/.local/bin is not on
# every desktop session's PATH. A path with spaces is quoted.
exec_path="$bin/kitchentable"
case "$exec_path" in
*" "*) exec_path="\"$exec_path\"" ;;
esac
sed "s|^Exec=.*|Exec=$exec_path|" "$here/kitchentable.desktop" >"$apps/kitchentable.desktop"
chmod 644 "$apps/kitchentable.desktop"
refresh

echo "Kitchen Table {{.Version}} is installed:"
echo "  the game        $bin/kitchentable"
echo "  its menu entry  $apps/kitchentable.desktop"
echo "  its icons       $icons"
echo "Start it from your desktop's menu (Games), or run $bin/kitchentable."
case ":$PATH:" in
*":$bin:"*) ;;
*) echo "($bin is not on your PATH, so typing just kitchentable will not find it.)" ;;
esac
