package main

import (
	"bytes"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// resourceRule is one entry of CodeResources' "rules" or "rules2": a
// pattern over paths relative to Contents/ and what a match means. A rule
// with no flags and no weight is written as <true/>.
type resourceRule struct {
	pattern                string
	omit, optional, nested bool
	weight                 int // 0: the default weight, 1
}

// sealRulesV1 are the standard "rules" (the seal older macOS versions
// read): only Resources/ and version.plist are sealed.
var sealRulesV1 = []resourceRule{
	{pattern: `^Resources/`},
	{pattern: `^Resources/.*\.lproj/`, optional: true, weight: 1000},
	{pattern: `^Resources/.*\.lproj/locversion.plist$`, omit: true, weight: 1100},
	{pattern: `^Resources/Base\.lproj/`, weight: 1010},
	{pattern: `^version.plist$`},
}

// sealRulesV2 are the standard "rules2": everything is sealed except
// Info.plist (bound by the signature's special slot), PkgInfo and
// .DS_Store; code folders hold nested code, sealed by its own signature.
var sealRulesV2 = []resourceRule{
	{pattern: `.*\.dSYM($|/)`, weight: 11},
	{pattern: `^(.*/)?\.DS_Store$`, omit: true, weight: 2000},
	{pattern: `^(Frameworks|SharedFrameworks|PlugIns|Plug-ins|XPCServices|Helpers|MacOS|Library/(Automator|Spotlight|LoginItems))/`, nested: true, weight: 10},
	{pattern: `^.*`},
	{pattern: `^Info\.plist$`, omit: true, weight: 20},
	{pattern: `^PkgInfo$`, omit: true, weight: 20},
	{pattern: `^Resources/`, weight: 20},
	{pattern: `^Resources/.*\.lproj/`, optional: true, weight: 1000},
	{pattern: `^Resources/.*\.lproj/locversion.plist$`, omit: true, weight: 1100},
	{pattern: `^Resources/Base\.lproj/`, weight: 1010},
	{pattern: `^[^/]+$`, nested: true, weight: 10},
	{pattern: `^embedded\.provisionprofile$`, weight: 20},
	{pattern: `^version\.plist$`, weight: 20},
}

// sealCompiled holds each rule's compiled pattern.
var sealCompiled = map[string]*regexp.Regexp{}

func init() {
	for _, r := range append(slices.Clone(sealRulesV1), sealRulesV2...) {
		sealCompiled[r.pattern] = regexp.MustCompile(r.pattern)
	}
}

// sealRule returns the heaviest rule matching path (relative to
// Contents/), and false when none does: the file is then not sealed.
func sealRule(rules []resourceRule, path string) (resourceRule, bool) {
	var best resourceRule
	found := false
	for _, r := range rules {
		if sealCompiled[r.pattern].MatchString(path) && (!found || max(r.weight, 1) > max(best.weight, 1)) {
			best, found = r, true
		}
	}
	return best, found
}

// sealed says whether rules seal the file at path with its hash, and if
// so whether it is optional; nested code is an error here, as the bundle
// has none besides its main executable.
func sealed(rules []resourceRule, path string) (in, optional bool, err error) {
	r, ok := sealRule(rules, path)
	switch {
	case !ok || r.omit:
		return false, false, nil
	case r.nested:
		return false, false, fmt.Errorf("%s would be nested code, which the bundle does not sign", path)
	}
	return true, r.optional, nil
}

// resource is a file to seal: its path relative to Contents/ and its
// contents.
type resource struct {
	path string
	data []byte
}

// codeResources writes _CodeSignature/CodeResources for the bundle's
// resources (every file under Contents/ but the main executable and the
// signature itself): SHA-1 hashes in "files", SHA-1 and SHA-256 in
// "files2", each under its rules, then the standard rules.
func codeResources(res []resource) ([]byte, error) {
	res = slices.Clone(res)
	slices.SortFunc(res, func(a, b resource) int { return strings.Compare(a.path, b.path) })
	var w plistWriter
	w.line(0, `<?xml version="1.0" encoding="UTF-8"?>`)
	w.line(0, `<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">`)
	w.line(0, `<plist version="1.0">`)
	w.line(0, `<dict>`)
	w.key(1, "files")
	w.line(1, "<dict>")
	for _, r := range res {
		in, optional, err := sealed(sealRulesV1, r.path)
		if err != nil {
			return nil, err
		}
		if !in {
			continue
		}
		h := sha1.Sum(r.data)
		w.key(2, r.path)
		if optional {
			w.line(2, "<dict>")
			w.data(3, "hash", h[:])
			w.key(3, "optional")
			w.line(3, "<true/>")
			w.line(2, "</dict>")
		} else {
			w.rawData(2, h[:])
		}
	}
	w.line(1, "</dict>")
	w.key(1, "files2")
	w.line(1, "<dict>")
	for _, r := range res {
		in, optional, err := sealed(sealRulesV2, r.path)
		if err != nil {
			return nil, err
		}
		if !in {
			continue
		}
		h1, h2 := sha1.Sum(r.data), sha256.Sum256(r.data)
		w.key(2, r.path)
		w.line(2, "<dict>")
		w.data(3, "hash", h1[:])
		w.data(3, "hash2", h2[:])
		if optional {
			w.key(3, "optional")
			w.line(3, "<true/>")
		}
		w.line(2, "</dict>")
	}
	w.line(1, "</dict>")
	w.rules("rules", sealRulesV1)
	w.rules("rules2", sealRulesV2)
	w.line(0, "</dict>")
	w.line(0, "</plist>")
	return w.buf.Bytes(), nil
}

// plistWriter writes an XML property list the way Apple's tools lay it
// out: tab-indented, one element a line.
type plistWriter struct{ buf bytes.Buffer }

func (w *plistWriter) line(depth int, s string) {
	w.buf.WriteString(strings.Repeat("\t", depth))
	w.buf.WriteString(s)
	w.buf.WriteByte('\n')
}

func (w *plistWriter) key(depth int, k string) {
	var esc bytes.Buffer
	for _, r := range k {
		switch r {
		case '&':
			esc.WriteString("&amp;")
		case '<':
			esc.WriteString("&lt;")
		case '>':
			esc.WriteString("&gt;")
		default:
			esc.WriteRune(r)
		}
	}
	w.line(depth, "<key>"+esc.String()+"</key>")
}

func (w *plistWriter) rawData(depth int, b []byte) {
	w.line(depth, "<data>")
	w.line(depth, base64.StdEncoding.EncodeToString(b))
	w.line(depth, "</data>")
}

func (w *plistWriter) data(depth int, k string, b []byte) {
	w.key(depth, k)
	w.rawData(depth, b)
}

// rules writes a rules dictionary, its keys sorted as Apple's writer
// sorts them.
func (w *plistWriter) rules(name string, rules []resourceRule) {
	rules = slices.Clone(rules)
	slices.SortFunc(rules, func(a, b resourceRule) int { return strings.Compare(a.pattern, b.pattern) })
	w.key(1, name)
	w.line(1, "<dict>")
	for _, r := range rules {
		w.key(2, r.pattern)
		if !r.omit && !r.optional && !r.nested && r.weight == 0 {
			w.line(2, "<true/>")
			continue
		}
		w.line(2, "<dict>")
		for _, f := range []struct {
			name string
			on   bool
		}{{"nested", r.nested}, {"omit", r.omit}, {"optional", r.optional}} {
			if f.on {
				w.key(3, f.name)
				w.line(3, "<true/>")
			}
		}
		if r.weight != 0 {
			w.key(3, "weight")
			w.line(3, "<real>"+strconv.Itoa(r.weight)+"</real>")
		}
		w.line(2, "</dict>")
	}
	w.line(1, "</dict>")
}
