package netplay

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"reflect"
	"testing"
)

// FuzzClientReader feeds the host's reader of client frames arbitrary
// bytes: it must never panic, never return a frame over the limit, and
// every message it accepts must have a type, a sequence number and fields
// within bounds, and read back the same once written again.
func FuzzClientReader(f *testing.F) {
	frame := func(s string) []byte {
		var b bytes.Buffer
		WriteFrame(&b, []byte(s))
		return b.Bytes()
	}
	f.Add(frame(`{"T":"act","Seq":3,"Ask":2,"Index":1}`))
	f.Add(frame(`{"T":"hello","Seq":1,"Proto":1,"Program":"0.1","Name":"Bo","Proof":"` + Proof("ABCD-EFGH", "00", "Bo") + `"}`))
	f.Add(frame(`{"T":"act","Seq":1,"Ask":1,"Index":-1}`))
	f.Add(frame(`{"T":"hello","Seq":1,"Proto":1,"Name":" Bo"}`))
	f.Add([]byte{0xff, 0xff, 0xff, 0xff})
	f.Add([]byte{0, 0, 0, 0})
	f.Add(append(frame(`{"T":"act","Seq":2,"Ask":1}`), frame(`{}`)...))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := bytes.NewReader(data)
		for {
			at := len(data) - r.Len()
			b, err := ReadFrame(r, MaxClientFrame)
			if err != nil {
				if errors.Is(err, ErrFrameTooLarge) && binary.BigEndian.Uint32(data[at:at+4]) <= MaxClientFrame {
					t.Fatalf("a frame within the limit was refused: %v", err)
				}
				return
			}
			if len(b) > MaxClientFrame || len(b) == 0 {
				t.Fatalf("a frame of %d bytes was read", len(b))
			}
			m, err := ParseClientMsg(b)
			if err != nil {
				continue
			}
			if m.Seq == 0 || (m.T != TypeHello && m.T != TypeAct) || m.Index < 0 {
				t.Fatalf("accepted %+v", m)
			}
			if m.T == TypeHello && m.Proto == ProtocolVersion && (checkName(m.Name) != nil || len(m.Proof) != proofLen || checkDeckKeys(m.Deck) != nil) {
				t.Fatalf("accepted a greeting with name %q, proof %q, a deck of %d", m.Name, m.Proof, len(m.Deck))
			}
			again, _ := json.Marshal(m)
			m2, err := ParseClientMsg(again)
			if err != nil || !reflect.DeepEqual(m2, m) {
				t.Fatalf("%+v read back as %+v (%v)", m, m2, err)
			}
		}
	})
}
