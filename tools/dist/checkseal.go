package main

import (
	"bytes"
	"crypto/sha1"
	"crypto/sha256"
	"fmt"
	"slices"
	"strings"
)

// macSeal checks the bundle's resource seal, Contents/_CodeSignature/
// CodeResources: the standard rules, and every file under Contents/ but
// the main executable sealed under them with its current hashes, and
// nothing sealed that is not there. It returns the seal's bytes (nil when
// there is none).
func (c *checker) macSeal(t tree, exeName string) []byte {
	contents := macApp + "/Contents/"
	f := t.find(contents + macSealPath)
	if f == nil {
		c.fail("the bundle is not sealed: there is no Contents/%s", macSealPath)
		return nil
	}
	v, err := parsePlistValue(f.data)
	top, ok := v.(plistDict)
	if err != nil || !ok {
		c.fail("Contents/%s is not a property-list dictionary (%v)", macSealPath, err)
		return f.data
	}
	var dicts [4]plistDict
	for i, name := range []string{"files", "files2", "rules", "rules2"} {
		if dicts[i], ok = top[name].(plistDict); !ok {
			c.fail("Contents/%s has no %q dictionary", macSealPath, name)
			return f.data
		}
	}
	files, files2 := dicts[0], dicts[1]
	c.sealRules("rules", dicts[2], sealRulesV1)
	c.sealRules("rules2", dicts[3], sealRulesV2)
	present := map[string]bool{}
	for _, r := range t {
		rel, ok := strings.CutPrefix(r.name, contents)
		if !ok || rel == "MacOS/"+exeName || strings.HasPrefix(rel, "_CodeSignature/") {
			continue
		}
		present[rel] = true
		c.sealedFile(files, sealRulesV1, rel, r.data, false)
		c.sealedFile(files2, sealRulesV2, rel, r.data, true)
	}
	for _, d := range []struct {
		name string
		m    plistDict
	}{{"files", files}, {"files2", files2}} {
		for _, k := range sortedKeys(d.m) {
			if !present[k] {
				c.fail("the seal (%s) lists %s, which the bundle does not have: a file was removed after signing", d.name, k)
			}
		}
	}
	return f.data
}

// sealedFile checks one file's entry in files (v2 false: a SHA-1 <data>
// or a dict with "hash") or files2 (v2: a dict with "hash" and "hash2",
// or hash2 alone as newer codesign writes it).
func (c *checker) sealedFile(seal plistDict, rules []resourceRule, rel string, data []byte, v2 bool) {
	name := map[bool]string{false: "files", true: "files2"}[v2]
	in, optional, err := sealed(rules, rel)
	if err != nil {
		c.fail("the seal: %v", err)
		return
	}
	entry, listed := seal[rel]
	if !in {
		if listed {
			c.fail("the seal (%s) lists %s, which the standard rules leave out", name, rel)
		}
		return
	}
	if !listed {
		c.fail("%s is not in the seal (%s): it was added after signing", rel, name)
		return
	}
	h1, h2 := sha1.Sum(data), sha256.Sum256(data)
	var got1, got2 []byte
	gotOptional := false
	switch e := entry.(type) {
	case []byte:
		got1 = e
	case plistDict:
		got1, _ = e["hash"].([]byte)
		got2, _ = e["hash2"].([]byte)
		gotOptional, _ = e["optional"].(bool)
	}
	switch {
	case v2 && got1 == nil && got2 != nil:
		// Newer codesign writes only hash2 in files2 for systems that
		// never read SHA-1; check what is there.
		if !bytes.Equal(got2, h2[:]) {
			c.fail("%s has changed since the bundle was signed: its SHA-256 is not the one in the seal (%s)", rel, name)
		}
	case !bytes.Equal(got1, h1[:]):
		c.fail("%s has changed since the bundle was signed: its SHA-1 is not the one in the seal (%s)", rel, name)
	case v2 && !bytes.Equal(got2, h2[:]):
		c.fail("%s has changed since the bundle was signed: its SHA-256 is not the one in the seal (%s)", rel, name)
	case gotOptional != optional:
		c.fail("the seal (%s) marks %s optional=%v, the rules say %v", name, rel, gotOptional, optional)
	}
}

// sealRules checks that a rules dictionary is the standard one.
func (c *checker) sealRules(name string, got plistDict, want []resourceRule) {
	if len(got) != len(want) {
		c.fail("the seal's %s has %d rules, want the standard %d", name, len(got), len(want))
	}
	for _, r := range want {
		v, ok := got[r.pattern]
		if !ok {
			c.fail("the seal's %s lack the standard rule %s", name, r.pattern)
			continue
		}
		if g, ok := ruleFromPlist(r.pattern, v); !ok || g != r {
			c.fail("the seal's %s rule %s is not the standard one", name, r.pattern)
		}
	}
}

