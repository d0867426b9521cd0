// Package netplay plays a match across computers: one host runs the only
// game and each person or computer on another computer sits at a remote
// seat. The host sends a remote seat only what that seat may see (its
// view, its log lines, its legal actions when it must decide, the end)
// and takes from it only the index of one of those legal actions, which
// the engine checks again before applying it.
//
// The wire is TCP with length-prefixed JSON frames (see frame.go); once
// a client has greeted in this protocol, everything the host sends it is
// one deflate stream (consecutive views differ little). A
// connection opens with the host's challenge; the client answers with a
// hello carrying the protocol and program versions, its name and an HMAC
// of the challenge keyed by the table's join code, so the code itself is
// never sent. Every frame is bounded in size, every connection in rate
// (a token bucket), every message from a client carries a sequence
// number that must grow, and an action must answer the seat's current
// question. Anything else is refused, logged and, past a few refusals,
// ends that connection; nothing a client sends can stop the game.
//
// There is no encryption: anyone on the network path can read a seat's
// messages (only what that seat may see) but cannot join without the code.
package netplay
