package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/internal/testdecks"
)

// TestHostAndJoinPlayArchenemy hosts a four-seat Archenemy game whose two
// team seats join as computers from "other computers" (the join command
// over loopback), and checks the host prints sim's summary line and each
// joiner the same end.
func TestHostAndJoinPlayArchenemy(t *testing.T) {
	out, log := hostAndJoin(t, []string{"-variant", "archenemy", "-seats", "medium,remote,remote,medium", "-seed", "5", "-max-turns", "12"}, "Bo", "Cy")
	t.Logf("%s%s", out, log)
}

// TestJoinersBringTheirDecksToTheHost: the host deals a new game once
// every remote seat is taken, with the names the joiners sat down with
// and the deck one of them brought (join -deck); the other gets the
// host's deck, and an Archenemy's archenemy seat keeps its theme deck.
func TestJoinersBringTheirDecksToTheHost(t *testing.T) {
	_, log := hostAndJoin(t, []string{"-seats", "remote,remote,medium", "-seed", "8", "-max-turns", "6"}, "Ada -deck block-br-ovenfire-butchers", "Bo")
	dealt := regexp.MustCompile(`host: dealt: (.*)`).FindStringSubmatch(log)
	if dealt == nil || !strings.Contains(dealt[1], " Ada with Ada's deck") || !strings.Contains(dealt[1], " Bo with ") || strings.Contains(dealt[1], "Bo with Bo's deck") {
		t.Fatalf("the host did not deal Ada's deck to Ada and its own to Bo: %q", log)
	}
	_, log = hostAndJoin(t, []string{"-variant", "archenemy", "-seats", "remote,remote,medium,medium", "-seed", "8", "-max-turns", "4"}, "Ada -deck block-br-ovenfire-butchers", "Bo -deck block-br-ovenfire-butchers")
	// Whoever comes first sits in seat 1, the archenemy's.
	if strings.Count(log, " brought a deck, but an archenemy plays a theme deck") != 1 || !regexp.MustCompile(`seat 2 (Ada|Bo) with (Ada|Bo)'s deck`).MatchString(log) {
		t.Fatalf("the archenemy's seat did not keep its theme deck, or the team seat did not get its deck: %q", log)
	}
}

// TestHostResumesASavedGame hosts a game with -save, cuts the saved game
// back to its first half (as if the host had died there), and resumes it
// with -resume: the same people join again by name (restarted programs)
// and the game is played to an end; damaged saves are refused in one
// sentence naming the file.
func TestHostResumesASavedGame(t *testing.T) {
	dir := t.TempDir()
	save := filepath.Join(dir, "table.json")
	hostAndJoin(t, []string{"-seats", "remote,remote,medium", "-seed", "4", "-max-turns", "6", "-save", save}, "Ann", "Bo")
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	var sv hostSave
	if err := json.Unmarshal(data, &sv); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(sv.Taken, []string{"Ann", "Bo", ""}) && !slices.Equal(sv.Taken, []string{"Bo", "Ann", ""}) {
		t.Fatalf("the save names the seats' people %q", sv.Taken)
	}
	rec, err := record.Read(save, strings.NewReader(sv.Game), testdecks.Library(t))
	if err != nil {
		t.Fatal(err)
	}
	full := len(rec.Actions)
	rec.Actions = rec.Actions[:full/2]
	if err := writeHostSave(save, sv, rec); err != nil {
		t.Fatal(err)
	}
	_, log := hostAndJoin(t, []string{"-resume", save}, "Ann", "Bo")
	if want := fmt.Sprintf("resuming the game of %s after %d actions", save, full/2); !strings.Contains(log, want) {
		t.Errorf("the host's log does not say %q: %q", want, log)
	}
	if strings.Count(log, "rejoined") != 2 {
		t.Errorf("the two people did not rejoin their seats: %q", log)
	}

	for _, tc := range []struct{ data, want string }{
		{"not json", "is not a hosted game's save"},
		{`{"Format":9,"Seats":["remote","medium"],"Taken":["",""]}`, "was saved by another version of Kitchen Table (format 9, this one reads 1)"},
		{`{"Format":1,"Seats":["remote"],"Taken":[""]}`, "is damaged: its seats do not add up"},
		{`{"Format":1,"Seats":["remote","medium"],"Taken":["",""],"Game":"nonsense"}`, "is damaged: the saved game:1: not a replay file"},
	} {
		bad := filepath.Join(dir, "bad.json")
		if err := os.WriteFile(bad, []byte(tc.data), 0o600); err != nil {
			t.Fatal(err)
		}
		code, _, errs := runT(t, "host", "-resume", bad, "-addr", "127.0.0.1:0")
		if code != 1 || !strings.HasPrefix(errs, "host: "+bad+" ") || !strings.Contains(errs, tc.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want one line with %q", tc.data, code, errs, tc.want)
		}
	}
}

// hostAndJoin runs `host` with args on a loopback port and one `join` of
// a medium computer for each name, and returns the host's summary line
// and its log, failing the test unless every command ends well and every
// joiner was told the host's end.
func hostAndJoin(t *testing.T, args []string, names ...string) (summary, log string) {
	t.Helper()
	pr, pw := io.Pipe()
	var hostOut bytes.Buffer
	hostCode := make(chan int, 1)
	go func() {
		defer pw.Close()
		hostCode <- run(append([]string{"host", "-addr", "127.0.0.1:0", "-code", "ABCD2345", "-wait", "2m"}, args...), &hostOut, pw)
	}()
	at := regexp.MustCompile(`table at (\S+), join code (\S+)`)
	sc := bufio.NewScanner(pr)
	var addr string
	var head strings.Builder
	for sc.Scan() {
		head.WriteString(sc.Text() + "\n")
		if m := at.FindStringSubmatch(sc.Text()); m != nil {
			addr = m[1]
			break
		}
	}
	if addr == "" {
		io.Copy(io.Discard, pr)
		t.Fatalf("the host printed no address (exit %d): %q", <-hostCode, head.String())
	}
	var hostErr strings.Builder
	done := make(chan struct{})
	go func() { io.Copy(&hostErr, pr); close(done) }()
	var wg sync.WaitGroup
	outs := make([]string, len(names))
	codes := make([]int, len(names))
	for i, name := range names {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var out, errb bytes.Buffer
			// A name may carry more join flags after a space ("Ada -deck X").
			words := strings.Fields(name)
			args := append([]string{"join", "-ai", "medium", "-name", words[0], "-code", "ABCD2345"}, words[1:]...)
			codes[i] = run(append(args, addr), &out, &errb)
			outs[i] = out.String() + errb.String()
		}()
	}
	wg.Wait()
	code := <-hostCode
	<-done
	log = head.String() + hostErr.String()
	if code != 0 || !strings.HasPrefix(hostOut.String(), "games=1 ") {
		t.Fatalf("host: exit %d, stdout %q, stderr %q", code, hostOut.String(), log)
	}
	end := regexp.MustCompile(`host: (.*? on turn \d+|.*draw.*?);`).FindStringSubmatch(log)
	if end == nil {
		t.Fatalf("the host's log names no end: %q", log)
	}
	for i, o := range outs {
		if codes[i] != 0 || !strings.Contains(o, end[1]) {
			t.Errorf("joiner %s: exit %d, output %q; want %q", strings.Fields(names[i])[0], codes[i], o, end[1])
		}
	}
	return hostOut.String(), log
}
