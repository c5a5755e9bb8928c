//go:build !ozdesk_adapters

package main

import (
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// storedAPI is [app.api] for the verbs that act on what a store already
// holds (move, approve, withdraw, retire) or show it (list, export,
// settings): it never makes the store, and a store that is not there is
// "no store at PATH", exit 4, as 'queue ls' says (rt29k #22). A mistyped
// --db or $OZDESK_DB must not leave a stray empty store behind, nor show
// an empty policy that invites rules into a store the desk never reads.
// Only the verbs that write a new rule or setting, and init, make one.
func (a *app) storedAPI() (queue.API, error) {
	svc, err := a.open(store.WithoutCreate(), store.WithLockTimeout(store.OperatorLockWait))
	if err != nil {
		return nil, err
	}
	if noStore(svc) {
		return nil, withCode(exitStore, &noStoreError{path: svc.StorePath()}, "check --db or $"+store.EnvDB)
	}
	return svc, nil
}

// storedServiceAndOperator is [app.serviceAndOperator] over [app.storedAPI].
func (a *app) storedServiceAndOperator() (queue.API, string, error) {
	return a.withOperator(a.storedAPI())
}
