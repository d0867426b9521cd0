// Package seedfield is the seed field the set-up screens share: blank for
// a new shuffle, or a number that deals a game again.
package seedfield

import (
	"errors"
	"strconv"
	"strings"

	"github.com/kitchentable/kitchentable/render/widget"
)

// Hint is the line shown beside a seed field.
const Hint = "Leave blank for a new shuffle; type a seed to deal a game again."

// New returns an empty seed field: digits only, "random" while blank.
func New() widget.TextField {
	return widget.TextField{Max: 20, Accept: widget.Digits, Placeholder: "random"}
}

// Value returns the seed typed in text, or random() when text is blank.
// The error has no package prefix: callers add their own.
func Value(text string, random func() uint64) (uint64, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return random(), nil
	}
	v, err := strconv.ParseUint(t, 10, 64)
	if err != nil {
		return 0, errors.New("the seed must be a whole number below 18446744073709551616")
	}
	return v, nil
}
