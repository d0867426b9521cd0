package main

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
)

// Code-signature blob magics, slot numbers and CodeDirectory fields, as
// Apple's code-signing format defines them (all big-endian).
const (
	csMagicEmbeddedSignature = 0xfade0cc0 // the SuperBlob
	csMagicCodeDirectory     = 0xfade0c02
	csMagicRequirements      = 0xfade0c01
	csMagicBlobWrapper       = 0xfade0b01 // the CMS signature; empty when ad hoc

	csSlotCodeDirectory = 0
	csSlotInfo          = 1 // special slot -1: Info.plist
	csSlotRequirements  = 2 // special slot -2: the Requirements blob
	csSlotResources     = 3 // special slot -3: _CodeSignature/CodeResources
	csSlotSignature     = 0x10000

	csVersion           = 0x20400 // with the executable-segment fields
	csFlagAdhoc         = 0x2
	csFlagLinkerSigned  = 0x20000
	csHashSHA256        = 2
	csPageLog           = 12 // 4 KiB pages
	csPageSize          = 1 << csPageLog
	csExecSegMainBinary = 0x1
	csSpecialSlots      = 3

	cdHeaderSize = 88 // a version 0x20400 CodeDirectory's fixed fields
)

// Mach-O load commands and sizes used here.
const (
	loadSegment64     = 0x19
	machHeaderSize    = 32
	segmentCmdSize    = 72
	sectionSize       = 80
	linkeditCmdSize   = 16
	maxLoadCommands   = 1024
	linkeditAlignment = 0x4000 // __LINKEDIT's memory size, in 16 KiB pages
)

// bundleSeal is what a bundle's executable signature binds: the code
// identifier and the two files whose hashes go in the special slots.
type bundleSeal struct {
	identifier    string
	infoPlist     []byte
	codeResources []byte
}

// emptyRequirements is the Requirements blob of an ad-hoc signature: no
// requirements at all.
var emptyRequirements = []byte{0xfa, 0xde, 0x0c, 0x01, 0, 0, 0, 12, 0, 0, 0, 0}

// emptySignature is the CMS wrapper of an ad-hoc signature: no CMS data.
var emptySignature = []byte{0xfa, 0xde, 0x0b, 0x01, 0, 0, 0, 8}

// signExecutable signs a thin 64-bit Mach-O executable, or every slice of
// a universal one, ad hoc for the bundle described by s, as
// `codesign --sign -` would.
func signExecutable(exe []byte, s bundleSeal) ([]byte, error) {
	if len(exe) >= 4 && binary.BigEndian.Uint32(exe) == fatMagic {
		slices, err := fatSlices(exe)
		if err != nil {
			return nil, err
		}
		signed := make([][]byte, len(slices))
		for i, sl := range slices {
			if signed[i], err = signThin(sl, s); err != nil {
				return nil, fmt.Errorf("slice %d: %w", i, err)
			}
		}
		return universal(signed...)
	}
	return signThin(exe, s)
}

// maxFatSlices bounds the slice count read from a universal header.
const maxFatSlices = 8

// fatSlices returns the thin executables inside a universal file.
func fatSlices(fat []byte) ([][]byte, error) {
	if len(fat) < 8 || binary.BigEndian.Uint32(fat) != fatMagic {
		return nil, errors.New("not a universal Mach-O file")
	}
	n := binary.BigEndian.Uint32(fat[4:])
	if n == 0 || n > maxFatSlices || len(fat) < 8+20*int(n) {
		return nil, fmt.Errorf("the universal header claims %d slices", n)
	}
	out := make([][]byte, n)
	for i := range out {
		h := fat[8+20*i:]
		off, size := uint64(binary.BigEndian.Uint32(h[8:])), uint64(binary.BigEndian.Uint32(h[12:]))
		if off+size > uint64(len(fat)) || off < uint64(8+20*n) {
			return nil, fmt.Errorf("slice %d lies outside the file", i)
		}
		out[i] = fat[off : off+size]
	}
	return out, nil
}

// machoLayout is what signing needs to know of a thin Mach-O file: where
// its load commands, __TEXT, __LINKEDIT and code signature are.
type machoLayout struct {
	ncmds, sizeofcmds uint32
	firstData         uint64 // the lowest file offset of any section or segment data
	text              segment
	linkedit          segment
	sigCmd            int // offset of LC_CODE_SIGNATURE, or -1
	sigOff, sigSize   uint32
}

// segment is an LC_SEGMENT_64's place in the file and its fields.
type segment struct {
	cmd                               int // offset of the load command
	vmaddr, vmsize, fileoff, filesize uint64
}

