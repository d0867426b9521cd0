package fourcuatro

import "testing"

func TestBurningTakesTheBottomOfTheDeck(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Ember Flick"}, Sources: []string{"Pry"}},
		table{Deck: []string{"Sift", "Pry", "Meddle", "Rattle"}})
	castThrough(t, g, "Ember Flick", false)
	wantNames(t, "deck", names(g, g.players[1].Deck), "Sift", "Pry")
	wantNames(t, "burnt", names(g, g.players[1].Burnt), "Rattle", "Meddle")
}

func TestBurningGoesOnFromTheBottomOfTheDiscardPile(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Scorch"}, Sources: []string{"Pry", "Pry"}},
		table{Deck: []string{"Sift"}, Discard: []string{"Pry", "Meddle", "Rattle", "Stoke"}})
	castThrough(t, g, "Scorch", false)
	wantNames(t, "deck", names(g, g.players[1].Deck))
	wantNames(t, "discard", names(g, g.players[1].Discard), "Stoke")
	wantNames(t, "burnt", names(g, g.players[1].Burnt), "Sift", "Pry", "Meddle", "Rattle")
}

func TestBurningMoreThanDeckAndDiscardBurnsBoth(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Conflagration"}, Sources: []string{"Pry", "Pry", "Pry", "Pry"}},
		table{Deck: []string{"Sift"}, Discard: []string{"Pry"}, Hand: []string{"Rattle"}})
	castThrough(t, g, "Conflagration", false)
	if n := len(g.players[1].Burnt); n != 2 {
		t.Errorf("burnt %d", n)
	}
	wantNames(t, "hand is never burnt", names(g, g.players[1].Hand), "Rattle")
	if g.Over() {
		t.Error("burning alone ended the game")
	}
	do(t, g, EndTurn())
	if !g.Over() || g.Winner() != 0 {
		t.Error("the burnt-out player did not lose at their draw")
	}
}

func TestDiscardingMoreThanTheHandDiscardsItAll(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Rattle"}, Sources: []string{"Pry", "Pry"}},
		table{Hand: []string{"Sift"}, Deck: longDeck})
	castThrough(t, g, "Rattle", false)
	wantNames(t, "discard", names(g, g.players[1].Discard), "Sift")
	if d := g.Pending(); d.Kind != DecideMain {
		t.Errorf("a choice was asked for: %+v", d)
	}
}

func TestDiscardingIsTheDiscardersChoice(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Stoke"}, Sources: []string{"Pry", "Pry"}},
		table{Hand: []string{"Sift", "Snuff Out", "Pry"}, Deck: longDeck})
	castThrough(t, g, "Stoke", false)
	d := g.Pending()
	if d.Kind != DecideDiscard || d.Seat != 1 || d.N != 1 {
		t.Fatalf("pending %+v", d)
	}
	if n := len(g.Legal()); n != 3 {
		t.Errorf("%d choices", n)
	}
	do(t, g, Choose(handCard(t, g, 1, "Pry")))
	wantNames(t, "discard", names(g, g.players[1].Discard), "Pry")
	wantNames(t, "hand", names(g, g.players[1].Hand), "Sift", "Snuff Out")
	if n := len(g.players[1].Burnt); n != 2 {
		t.Errorf("burnt %d", n)
	}
}

func TestPryDestroysTheChosenCardFaceDown(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Pry"}, Sources: []string{"Pry", "Pry", "Pry"}},
		table{Hand: []string{"Sift", "Snuff Out", "Wildfire"}, Deck: longDeck})
	castThrough(t, g, "Pry", false)
	d := g.Pending()
	if d.Kind != DecideDestroy || d.Seat != 0 || d.Victim != 1 {
		t.Fatalf("pending %+v", d)
	}
	for _, cv := range g.View(0).Players[1].Hand {
		if cv.Def == nil {
			t.Error("the picker does not see the hand")
		}
	}
	snuff := handCard(t, g, 1, "Snuff Out")
	do(t, g, Choose(snuff))
	wantNames(t, "burnt", names(g, g.players[1].Burnt), "Snuff Out")
	wantNames(t, "discard", names(g, g.players[1].Discard))
	if !g.Knows(0, snuff) {
		t.Error("the picker forgot the card")
	}
	if g.View(0).Players[1].BurntCount != 1 {
		t.Error("burnt count")
	}
}

func TestDrawingPastTheDeckShufflesTheDiscardPileIntoANewDeck(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Clear Mind"}, Sources: []string{"Pry", "Pry"}, Deck: []string{"Sift"},
			Discard: []string{"Rattle", "Meddle"}},
		table{Deck: longDeck})
	castThrough(t, g, "Clear Mind", false)
	p := &g.players[0]
	if len(p.Hand) != 2 || names(g, p.Hand)[0] != "Sift" {
		t.Fatalf("hand %v", names(g, p.Hand))
	}
	if len(p.Deck) != 1 {
		t.Errorf("new deck holds %d", len(p.Deck))
	}
	wantNames(t, "discard (the spell goes in after)", names(g, p.Discard), "Clear Mind")
	if g.Knows(1, p.Deck[0]) {
		t.Error("a shuffled card is still known to the opponent")
	}
}

func TestDrawingMoreThanDeckAndDiscardLoses(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Clear Mind"}, Sources: []string{"Pry", "Pry"}, Deck: []string{"Sift"}},
		table{Deck: longDeck})
	castThrough(t, g, "Clear Mind", false)
	if !g.Over() || g.Winner() != 1 {
		t.Fatalf("over %v winner %v", g.Over(), g.Winner())
	}
	checkInvariants(t, g)
}

