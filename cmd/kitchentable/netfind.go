package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"time"

	"github.com/kitchentable/kitchentable/internal/version"
	"github.com/kitchentable/kitchentable/netplay"
)

// runFind lists the tables hosted on the local network.
func runFind(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("find", flag.ContinueOnError)
	fl.SetOutput(stderr)
	wait := fl.Duration("wait", 2*time.Second, "how long to listen for tables")
	fl.Usage = func() {
		fmt.Fprintln(stderr, "usage: kitchentable find [flags]\n\nLists the tables hosted on the local network (announced by kitchentable host).\n\nflags:")
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	tables, err := netplay.Find(context.Background(), *wait)
	if err != nil {
		return failed(stderr, "find", errors.New(strings.TrimPrefix(err.Error(), "netplay: ")))
	}
	if len(tables) == 0 {
		fmt.Fprintln(stdout, "No tables were found on the local network.")
		return 0
	}
	for _, t := range tables {
		fmt.Fprintln(stdout, tableLine(t))
	}
	return 0
}

// tableLine is one line about a table found on the network.
func tableLine(t netplay.Table) string {
	seats := fmt.Sprintf("%d open seats", t.Open)
	if t.Open == 1 {
		seats = "1 open seat"
	}
	return fmt.Sprintf("%s  %s  %s  %s  (Kitchen Table %s)", t.Addr, t.Name, t.Variant, seats, t.Program)
}

// findOneTable returns the address of the only table with an open seat
// on the local network, or an error saying what was found instead.
func findOneTable(wait time.Duration) (string, error) {
	tables, err := netplay.Find(context.Background(), wait)
	if err != nil {
		return "", errors.New(strings.TrimPrefix(err.Error(), "netplay: "))
	}
	var open []netplay.Table
	for _, t := range tables {
		if t.Open > 0 {
			open = append(open, t)
		}
	}
	switch len(open) {
	case 0:
		return "", errors.New("no table with an open seat was found on the local network; give the table's address")
	case 1:
		return open[0].Addr, nil
	}
	lines := make([]string, len(open))
	for i, t := range open {
		lines[i] = "  " + tableLine(t)
	}
	return "", fmt.Errorf("%d tables have open seats; give the address of one:\n%s", len(open), strings.Join(lines, "\n"))
}

// announce announces the table listening at l on the local network, if
// it listens beyond this computer, and keeps its open seats up to date
// until the returned function is called.
func announce(h *netplay.Host, l net.Listener, name, variantName string, stderr io.Writer) func() {
	if name == "" {
		host, _ := os.Hostname()
		name = "Kitchen Table on " + host
	}
	stop, err := h.AnnounceOn(l, netplay.Table{Name: name, Variant: variantName, Program: version.String()})
	if err != nil {
		fmt.Fprintf(stderr, "host: %s\n", strings.TrimPrefix(err.Error(), "netplay: "))
		return stop
	}
	if tcp, ok := l.Addr().(*net.TCPAddr); ok && !tcp.IP.IsLoopback() {
		fmt.Fprintf(stderr, "host: announced on the local network as %q\n", name)
	}
	return stop
}