// parseLayout walks a thin 64-bit little-endian Mach-O file's load
// commands.
func parseLayout(exe []byte) (*machoLayout, error) {
	if len(exe) < machHeaderSize || binary.LittleEndian.Uint32(exe) != machoMagic {
		return nil, errors.New("not a 64-bit Mach-O file")
	}
	l := &machoLayout{ncmds: binary.LittleEndian.Uint32(exe[16:]), sizeofcmds: binary.LittleEndian.Uint32(exe[20:]), sigCmd: -1, firstData: uint64(len(exe))}
	end := machHeaderSize + uint64(l.sizeofcmds)
	if l.ncmds > maxLoadCommands || end > uint64(len(exe)) {
		return nil, errors.New("the load commands run past the end of the file")
	}
	var lastEnd, lastAddr uint64
	off := uint64(machHeaderSize)
	for i := uint32(0); i < l.ncmds; i++ {
		if off+8 > end {
			return nil, fmt.Errorf("load command %d runs past the load commands", i)
		}
		cmd, size := binary.LittleEndian.Uint32(exe[off:]), uint64(binary.LittleEndian.Uint32(exe[off+4:]))
		if size < 8 || off+size > end {
			return nil, fmt.Errorf("load command %d has a bad size", i)
		}
		c := exe[off : off+size]
		switch cmd {
		case loadSegment64:
			if size < segmentCmdSize {
				return nil, fmt.Errorf("load command %d is a short segment", i)
			}
			s := segment{int(off), binary.LittleEndian.Uint64(c[24:]), binary.LittleEndian.Uint64(c[32:]), binary.LittleEndian.Uint64(c[40:]), binary.LittleEndian.Uint64(c[48:])}
			switch cString(c[8:24]) {
			case "__TEXT":
				l.text = s
			case "__LINKEDIT":
				l.linkedit = s
			}
			if s.filesize > 0 && s.fileoff > 0 {
				l.firstData = min(l.firstData, s.fileoff)
			}
			nsects := uint64(binary.LittleEndian.Uint32(c[64:]))
			if segmentCmdSize+nsects*sectionSize > size {
				return nil, fmt.Errorf("load command %d has more sections than room", i)
			}
			for j := range nsects {
				sec := c[segmentCmdSize+j*sectionSize:]
				if o := uint64(binary.LittleEndian.Uint32(sec[48:])); o > 0 {
					l.firstData = min(l.firstData, o)
				}
			}
			lastEnd, lastAddr = max(lastEnd, s.fileoff+s.filesize), max(lastAddr, s.vmaddr)
		case loadCodeSignature:
			if size != linkeditCmdSize {
				return nil, errors.New("LC_CODE_SIGNATURE has a bad size")
			}
			l.sigCmd = int(off)
			l.sigOff, l.sigSize = binary.LittleEndian.Uint32(c[8:]), binary.LittleEndian.Uint32(c[12:])
		}
		off += size
	}
	if l.text.cmd == 0 || l.linkedit.cmd == 0 {
		return nil, errors.New("no __TEXT or no __LINKEDIT segment")
	}
	if l.linkedit.vmaddr != lastAddr || l.linkedit.fileoff+l.linkedit.filesize != lastEnd {
		return nil, errors.New("__LINKEDIT is not the last segment")
	}
	if l.sigCmd >= 0 && uint64(l.sigOff)+uint64(l.sigSize) > uint64(len(exe)) {
		return nil, errors.New("the code signature runs past the end of the file")
	}
	return l, nil
}

// cString is a fixed-size NUL-padded name.
func cString(b []byte) string {
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return string(b)
}

// signThin replaces a thin executable's signature (the linker's, or none)
// with an ad-hoc bundle signature at the end of __LINKEDIT, growing
// __LINKEDIT and the file to fit it.
func signThin(exe []byte, s bundleSeal) ([]byte, error) {
	l, err := parseLayout(exe)
	if err != nil {
		return nil, err
	}
	sigOff := uint64(l.sigOff)
	out := exe
	if l.sigCmd < 0 {
		// No signature yet: add LC_CODE_SIGNATURE after the last load
		// command, if the header has room before the first data.
		if machHeaderSize+uint64(l.sizeofcmds)+linkeditCmdSize > l.firstData {
			return nil, errors.New("no room in the header for LC_CODE_SIGNATURE")
		}
		sigOff = (l.linkedit.fileoff + l.linkedit.filesize + 15) &^ 15
		if l.linkedit.fileoff+l.linkedit.filesize != uint64(len(exe)) {
			return nil, errors.New("the file goes on past __LINKEDIT")
		}
		out = append([]byte(nil), exe...)
		l.sigCmd = machHeaderSize + int(l.sizeofcmds)
		binary.LittleEndian.PutUint32(out[l.sigCmd:], loadCodeSignature)
		binary.LittleEndian.PutUint32(out[l.sigCmd+4:], linkeditCmdSize)
		binary.LittleEndian.PutUint32(out[16:], l.ncmds+1)
		binary.LittleEndian.PutUint32(out[20:], l.sizeofcmds+linkeditCmdSize)
	} else if sigOff < l.linkedit.fileoff || sigOff%16 != 0 || sigOff+uint64(l.sigSize) != l.linkedit.fileoff+l.linkedit.filesize {
		return nil, errors.New("the linker's code signature is not at the end of __LINKEDIT")
	}
	if sigOff > 1<<31 {
		return nil, errors.New("the executable is too large to sign")
	}
	size := (signatureSize(len(s.identifier), sigOff) + 15) &^ 15
	grown := make([]byte, sigOff+uint64(size))
	copy(grown, out[:sigOff])
	binary.LittleEndian.PutUint32(grown[l.sigCmd+8:], uint32(sigOff))
	binary.LittleEndian.PutUint32(grown[l.sigCmd+12:], uint32(size))
	filesize := sigOff + uint64(size) - l.linkedit.fileoff
	binary.LittleEndian.PutUint64(grown[l.linkedit.cmd+48:], filesize)
	if vm := (filesize + linkeditAlignment - 1) &^ (linkeditAlignment - 1); vm > l.linkedit.vmsize {
		binary.LittleEndian.PutUint64(grown[l.linkedit.cmd+32:], vm)
	}
	copy(grown[sigOff:], superBlob(grown[:sigOff], l.text, s))
	return grown, nil
}

