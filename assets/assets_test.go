package assets_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/assets"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/mana"
)

func load(t *testing.T) (*card.Library, map[string]*card.Set) {
	t.Helper()
	sets, err := card.LoadFS(assets.FS, "cards")
	if err != nil {
		t.Fatal(err)
	}
	lib, err := card.NewLibrary(sets...)
	if err != nil {
		t.Fatal(err)
	}
	byCode := map[string]*card.Set{}
	for _, s := range sets {
		byCode[s.Code] = s
	}
	return lib, byCode
}

func TestSetsLoad(t *testing.T) {
	_, sets := load(t)
	if sets["STR"] == nil || sets["BAS"] == nil {
		t.Fatalf("sets = %v, want STR and BAS", sets)
	}
	again, err := card.LoadFS(assets.Cards, ".")
	if err != nil || len(again) != len(sets) {
		t.Errorf("LoadFS(assets.Cards, \".\") = %d sets, %v", len(again), err)
	}
}

func TestBasicLands(t *testing.T) {
	_, sets := load(t)
	want := map[string]mana.Color{"Plains": mana.White, "Island": mana.Blue, "Swamp": mana.Black,
		"Mountain": mana.Red, "Forest": mana.Green}
	basics := sets["BAS"].Cards
	if len(basics) != len(want) {
		t.Fatalf("%d basic lands, want %d", len(basics), len(want))
	}
	for _, d := range basics {
		c, ok := want[d.Name]
		if !ok || !d.IsLand() || !d.Super.Has(card.Basic) || d.Rarity != card.Special ||
			len(d.Subtypes) != 1 || d.Subtypes[0] != d.Name {
			t.Errorf("%s: not a proper basic land: %+v", d.Name, d)
			continue
		}
		a := d.Abilities[0]
		if len(d.Abilities) != 1 || a.Kind != card.ManaAbility || !a.Tap || a.Effects[0].ManaKinds != mana.KindOf(c).Bit() {
			t.Errorf("%s: mana ability = %+v", d.Name, a)
		}
	}
}

func TestStarterContents(t *testing.T) {
	_, sets := load(t)
	s := sets["STR"]
	nonland := 0
	colors := map[mana.Color]int{}
	artifacts, nonbasic := 0, 0
	for _, d := range s.Cards {
		if d.IsLand() {
			nonbasic++
			continue
		}
		nonland++
		for _, c := range d.Colors.Colors() {
			colors[c]++
		}
		if d.Types.Has(card.Artifact) && d.Colors == 0 {
			artifacts++
		}
		if d.Text == "" {
			t.Errorf("%s has no rules text", d.Name)
		}
		if d.Rarity == card.Special || d.Token {
			t.Errorf("%s: collectable cards need a rarity", d.Name)
		}
	}
	if nonland < 40 {
		t.Errorf("%d non-land cards, want at least 40", nonland)
	}
	for c := mana.Color(0); c < mana.NumColors; c++ {
		if colors[c] < 8 {
			t.Errorf("%d %s cards, want at least 8", colors[c], c.Name())
		}
	}
	if artifacts < 3 || nonbasic < 2 || len(s.Tokens) < 2 {
		t.Errorf("%d colourless artifacts, %d nonbasic lands, %d tokens", artifacts, nonbasic, len(s.Tokens))
	}
}

// TestStarterCoverage walks the starter set and checks that it uses every
// keyword, effect and trigger of the card model, and each kind of static
// ability and cost, except the scheme words (schemeWords), which the scheme
// set covers (TestSchemeCoverage).
func TestStarterCoverage(t *testing.T) {
	_, sets := load(t)
	used := map[string]bool{}
	for _, d := range append(sets["STR"].Cards, sets["STR"].Tokens...) {
		for _, k := range d.Keywords.List() {
			used["keyword "+k.String()] = true
		}
		if d.IsAura() {
			used["aura"] = true
		}
		if d.IsEquipment() {
			used["equipment"] = true
		}
		if d.Token {
			used["token"] = true
		}
		if d.EntersTapped {
			used["enters tapped"] = true
		}
		for _, a := range d.Abilities {
			coverAbility(used, d, &a)
		}
	}
	var want []string
	for i := 0; ; i++ {
		k := card.Keyword(1 << i)
		if k.String() == "keyword?" {
			break
		}
		want = append(want, "keyword "+k.String())
	}
	for k := card.EffectKind(0); !strings.HasPrefix(k.String(), "EffectKind("); k++ {
		want = append(want, "effect "+k.String())
	}
	for k := card.TriggerKind(0); !strings.HasPrefix(k.String(), "TriggerKind("); k++ {
		want = append(want, "trigger "+k.String())
	}
	want = append(want, "static anthem", "static keyword grant", "static cant-block", "static cost less",
		"static cost more", "aura buff", "aura cant-block", "aura", "equipment", "token", "X spell",
		"cost sacrifice-self", "cost sacrifice", "cost pay-life", "cost discard", "activate-sorcery",
		"mana ability", "enters tapped", "target:same", "each:", "who:controller")
	for _, w := range want {
		if !used[w] && !schemeWords[w] {
			t.Errorf("the starter set never uses %s", w)
		}
	}
}

