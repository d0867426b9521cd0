package crash

import (
	"syscall"
	"unsafe"
)

var (
	user32     = syscall.NewLazyDLL("user32.dll")
	messageBox = user32.NewProc("MessageBoxW")
)

// MessageBoxW flags: an OK button, the error icon, and in front of other
// windows.
const (
	mbOK        = 0x0
	mbIconError = 0x10
	mbTopmost   = 0x40000
)

func alert(title, message string) error {
	t, err := syscall.UTF16PtrFromString(title)
	if err != nil {
		return err
	}
	m, err := syscall.UTF16PtrFromString(message)
	if err != nil {
		return err
	}
	if err := messageBox.Find(); err != nil {
		return ErrNoDialog
	}
	r, _, callErr := messageBox.Call(0, uintptr(unsafe.Pointer(m)), uintptr(unsafe.Pointer(t)), mbOK|mbIconError|mbTopmost)
	if r == 0 {
		return callErr
	}
	return nil
}

func openCommand(dir string) (string, []string) { return "explorer", []string{dir} }