// signatureSize is the size of the SuperBlob superBlob writes for an
// identifier of n bytes and code of codeLimit bytes.
func signatureSize(n int, codeLimit uint64) int {
	return 12 + 3*8 + codeDirectorySize(n, codeLimit) + len(emptyRequirements) + len(emptySignature)
}

// codeDirectorySize is the size of the CodeDirectory for an identifier
// of n bytes and code of codeLimit bytes.
func codeDirectorySize(n int, codeLimit uint64) int {
	pages := int((codeLimit + csPageSize - 1) / csPageSize)
	return cdHeaderSize + n + 1 + sha256.Size*(csSpecialSlots+pages)
}

// superBlob builds the embedded signature of code: the CodeDirectory,
// the empty Requirements and the empty CMS wrapper.
func superBlob(code []byte, text segment, s bundleSeal) []byte {
	cd := codeDirectory(code, text, s)
	blobs := []struct {
		slot uint32
		data []byte
	}{{csSlotCodeDirectory, cd}, {csSlotRequirements, emptyRequirements}, {csSlotSignature, emptySignature}}
	head := 12 + 8*len(blobs)
	out := make([]byte, head, signatureSize(len(s.identifier), uint64(len(code))))
	binary.BigEndian.PutUint32(out, csMagicEmbeddedSignature)
	binary.BigEndian.PutUint32(out[8:], uint32(len(blobs)))
	for i, b := range blobs {
		binary.BigEndian.PutUint32(out[12+8*i:], b.slot)
		binary.BigEndian.PutUint32(out[16+8*i:], uint32(len(out)))
		out = append(out, b.data...)
	}
	binary.BigEndian.PutUint32(out[4:], uint32(len(out)))
	return out
}

// codeDirectory builds the CodeDirectory: version 0x20400, ad hoc,
// SHA-256 over 4 KiB pages of code, the identifier, the three special
// slots and __TEXT as the main binary's executable segment.
func codeDirectory(code []byte, text segment, s bundleSeal) []byte {
	size := codeDirectorySize(len(s.identifier), uint64(len(code)))
	pages := (len(code) + csPageSize - 1) / csPageSize
	cd := make([]byte, size)
	be := binary.BigEndian
	identOff := cdHeaderSize
	hashOff := identOff + len(s.identifier) + 1 + csSpecialSlots*sha256.Size
	be.PutUint32(cd[0:], csMagicCodeDirectory)
	be.PutUint32(cd[4:], uint32(size))
	be.PutUint32(cd[8:], csVersion)
	be.PutUint32(cd[12:], csFlagAdhoc)
	be.PutUint32(cd[16:], uint32(hashOff))
	be.PutUint32(cd[20:], uint32(identOff))
	be.PutUint32(cd[24:], csSpecialSlots)
	be.PutUint32(cd[28:], uint32(pages))
	be.PutUint32(cd[32:], uint32(len(code)))
	cd[36], cd[37], cd[39] = sha256.Size, csHashSHA256, csPageLog
	// 40 spare, 44 scatter, 48 team, 52 spare, 56 64-bit code limit (0:
	// the 32-bit one holds it).
	be.PutUint64(cd[64:], text.fileoff)
	be.PutUint64(cd[72:], text.filesize)
	be.PutUint64(cd[80:], csExecSegMainBinary)
	copy(cd[identOff:], s.identifier)
	special := map[int][]byte{csSlotInfo: s.infoPlist, csSlotRequirements: emptyRequirements, csSlotResources: s.codeResources}
	for slot, data := range special {
		h := sha256.Sum256(data)
		copy(cd[hashOff-slot*sha256.Size:], h[:])
	}
	for i := range pages {
		h := sha256.Sum256(code[i*csPageSize : min(len(code), (i+1)*csPageSize)])
		copy(cd[hashOff+i*sha256.Size:], h[:])
	}
	return cd
}
