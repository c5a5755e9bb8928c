//go:build !ozdesk_adapters

package main

import (
	"errors"
	"fmt"
	"slices"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// moveFailure says why moving rule id to at failed. A rule not found is
// the one the error is about: the rule to place beside (--before,
// --after) when the rule moved is there (rt29k #5), and a default named
// there is told that defaults stay below the operators' rules.
func moveFailure(svc queue.API, err error, id string, at store.Place) error {
	target := at.Before + at.After
	if !errors.Is(err, store.ErrNotFound) || target == "" {
		return storeFailure(err, "rule "+cards.Escape(id), "ozdesk policy list")
	}
	rules, rerr := svc.Rules()
	has := func(x string) bool { return slices.ContainsFunc(rules, func(r store.Rule) bool { return r.ID == x }) }
	if rerr != nil || !has(id) || has(target) {
		return storeFailure(err, "rule "+cards.Escape(id), "ozdesk policy list")
	}
	if slices.ContainsFunc(patterns.DefaultInfos(), func(d patterns.DefaultInfo) bool { return d.ID == target }) {
		return usagef("place it among the operators' rules ('ozdesk policy list'); --first puts it above them all",
			"%s is a default: the defaults stay below the operators' rules, so no rule is placed beside one", cards.Escape(target))
	}
	return withCode(exitUsage, fmt.Errorf("rule %s: not found (the rule to place %s beside)", cards.Escape(target), cards.Escape(id)),
		"list them with 'ozdesk policy list'")
}
