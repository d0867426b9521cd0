package netplay

import (
	"net"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hashicorp/mdns"
)

// TestTableOfBoundsWhatOthersAnnounce reads announcements as another
// computer on the network might send them: fields too long, control
// characters, ports out of range, other services and no protocol.
func TestTableOfBoundsWhatOthersAnnounce(t *testing.T) {
	ip := net.IPv4(10, 0, 0, 7)
	name := "_x." + Service + ".local."
	long := strings.Repeat("é", 500)
	tb, ok := tableOf(&mdns.ServiceEntry{Name: name, AddrV4: ip, Port: 7420,
		InfoFields: []string{"proto=1", "name=" + long, "variant=arch\x1b[2Jenemy", "open=3", "program=v1"}})
	if !ok || tb.Addr != "10.0.0.7:7420" || tb.Open != 3 || tb.Proto != 1 || tb.Program != "v1" {
		t.Fatalf("a good announcement read as %+v, %v", tb, ok)
	}
	if len(tb.Name) > maxTXT || !utf8.ValidString(tb.Name) || strings.ContainsAny(tb.Variant, "\x1b") {
		t.Errorf("announced text was not bounded and made printable: name %d bytes, variant %q", len(tb.Name), tb.Variant)
	}
	for _, e := range []*mdns.ServiceEntry{
		nil,
		{Name: name, AddrV4: ip, Port: 0, InfoFields: []string{"proto=1"}},
		{Name: name, AddrV4: ip, Port: 70000, InfoFields: []string{"proto=1"}},
		{Name: name, Port: 7420, InfoFields: []string{"proto=1"}},
		{Name: "_x._printer._tcp.local.", AddrV4: ip, Port: 7420, InfoFields: []string{"proto=1"}},
		{Name: name, AddrV4: ip, Port: 7420, InfoFields: []string{"name=no protocol"}},
	} {
		if tb, ok := tableOf(e); ok {
			t.Errorf("%+v was read as a table: %+v", e, tb)
		}
	}
}
