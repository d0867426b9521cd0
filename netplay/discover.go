package netplay

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"log"
	"net"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/hashicorp/mdns"
	"github.com/miekg/dns"
)

// Service is the DNS-SD service type a hosted table is announced as on
// the local network (mDNS).
const Service = "_kitchentable._tcp"

// maxTables bounds the tables Find returns; maxTXT the length of each
// announced text field.
const (
	maxTables = 32
	maxTXT    = 64
)

// Table is a hosted table as announced on the local network.
type Table struct {
	Name    string // the table's name, as the host gave it
	Addr    string // where to join it (host:port)
	Variant string // what is played there
	Open    int    // remote seats nobody has taken yet
	Proto   int    // the host's protocol version
	Program string // the host's program version
}

// txt is t's announcement's text fields.
func (t Table) txt() []string {
	return []string{"proto=" + strconv.Itoa(t.Proto), "program=" + clip(t.Program), "variant=" + clip(t.Variant),
		"open=" + strconv.Itoa(t.Open), "name=" + clip(t.Name)}
}

// clip makes an announced text field printable and at most maxTXT
// bytes, cut between characters.
func clip(s string) string {
	s = printableText(s)
	for len(s) > maxTXT {
		_, n := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-n]
	}
	return s
}

// Announcer announces one table on the local network until Stop.
type Announcer struct {
	mu     sync.Mutex
	zone   *mdns.MDNSService
	server *mdns.Server
	inst   string
	port   int
	ips    []net.IP
}

// Announce starts announcing t, joinable at port on ips (nil: every
// address of this computer but loopback's).
func Announce(t Table, port int, ips []net.IP) (*Announcer, error) {
	if len(ips) == 0 {
		ips = localIPs()
	}
	if len(ips) == 0 {
		return nil, errors.New("netplay: this computer has no network address to announce a table on")
	}
	b := make([]byte, 6)
	rand.Read(b)
	a := &Announcer{inst: "kt-" + hex.EncodeToString(b), port: port, ips: ips}
	if err := a.Update(t); err != nil {
		return nil, err
	}
	s, err := mdns.NewServer(&mdns.Config{Zone: a, Logger: quiet})
	if err != nil {
		return nil, errors.New("netplay: the table cannot be announced on this network (no multicast)")
	}
	a.server = s
	return a, nil
}

// quiet is the mDNS package's logger: its complaints about other
// computers' packets are not ours to show.
var quiet = log.New(io.Discard, "", 0)

// Update changes what is announced (the seats still open, say).
func (a *Announcer) Update(t Table) error {
	t.Proto = ProtocolVersion
	z, err := mdns.NewMDNSService(a.inst, Service, "", a.inst+".local.", a.port, a.ips, t.txt())
	if err != nil {
		return errors.New("netplay: the table cannot be announced: " + err.Error())
	}
	a.mu.Lock()
	a.zone = z
	a.mu.Unlock()
	return nil
}

// Records answers an mDNS question from the current announcement.
func (a *Announcer) Records(q dns.Question) []dns.RR {
	a.mu.Lock()
	z := a.zone
	a.mu.Unlock()
	return z.Records(q)
}

// Stop ends the announcement.
func (a *Announcer) Stop() {
	if a.server != nil {
		a.server.Shutdown()
	}
}

// localIPs returns this computer's IPv4 addresses but loopback's.
func localIPs() []net.IP {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return nil
	}
	var ips []net.IP
	for _, ad := range addrs {
		if n, ok := ad.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil {
			ips = append(ips, n.IP)
		}
	}
	return ips
}

// Find asks the local network for tables and returns those that answer
// within wait (or before ctx ends), each once, in the order they
// answered. What another computer announces is bounded and made
// printable before it is returned.
func Find(ctx context.Context, wait time.Duration) ([]Table, error) {
	entries := make(chan *mdns.ServiceEntry, 64)
	var tables []Table
	seen := map[string]bool{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for e := range entries {
			t, ok := tableOf(e)
			if ok && !seen[t.Addr] && len(tables) < maxTables {
				seen[t.Addr] = true
				tables = append(tables, t)
			}
		}
	}()
	ctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	err := mdns.QueryContext(ctx, &mdns.QueryParam{Service: Service, Domain: "local", Timeout: wait, Entries: entries,
		DisableIPv6: true, Logger: quiet})
	close(entries)
	<-done
	if err != nil && len(tables) == 0 {
		return nil, errors.New("netplay: the local network cannot be searched for tables (no multicast)")
	}
	return tables, nil
}

// tableOf reads an answer; ok is false for one that is not a table.
func tableOf(e *mdns.ServiceEntry) (Table, bool) {
	if e == nil || e.AddrV4 == nil || e.Port <= 0 || e.Port > 65535 || !strings.Contains(e.Name, Service) {
		return Table{}, false
	}
	t := Table{Addr: net.JoinHostPort(e.AddrV4.String(), strconv.Itoa(e.Port))}
	for _, f := range e.InfoFields {
		k, v, _ := strings.Cut(f, "=")
		v = clip(v)
		switch k {
		case "name":
			t.Name = v
		case "variant":
			t.Variant = v
		case "program":
			t.Program = v
		case "open":
			t.Open, _ = strconv.Atoi(v)
		case "proto":
			t.Proto, _ = strconv.Atoi(v)
		}
	}
	return t, t.Proto > 0
}
