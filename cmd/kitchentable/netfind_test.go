package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestNetnsCommand is not a test: run by TestFindsTheTableOnTheLocalNetwork
// inside a network namespace, it runs the command KT_NETNS_ARGS gives.
func TestNetnsCommand(t *testing.T) {
	js := os.Getenv("KT_NETNS_ARGS")
	if js == "" {
		t.Skip("runs only as a command inside a network namespace")
	}
	var args []string
	if err := json.Unmarshal([]byte(js), &args); err != nil {
		t.Fatal(err)
	}
	os.Exit(run(args, os.Stdout, os.Stderr))
}

// TestFindsTheTableOnTheLocalNetwork makes two network namespaces joined
// by a virtual cable (two computers on one network), hosts a table in
// one and, in the other, lists it with find and joins it without an
// address: the table is found by mDNS with its name, variant and open
// seat, and the game is played to its end.
func TestFindsTheTableOnTheLocalNetwork(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root to make network namespaces")
	}
	if _, err := exec.LookPath("ip"); err != nil {
		t.Skip("needs ip (iproute2) to make network namespaces")
	}
	a, b := fmt.Sprintf("kt%da", os.Getpid()), fmt.Sprintf("kt%db", os.Getpid())
	ip := func(args ...string) {
		t.Helper()
		if out, err := exec.Command("ip", args...).CombinedOutput(); err != nil {
			t.Fatalf("ip %s: %v: %s", strings.Join(args, " "), err, out)
		}
	}
	t.Cleanup(func() { exec.Command("ip", "netns", "del", a).Run(); exec.Command("ip", "netns", "del", b).Run() })
	ip("netns", "add", a)
	ip("netns", "add", b)
	ip("link", "add", a+"0", "type", "veth", "peer", "name", b+"0")
	for i, ns := range []string{a, b} {
		ip("link", "set", ns+"0", "netns", ns)
		ip("-n", ns, "addr", "add", fmt.Sprintf("10.231.%d.%d/24", os.Getpid()%250, i+1), "dev", ns+"0")
		ip("-n", ns, "link", "set", ns+"0", "up")
		ip("-n", ns, "link", "set", "lo", "up")
		ip("-n", ns, "route", "add", "224.0.0.0/4", "dev", ns+"0")
	}
	in := func(ns string, args ...string) *exec.Cmd {
		js, _ := json.Marshal(args)
		cmd := exec.Command("ip", "netns", "exec", ns, os.Args[0], "-test.run=^TestNetnsCommand$")
		cmd.Env = append(os.Environ(), "KT_NETNS_ARGS="+string(js))
		return cmd
	}
	host := in(a, "host", "-seats", "remote,medium", "-seed", "3", "-addr", "0.0.0.0:7440", "-code", "ABCD2345", "-name", "Ann's table", "-wait", "1m")
	var hostOut, hostErr bytes.Buffer
	host.Stdout, host.Stderr = &hostOut, &hostErr
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	defer host.Process.Kill()
	var found string
	for try := 0; try < 10 && !strings.Contains(found, "Ann's table"); try++ {
		out, err := in(b, "find", "-wait", "1s").CombinedOutput()
		if err != nil {
			t.Fatalf("find: %v: %s", err, out)
		}
		found = string(out)
	}
	if !strings.Contains(found, "Ann's table  plain  1 open seat") {
		t.Fatalf("find listed %q, not Ann's table with its open seat", found)
	}
	out, err := in(b, "join", "-name", "Bo", "-code", "ABCD2345").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "join: found the table at 10.231.") || !strings.Contains(string(out), "Bo (P1): ") {
		t.Fatalf("join without an address: %v: %s", err, out)
	}
	done := make(chan error, 1)
	go func() { done <- host.Wait() }()
	select {
	case err := <-done:
		if err != nil || !strings.HasPrefix(hostOut.String(), "games=1 ") {
			t.Fatalf("host: %v, stdout %q, stderr %q", err, hostOut.String(), hostErr.String())
		}
	case <-time.After(time.Minute):
		t.Fatalf("the host did not end; stderr %q", hostErr.String())
	}
	t.Logf("find: %s%s", found, out)
}
