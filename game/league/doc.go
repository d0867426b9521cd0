// Package league is the 421 meta-game: a long-running league of 2 to 6
// players who build decks in turn from one shared, open card pool, play
// best-of-three matches with them, score, and after each match let the
// loser change the decks in play.
//
// # The rules, as this package keeps them
//
// The pool. A "421 set" of a set holds 4 of each common, 2 of each
// uncommon and 1 of each rare and mythic rare (Copies); basic lands and
// tokens are not part of it. The pool starts with the first set's 421 set
// and 48 of each basic land; a set marked as having extra basic lands
// brings 12 more of each basic land when it joins. Everything is open
// information: every player sees the pool, every deck and every score
// (View).
//
// Decks. A deck is exactly 60 unchosen cards: cards in the pool, basic
// lands included. Deck numbers count every deck ever built (deck 1, 2, …).
// A deck is in use (a player holds it, even while sitting out), set aside
// (nobody uses it; its cards stay out of the pool) or taken apart (its
// cards are back in the pool).
//
// The start. The players build in seat order, each seeing what the ones
// before took. With six players, player six builds deck 6 at the very
// start, so the second set joins the pool then and player six may use it.
//
// Matches. A match is best of three games of the rules engine; the league
// does not play them: whoever does reports each game (ActGameResult). The
// first game's first player is drawn with the league's generator; the
// loser of a game chooses who plays first in the next. A win scores 2, a
// loss −1, a drawn match 0, and a bye 2.
//
// The loser's options (Option). A: alter its deck with unchosen cards,
// cards taken out going back to the pool. B: build a new deck, setting the
// old one aside. C: claim a set-aside deck that neither player of the
// match just used, setting the old one aside. D: direct the winner to set
// the winning deck aside and build a new one; the loser keeps its deck
// unaltered. In A, B and C the winner keeps its deck.
//
// Set additions follow a Schedule, which is data: OneSet, TwoSets, Block,
// Lorwyn and Saga are the rules' schedules. Whoever would build a deck is
// the first who may use a set that joins at that build, because it joins
// the pool then; everyone may use it afterwards. Whoever would build one
// deck too many first takes apart two decks nobody is using.
//
// Seats and rounds. Two players meet every round. With three, one sits
// out with a bye; afterwards the one who sat out plays the higher scorer
// of the other two, and nobody sits out twice in a row. With four, matches
// A and B are played at once, the top two against each other and the
// bottom two; with five, the last-placed player sits out unless it sat out
// the round before (then the one above it does); with six, matches A, B
// and C. The losers resolve their options in match order: A first.
// Ties in the standings are broken with the league's generator.
//
// # Where the rules are silent, this package decides
//
//   - A drawn game counts for nobody; the match goes on until a player has
//     two game wins, or three games were drawn: then more game wins take
//     the match and level wins draw it. After a drawn game the player who
//     did not play first in it chooses who plays first next.
//   - A drawn match scores 0 for both and has no loser, so no option:
//     both players keep their decks.
//   - Byes are scored when the round is paired. The league ends at the end
//     of a round (once every match of it is over, before the options) when
//     one player alone has the highest score and it reaches the target;
//     if the top is shared, play goes on.
//   - The first round follows the seats (one and two play match A, three
//     and four match B, five and six match C); with three or five players
//     one sits out first as Config.FirstBye says: the last seat, which
//     built from the thinnest pool (the default), a chosen seat, or one
//     drawn from the league's generator; the others pair off in order.
//   - At most one set joins per build, in the schedule's order: in the
//     Weatherlight saga, a would-be deck 11 with the fourth set already
//     eligible still adds only the third (and takes two decks apart).
//   - Cards a set marks special (card "special: yes") join one of each
//     with SetSpec.Specials, and not at all without it.
//   - With three players, if the two who just played are level, a coin
//     flip decides who meets the one who sat out.
//   - The deck being replaced (option B's loser, option D's winner) is set
//     aside before the new one is built, so the builder may take it apart
//     when two decks must come apart.
//   - "Would build deck N" counts the decks that exist; Deck.Place records
//     it, Deck.Number counts every deck ever built.
//   - With two sets, nothing joins at deck 11 but the builder still takes
//     two decks apart and builds deck 9: at most ten decks exist.
//   - The Weatherlight saga works for any number of sets (Saga): blocks of
//     three, each block's first set eligible once a player has reached 10
//     points per block before it. A set waits while it is not eligible;
//     it joins at the first build from its deck number on once it is.
//   - Option A with no card changed is allowed (it changes nothing). B and
//     D are offered only while the pool can still give 60 cards (or two
//     decks would come apart first); A always is, so a loser always has a
//     choice.
//
// # The engine contract
//
// A League moves only through actions, like the rules engine: Pending
// (and Decisions, one per match being played) says whose decision it is,
// Legal lists the choices, Apply carries one out and returns Events; an
// illegal action is refused and changes nothing. Marshal and Unmarshal
// keep a league in a versioned JSON file, exactly, the random generator
// and the pending decision included.
package league
