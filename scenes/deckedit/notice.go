package deckedit

import "fmt"

// notice is what an editor's last action said, for both kinds of deck;
// bad marks a refusal or failure.
type notice struct {
	msg string
	bad bool
}

// Message returns what the last action said and whether it was a refusal
// or a failure.
func (n *notice) Message() (string, bool) { return n.msg, n.bad }

// say shows a message.
func (n *notice) say(bad bool, format string, args ...any) {
	n.msg, n.bad = fmt.Sprintf(format, args...), bad
}
