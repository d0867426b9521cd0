package applog

import (
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestANormalRunLeavesNoCrashForTheNext(t *testing.T) {
	dir := t.TempDir()
	l, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	l.Printf("hello %d", 42)
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if err := l.Close(); err != nil {
		t.Fatalf("a second Close: %v", err)
	}
	got := read(t, filepath.Join(dir, Name))
	if !strings.HasPrefix(got, "Kitchen Table ") || !strings.Contains(got, "hello 42") || !strings.HasSuffix(got, closedLine+"\n") {
		t.Fatalf("the log reads:\n%s", got)
	}
	l2, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer l2.Close()
	if c := l2.PreviousCrash(); c != "" {
		t.Fatalf("PreviousCrash() = %q after a normal run", c)
	}
	if prev := read(t, filepath.Join(dir, Previous)); prev != got {
		t.Fatalf("the previous log was not kept as it was:\n%s", prev)
	}
}

func TestACrashIsReportedByTheNextRunAndItsLogKept(t *testing.T) {
	dir := t.TempDir()
	crashed := "Kitchen Table dev on linux/amd64\n" +
		"2026/11/22 10:00:00 something\n" +
		"panic: runtime error: index out of range [3] with length 3\n\ngoroutine 1 [running]:\nmain.main()\n"
	if err := os.WriteFile(filepath.Join(dir, Name), []byte(crashed), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if c := l.PreviousCrash(); c != "panic: runtime error: index out of range [3] with length 3" {
		t.Fatalf("PreviousCrash() = %q", c)
	}
	if prev := read(t, filepath.Join(dir, Previous)); prev != crashed {
		t.Fatalf("the crashed run's log was not kept:\n%s", prev)
	}
	if cur := read(t, l.Path()); !strings.Contains(cur, "did not close normally: panic: runtime error") {
		t.Fatalf("the new log does not mention the crash:\n%s", cur)
	}
}

func TestARunKilledWithoutAReportIsStillNoticed(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, Name), []byte("Kitchen Table dev\nsome line\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if c := l.PreviousCrash(); !strings.Contains(c, "without closing") {
		t.Fatalf("PreviousCrash() = %q", c)
	}
}

func TestRecoveredPanicsAndTheStandardLogGoToTheFile(t *testing.T) {
	dir := t.TempDir()
	l, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	log.Printf("from the log package")
	l.Crash("the table", "boom", []byte("goroutine 7 [running]:\n"))
	l.Close()
	got := read(t, l.Path())
	for _, want := range []string{"from the log package", "crash in the table: boom", "goroutine 7"} {
		if !strings.Contains(got, want) {
			t.Errorf("the log lacks %q:\n%s", want, got)
		}
	}
	l2, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer l2.Close()
	if c := l2.PreviousCrash(); c != "" {
		t.Fatalf("a recovered crash followed by a normal close reads as %q", c)
	}
}

func TestAnUnwritableFolderIsAnError(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(filepath.Join(file, "sub")); err == nil {
		t.Fatal("Open under a file succeeded")
	}
}

func TestARunThatFailedIsReportedByTheNext(t *testing.T) {
	dir := t.TempDir()
	l, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	l.Printf("Kitchen Table stopped: no OpenGL")
	l.CloseFailed()
	l2, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer l2.Close()
	if c := l2.PreviousCrash(); c != "Kitchen Table stopped: no OpenGL" {
		t.Fatalf("PreviousCrash() = %q", c)
	}
}

// TestAFatalPanicOnAnyGoroutineReachesTheLog runs a child process that
// opens the log and panics on a goroutine nobody recovers on: Go's crash
// report must land in the log, and the next Open must report it.
func TestAFatalPanicOnAnyGoroutineReachesTheLog(t *testing.T) {
	if dir := os.Getenv("APPLOG_CRASH_DIR"); dir != "" {
		if _, err := Open(dir); err != nil {
			t.Fatal(err)
		}
		done := make(chan bool)
		go func() {
			defer close(done)
			panic("the computer player fell over")
		}()
		<-done
		return
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestAFatalPanicOnAnyGoroutineReachesTheLog$")
	cmd.Env = append(os.Environ(), "APPLOG_CRASH_DIR="+dir)
	if out, err := cmd.CombinedOutput(); err == nil {
		t.Fatalf("the child did not crash:\n%s", out)
	}
	got := read(t, filepath.Join(dir, Name))
	if !strings.Contains(got, "panic: the computer player fell over") || !strings.Contains(got, "goroutine ") {
		t.Fatalf("the log lacks Go's crash report:\n%s", got)
	}
	l, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if c := l.PreviousCrash(); c != "panic: the computer player fell over" {
		t.Fatalf("PreviousCrash() = %q", c)
	}
}
