// Package crash tells the player when Kitchen Table cannot go on, outside
// its own window: a message box from the operating system for errors that
// happen before the window opens or after it is gone, and a way to show
// the folder that holds the log.
//
// On Windows the message box comes from user32.dll; on macOS from
// osascript; on Linux and the BSDs from the first of zenity, kdialog or
// xmessage that is installed. Where none is available, Alert reports
// that, and the message is only in the log and on stderr.
package crash

import (
	"errors"
	"os/exec"
)

// ErrNoDialog is returned by Alert when the system offers no way to show
// a message box.
var ErrNoDialog = errors.New("crash: no way to show a message box here")

// Alert shows a message box with title and message and waits until the
// player closes it.
func Alert(title, message string) error { return alert(title, message) }

// OpenFolder shows the folder dir in the system's file manager. It
// returns once the file manager has been asked, without waiting for it.
func OpenFolder(dir string) error {
	name, args := openCommand(dir)
	cmd := exec.Command(name, args...)
	if err := cmd.Start(); err != nil {
		return err
	}
	go func() { _ = cmd.Wait() }()
	return nil
}
