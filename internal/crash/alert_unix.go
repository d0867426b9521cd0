//go:build !windows && !darwin

package crash

import (
	"os"
	"os/exec"
)

// dialogs are the message-box programs tried in turn, each with the
// arguments for a title and a message.
var dialogs = []struct {
	name string
	args func(title, message string) []string
}{
	{"zenity", func(t, m string) []string { return []string{"--error", "--no-markup", "--title", t, "--text", m} }},
	{"kdialog", func(t, m string) []string { return []string{"--title", t, "--error", m} }},
	{"xmessage", func(t, m string) []string { return []string{"-center", "-buttons", "OK:0", t + "\n\n" + m} }},
}

func alert(title, message string) error {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		return ErrNoDialog
	}
	for _, d := range dialogs {
		path, err := exec.LookPath(d.name)
		if err != nil {
			continue
		}
		return exec.Command(path, d.args(title, message)...).Run()
	}
	return ErrNoDialog
}

func openCommand(dir string) (string, []string) { return "xdg-open", []string{dir} }