func TestLookingPastTheDeckUsesANewDeckUnderTheLookedAtCards(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Read the Smoke"}, Sources: []string{"Pry"}, Deck: []string{"Sift", "Pry"},
			Discard: []string{"Rattle", "Rattle", "Rattle"}},
		table{Deck: longDeck})
	castThrough(t, g, "Read the Smoke", false)
	d := g.Pending()
	if d.Kind != DecideOrder || d.Seat != 0 || d.Victim != 0 || len(d.Cards) != 3 {
		t.Fatalf("pending %+v", d)
	}
	wantNames(t, "looked at", names(g, d.Cards)[:2], "Sift", "Pry")
	if n := len(g.players[0].Deck); n != 5 {
		t.Errorf("deck %d", n)
	}
}

func TestLookingWithTooFewCardsLooksAtAll(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Read the Smoke"}, Sources: []string{"Pry"}, Deck: []string{"Sift"}, Discard: []string{"Pry"}},
		table{Deck: longDeck})
	castThrough(t, g, "Read the Smoke", false)
	d := g.Pending()
	if d.Kind != DecideOrder || len(d.Cards) != 2 {
		t.Fatalf("pending %+v", d)
	}
	do(t, g, Choose(d.Cards[1]))
	if g.Pending().Kind != DecideMain {
		t.Errorf("the last card needed a choice: %+v", g.Pending())
	}
}

func TestOrderingPutsTheCardsBackInTheChosenOrder(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Meddle"}, Sources: []string{"Pry"}, Deck: longDeck},
		table{Deck: []string{"Sift", "Pry", "Rattle", "Wildfire"}})
	castThrough(t, g, "Meddle", false)
	d := g.Pending()
	if d.Kind != DecideOrder || d.Seat != 0 || d.Victim != 1 {
		t.Fatalf("pending %+v", d)
	}
	for _, cv := range g.View(0).Players[1].Deck[:3] {
		if cv.Def == nil {
			t.Error("the looker does not see a looked-at card")
		}
	}
	if g.View(1).Players[1].Deck[0].Def != nil {
		t.Error("the deck's owner sees the looked-at cards")
	}
	deck := g.players[1].Deck
	do(t, g, Choose(deck[2])) // Rattle on top
	do(t, g, Choose(deck[0])) // then Sift
	wantNames(t, "deck", names(g, g.players[1].Deck), "Rattle", "Sift", "Pry", "Wildfire")
}

func TestManaSourceSpells(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Kindle the Wells", "Deep Roots", "Uproot"}, Sources: []string{"Pry", "Pry"},
			Deck: []string{"Sift", "Rattle", "Wildfire"}},
		table{Deck: longDeck, Sources: []string{"Pry", "Pry", "Pry"}, Exhausted: 1})
	castThrough(t, g, "Kindle the Wells", false) // 1 exhausted, then both refreshed
	if r := g.players[0].Refreshed(); r != 2 {
		t.Fatalf("refreshed %d after Kindle the Wells", r)
	}
	castThrough(t, g, "Deep Roots", false)
	p := &g.players[0]
	if len(p.Sources) != 3 || p.Refreshed() != 1 {
		t.Errorf("%d sources, %d refreshed after Deep Roots", len(p.Sources), p.Refreshed())
	}
	wantNames(t, "hand after Deep Roots", names(g, p.Hand), "Uproot", "Sift")
	wantNames(t, "deck", names(g, p.Deck), "Rattle")
	g.players[0].Sources[0].Exhausted = false
	g.players[0].Sources[1].Exhausted = false
	castThrough(t, g, "Uproot", false)
	q := &g.players[1]
	if len(q.Sources) != 2 || q.Refreshed() != 2 {
		t.Errorf("Uproot left %d sources, %d refreshed: it should take the exhausted one", len(q.Sources), q.Refreshed())
	}
}

func TestAshTitheBurnsOnePerCardInHand(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Ash Tithe"}, Sources: []string{"Pry", "Pry", "Pry"}},
		table{Hand: []string{"Sift", "Sift", "Sift"}, Deck: longDeck})
	castThrough(t, g, "Ash Tithe", false)
	if n := len(g.players[1].Burnt); n != 3 {
		t.Errorf("burnt %d", n)
	}
}

func TestRecollectTakesBackTheTopOfTheDiscardPile(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Recollect"}, Sources: []string{"Pry", "Pry"}, Discard: []string{"Sift", "Wildfire"}},
		table{Deck: longDeck})
	castThrough(t, g, "Recollect", false)
	wantNames(t, "hand", names(g, g.players[0].Hand), "Wildfire")
	wantNames(t, "discard", names(g, g.players[0].Discard), "Sift", "Recollect")
	if n := len(g.players[1].Burnt); n != 1 {
		t.Errorf("burnt %d", n)
	}
}

func TestHindsightDrawsForTheTrapper(t *testing.T) {
	g := arranged(t, 0,
		table{Hand: []string{"Ember Flick"}, Sources: []string{"Pry"}},
		table{Hand: []string{"Hindsight"}, Deck: longDeck})
	do(t, g, Cast(handCard(t, g, 0, "Ember Flick")))
	do(t, g, PlayTrap(handCard(t, g, 1, "Hindsight")))
	wantNames(t, "trapper's hand", names(g, g.players[1].Hand), "Rattle")
}