// ruleFromPlist reads a rule's value: <true/>, or a dict of flags and a
// weight.
func ruleFromPlist(pattern string, v any) (resourceRule, bool) {
	r := resourceRule{pattern: pattern}
	switch e := v.(type) {
	case bool:
		return r, e
	case plistDict:
		for k, val := range e {
			switch k {
			case "omit", "optional", "nested":
				b, ok := val.(bool)
				if !ok {
					return r, false
				}
				switch k {
				case "omit":
					r.omit = b
				case "optional":
					r.optional = b
				default:
					r.nested = b
				}
			case "weight":
				switch w := val.(type) {
				case float64:
					r.weight = int(w)
				case int64:
					r.weight = int(w)
				default:
					return r, false
				}
			default:
				return r, false
			}
		}
		return r, true
	}
	return r, false
}

func sortedKeys(m plistDict) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// codeDir is a parsed CodeDirectory.
type codeDir struct {
	raw                                                             []byte
	version, flags, hashOffset, identOffset, nSpecial, nCode, limit uint32
	hashSize, hashType, pageLog                                     uint8
	execBase, execLimit, execFlags                                  uint64
	identifier                                                      string
}

// hash returns slot i's hash (negative i: special slot -i).
func (cd *codeDir) hash(i int) []byte {
	off := int(cd.hashOffset) + i*int(cd.hashSize)
	return cd.raw[off : off+int(cd.hashSize)]
}

// signatureBlobs finds a thin Mach-O file's embedded signature in
// __LINKEDIT and returns its blobs by slot, each bounded by the SuperBlob.
func signatureBlobs(exe []byte) (*machoLayout, map[uint32][]byte, error) {
	l, err := parseLayout(exe)
	if err != nil {
		return nil, nil, err
	}
	if l.sigCmd < 0 {
		return nil, nil, fmt.Errorf("no code signature (LC_CODE_SIGNATURE)")
	}
	end := uint64(l.sigOff) + uint64(l.sigSize)
	if uint64(l.sigOff) < l.linkedit.fileoff || end > l.linkedit.fileoff+l.linkedit.filesize {
		return nil, nil, fmt.Errorf("the code signature lies outside __LINKEDIT")
	}
	sig := exe[l.sigOff:end]
	be := func(b []byte, off uint32) (uint32, bool) {
		if uint64(off)+4 > uint64(len(b)) {
			return 0, false
		}
		return uint32(b[off])<<24 | uint32(b[off+1])<<16 | uint32(b[off+2])<<8 | uint32(b[off+3]), true
	}
	magic, _ := be(sig, 0)
	length, _ := be(sig, 4)
	count, _ := be(sig, 8)
	if magic != csMagicEmbeddedSignature || length > uint32(len(sig)) || length < 12 || count > 16 || 12+8*count > length {
		return nil, nil, fmt.Errorf("the code signature is not an embedded-signature SuperBlob")
	}
	sig = sig[:length]
	blobs := map[uint32][]byte{}
	for i := range count {
		slot, _ := be(sig, 12+8*i)
		off, _ := be(sig, 16+8*i)
		n, ok := be(sig, off+4)
		if !ok || n < 8 || uint64(off)+uint64(n) > uint64(len(sig)) {
			return nil, nil, fmt.Errorf("the signature's blob for slot %#x runs past its end", slot)
		}
		blobs[slot] = sig[off : off+n]
	}
	return l, blobs, nil
}

// parseCodeDir reads a version 0x20400 (or later) CodeDirectory, with its
// identifier and slot table bounded by the blob.
func parseCodeDir(b []byte) (*codeDir, error) {
	if len(b) < cdHeaderSize || b[0] != 0xfa || b[1] != 0xde || b[2] != 0x0c || b[3] != 0x02 {
		return nil, fmt.Errorf("slot 0 is not a CodeDirectory")
	}
	u32 := func(o int) uint32 { return uint32(b[o])<<24 | uint32(b[o+1])<<16 | uint32(b[o+2])<<8 | uint32(b[o+3]) }
	u64 := func(o int) uint64 { return uint64(u32(o))<<32 | uint64(u32(o+4)) }
	cd := &codeDir{raw: b, version: u32(8), flags: u32(12), hashOffset: u32(16), identOffset: u32(20),
		nSpecial: u32(24), nCode: u32(28), limit: u32(32), hashSize: b[36], hashType: b[37], pageLog: b[39]}
	if cd.version < csVersion {
		return nil, fmt.Errorf("the CodeDirectory is version %#x, want %#x", cd.version, csVersion)
	}
	cd.execBase, cd.execLimit, cd.execFlags = u64(64), u64(72), u64(80)
	if cd.hashSize == 0 || uint64(cd.hashOffset)+uint64(cd.nCode)*uint64(cd.hashSize) > uint64(len(b)) ||
		uint64(cd.nSpecial)*uint64(cd.hashSize) > uint64(cd.hashOffset) || cd.identOffset >= cd.hashOffset {
		return nil, fmt.Errorf("the CodeDirectory's hash slots run outside it")
	}
	ident := b[cd.identOffset:]
	i := bytes.IndexByte(ident, 0)
	if i < 0 {
		return nil, fmt.Errorf("the CodeDirectory's identifier is not terminated")
	}
	cd.identifier = string(ident[:i])
	return cd, nil
}

