package app

import (
	"log"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// closeTimeout is how long the app has, after a signal, to save and close
// before it stops without: the system does not wait long at logout.
const closeTimeout = 10 * time.Second

// catchSignals makes SIGINT and SIGTERM (Ctrl-C, logout, shutdown) close
// the app as Quit on the menu does: the next Update closes the current
// screen, which saves an unfinished game, and ends the run, whose log
// then closes normally. A second signal ends the program at once, and so
// does the first when the window does not close within closeTimeout.
// On Windows, the end of the session (log off, shut down) closes the app
// the same way (see watchSessionEnd). The returned function stops
// catching them.
func (g *game) catchSignals() (stop func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	g.signals = ch
	stopSession := watchSessionEnd(ch, g.closed)
	return func() { signal.Stop(ch); stopSession() }
}

// takeSignal reports whether a signal asked the app to close, on the UI
// goroutine; from then on the signals have their default effect.
func (g *game) takeSignal() bool {
	select {
	case sig := <-g.signals:
		signal.Stop(g.signals)
		log.Printf("app: %v received: saving and closing", sig)
		go func() {
			time.Sleep(closeTimeout)
			log.Printf("app: the window did not close within %v of the signal; stopping", closeTimeout)
			if g.log != nil {
				_ = g.log.CloseFailed()
			}
			os.Exit(1)
		}()
		return true
	default:
		return false
	}
}
