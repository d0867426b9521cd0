package netplay

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// Frame size limits. A client sends only small messages (the largest a
// hello with a deck of MaxDeckCards long card names); the host's states
// carry a whole view and log lines.
const (
	// MaxClientFrame is the largest frame a host reads from a client.
	MaxClientFrame = 24 << 10
	// MaxHostFrame is the largest frame a client reads from the host.
	MaxHostFrame = 1 << 20
)

// ErrFrameTooLarge is ReadFrame's error for a frame over its limit.
var ErrFrameTooLarge = errors.New("netplay: frame too large")

// ErrEmptyFrame is ReadFrame's error for a frame of length zero.
var ErrEmptyFrame = errors.New("netplay: empty frame")

// WriteFrame writes payload as one frame: its length as four big-endian
// bytes, then the payload.
func WriteFrame(w io.Writer, payload []byte) error {
	if len(payload) == 0 {
		return ErrEmptyFrame
	}
	buf := make([]byte, 4+len(payload))
	binary.BigEndian.PutUint32(buf, uint32(len(payload)))
	copy(buf[4:], payload)
	_, err := w.Write(buf)
	return err
}

// ReadFrame reads one frame of at most limit bytes. A longer or empty
// frame is refused before its payload is read (the connection is then
// out of step and must be closed).
func ReadFrame(r io.Reader, limit int) ([]byte, error) {
	var head [4]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return nil, err
	}
	n := binary.BigEndian.Uint32(head[:])
	switch {
	case n == 0:
		return nil, ErrEmptyFrame
	case uint64(n) > uint64(limit):
		return nil, fmt.Errorf("%w: %d bytes, at most %d", ErrFrameTooLarge, n, limit)
	}
	buf := make([]byte, n)
	if _, err := io.ReadFull(r, buf); err != nil {
		return nil, err
	}
	return buf, nil
}
