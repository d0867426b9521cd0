package main

import (
	"bufio"
	"bytes"
	"io"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// TestHostAndJoinPlayArchenemy hosts a four-seat Archenemy game whose two
// team seats join as computers from "other computers" (the join command
// over loopback), and checks the host prints sim's summary line and each
// joiner the same end.
func TestHostAndJoinPlayArchenemy(t *testing.T) {
	pr, pw := io.Pipe()
	var hostOut bytes.Buffer
	hostCode := make(chan int, 1)
	go func() {
		defer pw.Close()
		hostCode <- run([]string{"host", "-variant", "archenemy", "-seats", "medium,remote,remote,medium", "-seed", "5",
			"-max-turns", "12", "-addr", "127.0.0.1:0", "-code", "ABCD2345", "-wait", "2m"}, &hostOut, pw)
	}()
	at := regexp.MustCompile(`table at (\S+), join code (\S+)`)
	sc := bufio.NewScanner(pr)
	var addr string
	for sc.Scan() {
		if m := at.FindStringSubmatch(sc.Text()); m != nil {
			addr = m[1]
			break
		}
	}
	if addr == "" {
		t.Fatalf("the host printed no address (exit %d)", <-hostCode)
	}
	var hostErr strings.Builder
	done := make(chan struct{})
	go func() { io.Copy(&hostErr, pr); close(done) }()
	var wg sync.WaitGroup
	outs := make([]string, 2)
	codes := make([]int, 2)
	for i, name := range []string{"Bo", "Cy"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var out, errb bytes.Buffer
			codes[i] = run([]string{"join", "-ai", "medium", "-name", name, "-code", "ABCD2345", addr}, &out, &errb)
			outs[i] = out.String() + errb.String()
		}()
	}
	wg.Wait()
	code := <-hostCode
	<-done
	if code != 0 || !strings.HasPrefix(hostOut.String(), "games=1 ") {
		t.Fatalf("host: exit %d, stdout %q, stderr %q", code, hostOut.String(), hostErr.String())
	}
	end := regexp.MustCompile(`host: (.*? on turn \d+|.*draw.*?);`).FindStringSubmatch(hostErr.String())
	if end == nil {
		t.Fatalf("the host's log names no end: %q", hostErr.String())
	}
	for i, o := range outs {
		if codes[i] != 0 || !strings.Contains(o, end[1]) {
			t.Errorf("joiner %d: exit %d, output %q; want %q", i+1, codes[i], o, end[1])
		}
	}
	t.Logf("%s%s", hostOut.String(), hostErr.String())
}
