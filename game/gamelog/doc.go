// Package gamelog turns engine events into the game log: short English
// sentences such as "P1 casts Ember Lash targeting Cinder Whelp." or
// "P2 loses 3 life (17).".
//
// The log is written for one viewer. A card that viewer may not see (a card
// drawn by another seat, a card searched for into a hand) is never named;
// Everyone is a viewer who sees every card, for games between computers and
// for debugging. Noise (steps, tapping, mana, shuffles, resolving) is left
// out.
package gamelog
