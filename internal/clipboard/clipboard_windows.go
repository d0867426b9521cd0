package clipboard

import (
	"fmt"
	"runtime"
	"syscall"
	"time"
	"unicode/utf16"
	"unsafe"
)

// The user32 and kernel32 calls the Windows clipboard takes.
var (
	user32                     = syscall.NewLazyDLL("user32.dll")
	kernel32                   = syscall.NewLazyDLL("kernel32.dll")
	openClipboard              = user32.NewProc("OpenClipboard")
	closeClipboard             = user32.NewProc("CloseClipboard")
	emptyClipboardProc         = user32.NewProc("EmptyClipboard")
	getClipboardData           = user32.NewProc("GetClipboardData")
	setClipboardData           = user32.NewProc("SetClipboardData")
	isClipboardFormatAvailable = user32.NewProc("IsClipboardFormatAvailable")
	globalAlloc                = kernel32.NewProc("GlobalAlloc")
	globalFree                 = kernel32.NewProc("GlobalFree")
	globalLock                 = kernel32.NewProc("GlobalLock")
	globalUnlock               = kernel32.NewProc("GlobalUnlock")
	globalSize                 = kernel32.NewProc("GlobalSize")
)

const (
	cfUnicodeText = 13     // CF_UNICODETEXT: UTF-16 text ending in a zero
	gmemMoveable  = 0x0002 // GMEM_MOVEABLE, as SetClipboardData requires
)

// open opens the clipboard on the locked thread, trying again while
// another program holds it, for at most Timeout.
func open() error {
	deadline := time.Now().Add(Timeout)
	for {
		if r, _, _ := openClipboard.Call(0); r != 0 {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("clipboard: another program kept the clipboard busy for %v", Timeout)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// pointer turns an address Windows returned into a pointer; the memory
// is Windows', locked with GlobalLock, not Go's.
func pointer(p uintptr) unsafe.Pointer { return *(*unsafe.Pointer)(unsafe.Pointer(&p)) }

func writeText(s string) error {
	if err := user32.Load(); err != nil {
		return &unavailable{"the Windows clipboard (user32.dll) could not be loaded"}
	}
	u := utf16.Encode([]rune(s + "\x00"))
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if err := open(); err != nil {
		return err
	}
	defer closeClipboard.Call()
	if r, _, _ := emptyClipboardProc.Call(); r == 0 {
		return fmt.Errorf("clipboard: Windows would not empty the clipboard")
	}
	h, _, _ := globalAlloc.Call(gmemMoveable, uintptr(len(u)*2))
	if h == 0 {
		return fmt.Errorf("clipboard: Windows had no memory for the text")
	}
	p, _, _ := globalLock.Call(h)
	if p == 0 {
		globalFree.Call(h)
		return fmt.Errorf("clipboard: Windows had no memory for the text")
	}
	copy(unsafe.Slice((*uint16)(pointer(p)), len(u)), u)
	globalUnlock.Call(h)
	if r, _, _ := setClipboardData.Call(cfUnicodeText, h); r == 0 {
		globalFree.Call(h) // the clipboard did not take it
		return fmt.Errorf("clipboard: Windows would not take the text")
	}
	return nil
}

func readText() (string, error) {
	if err := user32.Load(); err != nil {
		return "", &unavailable{"the Windows clipboard (user32.dll) could not be loaded"}
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if r, _, _ := isClipboardFormatAvailable.Call(cfUnicodeText); r == 0 {
		return "", nil
	}
	if err := open(); err != nil {
		return "", err
	}
	defer closeClipboard.Call()
	h, _, _ := getClipboardData.Call(cfUnicodeText)
	if h == 0 {
		return "", nil
	}
	size, _, _ := globalSize.Call(h)
	p, _, _ := globalLock.Call(h)
	if p == 0 {
		return "", fmt.Errorf("clipboard: Windows would not hand over the clipboard's text")
	}
	defer globalUnlock.Call(h)
	// A UTF-8 byte takes at least half a UTF-16 unit: more than MaxText
	// units is surely too long.
	n := min(int(size/2), MaxText+1)
	units := unsafe.Slice((*uint16)(pointer(p)), n)
	for i, c := range units {
		if c == 0 {
			units = units[:i]
			break
		}
	}
	s := string(utf16.Decode(units))
	if len(s) > MaxText {
		return "", errTooLong
	}
	return s, nil
}
