package crash

import (
	"os/exec"
	"strings"
)

func alert(title, message string) error {
	script := `display alert "` + quote(title) + `" message "` + quote(message) + `" as critical buttons {"OK"} default button "OK"`
	return exec.Command("osascript", "-e", script).Run()
}

// quote escapes s for a string literal in AppleScript.
func quote(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s)
}

func openCommand(dir string) (string, []string) { return "open", []string{dir} }
