package card

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"unicode/utf8"
)

// Limits on the files the player may write. A card or deck file that breaks
// one is refused with a message naming the file (and the line, for a line
// or a name).
const (
	// MaxCardFileSize is the largest card file read: 4 MB. The built-in
	// sets are under 25 KB each.
	MaxCardFileSize = 4 << 20
	// MaxDeckFileSize is the largest deck file read: 1 MB. A 60-card deck
	// is under 1 KB.
	MaxDeckFileSize = 1 << 20
	// MaxLine is the longest line of a card or deck file, in bytes.
	MaxLine = 4096
	// MaxName is the longest card, token, set or deck name, in characters:
	// as long as the name fields of the game's window allow.
	MaxName = 64
)

// bom is the UTF-8 byte-order mark some editors (Notepad) put at the start
// of a text file. It is skipped.
const bom = "\ufeff"

// fileError is a problem with a whole file, in one sentence; it wraps the
// system's error (if any), so errors.Is(err, fs.ErrNotExist) still works.
type fileError struct {
	msg string
	err error
}

func (e *fileError) Error() string { return e.msg }
func (e *fileError) Unwrap() error { return e.err }

// ReadFile reads a file on disk of the given kind ("deck file", "card
// file") that may be at most limit bytes, opened with Open; a byte-order
// mark at its start is dropped. Its errors are one sentence naming the
// file: "card: cannot read deck file X: it does not exist", "card: deck
// file X is 3.2 MB; a deck file may be at most 1 MB".
func ReadFile(path, kind string, limit int64) ([]byte, error) {
	f, err := Open(path, kind)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := readAll(f, path, kind, limit)
	return bytes.TrimPrefix(data, []byte(bom)), err
}

// Open opens a file on disk of the given kind for reading, only when it
// is a regular file: a folder, a named pipe or a device (which could
// block the program forever, or never end) is refused with one sentence
// naming the file, as are the errors of opening it. The file is opened
// without waiting for a writer (see openFlags), and checked again once
// open.
func Open(path, kind string) (*os.File, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, cannotRead(kind, path, err)
	}
	if err := checkRegular(info, kind, path); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, cannotRead(kind, path, err)
	}
	if info, err = f.Stat(); err == nil {
		err = checkRegular(info, kind, path)
	} else {
		err = cannotRead(kind, path, err)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// checkRegular refuses anything but a regular file.
func checkRegular(info fs.FileInfo, kind, path string) error {
	switch {
	case info.Mode().IsRegular():
		return nil
	case info.IsDir():
		return &fileError{msg: fmt.Sprintf("card: cannot read %s %s: it is a folder", kind, path), err: ErrNotRegular}
	}
	return &fileError{msg: fmt.Sprintf("card: cannot read %s %s: it is a pipe or a device, not a file", kind, path), err: ErrNotRegular}
}

// ErrNotRegular is wrapped by the errors of Open and ReadFile for a
// folder, a named pipe or a device in place of a file.
var ErrNotRegular = errors.New("card: not a regular file")

// ErrTooBig is wrapped by the errors of ReadFile and LineReader for a
// file over its limit.
var ErrTooBig = errors.New("card: the file is too big")

// readAll reads an open file of at most limit bytes; display names it.
func readAll(f fs.File, display, kind string, limit int64) ([]byte, error) {
	info, err := f.Stat()
	if err != nil {
		return nil, cannotRead(kind, display, err)
	}
	if err := checkRegular(info, kind, display); err != nil {
		return nil, err
	}
	if info.Size() > limit {
		return nil, tooBig(kind, display, info.Size(), limit)
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, cannotRead(kind, display, err)
	}
	if int64(len(data)) > limit { // it grew after Stat
		return nil, tooBig(kind, display, -1, limit)
	}
	return data, nil
}

// cannotRead is the error for a file that could not be opened or read.
func cannotRead(kind, path string, err error) error {
	return &fileError{msg: fmt.Sprintf("card: cannot read %s %s: %s", kind, path, DescribeFileError(err)), err: err}
}

// tooBig is the error for a file over its limit; size < 0 when unknown.
func tooBig(kind, path string, size, limit int64) error {
	is := "is larger than " + FormatSize(limit)
	if size >= 0 && FormatSize(size) != FormatSize(limit) {
		is = "is " + FormatSize(size)
	}
	return &fileError{msg: fmt.Sprintf("card: %s %s %s; a %s may be at most %s", kind, path, is, kind, FormatSize(limit)), err: ErrTooBig}
}

// DescribeFileError says in a few plain words why a file could not be
// read: "it does not exist", "you may not read it", "it is a folder", or
// the system's own words without the path.
func DescribeFileError(err error) string {
	var pe *fs.PathError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "it does not exist"
	case errors.Is(err, fs.ErrPermission):
		return "you may not read it"
	case errors.As(err, &pe):
		if strings.Contains(pe.Err.Error(), "is a directory") {
			return "it is a folder"
		}
		return pe.Err.Error()
	}
	return err.Error()
}

