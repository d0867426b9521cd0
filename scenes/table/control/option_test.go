package control

import (
	"strings"
	"testing"

	"github.com/kitchentable/kitchentable/ai"
	"github.com/kitchentable/kitchentable/game/card"
	"github.com/kitchentable/kitchentable/game/record"
	"github.com/kitchentable/kitchentable/game/rules"
	"github.com/kitchentable/kitchentable/scenes/store"
	"github.com/kitchentable/kitchentable/scenes/table/internal/tabletest"
)

// A person facing a scheme's "each opponent chooses" is shown the two
// options, in their own voice, as the choices to click, and clicking one
// makes it happen.
func TestAPersonChoosesASchemesOption(t *testing.T) {
	var src strings.Builder
	src.WriteString("set: layout.Choice Schemes\ncode: TCS\n")
	for i := range 10 {
		src.WriteString("\ncard: Pay the Toll " + string(rune('A'+i)) + "\ntype: Scheme\nrarity: common\n" +
			"trigger: set-in-motion -> each-opponent-chooses (lose-life 2) or (gain-life 3 who:owner)\n")
	}
	set, err := card.Parse("choice.cards", strings.NewReader(src.String()))
	if err != nil {
		t.Fatal(err)
	}
	rec := tabletest.Archenemy(t, "archenemy", 41, "easy", record.Human)
	rec.Seats[0].Schemes = append(set.Cards, set.Cards...)
	s := store.DefaultSettings()
	c, err := New(rec, Options{Settings: &s, syncAI: true, aiOpts: []ai.Option{ai.WithIterations(8)}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	for i := 0; i < 10000 && !c.Over(); i++ {
		c.Tick(false)
		if _, mine := liftOrMine(c); !mine {
			continue
		}
		d := GameForTests(c).Pending()
		if d.Kind != rules.DecideChoice || d.Purpose != rules.ChooseOption {
			autoPlay(t, c)
			continue
		}
		if p := c.Prompt().Text; !strings.HasSuffix(p, ": choose one") || !strings.HasPrefix(p, "Pay the Toll") {
			t.Errorf("prompt %q", p)
		}
		ch := c.selector.Choices()
		if len(ch) != 2 || ch[0].Label != "You lose 2 life." || !strings.Contains(ch[1].Label, "gains 3 life") {
			t.Fatalf("choices %+v, want the two options in the chooser's voice", ch)
		}
		life := GameForTests(c).Player(1).Life
		if err := c.selector.PickChoice(0); err != nil {
			t.Fatal(err)
		}
		if got := GameForTests(c).Player(1).Life; got != life-2 {
			t.Fatalf("life %d after choosing to lose 2, want %d", got, life-2)
		}
		return
	}
	t.Fatal("the person never had to choose a scheme's option")
}
