package store

// Reading asks back: one by ID, the pending ones (whole or as heads,
// the store's or one node's) and a filtered walk of all of them.

import (
	"bytes"
	"fmt"
	"slices"
)

// GetAsk reads the ask with the ID (in any form [ParseAskID] reads). A
// missing ask gives [ErrNotFound].
func (tx *Tx) GetAsk(id string) (Ask, error) {
	a, err := tx.getAskHead(id)
	if err == nil {
		err = tx.askCommand(&a)
	}
	if err != nil {
		return Ask{}, err
	}
	return a, nil
}

// getAskHead reads an ask without reading back its long command.
func (tx *Tx) getAskHead(id string) (Ask, error) {
	key, err := ParseAskID(id)
	if err != nil {
		return Ask{}, fmt.Errorf("get ask: %w", err)
	}
	var a Ask
	ok, err := tx.get(bucketAsks, "ask", []byte(key), &a)
	if err != nil {
		return Ask{}, err
	}
	if !ok {
		return Ask{}, fmt.Errorf("ask %s: %w", askName(key), ErrNotFound)
	}
	return a, nil
}

// PendingAsks returns the pending asks, oldest first, from the pending
// index.
func (tx *Tx) PendingAsks() ([]Ask, error) {
	asks, err := tx.PendingHeads()
	for i := range asks {
		if err == nil {
			err = tx.askCommand(&asks[i])
		}
	}
	return asks, err
}

// PendingHeads returns the pending asks as [Tx.PendingAsks] does, but
// without reading back their long commands: such an ask's Command is
// empty, and its CommandRef names the command. It is for counting and
// sorting asks, not for showing them.
func (tx *Tx) PendingHeads() ([]Ask, error) {
	idx := tx.bucket(bucketPending)
	if idx == nil {
		return nil, nil
	}
	var ids [][]byte
	if err := idx.ForEach(func(k, _ []byte) error {
		ids = append(ids, k)
		return nil
	}); err != nil {
		return nil, err
	}
	tx.prefetchAsks(ids)
	var asks []Ask
	for _, k := range ids {
		a, err := tx.getAskHead(string(k))
		if err != nil {
			return nil, fmt.Errorf("store %s: %w: pending index names ask %s: %w", tx.path, ErrCorrupt, k, err)
		}
		if !a.Pending() {
			return nil, fmt.Errorf("store %s: %w: pending index names ask %s, which is %s", tx.path, ErrCorrupt, k, a.State)
		}
		asks = append(asks, a)
	}
	return asks, nil
}

// NodePendingHeads returns node's pending asks, oldest first, as
// [Tx.PendingHeads] returns every node's: from the node index, so a
// broker reads only its own node's asks however many the fleet has
// waiting ("" is the asks recorded with no node).
func (tx *Tx) NodePendingHeads(node string) ([]Ask, error) {
	idx := tx.bucket(bucketNodePending)
	if idx == nil {
		return nil, nil
	}
	prefix := nodeKey(node, "")
	var ids [][]byte
	c := idx.Cursor()
	for k, _ := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Next() {
		ids = append(ids, k[len(prefix):])
	}
	tx.prefetchAsks(ids)
	var asks []Ask
	for _, k := range ids {
		id := string(k)
		a, err := tx.getAskHead(id)
		if err != nil {
			return nil, fmt.Errorf("store %s: %w: node index names ask %s: %w", tx.path, ErrCorrupt, id, err)
		}
		if !a.Pending() || a.Node != node {
			return nil, fmt.Errorf("store %s: %w: node index names ask %s of node %q under node %q, %s", tx.path, ErrCorrupt, id, a.Node, node, a.State)
		}
		asks = append(asks, a)
	}
	return asks, nil
}

// NodePendingAsks is [Tx.NodePendingHeads] with each ask's long command
// read back, as [Tx.PendingAsks] gives them.
func (tx *Tx) NodePendingAsks(node string) ([]Ask, error) {
	asks, err := tx.NodePendingHeads(node)
	for i := range asks {
		if err == nil {
			err = tx.askCommand(&asks[i])
		}
	}
	return asks, err
}

// AskFilter selects asks for [Tx.Asks]. The zero filter selects every ask,
// oldest first.
type AskFilter struct {
	States []string // only asks in one of these states; empty: any state
	Agent  string   // only this agent's asks; empty: any agent
	Owner  string   // only the asks of this account (see [Ask.Owner]); empty: any
	Node   string   // only the asks of this node (see [Ask.Node]); empty: any
	After  string   // only asks with a greater ID; empty: no bound
	Before string   // only asks with a smaller ID; empty: no bound
	Newest bool     // newest first
	Limit  int      // at most this many; 0: no limit
}

// Asks returns the asks the filter selects, walking the asks bucket in ID
// order (or reverse order when f.Newest) from the bound it starts at, so
// paging with After (or Before when newest first) and Limit reads only
// what it returns and what the filter skips.
func (tx *Tx) Asks(f AskFilter) ([]Ask, error) {
	b := tx.bucket(bucketAsks)
	if b == nil {
		return nil, nil
	}
	var after, before []byte
	for _, bound := range []struct {
		id  string
		key *[]byte
	}{{f.After, &after}, {f.Before, &before}} {
		if bound.id != "" {
			id, err := ParseAskID(bound.id)
			if err != nil {
				return nil, fmt.Errorf("asks: %w", err)
			}
			*bound.key = []byte(id)
		}
	}
	c := b.Cursor()
	var k, v []byte
	switch {
	case !f.Newest && after != nil:
		if k, v = c.Seek(after); bytes.Equal(k, after) {
			k, v = c.Next()
		}
	case !f.Newest:
		k, v = c.First()
	case before != nil:
		if k, _ = c.Seek(before); k == nil {
			k, v = c.Last()
		} else {
			k, v = c.Prev()
		}
	default:
		k, v = c.Last()
	}
	next := c.Next
	if f.Newest {
		next = c.Prev
	}
	var asks []Ask
	for ; k != nil; k, v = next() {
		if !f.Newest && before != nil && bytes.Compare(k, before) >= 0 ||
			f.Newest && after != nil && bytes.Compare(k, after) <= 0 {
			break
		}
		var a Ask
		if err := tx.decode("ask", k, v, &a); err != nil {
			return nil, err
		}
		if err := tx.askCommand(&a); err != nil {
			return nil, err
		}
		if len(f.States) > 0 && !slices.Contains(f.States, a.State) || f.Agent != "" && a.Agent != f.Agent ||
			f.Owner != "" && a.Owner != f.Owner || f.Node != "" && a.Node != f.Node {
			continue
		}
		asks = append(asks, a)
		if f.Limit > 0 && len(asks) == f.Limit {
			break
		}
	}
	return asks, nil
}

// askCommand gives a stored ask back its command, kept once when long.
func (tx *Tx) askCommand(a *Ask) error {
	if a.CommandRef == nil || a.Command != "" {
		return nil
	}
	text, _, err := tx.Command(*a.CommandRef)
	if err != nil {
		return fmt.Errorf("ask %s: %w", askName(a.ID), err)
	}
	a.Command = text
	return nil
}