func coverAbility(used map[string]bool, d *card.Def, a *card.Ability) {
	switch a.Kind {
	case card.Triggered:
		used["trigger "+a.Trigger.String()] = true
	case card.ManaAbility:
		used["mana ability"] = true
	case card.Static:
		s := a.Static
		switch {
		case s.CostChange && s.CostDelta < 0:
			used["static cost less"] = true
		case s.CostChange:
			used["static cost more"] = true
		}
		if s.Affects >= card.AffectsCreaturesYouControl && (s.Power > 0 || s.Toughness > 0) {
			used["static anthem"] = true
		}
		if s.Keywords != 0 {
			used["static keyword grant"] = true
		}
		if s.CantBlock {
			used["static cant-block"] = true
		}
		if s.Affects == card.AffectsEnchanted && s.Power > 0 {
			used["aura buff"] = true
		}
		if s.Affects == card.AffectsEnchanted && s.CantBlock {
			used["aura cant-block"] = true
		}
	}
	flags := map[string]bool{"cost sacrifice-self": a.SacSelf, "cost sacrifice": a.SacFilter != nil,
		"cost pay-life": a.LifeCost > 0, "cost discard": a.DiscardCost > 0, "activate-sorcery": a.SorcerySpeed && !a.Equip}
	for k, v := range flags {
		used[k] = used[k] || v
	}
	last := int8(-1)
	for _, e := range a.Effects {
		used["effect "+e.Kind.String()] = true
		if e.AmountX && a.Kind == card.SpellAbility {
			used["X spell"] = true
		}
		if e.Target >= 0 && e.Target == last {
			used["target:same"] = true
		}
		if e.Each != nil {
			used["each:"] = true
		}
		if e.Who == card.TargetsController {
			used["who:controller"] = true
		}
		if e.Who == card.ThatPlayer {
			used["who:that-player"] = true
		}
		if e.Choices != nil {
			for _, option := range e.Choices {
				for _, c := range option {
					used["effect "+c.Kind.String()] = true
					if c.Who == card.Owner {
						used["who:owner"] = true
					}
				}
			}
		}
		if e.Target >= 0 {
			last = e.Target
		}
	}
}

func TestDecks(t *testing.T) {
	lib, _ := load(t)
	names := assets.DeckNames()
	if len(names) < 4 {
		t.Fatalf("%d decks, want at least 4", len(names))
	}
	for _, n := range names {
		f, err := assets.Decks.Open(n)
		if err != nil {
			t.Fatal(err)
		}
		d, err := card.ParseDeck(n, f, lib)
		f.Close()
		if err != nil {
			t.Error(err)
			continue
		}
		cards := d.Cards()
		var colors mana.ColorSet
		lands := 0
		for _, c := range cards {
			colors |= c.Colors
			if c.IsLand() {
				lands++
			}
		}
		if len(cards) != 60 || d.Size() != 60 {
			t.Errorf("%s: %d cards, want 60", n, len(cards))
		}
		if colors.Count() != 2 {
			t.Errorf("%s: colours %s, want two", n, colors)
		}
		if lands < 22 || lands > 26 {
			t.Errorf("%s: %d lands, want about 24", n, lands)
		}
		if d.Name == "" || strings.HasSuffix(d.Name, ".deck") {
			t.Errorf("%s: deck name %q", n, d.Name)
		}
		for _, e := range append(d.Main, d.Side...) {
			if e.Count > 4 && !e.Card.Super.Has(card.Basic) {
				t.Errorf("%s: %d copies of %s", n, e.Count, e.Card.Name)
			}
		}
	}
}

// TestStandardLibraryOnly checks that the assets package imports only the
// standard library, as the game packages that use it require.
func TestStandardLibraryOnly(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			if p := strings.Trim(imp.Path.Value, `"`); strings.Contains(strings.Split(p, "/")[0], ".") {
				t.Errorf("%s imports %s", name, p)
			}
		}
	}
	if _, err := fs.Stat(assets.FS, "cards/starter.cards"); err != nil {
		t.Error(err)
	}
}
