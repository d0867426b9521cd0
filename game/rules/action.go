package rules

// DecisionKind says what kind of decision is pending.
type DecisionKind uint8

// The decision kinds.
const (
	DecideNone      DecisionKind = iota // the game is over
	DecideMulligan                      // keep or mulligan the opening hand
	DecidePriority                      // act or pass priority
	DecideX                             // choose the value of X
	DecideTarget                        // choose a target for the spell or ability being cast or put on the stack
	DecidePay                           // pay the cost of the spell or ability being cast
	DecideAttackers                     // declare attackers
	DecideBlockers                      // declare blockers
	DecideChoice                        // choose among cards or options while something resolves
)

var decisionNames = [...]string{"none", "mulligan", "priority", "choose X", "choose target", "pay", "declare attackers", "declare blockers", "choose"}

// String returns the kind's name.
func (k DecisionKind) String() string { return decisionNames[k] }

// Decision says which seat must decide and what kind of decision it is.
type Decision struct {
	Seat Seat
	Kind DecisionKind
	// Purpose says, for DecideChoice, what the choice is for.
	Purpose Purpose
	// Count is how many more cards must be chosen (DecideChoice), or how many
	// cards a mulligan will put on the bottom.
	Count int
	// Source is the spell, ability source or card the decision is about.
	Source ObjID
	// Ability is, while casting or putting an ability on the stack (DecideX,
	// DecideTarget, DecidePay), the index of the source's ability, or -1 for
	// casting the card itself.
	Ability int
	// TargetIndex is, for DecideTarget, which target is being chosen (0 for
	// the first); it equals the number of targets when the choice is the
	// creature to sacrifice as a cost.
	TargetIndex int
	// Options are, for ChooseOption, the rules text of the two options
	// (ActChoose Index 0 and 1) in the choosing player's voice, e.g. "You
	// lose 3 life." or "You sacrifice a creature and Ada draws a card."
	// (card.OptionTextFor). An option Legal leaves out cannot be done.
	Options [2]string
}

// ActionKind is a kind of action.
type ActionKind uint8

// The action kinds.
const (
	ActPass       ActionKind = iota // pass priority
	ActPlayLand                     // play Obj as a land (a land card, or any card under LandAnyCard)
	ActCast                         // begin casting Obj from hand
	ActActivate                     // begin activating ability Index of Obj
	ActChooseX                      // X = Index
	ActTarget                       // choose Target
	ActAutoPay                      // pay the whole cost automatically
	ActTapMana                      // activate mana ability Index of Obj for one mana of kind Kind
	ActPayPool                      // pay the cost from the mana pool
	ActCancel                       // stop casting; everything is undone
	ActAttack                       // Obj attacks player Target.Player
	ActAttackDone                   // finish declaring attackers
	ActBlock                        // Obj blocks attacker Target.Obj
	ActBlockDone                    // finish declaring blockers
	ActKeep                         // keep the opening hand
	ActMulligan                     // take a mulligan
	ActChoose                       // choose Obj (a card) or option Index
	ActChooseDone                   // stop choosing (where fewer may be chosen)
	ActConcede                      // Target.Player concedes: it loses and leaves the game (at any time; see Game.Concessions)
)

var actionNames = [...]string{"pass", "play land", "cast", "activate", "choose X", "target", "auto-pay",
	"tap for mana", "pay from pool", "cancel", "attack", "attackers done", "block", "blockers done",
	"keep", "mulligan", "choose", "done", "concede"}

// String returns the kind's name.
func (k ActionKind) String() string { return actionNames[k] }

// Target is a chosen target: a player or an object.
type Target struct {
	Player Seat  // NoSeat when the target is an object
	Obj    ObjID // NoObj when the target is a player
	Stamp  uint32
}

// PlayerTarget returns a target naming a player.
func PlayerTarget(s Seat) Target { return Target{Player: s, Obj: NoObj} }

// IsPlayer reports whether the target is a player.
func (t Target) IsPlayer() bool { return t.Obj == NoObj }

// Action is one decision. Actions are plain values; compare them with ==.
type Action struct {
	Kind   ActionKind
	Obj    ObjID
	Index  int16
	Kind2  uint8 // mana kind for ActTapMana
	Target Target
}

var noTarget = Target{Player: NoSeat, Obj: NoObj}

func act(k ActionKind) Action { return Action{Kind: k, Obj: NoObj, Target: noTarget} }

func actObj(k ActionKind, o ObjID) Action { return Action{Kind: k, Obj: o, Target: noTarget} }

// Purpose says what a DecideChoice is for.
type Purpose uint8

// The choice purposes.
const (
	ChooseNothing        Purpose = iota
	ChooseDiscard                // discard the chosen card
	ChooseScryBottom             // Index 1 puts the looked-at card (Obj, or the first of Looking when NoObj) on the bottom now, 0 keeps it on top under the cards kept before it
	ChooseSearch                 // put the chosen basic land onto the battlefield / into hand
	ChooseSacrifice              // sacrifice the chosen creature
	ChooseKeep                   // keep the chosen card (double draw)
	ChooseBottom                 // put the chosen card on the bottom next
	ChooseTriggerOrder           // put the chosen trigger on the stack next (Obj = trigger's source, Index = its position)
	ChoosePayOrSacrifice         // Index 1 pays the cost, 0 sacrifices
	ChooseLegend                 // keep the chosen legendary permanent, the others go to the graveyard
	ChooseCleanupDiscard         // discard down to maximum hand size
	ChooseDamageOrder            // the attacker (Source) assigns lethal damage to the chosen blocker next
	ChooseOption                 // an opponent chooses one of two options (Index 0 or 1; their texts are Decision.Options) of an each-opponent-chooses effect of Source
	ChooseDraw                   // draw the chosen card of the row (tableau or pipeline, Game.Row); Count is how many cards this draw still takes
	ChooseRummy                  // a rummy draw: Obj the common pile's top card takes it; Obj NoObj (Index 1) draws two from the library, then a ChoosePile; Count is how many cards this draw still takes
	ChoosePile                   // put the chosen card of the hand onto the common discard pile (rummy)
	ChooseRemove                 // remove the chosen card of the hand from the game (MulliganRemoveTwo)
)

var purposeNames = [...]string{"nothing", "discard", "scry", "search", "sacrifice", "keep", "bottom",
	"trigger order", "pay or sacrifice", "legend rule", "discard to hand size", "damage order", "option", "draw", "rummy draw", "discard to the pile", "remove from the game"}

// String returns the purpose's name.
func (p Purpose) String() string { return purposeNames[p] }
