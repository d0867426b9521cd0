package catalog

import (
	"errors"
	"fmt"
	"strings"

	"github.com/kitchentable/kitchentable/game/card"
)

// plain rewords an error of package card for people: a problem at a line
// of a file of the given kind ("deck file") reads "deck file X line 3:
// what is wrong", and the "card: " prefix goes.
func plain(err error, kind string) string {
	var ce *card.Error
	if errors.As(err, &ce) {
		return fmt.Sprintf("%s %s line %d: %s", kind, ce.File, ce.Line, ce.Msg)
	}
	return strings.TrimPrefix(err.Error(), "card: ")
}

// plainWrap is plain as an error that still wraps err, so that
// errors.Is(err, fs.ErrNotExist) holds for a missing file.
func plainWrap(err error, kind string) error {
	return &plainError{msg: plain(err, kind), err: err}
}

type plainError struct {
	msg string
	err error
}

func (e *plainError) Error() string { return e.msg }
func (e *plainError) Unwrap() error { return e.err }
