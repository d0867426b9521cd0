package card

import "fmt"

// Error is a problem found while reading a card or deck file. Its message
// has the form "card: FILE:LINE: message".
type Error struct {
	File string // the file name given to the parser
	Line int    // 1-based line number
	Msg  string // what is wrong, lower case
}

// Error returns "card: FILE:LINE: message".
func (e *Error) Error() string {
	return fmt.Sprintf("card: %s:%d: %s", e.File, e.Line, e.Msg)
}
