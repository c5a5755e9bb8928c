//go:build !ozdesk_adapters

package main

import (
	"fmt"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// warnNoStore says on stderr, when svc's store is not there, that the
// explanation is the built-in defaults' and fallback's alone and that an
// asker through that store is refused (exit 4) until 'ozdesk init' makes
// it. explain stays usable before a store exists, to try the defaults,
// but it must not let an operator whose --db or $OZDESK_DB is mistyped
// read "allow" for a command every asker would be refused (rt48k).
func (a *app) warnNoStore(svc queue.API) {
	if !noStore(svc) {
		return
	}
	fmt.Fprintf(a.stderr, "ozdesk: no store at %s: this is the built-in defaults' and fallback's answer alone; "+
		"an asker through this store is refused (exit 4) until 'ozdesk init' makes it (check --db or $%s)\n",
		cards.Escape(svc.StorePath()), store.EnvDB)
}
