// Package card holds card definitions: the immutable data the rules engine
// executes, the card file format that describes them, and the generator of
// rules text from that same data.
package card

import "github.com/kitchentable/kitchentable/game/mana"

// Type is a card type bit.
type Type uint8

// The card types.
const (
	Land Type = 1 << iota
	Creature
	Instant
	Sorcery
	Enchantment
	Artifact
	Scheme
)

// Types is a set of card types.
type Types uint8

// Has reports whether t is in the set.
func (s Types) Has(t Type) bool { return uint8(s)&uint8(t) != 0 }

// With returns the set with t added.
func (s Types) With(t Type) Types { return Types(uint8(s) | uint8(t)) }

// IsPermanent reports whether a card of these types stays on the battlefield.
func (s Types) IsPermanent() bool {
	return s.Has(Land) || s.Has(Creature) || s.Has(Enchantment) || s.Has(Artifact)
}

// Supertype is a supertype bit.
type Supertype uint8

// The supertypes.
const (
	Basic Supertype = 1 << iota
	Legendary
	Ongoing
)

// Supertypes is a set of supertypes.
type Supertypes uint8

// Has reports whether t is in the set.
func (s Supertypes) Has(t Supertype) bool { return uint8(s)&uint8(t) != 0 }

// Rarity is how rare a card is in its set.
type Rarity uint8

// The rarities. Special marks basic lands and tokens.
const (
	Common Rarity = iota
	Uncommon
	Rare
	Mythic
	Special
)

// Def is one card's definition. It is shared by every copy of the card in
// every game and never changes after loading.
type Def struct {
	Name      string
	Cost      mana.Cost
	Colors    mana.ColorSet // from the cost, or an explicit colour indicator
	Types     Types
	Super     Supertypes
	Subtypes  []string
	Power     int8
	Toughness int8
	Keywords  Keywords
	Abilities []Ability
	Enchant   *TargetSpec // for auras: what the aura may enchant
	// EntersTapped makes the permanent enter the battlefield tapped
	// (file form: "enters: tapped").
	EntersTapped bool
	Rarity       Rarity
	Set          string // set code
	Token        bool   // a token definition, never in a deck
	File         string // where it was defined
	Line         int
	Text         string // generated rules text

	// SpecialCard marks a card its set sets apart, like a set's timeshifted
	// reprints (file form "special: yes"): a 421 league may add one of each
	// such card to the set's pool or leave them out.
	SpecialCard bool
}

// IsCreature reports whether the card is a creature card.
func (d *Def) IsCreature() bool { return d.Types.Has(Creature) }

// IsLand reports whether the card is a land card.
func (d *Def) IsLand() bool { return d.Types.Has(Land) }

// IsPermanent reports whether the card is a permanent card.
func (d *Def) IsPermanent() bool { return d.Types.IsPermanent() }

// IsAura reports whether the card is an aura.
func (d *Def) IsAura() bool { return d.Enchant != nil }

// IsEquipment reports whether the card has an equip ability.
func (d *Def) IsEquipment() bool {
	for i := range d.Abilities {
		if d.Abilities[i].Equip {
			return true
		}
	}
	return false
}

// AbilityKind says how an ability works.
type AbilityKind uint8

// The ability kinds.
const (
	// SpellAbility is what an instant or sorcery does when it resolves.
	SpellAbility AbilityKind = iota
	// Activated abilities are activated by paying their costs.
	Activated
	// ManaAbility is an activated ability that only adds mana; it does not use the stack.
	ManaAbility
	// Triggered abilities go on the stack when their event happens.
	Triggered
	// Static abilities apply continuously while the card is on the battlefield
	// (or, for schemes, face up in the command zone).
	Static
)

// TriggerKind is the event a triggered ability waits for.
type TriggerKind uint8

// The trigger events.
const (
	OnEnters      TriggerKind = iota // this permanent enters the battlefield
	OnDies                           // this creature is put into a graveyard from the battlefield
	OnAttacks                        // this creature attacks
	OnBlocks                         // this creature blocks
	OnUpkeep                         // the beginning of your upkeep
	OnEndStep                        // the beginning of your end step
	OnCast                           // you cast a spell matching CastFilter
	OnGainLife                       // you gain life
	OnSetInMotion                    // you set this scheme in motion
	// OnOpponentAttacks: an opponent attacks you (once per combat for each
	// opponent who attacks you with one or more creatures); "that player"
	// is the attacking player.
	OnOpponentAttacks
	// OnOpponentUpkeep: the beginning of each opponent's upkeep; "that
	// player" is that opponent.
	OnOpponentUpkeep
	// OnCombatDamageToYou: a creature an opponent controls deals combat
	// damage to you (once for each such creature); "that player" is the
	// creature's controller.
	OnCombatDamageToYou
	// OnOpponentCasts: an opponent casts a spell matching CastFilter;
	// "that player" is that opponent.
	OnOpponentCasts
)

// Ability is one ability of a card.
type Ability struct {
	Kind AbilityKind

	// Costs of activated and mana abilities.
	Cost         mana.Cost
	Tap          bool // {T}
	SacSelf      bool // sacrifice this permanent
	SacFilter    *TargetSpec
	DiscardCost  int8 // discard this many cards
	LifeCost     int8 // pay this much life
	SorcerySpeed bool // activate only as a sorcery
	Equip        bool // equip: attach to target creature you control, sorcery speed

	// Triggered abilities.
	Trigger    TriggerKind
	CastFilter TargetKind // for OnCast and OnOpponentCasts: which spells (AnySpell, CreatureSpell, ...)

	// What the ability does (spell, activated, triggered, mana abilities).
	Targets []TargetSpec
	Effects []Effect

	// Static abilities.
	Static *StaticAbility
}

