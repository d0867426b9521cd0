package card_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
)

// Lines 1-2 of every case are the header; a card starting right after it is on line 3.
const (
	inst = "card: A\ncost: {R}\ntype: Instant\nrarity: common\n"                 // lines 3-6
	crea = "card: A\ncost: {G}\ntype: Creature — Elf\npt: 1/1\nrarity: common\n" // lines 3-7
	ench = "card: A\ncost: {W}\ntype: Enchantment\nrarity: common\n"             // lines 3-6
)

func TestParseErrors(t *testing.T) {
	tests := []struct {
		src  string
		line int
		msg  string
	}{
		// Lines and fields.
		{"card: A\nfoo: bar\n", 4, `unknown field "foo"`},
		{"card: A\njust words\n", 4, `expected "field: value", got "just words"`},
		{"card: A\ncost:\n", 4, `empty cost:`},
		{"cost: {R}\n", 3, `cost: before the first card`},
		{inst + "spell: draw 1\nset: Other\n", 8, `set: must come before the first card`},
		{"set: Again\n", 3, `duplicate set: (first on line 1)`},
		{"card: A\ncost: {R}\ncost: {G}\n", 5, `duplicate cost: (first on line 4)`},
		{inst + "spell: draw 1\ncard: a\n", 8, `duplicate name "a" (first on line 3)`},
		{"card: A;B\n", 3, `card name: "A;B" may not contain ';'`},
		{"card: A\ntype: Creatur\n", 4, `unknown card type "Creatur"`},
		{"card: A\ntype: Token Creature\n", 4, `write token: NAME instead of a Token type`},
		{"card: A\ntype: Creature — elf\n", 4, `subtype "elf" must be a capitalised word`},
		{"card: A\ntype: Creature —\n", 4, `no subtypes after the dash`},
		{"card: A\ntype: Instant Creature\n", 4, `an instant or sorcery cannot also be a permanent type`},
		{"card: A\ntype: Basic Creature\n", 4, `only lands can be basic`},
		{"card: A\ntype: Creature — Aura\n", 4, `an Aura must be an enchantment`},
		{"card: A\ncost: {Q}\n", 4, `invalid cost "{Q}": unknown symbol 'Q'`},
		{"card: A\ncost: 2R\n", 4, `invalid cost "2R": write mana symbols in braces, e.g. {2}{R}`},
		{"card: A\npt: 2\n", 4, `pt "2" must be POWER/TOUGHNESS, each 0 to 99`},
		{"card: A\nrarity: legendary\n", 4, `unknown rarity "legendary" (want common, uncommon, rare, mythic or basic)`},
		{"card: A\nkeywords: flying, flapping\n", 4, `unknown keyword "flapping"`},
		{"card: A\nkeywords: flying, flying\n", 4, `keyword flying listed twice`},
		{"card: A\ncolors: W purple\n", 4, `unknown colour "purple"`},
		{"card: A\nenters: untapped\n", 4, `enters: "untapped" (the only form is "enters: tapped")`},
		{"card: A\nenchant: player\n", 4, `enchant: player is not a kind of permanent`},
		{"card: A\nspecial: no\n", 4, `special: "no" (the only form is "special: yes")`},
		{"token: T\nspecial: yes\n", 4, `a token cannot be special`},
		{"card: A\nspecial: yes\nspecial: yes\n", 5, `duplicate special: (first on line 4)`},
		{"card: A\nfoo\xff: bar\n", 4, `invalid UTF-8`},
		// Whole-card checks, reported at the card's line or the offending field's.
		{"card: A\ncost: {R}\nrarity: common\n", 3, `"A" has no type: line`},
		{"card: A\ncost: {G}\ntype: Creature\nrarity: common\n", 3, `creature "A" has no pt: line`},
		{ench + "pt: 1/1\n", 7, `pt: on a card that is not a creature`},
		{"card: A\ntype: Instant\nrarity: common\nspell: draw 1\n", 3, `"A" has no cost: line`},
		{"card: A\ncost: {R}\ntype: Instant\nspell: draw 1\n", 3, `"A" has no rarity: line`},
		{"card: A\ntype: Land\ncost: {1}\nrarity: common\n", 5, `a land or scheme has no mana cost`},
		{"card: A\ntype: Land\nrarity: basic\n", 5, `basic lands, and only they, have rarity: basic`},
		{inst + "keywords: flash\nspell: draw 1\n", 7, `an instant or sorcery has no keywords`},
		{inst, 3, `an instant or sorcery needs a spell: line`},
		{"card: A\ncost: {W}\ntype: Enchantment\nrarity: common\nenchant: creature\n", 7, `enchant: needs the Aura subtype`},
		{"card: A\ncost: {W}\ntype: Enchantment — Aura\nrarity: common\n", 3, `an Aura needs an enchant: line`},
		{"card: A\ncost: {1}\ntype: Artifact\nrarity: common\nequip: {1}\n", 7, `equip: needs the Equipment subtype`},
		{"card: A\ncost: {1}\ntype: Artifact — Equipment\nrarity: common\n", 3, `Equipment needs an equip: line`},
		{"token: T\ntype: Creature\npt: 1/1\ncost: {1}\n", 6, `a token has no cost`},
		{"token: T\ntype: Creature\npt: 1/1\nrarity: common\n", 6, `a token has no rarity`},
		{"token: T\ntype: Instant\n", 4, `a token must be a permanent`},
		{"card: A\ntype: Sorcery\nrarity: common\nenters: tapped\ncost: {1}\nspell: draw 1\n", 6, `enters: tapped is only for permanents`},
		{"card: A\ntype: Basic Land — Forest\nrarity: basic\nspecial: yes\n", 6, `a basic land cannot be special`},
		// Effects.
		{inst + "spell: zap 3\n", 7, `unknown effect "zap"`},
		{inst + "spell: draw 1 ;\n", 7, `empty effect`},
		{inst + "spell: damage 3 target:planet\n", 7, `unknown target kind "planet"`},
		{inst + "spell: damage 3\n", 7, `damage needs a target:, each: or self`},
		{inst + "spell: damage target:any\n", 7, `damage needs an amount`},
		{inst + "spell: damage 0 target:any\n", 7, `damage amount must be at least 1`},
		{inst + "spell: damage 2 target:any who:each-opponent\n", 7, `damage takes only one of target:, each:, who: and self`},
		{inst + "spell: damage 1 who:you\n", 7, `damage takes who:each-opponent, who:each-player or who:that-player`},
		{inst + "spell: damage 1 each:spell\n", 7, `damage cannot act on each spell`},
		{inst + "spell: destroy\n", 7, `destroy needs a target:, each: or self`},
		{inst + "spell: destroy target:creature target:land\n", 7, `destroy takes at most 1 target:`},
		{inst + "spell: destroy target:player\n", 7, `destroy cannot target player`},
		{inst + "spell: destroy target:creature,power<=0\n", 7, `bad power filter "power<=0" in target "creature,power<=0" (want power<=N, N from 1 to 99)`},
		{inst + "spell: draw 1 target:player/you\n", 7, `target "player/you": player cannot take /you or /opponent`},
		{inst + "spell: draw 1 target:creature/them\n", 7, `unexpected "them" in target "creature/them" (want /you, /opponent or /other)`},
		{inst + "spell: untap target:same\n", 7, `target:same with no earlier target`},
		{inst + "spell: damage 2 target:any ; tap target:same\n", 7, `target:same is a any target, which tap cannot use`},
		{inst + "spell: draw 1 who:me\n", 7, `unknown who:me (want you, each-opponent, each-player, target, controller, that-player or owner)`},
		{inst + "spell: draw 1 who:each-opponent target:player\n", 7, `draw has both who:each-opponent and target:`},
		{inst + "spell: gain-life 2 who:controller\n", 7, `who:controller needs a target: (often target:same)`},
		{inst + "spell: scry 1 target:player\n", 7, `scry takes no target:`},
		{inst + "spell: draw 1 each:creature\n", 7, `draw takes no each:`},
		{inst + "spell: pump target:creature\n", 7, `pump needs +P/+T or keywords`},
		{inst + "spell: pump +1 target:creature\n", 7, `pump "+1" must be +P/+T, e.g. +2/+0`},
		{inst + "spell: pump +1/+1 flapping target:creature\n", 7, `unknown keyword "flapping"`},
		{inst + "spell: draw 2 quickly\n", 7, `unexpected "quickly" in draw effect`},
		{inst + "spell: fight target:creature\n", 7, `fight needs two target: words`},
		{inst + "spell: tap target:creature ; fight target:same target:same\n", 7, `fight needs two different targets`},
		{inst + "spell: copy target:creature-spell\n", 7, `copy cannot target creature-spell`},
		{inst + "spell: untap self\n", 7, `self needs a permanent, and A is not one`},
		{inst + "spell: damage X target:any\n", 7, `X in an effect needs {X} in the card's cost`},
		{"card: A\ncost: {X}{R}\ntype: Instant\nrarity: common\nspell: damage 2 target:any\n", 4, `{X} in the cost but no effect uses X`},
		{inst + "spell: create 1 Ghost\n", 7, `create: unknown token "Ghost"`},
		{inst + "spell: create 0 Ghost\n", 7, `create amount must be at least 1`},
		{inst + "spell: search basic-land\n", 7, `search must be "search basic-land to:hand" or "search basic-land to:battlefield"`},
		{inst + "spell: add {G}\n", 7, `add is only for activated mana abilities`},
		{crea + "trigger: upkeep -> pay-or-sacrifice X\n", 8, `pay-or-sacrifice cannot use X`},
		// Abilities.
		{crea + "trigger: explodes -> draw 1\n", 8, `unknown trigger "explodes"`},
		{crea + "trigger: enters:creature -> draw 1\n", 8, `only cast and opponent-casts take a filter, not enters`},
		{crea + "trigger: cast:land -> draw 1\n", 8, `unknown cast filter "land" (want any, creature, noncreature or instant-or-sorcery)`},
		{crea + "trigger: enters draw 1\n", 8, `EVENT must be written "EVENT -> EFFECTS"`},
		{crea + "trigger: enters -> damage X target:any\n", 8, `X is only allowed in spells and activated abilities with {X} in their cost`},
		{ench + "trigger: dies -> draw 1\n", 7, `dies is only for creatures`},
		{ench + "trigger: set-in-motion -> draw 1\n", 7, `set-in-motion is only for schemes`},
		{crea + "spell: draw 1\n", 8, `spell: is only for instants and sorceries`},
		{crea + "activate: {T} draw 1\n", 8, `COSTS must be written "COSTS -> EFFECTS"`},
		{crea + "activate: {T}, dance -> draw 1\n", 8, `unknown cost "dance" (want mana, {T}, sacrifice-self, sacrifice:KIND, discard:N or pay-life:N)`},
		{crea + "activate: {T}, {T} -> draw 1\n", 8, `cost "{T}" repeats a cost already given`},
		{crea + "activate: {T},, {1} -> draw 1\n", 8, `empty cost`},
		{crea + "activate: discard:0 -> draw 1\n", 8, `discard:N needs N from 1 to 99, got "0"`},
		{crea + "activate: sacrifice:player -> draw 1\n", 8, `sacrifice:player must name a kind of permanent you control`},
		{crea + "activate: {1} -> damage X target:any\n", 8, `X in an effect needs {X} in the ability's cost`},
		{crea + "activate: {X} -> draw 1\n", 8, `{X} in the cost but no effect uses X`},
		{crea + "activate: {T} -> add {G} ; draw 1\n", 8, `a mana ability may only have add effects`},
		{crea + "activate-sorcery: {T} -> add {G}\n", 8, `a mana ability cannot be activate-sorcery`},
		{crea + "activate: {T}, pay-life:1 -> add {G}\n", 8, `a mana ability may only cost mana and {T}`},
		{crea + "activate: {T} -> add {G}\nactivate: {1}, {T} -> add {R}\nactivate: {2}, {T} -> add {U}\n", 10, `a card has at most two mana abilities`},
		{crea + "activate: {T} -> add {R}{G}\n", 8, `add makes one kind of mana: write {R}/{G} for a choice, or two add effects`},
		{crea + "activate: {T} -> add {P}\n", 8, `add: bad mana symbol "{P}"`},
		{crea + "activate: {T} -> add 2 {G}{G}\n", 8, `add: give a count or repeat the symbol, not both`},
		{inst + "spell: draw 1\nactivate: {T} -> draw 1\n", 8, `only permanents have activated abilities`},
		{crea + "static: glow affects:self\n", 8, `unknown static "glow" (want buff, grant, cant-block, cant-attack or cost)`},
		{crea + "static: buff +1/+1\n", 8, `static buff needs affects:`},
		{crea + "static: buff +0/+0 affects:self\n", 8, `buff needs a non-zero +P/+T`},
		{crea + "static: grant affects:self\n", 8, `grant needs keywords`},
		{crea + "static: buff +1/+1 affects:everyone\n", 8, `unknown affects:everyone (want self, enchanted, equipped, creatures/you, creatures/you/other, creatures/opponent, creatures)`},
		{crea + "static: buff +1/+1 affects:self,Elf\n", 8, `affects:self,Elf: only creature groups take a ,Subtype filter`},
		{crea + "static: buff +1/+1 affects:enchanted\n", 8, `affects:enchanted is only for Auras`},
		{crea + "static: buff +1/+1 affects:equipped\n", 8, `affects:equipped is only for Equipment`},
		{ench + "static: cant-block affects:self\n", 7, `affects:self needs a creature`},
		{crea + "static: cost 1 spells:any\n", 8, `cost change "1" must be a signed non-zero number, e.g. -1 or +2`},
		{crea + "static: cost -1 spells:lands\n", 8, `unknown spell filter "lands" (want any, creature, noncreature or instant-or-sorcery)`},
		{crea + "static: cost -1\n", 8, `static cost must be "cost ±N spells:FILTER[/you|/opponent]"`},
		{crea + "equip: {1}\n", 8, `equip: needs the Equipment subtype`},
		{"card: A\ncost: {1}\ntype: Artifact — Equipment\nrarity: common\nequip: {X}\n", 7, `equip: X is not allowed`},
	}
	for _, tc := range tests {
		_, err := card.Parse("t.cards", strings.NewReader(header+tc.src))
		want := fmt.Sprintf("card: t.cards:%d: %s", tc.line, tc.msg)
		if err == nil || err.Error() != want {
			t.Errorf("source:\n%s\n got error %v\nwant error %s", tc.src, err, want)
			continue
		}
		var ce *card.Error
		if !errors.As(err, &ce) || ce.File != "t.cards" || ce.Line != tc.line || ce.Msg != tc.msg {
			t.Errorf("error %v is not a *card.Error with the right fields: %#v", err, ce)
		}
	}
}

func TestParseHeaderErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"", `card: t.cards:1: missing set: or code: line`},
		{"# only a comment\n", `card: t.cards:1: missing set: or code: line`},
		{"card: A\n", `card: t.cards:1: set: and code: must come before the first card`},
		{"set: X\ncode: st\n", `card: t.cards:2: set code "st" must be 2 to 5 capital letters or digits`},
		{"set: X\ncode: ST\ncode: ST\n", `card: t.cards:3: duplicate code: (first on line 2)`},
		{"set: X\ncode: ST\n" + strings.Repeat("x", 70000) + "\n", `card: t.cards:3: the line is longer than 4096 bytes`},
	}
	for _, tc := range tests {
		_, err := card.Parse("t.cards", strings.NewReader(tc.src))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%.40q: got %v, want %s", tc.src, err, tc.want)
		}
	}
}

func TestTokenLoops(t *testing.T) {
	tests := []struct{ src, want string }{
		{"token: T\ntype: Artifact\nactivate: {1} -> create 1 T\n",
			`card: t.cards:3: token "T" creates tokens in a loop`},
		{"token: T\ntype: Artifact\nactivate: {1} -> create 1 U\ntoken: U\ntype: Artifact\nactivate: {1} -> create 1 T\n",
			`card: t.cards:3: token "T" creates tokens in a loop`},
		{"token: A\ntype: Artifact\nactivate: {1} -> create 1 B\ntoken: B\ntype: Artifact\nactivate: {1} -> create 1 C\n" +
			"token: C\ntype: Artifact\nactivate: {1} -> create 1 D\ntoken: D\ntype: Artifact\n",
			`card: t.cards:3: token "A" starts a chain of tokens creating tokens more than 3 deep`},
	}
	for _, tc := range tests {
		_, err := card.Parse("t.cards", strings.NewReader(header+tc.src))
		if err == nil || err.Error() != tc.want {
			t.Errorf("got %v, want %s", err, tc.want)
		}
	}
}
