// The card file format
//
// Card files (*.cards, UTF-8 text, a byte-order mark at the start allowed)
// hold one set each; a file may be at most 4 MB (MaxCardFileSize), a line
// at most 4096 bytes and a card, token or set name at most 64 characters
// (MaxName). Every non-blank line is "field: value"; a line whose first non-space character is '#' is a
// comment (there are no comments at the end of a line). Field names are
// lower case; an unknown field is an error. The fields, each with an
// example value and what it means:
//
//	set: Starter                        | required, before the first card
//	code: STR                           | required, 2-5 capital letters or digits
//
//	card: Cinder Whelp                  | starts a card; names are unique in a file
//	cost: {3}{R}                        | braced mana symbols; not on lands, schemes, tokens
//	type: Creature — Dragon             | [supertypes] types [— subtypes]; "-" also works
//	pt: 1/1                             | creatures only, and required for them
//	rarity: uncommon                    | common, uncommon, rare, mythic; basic for basic lands
//	keywords: flying, haste             | comma separated; "first strike" or "first-strike"
//	colors: W U                         | colour indicator; otherwise colours come from the cost
//	enchant: creature                   | Auras: what they enchant (a permanent SPEC)
//	enters: tapped                      | the permanent enters the battlefield tapped
//	special: yes                        | a card its set sets apart (like timeshifted reprints); not basics
//	spell: EFFECTS                      | instants and sorceries: what they do (exactly one)
//	trigger: EVENT -> EFFECTS
//	activate: COSTS -> EFFECTS
//	activate-sorcery: COSTS -> EFFECTS  | "Activate only as a sorcery."
//	equip: {2}                          | Equipment: attach to target creature you control
//	static: STATIC
//
//	token: Spirit Wisp                  | a token definition (not collectable)
//	type: Creature — Spirit             | same fields as a card, but no cost or rarity
//	colors: W
//	pt: 1/1
//
// Supertypes are Basic, Legendary, Ongoing; types are Land, Creature,
// Instant, Sorcery, Enchantment, Artifact, Scheme. An Aura needs enchant:,
// Equipment needs equip:, and each needs the other.
//
// EFFECTS are one or more effects separated by ";". The words after the
// effect name may come in any order. N is a number from 1 to 99 or X
// (which needs {X} in the card's cost for spells, or in the ability's cost
// for activated abilities):
//
//	damage N target:SPEC | each:SPEC | who:each-opponent | who:each-player
//	    (each:player and each:opponent mean who:each-player and who:each-opponent)
//	destroy target:SPEC | each:SPEC
//	exile target:SPEC | each:SPEC
//	bounce target:SPEC | each:SPEC | self     (return to its owner's hand)
//	tap target:SPEC | each:SPEC | self
//	untap target:SPEC | each:SPEC | self
//	draw N [PLAYER]
//	discard N [PLAYER]
//	mill N [PLAYER]
//	gain-life N [PLAYER]
//	lose-life N [PLAYER]
//	sacrifice N [PLAYER]                      (that player sacrifices N creatures)
//	counters N target:SPEC | each:SPEC | self (+1/+1 counters)
//	pump +P/+T [KEYWORD...] target:SPEC | each:SPEC | self   (until end of turn)
//	create N Token Name                       (a token defined in the same file)
//	counter target:SPELL-SPEC
//	copy target:instant-or-sorcery-spell
//	search basic-land to:hand | to:battlefield  (battlefield: tapped)
//	scry N
//	fight target:SPEC target:SPEC             (two different creatures)
//	add {G} | {C} | {G}{G} | {W}/{U} | any | N any   (mana abilities only)
//	pay-or-sacrifice N                        (sacrifice this unless you pay {N})
//	abandon                                   (ongoing schemes only: "Abandon this scheme.")
//	set-in-motion                             (schemes only: "Set in motion the top scheme of your scheme deck.")
//	each-opponent-chooses (EFFECTS) or (EFFECTS)   (see "Opponents' choices" below)
//
// PLAYER is who:you (the default), who:each-opponent, who:each-player,
// target:player or target:opponent (the targeted player; who:target is
// target:player), who:controller with a target (the controller of that
// permanent or spell), or who:that-player (the player the trigger names:
// see EVENT). damage takes who:each-opponent, who:each-player and
// who:that-player. Keywords inside effects and statics are single
// words: first-strike, double-strike.
//
// Every target:SPEC adds a target to the ability; target:same reuses the
// target of the previous effect that had one. SPEC is
//
//	KIND[/you|/opponent][/other][,power<=N][,Subtype]
//
// with KIND any (creature or player), creature, player, opponent,
// permanent, nonland-permanent, artifact, enchantment, land,
// artifact-or-enchantment, spell, creature-spell, noncreature-spell or
// instant-or-sorcery-spell. /you and /opponent restrict the controller,
// /other excludes the card itself.
//
// EVENT is enters, dies, attacks, blocks, upkeep, end-step, gain-life,
// set-in-motion (schemes), cast[:any|creature|noncreature|instant-or-sorcery]
// (whenever you cast such a spell), or one of these four, whose effects
// may name "that player" with who:that-player:
//
//	opponent-attacks         "Whenever an opponent attacks you": once per
//	                         combat for each opponent who attacks you with one
//	                         or more creatures; that player is the attacker
//	opponent-upkeep          "At the beginning of each opponent's upkeep":
//	                         that player is that opponent (with shared team
//	                         turns, once for each opponent of the team)
//	combat-damage-to-you     "Whenever a creature an opponent controls deals
//	                         combat damage to you": once for each creature;
//	                         that player is its controller
//	opponent-casts[:FILTER]  "Whenever an opponent casts a … spell" (FILTER
//	                         as for cast); that player is the caster
//
// Schemes (Archenemy). A scheme has no cost; "type: Scheme" or "type:
// Ongoing Scheme". While it is face up in its owner's command zone its
// triggered and static abilities work from there, and its owner controls
// it: "you" is the scheme's owner, tokens it creates are the owner's. Every
// EVENT above works for a face-up scheme except enters, dies, attacks and
// blocks (creatures and permanents only), and its statics (buff, grant,
// cant-block, cant-attack, cost) work as a permanent's would; schemes have
// no activated abilities. A non-ongoing scheme does its
// set-in-motion trigger and goes back face down to the bottom of the
// scheme deck; an ongoing one stays face up until an abandon effect of its
// own turns it face down to the bottom. For example:
//
//	card: The Larder Is Mine
//	type: Scheme
//	rarity: common
//	trigger: set-in-motion -> draw 2 ; lose-life 2 who:each-opponent
//
//	card: Nobody Leaves the Kitchen
//	type: Ongoing Scheme
//	rarity: common
//	static: buff +1/+0 affects:creatures/you
//	trigger: opponent-attacks -> lose-life 2 who:that-player
//	trigger: combat-damage-to-you -> abandon
//
//	card: Every Pot Boils Over
//	type: Scheme
//	rarity: common
//	trigger: set-in-motion -> create 2 Kitchen Imp ; set-in-motion
//
// The second reads: "Creatures you control get +1/+0. / Whenever an
// opponent attacks you, that player loses 2 life. / Whenever a creature an
// opponent controls deals combat damage to you, abandon this scheme."
// Other useful ongoing forms: "trigger: upkeep -> abandon" (it lasts one
// round), "trigger: opponent-upkeep -> damage 1 who:that-player",
// "trigger: end-step -> create 1 Kitchen Imp", "trigger:
// opponent-casts:instant-or-sorcery -> discard 1 who:that-player".
//
// Opponents' choices. "each-opponent-chooses (EFFECTS) or (EFFECTS)":
// each opponent of the ability's controller, in turn order from the active
// player, chooses one of the two bracketed effect lists (";" between
// effects inside the brackets), which then happens before the next
// opponent chooses. Inside the brackets an effect acts on who:you (the
// default: the choosing opponent, written "they") or who:owner (the
// ability's controller, e.g. the scheme's owner, written "you"); create
// makes tokens for the ability's controller. Allowed inside: damage N
// who:you, draw, discard, mill, gain-life, lose-life, sacrifice and create,
// without target:, each:, self or X, and no choice inside a choice. An
// option made only of discards or sacrifices the opponent cannot do (no
// card in hand, no creature) may not be chosen while the other can be.
// For example
//
//	trigger: set-in-motion -> each-opponent-chooses (lose-life 4) or (sacrifice 1 ; draw 1 who:owner)
//
// reads "When you set this scheme in motion, each opponent chooses one — they
// lose 4 life; or they sacrifice a creature and you draw a card."
//
// COSTS are separated by ",": a mana cost such as {1}{R}, {T},
// sacrifice-self, sacrifice:SPEC (a permanent you control), discard:N and
// pay-life:N. An activated ability whose effects are all add is a mana
// ability; it has one add effect, costs only mana and {T}, and a card has
// at most two (automatic payment chooses between them).
//
// STATIC is one of
//
//	buff +P/+T [KEYWORD...] [cant-block] [cant-attack] affects:SCOPE
//	grant KEYWORD... affects:SCOPE
//	cant-block [cant-attack] affects:SCOPE
//	cant-attack [cant-block] affects:SCOPE
//	cost -N|+N spells:any|creature|noncreature|instant-or-sorcery[/you|/opponent]
//
// SCOPE is self, enchanted, equipped, creatures/you, creatures/you/other,
// creatures/opponent or creatures, optionally followed by ,Subtype for the
// creature groups. A cost change makes matching spells cast by that player
// cost N more (+N) or less (-N) generic mana.
//
// Tokens named by create must be defined in the same file; a token may
// create tokens, but not in a loop and at most 3 deep.
//
// Deck files (*.deck) are described at ParseDeck.

package card
