package widget

import "github.com/kitchentable/kitchentable/internal/clipboard"

// Clipboard is what a TextField or a TextArea copies to (Ctrl+C, Ctrl+X)
// and pastes from (Ctrl+V).
type Clipboard interface {
	WriteText(s string) error
	ReadText() (string, error)
}

// SystemClipboard is the computer's clipboard (package clipboard), the
// one a TextField or a TextArea uses unless it is given another.
type SystemClipboard struct{}

// WriteText implements Clipboard.
func (SystemClipboard) WriteText(s string) error { return clipboard.WriteText(s) }

// ReadText implements Clipboard.
func (SystemClipboard) ReadText() (string, error) { return clipboard.ReadText() }

// clipboardOr returns c, or the computer's clipboard when c is nil.
func clipboardOr(c Clipboard) Clipboard {
	if c != nil {
		return c
	}
	return SystemClipboard{}
}
