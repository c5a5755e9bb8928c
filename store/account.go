package store

import "strconv"

// Account is the OS account a change was made from: the user ID of the
// process that made it, and whether the name it was made under is only
// claimed. In direct mode an operator's name is the caller's word
// (--operator), so it is claimed, and what tells two operators apart is
// the account; in protected mode the broker names the account it
// authenticated (SO_PEERCRED), and nothing is claimed.
type Account struct {
	UID     int  `json:"uid"`
	Claimed bool `json:"claimed,omitempty"`
}

// Name shows name as made from the account a (nil: name alone): "bob
// (claimed, uid 1000)" in direct mode, "bob (uid 1000)" when the broker
// vouched for it.
func (a *Account) Name(name string) string {
	if a == nil {
		return name
	}
	if a.Claimed {
		return name + " (claimed, uid " + strconv.Itoa(a.UID) + ")"
	}
	return name + " (uid " + strconv.Itoa(a.UID) + ")"
}

// SameAs reports whether a and b are known to be the same account: both
// vouched for (by the broker) and of one user ID. A claimed account counts
// for nothing here: in direct mode the store belongs to one account, so
// every operator acts from it, and four eyes there counts the names alone
// (shown as claimed); counting the account too would leave every proposal
// of a direct store, turning four eyes off among them, waiting forever.
func (a *Account) SameAs(b *Account) bool {
	return a != nil && b != nil && !a.Claimed && !b.Claimed && a.UID == b.UID
}
