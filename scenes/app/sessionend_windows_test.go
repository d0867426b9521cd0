//go:build kitchentableprobe

package app

import (
	"errors"
	"os"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

var (
	procFindWindowExW            = user32.NewProc("FindWindowExW")
	procSendMessageW             = user32.NewProc("SendMessageW")
	procGetWindowThreadProcessId = user32.NewProc("GetWindowThreadProcessId")
)

// TestSessionEndSavesTheGameAndClosesTheLog runs the app in a child
// process (TestSignalChild) at a game's table and does what Windows does
// at a logoff: WM_QUERYENDSESSION, then WM_ENDSESSION to the app's
// session-end window. The app leaves as Quit does: the game saved for
// Continue, the log closed normally, and all of it before WM_ENDSESSION
// returns (the child may be gone by then).
func TestSessionEndSavesTheGameAndClosesTheLog(t *testing.T) {
	needDisplay(t)
	if os.Getenv("KT_SIGNAL_CONFIG") != "" {
		t.Skip("in a child process")
	}
	closeChild(t, "the end of the session", func(p *os.Process) error {
		hwnd := sessionWindowOf(uint32(p.Pid))
		if hwnd == 0 {
			return errors.New("the child has no session-end window")
		}
		if r, _, _ := procSendMessageW.Call(hwnd, wmQueryEndSession, 0, 0); r != 1 {
			return errors.New("WM_QUERYENDSESSION was not answered yes")
		}
		procSendMessageW.Call(hwnd, wmEndSession, 1, 0)
		return nil
	})
}

// sessionWindowOf finds the session-end window of process pid, waiting a
// little for it; 0 if there is none.
func sessionWindowOf(pid uint32) uintptr {
	class, _ := syscall.UTF16PtrFromString(SessionEndClass)
	for range 100 {
		var hwnd uintptr
		for {
			hwnd, _, _ = procFindWindowExW.Call(0, hwnd, uintptr(unsafe.Pointer(class)), 0)
			if hwnd == 0 {
				break
			}
			var owner uint32
			procGetWindowThreadProcessId.Call(hwnd, uintptr(unsafe.Pointer(&owner)))
			if owner == pid {
				return hwnd
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	return 0
}