// codePageProblems recomputes every code slot of cd over exe and
// describes the pages that do not match.
func codePageProblems(exe []byte, cd *codeDir) []string {
	if cd.hashType != csHashSHA256 || cd.hashSize != sha256.Size || cd.pageLog != csPageLog {
		return []string{fmt.Sprintf("the code is hashed with type %d, %d-byte hashes and 2^%d-byte pages, want SHA-256 over 4 KiB pages", cd.hashType, cd.hashSize, cd.pageLog)}
	}
	if uint64(cd.limit) > uint64(len(exe)) {
		return []string{"the signature covers more code than the file has"}
	}
	if want := (cd.limit + csPageSize - 1) / csPageSize; cd.nCode != want {
		return []string{fmt.Sprintf("the signature has %d code slots, want %d for %d bytes", cd.nCode, want, cd.limit)}
	}
	var bad []int
	for i := range int(cd.nCode) {
		h := sha256.Sum256(exe[i*csPageSize : min(int(cd.limit), (i+1)*csPageSize)])
		if !bytes.Equal(h[:], cd.hash(i)) {
			bad = append(bad, i)
		}
	}
	if len(bad) == 0 {
		return nil
	}
	return []string{fmt.Sprintf("%d of %d code pages have changed since signing (the first is page %d, bytes %d–%d)",
		len(bad), cd.nCode, bad[0], bad[0]*csPageSize, min(int(cd.limit), (bad[0]+1)*csPageSize)-1)}
}

// signatureProblems checks one thin executable's ad-hoc bundle signature
// against s: the SuperBlob's CodeDirectory (ad hoc, not linker-signed,
// the bundle identifier, code up to the signature, __TEXT as the main
// executable segment), every code and special slot, and the empty
// Requirements and CMS blobs.
func signatureProblems(exe []byte, s bundleSeal) []string {
	l, blobs, err := signatureBlobs(exe)
	if err != nil {
		return []string{err.Error()}
	}
	cdBlob, ok := blobs[csSlotCodeDirectory]
	if !ok {
		return []string{"the signature has no CodeDirectory"}
	}
	cd, err := parseCodeDir(cdBlob)
	if err != nil {
		return []string{err.Error()}
	}
	var p []string
	fail := func(format string, args ...any) { p = append(p, fmt.Sprintf(format, args...)) }
	if cd.flags&csFlagAdhoc == 0 {
		fail("the signature is not ad hoc (flags %#x)", cd.flags)
	}
	if cd.flags&csFlagLinkerSigned != 0 {
		fail("the signature is only the linker's (linker-signed flag set): the bundle was not signed")
	}
	if cd.identifier != s.identifier {
		fail("the signature's identifier is %q, want the bundle identifier %q", cd.identifier, s.identifier)
	}
	if cd.limit != l.sigOff {
		fail("the signature covers %d bytes of code, want everything up to the signature (%d)", cd.limit, l.sigOff)
	}
	if cd.execBase != l.text.fileoff || cd.execLimit != l.text.filesize || cd.execFlags&csExecSegMainBinary == 0 {
		fail("the signature's executable segment is %d+%d flags %#x, want __TEXT (%d+%d) as the main binary",
			cd.execBase, cd.execLimit, cd.execFlags, l.text.fileoff, l.text.filesize)
	}
	p = append(p, codePageProblems(exe, cd)...)
	req, ok := blobs[csSlotRequirements]
	if !ok || !bytes.Equal(req[:4], emptyRequirements[:4]) {
		fail("the signature has no Requirements blob")
	}
	if cms, ok := blobs[csSlotSignature]; !ok || !bytes.Equal(cms[:4], emptySignature[:4]) {
		fail("the signature has no CMS wrapper blob")
	}
	if cd.nSpecial < csSpecialSlots {
		fail("the signature has %d special slots, want %d: Info.plist or the seal is not bound", cd.nSpecial, csSpecialSlots)
		return p
	}
	for _, sl := range []struct {
		slot int
		data []byte
		what string
	}{
		{csSlotInfo, s.infoPlist, "Info.plist has changed since signing: its hash is not the one the signature binds"},
		{csSlotRequirements, req, "the Requirements blob does not match its hash in the signature"},
		{csSlotResources, s.codeResources, "Contents/" + macSealPath + " has changed since signing: its hash is not the one the signature binds"},
	} {
		if h := sha256.Sum256(sl.data); !bytes.Equal(h[:], cd.hash(-sl.slot)) {
			fail("%s", sl.what)
		}
	}
	return p
}
