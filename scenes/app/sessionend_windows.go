package app

import (
	"log"
	"os"
	"runtime"
	"sync"
	"syscall"
	"time"
	"unsafe"
)

// SessionEndClass is the window class of the hidden window that hears
// Windows' session-end messages (tests find the window by it).
const SessionEndClass = "KitchenTableSessionEnd"

// Window messages and values the session-end window uses.
const (
	wmDestroy         = 0x0002
	wmClose           = 0x0010
	wmQueryEndSession = 0x0011
	wmEndSession      = 0x0016
)

var (
	user32               = syscall.NewLazyDLL("user32.dll")
	kernel32             = syscall.NewLazyDLL("kernel32.dll")
	procRegisterClassExW = user32.NewProc("RegisterClassExW")
	procCreateWindowExW  = user32.NewProc("CreateWindowExW")
	procDefWindowProcW   = user32.NewProc("DefWindowProcW")
	procDestroyWindow    = user32.NewProc("DestroyWindow")
	procGetMessageW      = user32.NewProc("GetMessageW")
	procTranslateMessage = user32.NewProc("TranslateMessage")
	procDispatchMessageW = user32.NewProc("DispatchMessageW")
	procPostMessageW     = user32.NewProc("PostMessageW")
	procPostQuitMessage  = user32.NewProc("PostQuitMessage")
	procGetModuleHandleW = kernel32.NewProc("GetModuleHandleW")
)

// wndClassEx is Windows' WNDCLASSEXW.
type wndClassEx struct {
	size       uint32
	style      uint32
	wndProc    uintptr
	clsExtra   int32
	wndExtra   int32
	instance   uintptr
	icon       uintptr
	cursor     uintptr
	background uintptr
	menuName   *uint16
	className  *uint16
	iconSm     uintptr
}

// winMsg is Windows' MSG.
type winMsg struct {
	hwnd    uintptr
	message uint32
	wParam  uintptr
	lParam  uintptr
	time    uint32
	ptX     int32
	ptY     int32
	private uint32
}

// sessionEnd is the os.Signal the session-end window hands to the app's
// signal channel: the app closes for it as for SIGTERM.
type sessionEnd struct{}

// String names the event in the log.
func (sessionEnd) String() string { return "the end of the Windows session (log off or shut down)" }

// Signal makes sessionEnd an os.Signal.
func (sessionEnd) Signal() {}

// sessionWatch is one run's session-end window: closeCh asks the app to
// close, closed is closed once the run has saved and closed its log.
type sessionWatch struct {
	closeCh chan<- os.Signal
	closed  <-chan struct{}
}

// sessionWindows maps each session-end window's handle to its run's
// sessionWatch: Windows calls one window procedure, made once (Go can
// make only a limited number of callbacks), for every such window.
var sessionWindows sync.Map

var (
	registerOnce   sync.Once
	registerErr    error
	sessionClassW  *uint16
	sessionProcPtr uintptr
)

// registerSessionClass registers the session-end window class, once.
func registerSessionClass() error {
	registerOnce.Do(func() {
		sessionClassW, registerErr = syscall.UTF16PtrFromString(SessionEndClass)
		if registerErr != nil {
			return
		}
		sessionProcPtr = syscall.NewCallback(sessionWindowProc)
		inst, _, _ := procGetModuleHandleW.Call(0)
		wc := wndClassEx{wndProc: sessionProcPtr, instance: inst, className: sessionClassW}
		wc.size = uint32(unsafe.Sizeof(wc))
		if r, _, err := procRegisterClassExW.Call(uintptr(unsafe.Pointer(&wc))); r == 0 {
			registerErr = err
		}
	})
	return registerErr
}

// watchSessionEnd makes a hidden top-level window, on a thread of its
// own with its own message loop, that Windows tells when the session
// ends (GLFW's window gets the messages too, but Go never sees them).
// At WM_ENDSESSION the app is asked to close through closeCh, as for a
// signal, and the window procedure waits, at most a little longer than
// closeTimeout, until closed is closed (the game saved, the log
// closed): Windows may end the process as soon as it returns. The
// returned function closes the window. A window that cannot be made is
// logged and the game goes on without it.
func watchSessionEnd(closeCh chan<- os.Signal, closed <-chan struct{}) (stop func()) {
	hwndCh := make(chan uintptr, 1)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		if err := registerSessionClass(); err != nil {
			log.Printf("app: no session-end window (its class): %v; a logoff will not save the game", err)
			hwndCh <- 0
			return
		}
		inst, _, _ := procGetModuleHandleW.Call(0)
		hwnd, _, err := procCreateWindowExW.Call(0, uintptr(unsafe.Pointer(sessionClassW)), uintptr(unsafe.Pointer(sessionClassW)),
			0, 0, 0, 0, 0, 0, 0, inst, 0)
		if hwnd == 0 {
			log.Printf("app: no session-end window: %v; a logoff will not save the game", err)
			hwndCh <- 0
			return
		}
		sessionWindows.Store(hwnd, &sessionWatch{closeCh: closeCh, closed: closed})
		hwndCh <- hwnd
		var m winMsg
		for {
			r, _, _ := procGetMessageW.Call(uintptr(unsafe.Pointer(&m)), 0, 0, 0)
			if int32(r) <= 0 { // WM_QUIT, or an error
				return
			}
			procTranslateMessage.Call(uintptr(unsafe.Pointer(&m)))
			procDispatchMessageW.Call(uintptr(unsafe.Pointer(&m)))
		}
	}()
	hwnd := <-hwndCh
	return func() {
		if hwnd != 0 {
			procPostMessageW.Call(hwnd, wmClose, 0, 0)
		}
	}
}

// sessionWindowProc is the session-end window's procedure.
func sessionWindowProc(hwnd uintptr, msg uint32, wParam, lParam uintptr) uintptr {
	switch msg {
	case wmQueryEndSession:
		// The game never stands in the way of a logoff: it saves at
		// WM_ENDSESSION, once the session is sure to end.
		return 1
	case wmEndSession:
		if wParam != 0 {
			if w, ok := sessionWindows.Load(hwnd); ok {
				w.(*sessionWatch).endSession()
			}
		}
		return 0
	case wmClose:
		procDestroyWindow.Call(hwnd)
		return 0
	case wmDestroy:
		sessionWindows.Delete(hwnd)
		procPostQuitMessage.Call(0)
		return 0
	}
	r, _, _ := procDefWindowProcW.Call(hwnd, uintptr(msg), wParam, lParam)
	return r
}

// endSession asks the app to close and waits until it has, or until a
// little after closeTimeout, when the app stops itself anyway.
func (w *sessionWatch) endSession() {
	log.Printf("app: Windows is ending the session")
	select {
	case w.closeCh <- sessionEnd{}:
	default: // a close is asked for already
	}
	select {
	case <-w.closed:
	case <-time.After(closeTimeout + 2*time.Second):
	}
}
