package textfit

// MaxName is the longest name, in characters, that a text field takes
// (widget.TextField's default) and that a file may give for a player or
// a setting: a longer one in a file is refused or cut, so that nothing
// drawn has to cope with more.
const MaxName = 64

// Cut returns s cut to at most n characters (runes), in time linear in n.
func Cut(s string, n int) string {
	i := 0
	for j := range s {
		if i == n {
			return s[:j]
		}
		i++
	}
	return s
}
