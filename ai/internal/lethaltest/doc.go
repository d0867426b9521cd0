// Package lethaltest builds the positions of the win-this-turn tests in
// real games (Stage, from Cards or RealCards) and plays them with a level
// against every set of attacks and blocks the other seats could declare
// (Holds): the win, survive and no-win positions and issue 41's.
package lethaltest
