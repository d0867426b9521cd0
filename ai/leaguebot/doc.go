// Package leaguebot is the computer player of a 421 league (game/league):
// Bot builds and alters its decks from the open pool, takes decks apart
// and chooses the loser's option by how likely its deck would then win
// (DeckPower, corrected by quick games); Driver runs a whole league
// between computers, playing each match's games (Game) with ai's levels.
package leaguebot