// EffectKind is one kind of effect.
type EffectKind uint8

// The effects.
const (
	Damage         EffectKind = iota // deal Amount damage to the target (or each object/player in Each)
	Destroy                          // destroy the target permanent
	Exile                            // exile the target permanent
	Bounce                           // return the target permanent to its owner's hand
	Draw                             // Who draws Amount cards
	Discard                          // Who discards Amount cards of their choice
	GainLife                         // Who gains Amount life
	LoseLife                         // Who loses Amount life
	AddCounters                      // put Amount +1/+1 counters on the target (or self)
	Pump                             // target (or self) gets +Power/+Toughness and Keywords until end of turn
	CreateToken                      // you create Amount copies of the Token
	CounterSpell                     // counter the target spell
	Tap                              // tap the target permanent
	Untap                            // untap the target permanent
	SearchBasic                      // search your library for a basic land card (to hand, or battlefield tapped), then shuffle
	Scry                             // you scry Amount
	Mill                             // Who mills Amount cards
	Sacrifice                        // Who sacrifices Amount creatures
	Fight                            // target 0 fights target 1
	CopySpell                        // copy the target spell; the copy has the same targets
	AddMana                          // add mana (mana abilities only)
	PayOrSacrifice                   // sacrifice this permanent unless you pay Amount generic mana
	Abandon                          // abandon this scheme: turn it face down at the bottom of its owner's scheme deck
	SetInMotion                      // set in motion the top scheme of your scheme deck
	// OpponentsChoose: each opponent in turn order chooses one of Choices,
	// which then happens with that opponent as "you" (Who You) and the
	// ability's controller as Owner.
	OpponentsChoose
)

// Who says which players an untargeted effect touches.
type Who uint8

// The player groups.
const (
	You               Who = iota // the controller of the ability
	EachOpponent                 // every opponent of the controller
	EachPlayer                   // every player
	TargetPlayer                 // the player chosen by the effect's target
	TargetsController            // the controller of the effect's target permanent
	ThatPlayer                   // the player the trigger names (the attacking, casting or upkeeping opponent)
	Owner                        // inside an opponents' choice: the ability's controller (the scheme's owner)
)

// Effect is one step of what an ability does.
type Effect struct {
	Kind    EffectKind
	Amount  int8
	AmountX bool // the amount is X
	// Target is the index in Ability.Targets this effect acts on, or -1.
	Target int8
	// Target2 is the second target for Fight, or -1.
	Target2 int8
	// Self makes the effect act on the ability's own permanent.
	Self bool
	// Each makes a Damage, Destroy, Tap... effect act on every object matching it.
	Each *TargetSpec
	Who  Who
	// Pump.
	Power, Toughness int8
	Keywords         Keywords
	// CreateToken.
	Token *Def
	// SearchBasic: put onto the battlefield tapped instead of into hand.
	ToBattlefield bool
	// AddMana: Kinds bits (mana.Kind.Bit) each mana may be; Amount is how many.
	ManaKinds uint8
	// OpponentsChoose: the two effect lists an opponent chooses between.
	Choices *[2][]Effect
}

// TargetKind is what may be targeted or matched.
type TargetKind uint8

// The target kinds.
const (
	AnyTarget             TargetKind = iota // creature or player
	CreatureTarget                          // creature
	PlayerTarget                            // player
	OpponentTarget                          // opponent
	PermanentTarget                         // any permanent
	NonlandPermanent                        // nonland permanent
	ArtifactTarget                          // artifact
	EnchantmentTarget                       // enchantment
	LandTarget                              // land
	ArtifactOrEnchantment                   // artifact or enchantment
	SpellTarget                             // spell on the stack
	CreatureSpell                           // creature spell on the stack
	NoncreatureSpell                        // noncreature spell on the stack
	InstantOrSorcerySpell                   // instant or sorcery spell on the stack
)

// Controller restricts a target by who controls it.
type Controller uint8

// The controller restrictions.
const (
	AnyController Controller = iota
	YouControl
	OpponentControls
)

// TargetSpec says what a target (or an "each" group) may be.
type TargetSpec struct {
	Kind       TargetKind
	Controller Controller
	Other      bool // not the ability's own permanent
	Subtype    string
	// MaxPower, if > 0, only matches creatures with power at most MaxPower.
	MaxPower int8
}

// Affects says which permanents a static ability changes.
type Affects uint8

// The static-ability scopes.
const (
	AffectsSelf Affects = iota
	AffectsEnchanted
	AffectsEquipped
	AffectsCreaturesYouControl
	AffectsOtherCreaturesYouControl
	AffectsCreaturesOpponentsControl
	AffectsAllCreatures
)

// StaticAbility is a continuous effect of a permanent (or face-up scheme).
type StaticAbility struct {
	Affects          Affects
	Subtype          string // only creatures of this subtype, if set
	Power, Toughness int8
	Keywords         Keywords
	CantBlock        bool
	CantAttack       bool
	// Cost change: spells matching SpellFilter cast by Whose cost CostDelta more (negative: less) generic mana.
	CostChange  bool
	CostDelta   int8
	SpellFilter TargetKind
	Whose       Controller
}