// FormatSize writes a number of bytes for people: "512 bytes", "12 KB",
// "3.2 MB", "1 MB".
func FormatSize(n int64) string {
	switch {
	case n < 1<<10:
		return fmt.Sprintf("%d bytes", n)
	case n < 1<<20:
		return trimZero(fmt.Sprintf("%.1f", float64(n)/(1<<10))) + " KB"
	}
	return trimZero(fmt.Sprintf("%.1f", float64(n)/(1<<20))) + " MB"
}

func trimZero(s string) string { return strings.TrimSuffix(s, ".0") }

// LineReader reads the lines of a text file the player may write (a card
// or deck file, a saved game): it skips a byte-order mark at the start,
// and refuses a file over its limit or a line over MaxLine bytes with an
// error naming the file (and the line).
type LineReader struct {
	sc         *bufio.Scanner
	file, kind string
	limit      int64
	read       int64
	line       int
	text       string
}

// NewLineReader reads r, the file named file (for messages) of the given
// kind ("deck file"), which may be at most limit bytes.
func NewLineReader(r io.Reader, file, kind string, limit int64) *LineReader {
	lr := &LineReader{file: file, kind: kind, limit: limit}
	lr.sc = bufio.NewScanner(&countingReader{r: r, n: &lr.read})
	lr.sc.Buffer(make([]byte, 0, 4096), MaxLine+1)
	return lr
}

// Next moves to the next line, reporting false at the end of the file or
// on an error (see Err).
func (lr *LineReader) Next() bool {
	if !lr.sc.Scan() || lr.read > lr.limit {
		return false
	}
	lr.line++
	lr.text = lr.sc.Text()
	if lr.line == 1 {
		lr.text = strings.TrimPrefix(lr.text, bom)
	}
	return true
}

// Text returns the line Next moved to.
func (lr *LineReader) Text() string { return lr.text }

// Line returns the number of the line Next moved to, 1 for the first.
func (lr *LineReader) Line() int { return lr.line }

// Err returns the error that stopped Next, or nil at the end of the file:
// a *Error naming the line for a line too long or a failed read, or a
// sentence naming the file for a file over the limit.
func (lr *LineReader) Err() error {
	if lr.read > lr.limit {
		return tooBig(lr.kind, lr.file, -1, lr.limit)
	}
	switch err := lr.sc.Err(); {
	case errors.Is(err, bufio.ErrTooLong):
		return &Error{File: lr.file, Line: lr.line + 1, Msg: fmt.Sprintf("the line is longer than %d bytes", MaxLine)}
	case err != nil:
		return &Error{File: lr.file, Line: lr.line + 1, Msg: "cannot read the file: " + DescribeFileError(err)}
	}
	return nil
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n *int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	*c.n += int64(n)
	return n, err
}

// checkLength reports a name longer than MaxName characters.
func checkLength(s string) error {
	if n := utf8.RuneCountInString(s); n > MaxName {
		return fmt.Errorf("%s is %d characters long; a name may have at most %d", Quote(s), n, MaxName)
	}
	return nil
}

// Quote quotes s for an error message, shortened to its first 30
// characters and "…" when longer (a whole line of a broken file is
// no help).
func Quote(s string) string {
	const most = 30
	if utf8.RuneCountInString(s) <= most {
		return fmt.Sprintf("%q", s)
	}
	r := []rune(s)
	return fmt.Sprintf("%q…", string(r[:most]))
}
