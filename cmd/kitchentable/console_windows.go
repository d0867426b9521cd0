package main

import (
	"os"
	"syscall"
)

// attachParentConsole lets a command started from a console print to it:
// the exe is a GUI program, which Windows gives no console, so its
// output went nowhere. It attaches to the parent's console, when there
// is one, and points the standard output and error that were not
// redirected (to a file or a pipe) at it.
func attachParentConsole() {
	const attachParentProcess = ^uintptr(0) // ATTACH_PARENT_PROCESS, (DWORD)-1
	outFree, errFree := !redirected(syscall.STD_OUTPUT_HANDLE), !redirected(syscall.STD_ERROR_HANDLE)
	if !outFree && !errFree {
		return
	}
	attach := syscall.NewLazyDLL("kernel32.dll").NewProc("AttachConsole")
	if attach.Find() != nil {
		return
	}
	if r, _, _ := attach.Call(attachParentProcess); r == 0 {
		return // started from Explorer: there is no console to attach to
	}
	con, err := os.OpenFile("CONOUT$", os.O_WRONLY, 0)
	if err != nil {
		return
	}
	if outFree {
		os.Stdout = con
	}
	if errFree {
		os.Stderr = con
	}
}

// redirected reports whether the standard handle std is a file, pipe or
// console already.
func redirected(std int) bool {
	h, err := syscall.GetStdHandle(std)
	if err != nil || h == 0 || h == syscall.InvalidHandle {
		return false
	}
	t, err := syscall.GetFileType(h)
	return err == nil && t != syscall.FILE_TYPE_UNKNOWN
}
