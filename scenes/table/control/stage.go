package control

import "github.com/kitchentable/kitchentable/game/rules"

// stagedAttack is a creature the viewer means to attack with.
type stagedAttack struct {
	obj  rules.ObjID
	seat rules.Seat
}

// stagedBlock is a creature the viewer means to block with.
type stagedBlock struct {
	obj, attacker rules.ObjID
}

// StagedAttack reports whether obj is staged to attack, and whom. Staged
// attacks reach the engine only when the player confirms them.
func (c *Combat) StagedAttack(obj rules.ObjID) (rules.Seat, bool) {
	for _, s := range c.stagedAtk {
		if s.obj == obj {
			return s.seat, true
		}
	}
	return rules.NoSeat, false
}

// StagedBlock reports whether obj is staged to block, and which attacker.
func (c *Combat) StagedBlock(obj rules.ObjID) (rules.ObjID, bool) {
	for _, s := range c.stagedBlk {
		if s.obj == obj {
			return s.attacker, true
		}
	}
	return rules.NoObj, false
}

// clearStaging forgets every staged attacker and blocker.
func (c *Combat) clearStaging() {
	if len(c.stagedAtk) == 0 && len(c.stagedBlk) == 0 {
		return
	}
	c.stagedAtk = c.stagedAtk[:0]
	c.stagedBlk = c.stagedBlk[:0]
	c.version++
}

// attackAction returns the legal attack of obj on seat s.
func (c *Combat) attackAction(obj rules.ObjID, s rules.Seat) (rules.Action, bool) {
	for _, a := range c.legalNow() {
		if a.Kind == rules.ActAttack && a.Obj == obj && (s == rules.NoSeat || a.Target.Player == s) {
			return a, true
		}
	}
	return rules.Action{}, false
}

// blockAction returns the legal block of attacker by obj (attacker NoObj:
// the first legal block of obj).
func (c *Combat) blockAction(obj, attacker rules.ObjID) (rules.Action, bool) {
	for _, a := range c.legalNow() {
		if a.Kind == rules.ActBlock && a.Obj == obj && (attacker == rules.NoObj || a.Target.Obj == attacker) {
			return a, true
		}
	}
	return rules.Action{}, false
}

// stageAttack stages obj to attack seat s, replacing an earlier staging.
func (c *Combat) stageAttack(obj rules.ObjID, s rules.Seat) error {
	a, ok := c.attackAction(obj, s)
	if !ok {
		if _, any := c.attackAction(obj, rules.NoSeat); any {
			return refuse("%s can't attack that player", c.selector.objName(obj))
		}
		return refuse("%s can't attack now", c.selector.objName(obj))
	}
	c.unstage(obj)
	c.stagedAtk = append(c.stagedAtk, stagedAttack{obj: obj, seat: a.Target.Player})
	c.version++
	return nil
}

// toggleAttack stages obj to attack the first opponent it may attack, or
// unstages it.
func (c *Combat) toggleAttack(obj rules.ObjID) error {
	if _, ok := c.StagedAttack(obj); ok {
		c.unstage(obj)
		c.version++
		return nil
	}
	return c.stageAttack(obj, rules.NoSeat)
}

// stageBlock stages obj to block attacker.
func (c *Combat) stageBlock(obj, attacker rules.ObjID) error {
	a, ok := c.blockAction(obj, attacker)
	if !ok {
		if _, any := c.blockAction(obj, rules.NoObj); any {
			return refuse("%s can't block that", c.selector.objName(obj))
		}
		return refuse("%s can't block now", c.selector.objName(obj))
	}
	c.unstage(obj)
	c.stagedBlk = append(c.stagedBlk, stagedBlock{obj: obj, attacker: a.Target.Obj})
	c.version++
	return nil
}

// clickBlocker unstages a staged blocker, or stages it when there is only
// one attacker it can block.
func (c *Combat) clickBlocker(obj rules.ObjID) error {
	if _, ok := c.StagedBlock(obj); ok {
		c.unstage(obj)
		c.version++
		return nil
	}
	n, first := 0, rules.NoObj
	for _, a := range c.legalNow() {
		if a.Kind == rules.ActBlock && a.Obj == obj {
			if n == 0 {
				first = a.Target.Obj
			}
			n++
		}
	}
	switch n {
	case 0:
		return refuse("%s can't block now", c.selector.objName(obj))
	case 1:
		return c.stageBlock(obj, first)
	}
	return refuse("Drag %s onto the attacker it should block", c.selector.objName(obj))
}

// unstage removes obj's staged attack or block.
func (c *Combat) unstage(obj rules.ObjID) {
	for i, s := range c.stagedAtk {
		if s.obj == obj {
			c.stagedAtk = append(c.stagedAtk[:i], c.stagedAtk[i+1:]...)
			break
		}
	}
	for i, s := range c.stagedBlk {
		if s.obj == obj {
			c.stagedBlk = append(c.stagedBlk[:i], c.stagedBlk[i+1:]...)
			break
		}
	}
}

// confirmStaged sends the staged attacks or blocks to the engine, then
// finishes the declaration.
func (c *Combat) confirmStaged() error {
	if err := c.mine(); err != nil {
		return err
	}
	d := c.sight.pending()
	atk := append([]stagedAttack(nil), c.stagedAtk...)
	blk := append([]stagedBlock(nil), c.stagedBlk...)
	done := rules.ActAttackDone
	if d.Kind == rules.DecideBlockers {
		done = rules.ActBlockDone
		atk = nil
	} else {
		blk = nil
	}
	for _, s := range atk {
		a, ok := c.attackAction(s.obj, s.seat)
		if !ok {
			return refuse("%s can't attack that player any more", c.selector.objName(s.obj))
		}
		if err := c.apply(a); err != nil {
			return refuse("%s can't attack now", c.selector.objName(s.obj))
		}
	}
	for _, s := range blk {
		a, ok := c.blockAction(s.obj, s.attacker)
		if !ok {
			return refuse("%s can't block that any more", c.selector.objName(s.obj))
		}
		if err := c.apply(a); err != nil {
			return refuse("%s can't block now", c.selector.objName(s.obj))
		}
	}
	for _, a := range c.legalNow() {
		if a.Kind == done {
			return c.userApply(a)
		}
	}
	return refuse("The declaration can't be finished now")
}
