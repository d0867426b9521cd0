package crash

import "strings"

// maxWhat is the longest "what happened" sentence an alert shows, in
// characters; the rest of a longer one is in the log.
const maxWhat = 160

// Message is the text of an alert: what happened in one sentence, where
// the log is (when there is one) and what to try, each on its own short
// paragraph. Only the first line of what is kept, cut to a readable
// length: the details belong in the log, never in the box.
func Message(what, logPath, try string) string {
	what = strings.TrimSpace(what)
	what, _, _ = strings.Cut(what, "\n")
	if r := []rune(what); len(r) > maxWhat {
		what = strings.TrimSpace(string(r[:maxWhat-1])) + "…"
	}
	parts := []string{what}
	if logPath != "" {
		parts = append(parts, "The details are in the log:\n"+logPath)
	}
	if try = strings.TrimSpace(try); try != "" {
		parts = append(parts, try)
	}
	return strings.Join(parts, "\n\n")
}
