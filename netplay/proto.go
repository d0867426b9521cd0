package netplay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kitchentable/kitchentable/game/rules"
)

// ProtocolVersion is the version of the messages below. A host and a
// client of different versions refuse each other with a sentence naming
// both.
const ProtocolVersion = 2

// Message types.
const (
	// host -> client
	TypeChallenge = "challenge" // Proto, Program, Nonce: the first message of every connection
	TypeWelcome   = "welcome"   // Seat, Seats: the client sits at Seat
	TypeRefused   = "refused"   // Text: the connection is refused, and closed
	TypeState     = "state"     // View, LogFrom and Log, Ask: what the seat sees now
	TypeNotice    = "notice"    // Text: a sentence for the seat (an action refused, someone reconnecting)
	TypeEnd       = "end"       // Result, Winners: the game is over
	// client -> host
	TypeHello = "hello" // Proto, Program, Name, Proof, Deck: the answer to the challenge
	TypeAct   = "act"   // Ask, Index: the answer to a question
)

// Limits on what a client may send.
const (
	MaxNameLen    = 24 // characters of a person's name
	maxProgramLen = 40 // bytes of a program version
	proofLen      = 64 // hex digits of an HMAC-SHA256
)

// SeatInfo is what every seat learns about one seat of the table.
type SeatInfo struct {
	Name      string
	Remote    bool // played from another computer
	Connected bool // for a remote seat: someone sits there now
}

// Ask is a question to a seat: choose one of Legal, answering with ID.
type Ask struct {
	ID    uint64
	Legal []rules.Action
}

// HostMsg is a message from the host to a seat.
type HostMsg struct {
	T       string
	Seq     uint64
	Proto   int             `json:",omitempty"`
	Program string          `json:",omitempty"`
	Nonce   string          `json:",omitempty"`
	Seat    int             `json:",omitempty"`
	Seats   []SeatInfo      `json:",omitempty"`
	Text    string          `json:",omitempty"`
	View    json.RawMessage `json:",omitempty"` // a WireView
	LogFrom int             `json:",omitempty"` // the index in the seat's log of Log[0]
	Log     []string        `json:",omitempty"`
	Ask     *Ask            `json:",omitempty"`
	Result  string          `json:",omitempty"`
	Winners []int           `json:",omitempty"`
}

// ClientMsg is a message from a client to the host.
type ClientMsg struct {
	T       string
	Seq     uint64
	Proto   int    `json:",omitempty"`
	Program string `json:",omitempty"`
	Name    string `json:",omitempty"`
	Proof   string `json:",omitempty"`
	// Deck is the deck a joiner brings, by the cards' wire names (Cards):
	// only in a hello, at most MaxDeckCards.
	Deck  []string `json:",omitempty"`
	Ask   uint64   `json:",omitempty"`
	Index int
}

// ErrMalformed is the error of a message that does not parse or breaks
// the protocol's rules.
var ErrMalformed = errors.New("netplay: malformed message")

// ParseClientMsg reads one client message from a frame's payload and
// checks its fields: a known type, a sequence number, a name of at most
// MaxNameLen printable characters, a proof of 64 hex digits.
func ParseClientMsg(b []byte) (ClientMsg, error) {
	var m ClientMsg
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return ClientMsg{}, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if dec.More() {
		return ClientMsg{}, fmt.Errorf("%w: data after the message", ErrMalformed)
	}
	if m.Seq == 0 {
		return ClientMsg{}, fmt.Errorf("%w: no sequence number", ErrMalformed)
	}
	switch m.T {
	case TypeHello:
		if m.Proto == ProtocolVersion {
			// Only a client of this protocol must have a well-formed
			// hello; another is refused by its version.
			if err := checkName(m.Name); err != nil {
				return ClientMsg{}, err
			}
			if len(m.Proof) != proofLen || strings.Trim(m.Proof, "0123456789abcdef") != "" {
				return ClientMsg{}, fmt.Errorf("%w: the proof is not 64 hex digits", ErrMalformed)
			}
			if err := checkDeckKeys(m.Deck); err != nil {
				return ClientMsg{}, err
			}
		}
		if len(m.Program) > maxProgramLen || !utf8.ValidString(m.Program) {
			return ClientMsg{}, fmt.Errorf("%w: the program version is too long", ErrMalformed)
		}
	case TypeAct:
		if m.Ask == 0 || m.Index < 0 {
			return ClientMsg{}, fmt.Errorf("%w: an action without a question or with a negative index", ErrMalformed)
		}
	default:
		return ClientMsg{}, fmt.Errorf("%w: unknown type %.20q", ErrMalformed, m.T)
	}
	return m, nil
}

// checkName checks a person's name: 1 to MaxNameLen printable characters,
// no spaces at either end.
func checkName(name string) error {
	n := utf8.RuneCountInString(name)
	switch {
	case !utf8.ValidString(name) || n == 0 || n > MaxNameLen:
		return fmt.Errorf("%w: a name must be 1 to %d characters", ErrMalformed, MaxNameLen)
	case strings.TrimSpace(name) != name:
		return fmt.Errorf("%w: a name must not begin or end with a space", ErrMalformed)
	}
	for _, r := range name {
		if !unicode.IsPrint(r) {
			return fmt.Errorf("%w: a name must be printable", ErrMalformed)
		}
	}
	return nil
}

// ParseHostMsg reads one host message from a frame's payload.
func ParseHostMsg(b []byte) (HostMsg, error) {
	var m HostMsg
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&m); err != nil {
		return HostMsg{}, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if m.Seq == 0 || m.T == "" {
		return HostMsg{}, fmt.Errorf("%w: no type or sequence number", ErrMalformed)
	}
	return m, nil
}

// versionSentence says that the two sides run different protocols.
func versionSentence(hostProto int, hostProgram string, clientProto int, clientProgram string) string {
	return fmt.Sprintf("The table runs protocol version %d (Kitchen Table %s) and this player's program protocol version %d (Kitchen Table %s): both need the same version.",
		hostProto, printable(hostProgram), clientProto, printable(clientProgram))
}

// printable cuts a program version to 40 bytes of printable characters,
// for sentences.
func printable(s string) string {
	if c := printableClip(s, maxProgramLen); c != "" {
		return c
	}
	return "of unknown version"
}

// printableClip returns the printable characters of s, up to about n bytes.
func printableClip(s string, n int) string {
	var b strings.Builder
	for _, r := range s {
		if b.Len() >= n {
			break
		}
		if unicode.IsPrint(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}
