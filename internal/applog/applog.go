// Package applog keeps Kitchen Table's log file: one file per run in the
// player's config folder, with the previous run's kept beside it, and
// Go's own report of a fatal crash (an unrecovered panic on any
// goroutine) written into it, so that nothing vanishes without a trace.
//
// A run that ends normally writes a closing line. When the app starts and
// the last log has none, that run crashed or was killed; Open says so,
// and the menu tells the player where the details are.
package applog

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/internal/version"
)

// File names in the log's folder.
const (
	Name     = "kitchentable.log"
	Previous = "kitchentable-previous.log"
)

// closedLine ends the log of a run that closed normally.
const closedLine = "--- Kitchen Table closed normally"

// Log is the current run's log file. Its methods may be called from any
// goroutine.
type Log struct {
	path string
	mu   sync.Mutex
	f    *os.File
	// prevCrash describes how the previous run ended when it did not
	// close normally; "" when it did, or when there was none.
	prevCrash string
}

// Open starts the log in dir (created if missing): the last run's log
// becomes kitchentable-previous.log, a new kitchentable.log begins with
// the version and system, and the standard library's log package and
// Go's fatal-crash output write into it from now on.
func Open(dir string) (*Log, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("log: %w", err)
	}
	l := &Log{path: filepath.Join(dir, Name)}
	last, err := readTail(l.path, 64<<10)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case errors.Is(err, card.ErrNotRegular):
		// A pipe or a device in the log's place is moved aside unread.
		if err := os.Rename(l.path, filepath.Join(dir, Previous)); err != nil {
			return nil, fmt.Errorf("log: %w", err)
		}
	case err != nil:
		return nil, fmt.Errorf("log: %w", err)
	default:
		l.prevCrash = crashSummary(last)
		if err := os.Rename(l.path, filepath.Join(dir, Previous)); err != nil {
			return nil, fmt.Errorf("log: %w", err)
		}
	}
	f, err := os.OpenFile(l.path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
	if err != nil {
		return nil, fmt.Errorf("log: %w", err)
	}
	l.f = f
	fmt.Fprintf(f, "Kitchen Table %s on %s/%s (%s), started %s\n",
		version.String(), runtime.GOOS, runtime.GOARCH, runtime.Version(), time.Now().Format(time.RFC3339))
	if l.prevCrash != "" {
		fmt.Fprintf(f, "The previous run did not close normally: %s\n", l.prevCrash)
	}
	// Write to the file first: on Windows a GUI program's stderr is not
	// open, and a MultiWriter stops at the first failing writer.
	log.SetOutput(io.MultiWriter(&lockedFile{l}, os.Stderr))
	log.SetFlags(log.LstdFlags)
	if err := debug.SetCrashOutput(f, debug.CrashOptions{}); err != nil {
		log.Printf("log: crash reports will not reach this file: %v", err)
	}
	return l, nil
}

// Path returns the log file's path.
func (l *Log) Path() string { return l.path }

// PreviousCrash describes how the previous run ended when it did not
// close normally ("" when it did): the first line of Go's crash report,
// or a note that it stopped without one.
func (l *Log) PreviousCrash() string { return l.prevCrash }

// Printf writes a line to the log.
func (l *Log) Printf(format string, args ...any) { log.Printf(format, args...) }

// Crash writes a recovered panic and its stack to the log.
func (l *Log) Crash(where string, p any, stack []byte) {
	log.Printf("crash in %s: %v\n%s", where, p, stack)
}

// Close ends the log with the closing line and gives the standard log
// and crash output back to stderr. It is safe to call more than once.
func (l *Log) Close() error { return l.close(true) }

// CloseFailed closes the log of a run that ended in an error, without
// the closing line, so that the next run reports it.
func (l *Log) CloseFailed() error { return l.close(false) }

func (l *Log) close(normally bool) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.f == nil {
		return nil
	}
	_ = debug.SetCrashOutput(nil, debug.CrashOptions{})
	log.SetOutput(os.Stderr)
	if normally {
		fmt.Fprintln(l.f, closedLine)
	}
	err := l.f.Close()
	l.f = nil
	return err
}

// lockedFile writes to the log's file under its lock, and nowhere once it
// is closed.
type lockedFile struct{ l *Log }

func (w *lockedFile) Write(p []byte) (int, error) {
	w.l.mu.Lock()
	defer w.l.mu.Unlock()
	if w.l.f == nil {
		return len(p), nil
	}
	return w.l.f.Write(p)
}

// readTail returns up to the last n bytes of the file at path.
// Only a regular file is read (see card.Open).
func readTail(path string, n int64) ([]byte, error) {
	f, err := card.Open(path, "log file")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.Size() > n {
		if _, err := f.Seek(st.Size()-n, io.SeekStart); err != nil {
			return nil, err
		}
	}
	return io.ReadAll(f)
}

// crashSummary says how the run whose log ends with tail ended: "" when
// it closed normally (or wrote nothing), else the first panic or fatal
// error line, or a note that it stopped without a report.
func crashSummary(tail []byte) string {
	t := bytes.TrimRight(tail, "\r\n\t ")
	if len(t) == 0 || bytes.HasSuffix(t, []byte(closedLine)) {
		return ""
	}
	sc := bufio.NewScanner(bytes.NewReader(t))
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		for _, p := range []string{"panic: ", "fatal error: ", "crash in ", "Kitchen Table stopped: "} {
			if i := strings.Index(line, p); i >= 0 {
				return strings.TrimSpace(line[i:])
			}
		}
	}
	return "it stopped without closing (killed, or the computer shut down)"
}
