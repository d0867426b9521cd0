package main

import (
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
)

// untaggedBase is the version a tree with no release tag builds towards.
const untaggedBase = "0.1.0"

// version is the version stamped into a build, worked out from git.
type version struct {
	major, minor, patch int
	// ahead counts the commits since the release tag (since the start
	// when there is none); 0 is a release build.
	ahead int
	// commits counts all the commits up to this one: a build number that
	// only grows.
	commits int
	hash    string // the commit's short hash; "" without git
	dirty   bool   // the tree had changes not committed
}

// release reports whether this is a tagged release built from a clean
// tree.
func (v version) release() bool { return v.ahead == 0 && !v.dirty && v.hash != "" }

// String is the version for people and semantic versioning: "0.2.0" for
// a release, "0.2.1-dev.5+3fa9c1e" for the fifth commit after it.
func (v version) String() string {
	if v.release() {
		return fmt.Sprintf("%d.%d.%d", v.major, v.minor, v.patch)
	}
	return fmt.Sprintf("%d.%d.%d-dev.%d+%s", v.major, v.minor, v.patch, v.ahead, v.meta())
}

// meta is the build metadata: the hash, and "dirty" for changed trees.
func (v version) meta() string {
	m := v.hash
	if m == "" {
		m = "unknown"
	}
	if v.dirty {
		m += ".dirty"
	}
	return m
}

// debian is the version in Debian's syntax: a development build sorts
// before the release it leads to ("0.2.1~dev.5+g3fa9c1e" < "0.2.1").
func (v version) debian() string {
	if v.release() {
		return fmt.Sprintf("%d.%d.%d", v.major, v.minor, v.patch)
	}
	return fmt.Sprintf("%d.%d.%d~dev.%d+g%s", v.major, v.minor, v.patch, v.ahead, v.meta())
}

// short is the plain three-number version (macOS's short version string).
func (v version) short() string { return fmt.Sprintf("%d.%d.%d", v.major, v.minor, v.patch) }

// windows is the four-number version of Windows' version resource, the
// build number last.
func (v version) windows() [4]uint16 {
	clip := func(n int) uint16 { return uint16(min(max(n, 0), 65535)) }
	return [4]uint16{clip(v.major), clip(v.minor), clip(v.patch), clip(v.commits)}
}

// describeRe matches git describe --long output for a release tag.
var describeRe = regexp.MustCompile(`^v(\d+)\.(\d+)\.(\d+)-(\d+)-g([0-9a-f]+)$`)

// gitVersion works the version out from the git repository in dir. With
// no git or no repository it returns the untagged base with no hash.
func gitVersion(dir string) version {
	git := func(args ...string) (string, error) {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		out, err := cmd.Output()
		return strings.TrimSpace(string(out)), err
	}
	v := parseBase(untaggedBase)
	hash, err := git("rev-parse", "--short=7", "HEAD")
	if err != nil {
		return v
	}
	v.hash = hash
	if n, err := git("rev-list", "--count", "HEAD"); err == nil {
		v.commits, _ = strconv.Atoi(n)
	}
	v.ahead = v.commits
	if st, err := git("status", "--porcelain", "--untracked-files=no"); err == nil && st != "" {
		v.dirty = true
	}
	if d, err := git("describe", "--tags", "--long", "--match", "v[0-9]*.[0-9]*.[0-9]*"); err == nil {
		if m := describeRe.FindStringSubmatch(d); m != nil {
			v.major, _ = strconv.Atoi(m[1])
			v.minor, _ = strconv.Atoi(m[2])
			v.patch, _ = strconv.Atoi(m[3])
			v.ahead, _ = strconv.Atoi(m[4])
			if v.ahead > 0 {
				v.patch++ // a development build leads to the next patch
			}
		}
	}
	return v
}

// parseBase reads "X.Y.Z".
func parseBase(s string) version {
	var v version
	fmt.Sscanf(s, "%d.%d.%d", &v.major, &v.minor, &v.patch)
	return v
}
