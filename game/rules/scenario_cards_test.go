package rules

import (
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

// Hand-built cards for the scenario tests and the fuzz decks. Costs are
// generic or red/green so Mountains and Forests pay for everything.

func kws(ks ...card.Keyword) card.Keywords {
	var s card.Keywords
	for _, k := range ks {
		s = s.With(k)
	}
	return s
}

// vanilla is a creature costing {1} with the given keywords.
func vanilla(name string, p, t int8, ks ...card.Keyword) *card.Def {
	return creature(name, "{1}", p, t, kws(ks...))
}

func withAbilities(d *card.Def, abs ...card.Ability) *card.Def {
	d.Abilities = append(d.Abilities, abs...)
	return d
}

func trig(k card.TriggerKind, specs []card.TargetSpec, effs ...card.Effect) card.Ability {
	return card.Ability{Kind: card.Triggered, Trigger: k, Targets: specs, Effects: effs}
}

func static(st card.StaticAbility) card.Ability {
	return card.Ability{Kind: card.Static, Static: &st}
}

func activated(cost string, tap bool, specs []card.TargetSpec, effs ...card.Effect) card.Ability {
	return card.Ability{Kind: card.Activated, Cost: mana.MustParseCost(cost), Tap: tap, Targets: specs, Effects: effs}
}

func whoEff(k card.EffectKind, n int8, who card.Who) card.Effect {
	e := eff(k, n)
	e.Who = who
	return e
}

func selfEff(k card.EffectKind, n int8) card.Effect {
	e := eff(k, n)
	e.Self = true
	return e
}

func pumpEff(target int8, p, t int8, ks ...card.Keyword) card.Effect {
	return card.Effect{Kind: card.Pump, Power: p, Toughness: t, Keywords: kws(ks...), Target: target, Target2: -1, Self: target < 0}
}

var (
	anyT      = []card.TargetSpec{{Kind: card.AnyTarget}}
	creatureT = []card.TargetSpec{{Kind: card.CreatureTarget}}
	playerT   = []card.TargetSpec{{Kind: card.PlayerTarget}}
	permT     = []card.TargetSpec{{Kind: card.PermanentTarget}}
	spellT    = []card.TargetSpec{{Kind: card.SpellTarget}}
)

var (
	tPad = basic("Island", mana.Blue)

	// Keyword creatures.
	tFlyer      = vanilla("Flyer", 2, 2, card.Flying)
	tReacher    = vanilla("Reacher", 1, 3, card.Reach)
	tFirst      = vanilla("Duelist", 2, 2, card.FirstStrike)
	tDouble     = vanilla("Twinblade", 2, 2, card.DoubleStrike)
	tDeath      = vanilla("Viper", 1, 1, card.Deathtouch)
	tLifelinker = vanilla("Cleric", 2, 2, card.Lifelink)
	tTrampler   = vanilla("Rhino", 4, 4, card.Trample)
	tDTTrampler = vanilla("Wurm", 5, 5, card.Deathtouch, card.Trample)
	tFSLifelink = vanilla("Paladin", 3, 3, card.FirstStrike, card.Lifelink)
	tVigilant   = vanilla("Sentinel", 2, 3, card.Vigilance)
	tHasty      = vanilla("Raider", 3, 1, card.Haste)
	tWall       = vanilla("Wall", 0, 5, card.Defender)
	tMenace     = vanilla("Brute", 3, 3, card.Menace)
	tFlash      = vanilla("Ambusher", 2, 2, card.Flash)
	tHexproof   = vanilla("Troll", 2, 2, card.Hexproof)
	tIndestr    = vanilla("Golem", 3, 3, card.Indestructible)
	tGiant      = vanilla("Giant", 5, 5)
	tHero       = func() *card.Def {
		d := vanilla("Hero", 2, 2)
		d.Super = card.Supertypes(card.Legendary)
		return d
	}()

	// Effects.
	tSoldier  = &card.Def{Name: "Soldier", Types: card.Types(card.Creature), Power: 1, Toughness: 1, Token: true, Rarity: card.Special}
	tMurder   = spell("Murder", "{1}", card.Instant, creatureT, tgtEff(card.Destroy, 0, 0))
	tBanish   = spell("Banish", "{1}", card.Instant, creatureT, tgtEff(card.Exile, 0, 0))
	tUnsummon = spell("Unsummon", "{1}", card.Instant, permT, tgtEff(card.Bounce, 0, 0))
	tStudy    = spell("Study", "{1}", card.Sorcery, nil, eff(card.Draw, 2))
	tMindRot  = spell("Mind Rot", "{1}", card.Sorcery, playerT, card.Effect{Kind: card.Discard, Amount: 2, Who: card.TargetPlayer, Target: 0, Target2: -1})
	tHeal     = spell("Heal", "{1}", card.Instant, nil, eff(card.GainLife, 4))
	tDrain    = spell("Drain", "{1}", card.Sorcery, playerT,
		card.Effect{Kind: card.LoseLife, Amount: 3, Who: card.TargetPlayer, Target: 0, Target2: -1}, eff(card.GainLife, 3))
	tBless   = spell("Bless", "{1}", card.Instant, creatureT, tgtEff(card.AddCounters, 2, 0))
	tMuster  = spell("Muster", "{1}", card.Sorcery, nil, card.Effect{Kind: card.CreateToken, Amount: 2, Token: tSoldier, Target: -1, Target2: -1})
	tNegate  = spell("Negate", "{1}", card.Instant, spellT, tgtEff(card.CounterSpell, 0, 0))
	tFreeze  = spell("Freeze", "{1}", card.Instant, permT, tgtEff(card.Tap, 0, 0))
	tThaw    = spell("Thaw", "{1}", card.Instant, permT, tgtEff(card.Untap, 0, 0))
	tRamp    = spell("Ramp", "{1}", card.Sorcery, nil, card.Effect{Kind: card.SearchBasic, ToBattlefield: true, Target: -1, Target2: -1})
	tScout   = spell("Scout", "{1}", card.Sorcery, nil, card.Effect{Kind: card.SearchBasic, Target: -1, Target2: -1})
	tForesee = spell("Foresee", "{1}", card.Instant, nil, eff(card.Scry, 2))
	tMill    = spell("Mill", "{1}", card.Instant, playerT, card.Effect{Kind: card.Mill, Amount: 3, Who: card.TargetPlayer, Target: 0, Target2: -1})
	tEdict   = spell("Edict", "{1}", card.Sorcery, nil, whoEff(card.Sacrifice, 1, card.EachOpponent))
	tFight   = spell("Fight", "{1}", card.Sorcery,
		[]card.TargetSpec{{Kind: card.CreatureTarget, Controller: card.YouControl}, {Kind: card.CreatureTarget, Controller: card.OpponentControls}},
		card.Effect{Kind: card.Fight, Target: 0, Target2: 1})
	tTwin  = spell("Twin", "{1}", card.Instant, []card.TargetSpec{{Kind: card.InstantOrSorcerySpell}}, tgtEff(card.CopySpell, 0, 0))
	tSweep = spell("Sweep", "{1}", card.Sorcery, nil,
		card.Effect{Kind: card.Damage, Amount: 2, Each: &card.TargetSpec{Kind: card.CreatureTarget}, Target: -1, Target2: -1})
	tPlague = spell("Plague", "{1}", card.Sorcery, nil, whoEff(card.LoseLife, 1, card.EachPlayer))
	tShock  = spell("Shock", "{R}", card.Instant, anyT, tgtEff(card.Damage, 2, 0))
	tSift   = spell("Sift", "{1}", card.Sorcery, nil, eff(card.Draw, 2), eff(card.Discard, 1))

	// Triggers.
	tHerald = withAbilities(vanilla("Herald", 1, 1), trig(card.OnEnters, anyT, tgtEff(card.Damage, 1, 0)))
	tScribe = withAbilities(vanilla("Scribe", 1, 1), trig(card.OnEnters, nil, eff(card.Draw, 1)))
	tLooter = withAbilities(vanilla("Looter", 1, 1), trig(card.OnEnters, nil, eff(card.Draw, 1), eff(card.Discard, 1)))
	tMartyr = withAbilities(vanilla("Martyr", 1, 1), trig(card.OnDies, nil, eff(card.GainLife, 3)))
	tSaint  = withAbilities(vanilla("Saint", 1, 1), trig(card.OnDies, nil, eff(card.GainLife, 5)))
	tRaider = withAbilities(vanilla("Reaver", 2, 2), trig(card.OnAttacks, nil, whoEff(card.LoseLife, 1, card.EachOpponent)))
	tGuard  = withAbilities(vanilla("Guard", 1, 1), trig(card.OnBlocks, nil, pumpEff(-1, 0, 3)))
	tFarmer = withAbilities(vanilla("Farmer", 1, 1), trig(card.OnUpkeep, nil, eff(card.GainLife, 1)))
	tSage   = withAbilities(vanilla("Sage", 1, 1), trig(card.OnEndStep, nil, selfEff(card.AddCounters, 1)))
	tMonk   = withAbilities(vanilla("Monk", 1, 1), card.Ability{Kind: card.Triggered, Trigger: card.OnCast,
		CastFilter: card.NoncreatureSpell, Effects: []card.Effect{pumpEff(-1, 1, 1)}})
	tWarden = withAbilities(vanilla("Warden", 1, 1), trig(card.OnGainLife, nil, selfEff(card.AddCounters, 1)))

	// Statics.
	tAnthem = withAbilities(&card.Def{Name: "Anthem", Cost: mana.MustParseCost("{2}"), Types: card.Types(card.Enchantment)},
		static(card.StaticAbility{Affects: card.AffectsCreaturesYouControl, Power: 1, Toughness: 1}))
	tLord = withAbilities(vanilla("Lord", 1, 1),
		static(card.StaticAbility{Affects: card.AffectsOtherCreaturesYouControl, Power: 1, Toughness: 1}))
	tDiscount = withAbilities(&card.Def{Name: "Forge", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Artifact)},
		static(card.StaticAbility{CostChange: true, CostDelta: -1, SpellFilter: card.CreatureSpell, Whose: card.YouControl}))
	tTax = withAbilities(&card.Def{Name: "Tax", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Enchantment)},
		static(card.StaticAbility{CostChange: true, CostDelta: 1, SpellFilter: card.NoncreatureSpell, Whose: card.OpponentControls}))
	tFear = withAbilities(&card.Def{Name: "Fear", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Enchantment)},
		static(card.StaticAbility{Affects: card.AffectsCreaturesOpponentsControl, CantBlock: true}))
	tBanner = withAbilities(&card.Def{Name: "Banner", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Artifact)},
		static(card.StaticAbility{Affects: card.AffectsCreaturesYouControl, Keywords: kws(card.Flying)}))

	// Auras and equipment.
	tWings = withAbilities(&card.Def{Name: "Wings", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Enchantment),
		Enchant: &card.TargetSpec{Kind: card.CreatureTarget}},
		static(card.StaticAbility{Affects: card.AffectsEnchanted, Power: 1, Toughness: 1, Keywords: kws(card.Flying)}))
	tSword = withAbilities(&card.Def{Name: "Sword", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Artifact)},
		static(card.StaticAbility{Affects: card.AffectsEquipped, Power: 2}),
		card.Ability{Kind: card.Activated, Equip: true, SorcerySpeed: true, Cost: mana.MustParseCost("{1}"),
			Targets: []card.TargetSpec{{Kind: card.CreatureTarget, Controller: card.YouControl}}})

	// Activation costs and mana abilities.
	tAltar = withAbilities(&card.Def{Name: "Altar", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Artifact)},
		card.Ability{Kind: card.Activated, SacFilter: &card.TargetSpec{Kind: card.CreatureTarget, Controller: card.YouControl},
			Effects: []card.Effect{eff(card.GainLife, 2)}})
	tMadman = withAbilities(vanilla("Madman", 1, 1),
		card.Ability{Kind: card.Activated, DiscardCost: 1, Targets: anyT, Effects: []card.Effect{tgtEff(card.Damage, 2, 0)}})
	tPact = withAbilities(&card.Def{Name: "Pact", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Enchantment)},
		card.Ability{Kind: card.Activated, LifeCost: 2, Effects: []card.Effect{eff(card.Draw, 1)}})
	tBomb = withAbilities(&card.Def{Name: "Bomb", Cost: mana.MustParseCost("{1}"), Types: card.Types(card.Artifact)},
		card.Ability{Kind: card.Activated, Cost: mana.MustParseCost("{1}"), SacSelf: true, Targets: anyT,
			Effects: []card.Effect{tgtEff(card.Damage, 3, 0)}})
	tElf  = withAbilities(creature("Elf", "{G}", 1, 1, 0), tapFor(mana.KindOf(mana.Green).Bit(), mana.Cost{}))
	tPump = withAbilities(vanilla("Shade", 1, 1), activated("{R}", false, nil, pumpEff(-1, 1, 1)))
	tPing = withAbilities(vanilla("Pinger", 1, 1), activated("{0}", true, anyT, tgtEff(card.Damage, 1, 0)))
)

// fuzzPool is every nonland card the fuzz decks draw from.
var fuzzPool = []*card.Def{
	tBear, tOgre, tDragon, tSpider, tBolt, tGrowth, tBlast,
	tFlyer, tReacher, tFirst, tDouble, tDeath, tLifelinker, tTrampler, tDTTrampler, tFSLifelink, tVigilant,
	tHasty, tWall, tMenace, tFlash, tHexproof, tIndestr, tGiant, tHero,
	tMurder, tBanish, tUnsummon, tStudy, tMindRot, tHeal, tDrain, tBless, tMuster, tNegate, tFreeze, tThaw,
	tRamp, tScout, tForesee, tMill, tEdict, tFight, tTwin, tSweep, tPlague, tShock, tSift,
	tHerald, tScribe, tLooter, tMartyr, tSaint, tRaider, tGuard, tFarmer, tSage, tMonk, tWarden,
	tAnthem, tLord, tDiscount, tTax, tFear, tBanner, tWings, tSword,
	tAltar, tMadman, tPact, tBomb, tElf, tPump, tPing,
}
