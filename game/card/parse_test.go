package card_test

import (
	"reflect"
	"testing"

	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

func spec(k card.TargetKind) card.TargetSpec { return card.TargetSpec{Kind: k} }

func specC(k card.TargetKind, c card.Controller) card.TargetSpec {
	return card.TargetSpec{Kind: k, Controller: c}
}

// eff builds an effect with no targets; chain the fields you need.
func eff(k card.EffectKind, amount int8) card.Effect {
	return card.Effect{Kind: k, Amount: amount, Target: -1, Target2: -1}
}

func tgt(e card.Effect, i int8) card.Effect { e.Target = i; return e }

func TestParseEffects(t *testing.T) {
	each := func(e card.Effect, s card.TargetSpec) card.Effect { e.Each = &s; return e }
	who := func(e card.Effect, w card.Who) card.Effect { e.Who = w; return e }
	self := func(e card.Effect) card.Effect { e.Self = true; return e }
	x := func(e card.Effect) card.Effect { e.AmountX = true; return e }
	pump := func(p, tg int8, k card.Keywords) card.Effect {
		e := eff(card.Pump, 0)
		e.Power, e.Toughness, e.Keywords = p, tg, k
		return e
	}
	fight := eff(card.Fight, 0)
	fight.Target, fight.Target2 = 0, 1
	any, creature, player := spec(card.AnyTarget), spec(card.CreatureTarget), spec(card.PlayerTarget)
	tests := []struct {
		name    string
		src     string // a whole card; see spellCard and creatureCard
		targets []card.TargetSpec
		effects []card.Effect
	}{
		{"damage target", spellCard("damage 3 target:any"), []card.TargetSpec{any}, []card.Effect{tgt(eff(card.Damage, 3), 0)}},
		{"damage X", spellCard("damage X target:creature"), []card.TargetSpec{creature}, []card.Effect{tgt(x(eff(card.Damage, 0)), 0)}},
		{"damage each creature", spellCard("damage 2 each:creature"), nil, []card.Effect{each(eff(card.Damage, 2), creature)}},
		{"damage each opponent's creature", spellCard("damage 1 each:creature/opponent"), nil,
			[]card.Effect{each(eff(card.Damage, 1), specC(card.CreatureTarget, card.OpponentControls))}},
		{"damage who", spellCard("damage 2 who:each-opponent"), nil, []card.Effect{who(eff(card.Damage, 2), card.EachOpponent)}},
		{"damage each:opponent", spellCard("damage 2 each:opponent"), nil, []card.Effect{who(eff(card.Damage, 2), card.EachOpponent)}},
		{"damage each:player", spellCard("damage 1 each:player"), nil, []card.Effect{who(eff(card.Damage, 1), card.EachPlayer)}},
		{"destroy power filter", spellCard("destroy target:creature,power<=2"),
			[]card.TargetSpec{{Kind: card.CreatureTarget, MaxPower: 2}}, []card.Effect{tgt(eff(card.Destroy, 0), 0)}},
		{"destroy each", spellCard("destroy each:creature"), nil, []card.Effect{each(eff(card.Destroy, 0), creature)}},
		{"exile nonland", spellCard("exile target:nonland-permanent/opponent"),
			[]card.TargetSpec{specC(card.NonlandPermanent, card.OpponentControls)}, []card.Effect{tgt(eff(card.Exile, 0), 0)}},
		{"bounce other subtype", creatureCard("activate: {1} -> bounce target:creature/you/other,Elf"),
			[]card.TargetSpec{{Kind: card.CreatureTarget, Controller: card.YouControl, Other: true, Subtype: "Elf"}},
			[]card.Effect{tgt(eff(card.Bounce, 0), 0)}},
		{"bounce self", creatureCard("activate: {1} -> bounce self"), nil, []card.Effect{self(eff(card.Bounce, 0))}},
		{"draw", spellCard("draw 2"), nil, []card.Effect{eff(card.Draw, 2)}},
		{"draw each player", spellCard("draw 1 who:each-player"), nil, []card.Effect{who(eff(card.Draw, 1), card.EachPlayer)}},
		{"draw who:target", spellCard("draw 1 who:target"), []card.TargetSpec{player},
			[]card.Effect{tgt(who(eff(card.Draw, 1), card.TargetPlayer), 0)}},
		{"discard target", spellCard("discard 1 target:opponent"), []card.TargetSpec{spec(card.OpponentTarget)},
			[]card.Effect{tgt(who(eff(card.Discard, 1), card.TargetPlayer), 0)}},
		{"discard each opponent", spellCard("discard 2 who:each-opponent"), nil, []card.Effect{who(eff(card.Discard, 2), card.EachOpponent)}},
		{"gain life", spellCard("gain-life 4"), nil, []card.Effect{eff(card.GainLife, 4)}},
		{"lose life", spellCard("lose-life 2 who:each-opponent"), nil, []card.Effect{who(eff(card.LoseLife, 2), card.EachOpponent)}},
		{"controller of same", spellCard("exile target:creature ; gain-life 3 who:controller target:same"), []card.TargetSpec{creature},
			[]card.Effect{tgt(eff(card.Exile, 0), 0), tgt(who(eff(card.GainLife, 3), card.TargetsController), 0)}},
		{"counters target", spellCard("counters 2 target:creature/you"), []card.TargetSpec{specC(card.CreatureTarget, card.YouControl)},
			[]card.Effect{tgt(eff(card.AddCounters, 2), 0)}},
		{"counters self", creatureCard("activate: {1} -> counters 1 self"), nil, []card.Effect{self(eff(card.AddCounters, 1))}},
		{"counters each", spellCard("counters 1 each:creature/you"), nil,
			[]card.Effect{each(eff(card.AddCounters, 1), specC(card.CreatureTarget, card.YouControl))}},
		{"pump keywords", spellCard("pump +2/+2 trample target:creature"), []card.TargetSpec{creature},
			[]card.Effect{tgt(pump(2, 2, card.Keywords(card.Trample)), 0)}},
		{"pump keyword only self", creatureCard("activate: {R} -> pump first-strike self"), nil,
			[]card.Effect{self(pump(0, 0, card.Keywords(card.FirstStrike)))}},
		{"pump minus each", spellCard("pump -1/-1 each:creature/opponent"), nil,
			[]card.Effect{each(pump(-1, -1, 0), specC(card.CreatureTarget, card.OpponentControls))}},
		{"counter", spellCard("counter target:creature-spell"), []card.TargetSpec{spec(card.CreatureSpell)},
			[]card.Effect{tgt(eff(card.CounterSpell, 0), 0)}},
		{"tap then untap same", spellCard("tap target:creature ; untap target:same"), []card.TargetSpec{creature},
			[]card.Effect{tgt(eff(card.Tap, 0), 0), tgt(eff(card.Untap, 0), 0)}},
		{"tap each", spellCard("tap each:creature/opponent"), nil,
			[]card.Effect{each(eff(card.Tap, 0), specC(card.CreatureTarget, card.OpponentControls))}},
		{"untap self", creatureCard("activate: {1} -> untap self"), nil, []card.Effect{self(eff(card.Untap, 0))}},
		{"untap land", spellCard("untap target:land"), []card.TargetSpec{spec(card.LandTarget)}, []card.Effect{tgt(eff(card.Untap, 0), 0)}},
		{"search hand", spellCard("search basic-land to:hand"), nil, []card.Effect{eff(card.SearchBasic, 1)}},
		{"search battlefield", spellCard("search basic-land to:battlefield"), nil,
			[]card.Effect{func() card.Effect { e := eff(card.SearchBasic, 1); e.ToBattlefield = true; return e }()}},
		{"scry", spellCard("scry 2"), nil, []card.Effect{eff(card.Scry, 2)}},
		{"mill target", spellCard("mill 3 target:player"), []card.TargetSpec{player},
			[]card.Effect{tgt(who(eff(card.Mill, 3), card.TargetPlayer), 0)}},
		{"mill you", spellCard("mill 2"), nil, []card.Effect{eff(card.Mill, 2)}},
		{"sacrifice each opponent", spellCard("sacrifice 1 who:each-opponent"), nil, []card.Effect{who(eff(card.Sacrifice, 1), card.EachOpponent)}},
		{"sacrifice target", spellCard("sacrifice 2 target:player"), []card.TargetSpec{player},
			[]card.Effect{tgt(who(eff(card.Sacrifice, 2), card.TargetPlayer), 0)}},
		{"fight", spellCard("fight target:creature/you target:creature/opponent"),
			[]card.TargetSpec{specC(card.CreatureTarget, card.YouControl), specC(card.CreatureTarget, card.OpponentControls)},
			[]card.Effect{fight}},
		{"pump then fight same", spellCard("pump +1/+1 target:creature/you ; fight target:same target:creature/opponent"),
			[]card.TargetSpec{specC(card.CreatureTarget, card.YouControl), specC(card.CreatureTarget, card.OpponentControls)},
			[]card.Effect{tgt(pump(1, 1, 0), 0), fight}},
		{"pay or sacrifice", creatureCard("trigger: upkeep -> pay-or-sacrifice 2"), nil, []card.Effect{eff(card.PayOrSacrifice, 2)}},
		{"copy", spellCard("copy target:instant-or-sorcery-spell"), []card.TargetSpec{spec(card.InstantOrSorcerySpell)},
			[]card.Effect{tgt(eff(card.CopySpell, 0), 0)}},
		{"spell with controller", spellCard("counter target:spell/opponent"), []card.TargetSpec{specC(card.SpellTarget, card.OpponentControls)},
			[]card.Effect{tgt(eff(card.CounterSpell, 0), 0)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := first(t, tc.src)
			a := d.Abilities[0]
			if !reflect.DeepEqual(a.Targets, tc.targets) {
				t.Errorf("targets = %+v, want %+v", a.Targets, tc.targets)
			}
			if !reflect.DeepEqual(a.Effects, tc.effects) {
				t.Errorf("effects =\n%+v, want\n%+v", a.Effects, tc.effects)
			}
		})
	}
}

func TestParseCreate(t *testing.T) {
	s := parseSet(t, spellCard("create 2 Spirit Wisp ; create Sealed Letter ; create X Spirit Wisp"))
	es := s.Cards[0].Abilities[0].Effects
	want := []struct {
		n    int8
		x    bool
		name string
	}{{2, false, "Spirit Wisp"}, {1, false, "Sealed Letter"}, {0, true, "Spirit Wisp"}}
	for i, w := range want {
		e := es[i]
		if e.Kind != card.CreateToken || e.Amount != w.n || e.AmountX != w.x || e.Token == nil || e.Token.Name != w.name {
			t.Errorf("effect %d = %+v, want create %d %s", i, e, w.n, w.name)
		}
		if e.Token != s.Tokens[0] && e.Token != s.Tokens[1] {
			t.Errorf("effect %d: token is not the set's token definition", i)
		}
	}
	if tok := s.Tokens[0]; !tok.Token || tok.Rarity != card.Special || tok.Colors != mana.SetOf(mana.White) {
		t.Errorf("token = %+v", tok)
	}
}

func TestParseAdd(t *testing.T) {
	g, c := mana.KindOf(mana.Green).Bit(), mana.Colorless.Bit()
	wu := mana.KindOf(mana.White).Bit() | mana.KindOf(mana.Blue).Bit()
	all := uint8(mana.AllColors)
	tests := []struct {
		src   string
		n     int8
		kinds uint8
	}{
		{"add {G}", 1, g}, {"add {C}", 1, c}, {"add {G}{G}", 2, g}, {"add 2 {G}", 2, g},
		{"add {W}/{U}", 1, wu}, {"add any", 1, all}, {"add 3 any", 3, all},
	}
	for _, tc := range tests {
		d := first(t, "card: Probe\ntype: Land\nrarity: common\nactivate: {T} -> "+tc.src+"\n")
		a := d.Abilities[0]
		want := eff(card.AddMana, tc.n)
		want.ManaKinds = tc.kinds
		if a.Kind != card.ManaAbility || !a.Tap || len(a.Effects) != 1 || a.Effects[0] != want {
			t.Errorf("%s: ability = %+v, want a mana ability adding %+v", tc.src, a, want)
		}
	}
}

func TestParseTriggers(t *testing.T) {
	tests := []struct {
		src    string
		kind   card.TriggerKind
		filter card.TargetKind
	}{
		{"enters", card.OnEnters, 0}, {"dies", card.OnDies, 0}, {"attacks", card.OnAttacks, 0},
		{"blocks", card.OnBlocks, 0}, {"upkeep", card.OnUpkeep, 0}, {"end-step", card.OnEndStep, 0},
		{"gain-life", card.OnGainLife, 0}, {"cast", card.OnCast, card.SpellTarget},
		{"cast:any", card.OnCast, card.SpellTarget}, {"cast:creature", card.OnCast, card.CreatureSpell},
		{"cast:noncreature", card.OnCast, card.NoncreatureSpell},
		{"cast:instant-or-sorcery", card.OnCast, card.InstantOrSorcerySpell},
	}
	for _, tc := range tests {
		d := first(t, creatureCard("trigger: "+tc.src+" -> draw 1"))
		a := d.Abilities[0]
		if a.Kind != card.Triggered || a.Trigger != tc.kind || a.CastFilter != tc.filter || len(a.Effects) != 1 {
			t.Errorf("%s: got %+v", tc.src, a)
		}
	}
	d := first(t, "card: Plot\ntype: Ongoing Scheme\nrarity: common\ntrigger: set-in-motion -> draw 2\n")
	if a := d.Abilities[0]; a.Trigger != card.OnSetInMotion || !d.Super.Has(card.Ongoing) || !d.Types.Has(card.Scheme) {
		t.Errorf("scheme: got %+v", d)
	}
}

func TestParseCosts(t *testing.T) {
	creature := card.TargetSpec{Kind: card.CreatureTarget, Controller: card.YouControl}
	otherArtifact := card.TargetSpec{Kind: card.ArtifactTarget, Controller: card.YouControl, Other: true}
	tests := []struct {
		src  string
		want card.Ability
	}{
		{"activate: {T} -> draw 1", card.Ability{Tap: true}},
		{"activate: {2}{G} -> draw 1", card.Ability{Cost: mana.MustParseCost("{2}{G}")}},
		{"activate: {1}{R}, {T}, sacrifice-self -> draw 1", card.Ability{Cost: mana.MustParseCost("{1}{R}"), Tap: true, SacSelf: true}},
		{"activate: sacrifice:creature -> draw 1", card.Ability{SacFilter: &creature}},
		{"activate: sacrifice:artifact/you/other -> draw 1", card.Ability{SacFilter: &otherArtifact}},
		{"activate: discard:2 -> draw 1", card.Ability{DiscardCost: 2}},
		{"activate: {T}, pay-life:3 -> draw 1", card.Ability{Tap: true, LifeCost: 3}},
		{"activate-sorcery: {3} -> draw 1", card.Ability{Cost: mana.MustParseCost("{3}"), SorcerySpeed: true}},
	}
	for _, tc := range tests {
		d := first(t, creatureCard(tc.src))
		a := d.Abilities[0]
		tc.want.Kind = card.Activated
		tc.want.Effects = []card.Effect{eff(card.Draw, 1)}
		if !reflect.DeepEqual(a, tc.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", tc.src, a, tc.want)
		}
	}
	d := first(t, "card: Blade\ncost: {1}\ntype: Artifact — Equipment\nrarity: common\nequip: {2}\n")
	other := card.TargetSpec{Kind: card.CreatureTarget, Controller: card.YouControl, Other: true}
	want := card.Ability{Kind: card.Activated, Equip: true, SorcerySpeed: true, Cost: mana.MustParseCost("{2}"),
		Targets: []card.TargetSpec{other}}
	if !reflect.DeepEqual(d.Abilities[0], want) || !d.IsEquipment() {
		t.Errorf("equip = %+v, want %+v", d.Abilities[0], want)
	}
}

func TestParseStatics(t *testing.T) {
	aura := "card: Probe\ncost: {W}\ntype: Enchantment — Aura\nrarity: common\nenchant: creature\n"
	equip := "card: Probe\ncost: {1}\ntype: Artifact — Equipment\nrarity: common\nequip: {1}\n"
	tests := []struct {
		src  string
		want card.StaticAbility
	}{
		{creatureCard("static: buff +1/+1 affects:creatures/you"), card.StaticAbility{Affects: card.AffectsCreaturesYouControl, Power: 1, Toughness: 1}},
		{creatureCard("static: buff +1/+0 affects:creatures/you/other,Elf"),
			card.StaticAbility{Affects: card.AffectsOtherCreaturesYouControl, Subtype: "Elf", Power: 1}},
		{creatureCard("static: buff -1/-1 affects:creatures/opponent"), card.StaticAbility{Affects: card.AffectsCreaturesOpponentsControl, Power: -1, Toughness: -1}},
		{creatureCard("static: grant haste affects:creatures"), card.StaticAbility{Affects: card.AffectsAllCreatures, Keywords: card.Keywords(card.Haste)}},
		{creatureCard("static: cant-block affects:self"), card.StaticAbility{CantBlock: true}},
		{aura + "static: cant-attack cant-block affects:enchanted", card.StaticAbility{Affects: card.AffectsEnchanted, CantAttack: true, CantBlock: true}},
		{aura + "static: buff +2/+2 flying affects:enchanted",
			card.StaticAbility{Affects: card.AffectsEnchanted, Power: 2, Toughness: 2, Keywords: card.Keywords(card.Flying)}},
		{equip + "static: buff +2/+0 first-strike affects:equipped",
			card.StaticAbility{Affects: card.AffectsEquipped, Power: 2, Keywords: card.Keywords(card.FirstStrike)}},
		{creatureCard("static: cost -1 spells:instant-or-sorcery/you"),
			card.StaticAbility{CostChange: true, CostDelta: -1, SpellFilter: card.InstantOrSorcerySpell, Whose: card.YouControl}},
		{creatureCard("static: cost +1 spells:any/opponent"),
			card.StaticAbility{CostChange: true, CostDelta: 1, SpellFilter: card.SpellTarget, Whose: card.OpponentControls}},
		{creatureCard("static: cost +2 spells:creature"), card.StaticAbility{CostChange: true, CostDelta: 2, SpellFilter: card.CreatureSpell}},
	}
	for _, tc := range tests {
		d := first(t, tc.src)
		var got *card.StaticAbility
		for _, a := range d.Abilities {
			if a.Kind == card.Static {
				got = a.Static
			}
		}
		if got == nil || !reflect.DeepEqual(*got, tc.want) {
			t.Errorf("%s:\n got %+v\nwant %+v", tc.src, got, tc.want)
		}
	}
}

func TestParseFields(t *testing.T) {
	d := first(t, `# a comment
card: Grove Matriarch
cost: {2}{G}{W}
type: legendary creature - Elf Druid
pt: 3/4
rarity: mythic
keywords: first strike, Vigilance , double-strike
colors: G, white
`)
	want := &card.Def{Name: "Grove Matriarch", Cost: mana.MustParseCost("{2}{G}{W}"),
		Colors: mana.SetOf(mana.White, mana.Green), Types: card.Types(card.Creature),
		Super: card.Supertypes(card.Legendary), Subtypes: []string{"Elf", "Druid"}, Power: 3, Toughness: 4,
		Keywords: card.Keywords(card.FirstStrike | card.Vigilance | card.DoubleStrike), Rarity: card.Mythic,
		Set: "TST", File: "t.cards", Line: 4, Text: "First strike, double strike, vigilance"}
	if !reflect.DeepEqual(d, want) {
		t.Errorf("got  %+v\nwant %+v", d, want)
	}
	if got := d.TypeLine(); got != "Legendary Creature — Elf Druid" {
		t.Errorf("TypeLine = %q", got)
	}
	land := first(t, "card: Wastes\ntype: Basic Land\nrarity: basic\n")
	if land.Rarity != card.Special || land.Colors != 0 || land.TypeLine() != "Basic Land" {
		t.Errorf("basic land = %+v", land)
	}
	colorless := first(t, "card: Rock\ncost: {3}\ntype: Artifact\nrarity: common\n")
	if colorless.Colors != 0 || colorless.Text != "" {
		t.Errorf("artifact = %+v", colorless)
	}
	if colorless.SpecialCard || d.SpecialCard {
		t.Errorf("a card without special: is special")
	}
	marked := first(t, "card: Old Rock\ncost: {3}\ntype: Artifact\nrarity: rare\nspecial: yes\n")
	if !marked.SpecialCard || marked.Rarity != card.Rare {
		t.Errorf("special: yes gave %+v", marked)
	}
	s := parseSet(t, "")
	if s.Name != "Test" || s.Code != "TST" || len(s.Cards) != 0 || len(s.Tokens) != 2 {
		t.Errorf("set = %+v", s)
	}
}
