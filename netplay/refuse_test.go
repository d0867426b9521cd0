package netplay

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"strings"
	"testing"
	"time"
)

// TestJoinRefusals checks the sentences a joiner gets for a wrong code
// and from a host of a newer protocol, naming both versions.
func TestJoinRefusals(t *testing.T) {
	tb := newTable(t, 6, true, false)
	hs := tb.host(t, nil)
	c := tb.clientFor(t, hs, 0)
	c.Code = "WRON-GCOD"
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	_, err := Join(ctx, c)
	var refused *RefusedError
	if !errors.As(err, &refused) || refused.Text != "The join code is wrong." {
		t.Fatalf("a wrong code: %v", err)
	}

	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	go func() {
		nc, err := l.Accept()
		if err != nil {
			return
		}
		defer nc.Close()
		b, _ := json.Marshal(HostMsg{T: TypeChallenge, Seq: 1, Proto: ProtocolVersion + 1, Program: "9.9.9", Nonce: "00"})
		WriteFrame(nc, b)
		ReadFrame(nc, MaxClientFrame)
	}()
	c.Addr, c.Program = l.Addr().String(), "1.0.0"
	_, err = Join(ctx, c)
	if !errors.As(err, &refused) {
		t.Fatalf("a newer host: %v", err)
	}
	for _, want := range []string{fmt.Sprintf("protocol version %d (Kitchen Table 9.9.9)", ProtocolVersion+1), fmt.Sprintf("protocol version %d (Kitchen Table 1.0.0)", ProtocolVersion)} {
		if !strings.Contains(refused.Text, want) {
			t.Errorf("the refusal %q does not say %q", refused.Text, want)
		}
	}
}
