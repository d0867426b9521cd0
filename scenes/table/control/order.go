package control

import "github.com/kitchentable/kitchentable/game/rules"

// useListedOrder accepts the trigger order the panel lists (its default):
// the first listed goes on the stack now, the others after it in turn, so
// the last listed resolves first.
func (c *Passes) useListedOrder() error {
	if err := c.mine(); err != nil {
		return err
	}
	d := c.sight.pending()
	if d.Kind != rules.DecideChoice || d.Purpose != rules.ChooseTriggerOrder {
		return refuse("There is no order to choose now")
	}
	for _, a := range c.legalNow() {
		if a.Kind == rules.ActChoose {
			c.ordering = d.Seat
			if err := c.userApply(a); err != nil {
				c.ordering = rules.NoSeat
				return err
			}
			return nil
		}
	}
	return refuse("There is no order to choose now")
}
