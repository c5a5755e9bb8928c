//go:build !ozdesk_adapters

package main

import (
	"fmt"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
)

// warnUntrusted says, after an explanation, which stored rules no audit
// entry vouches for (rt35v F15). The explanation sets them aside, as the
// listings do, but an ask or a hook whose command may meet one fails
// closed: without this line explain would say "allow" where the hook
// refuses. A store whose rules cannot be listed says nothing more here.
func (a *app) warnUntrusted(svc queue.API) {
	ignored, err := svc.IgnoredRules()
	if err != nil {
		return
	}
	for _, ig := range ignored {
		if !ig.Untrusted {
			continue
		}
		fmt.Fprintf(a.stdout, "! rule %s cannot be trusted (%s): an ask whose command may meet it fails closed, "+
			"which this explanation does not show; check the store with 'ozdesk audit verify'\n",
			cards.Escape(ig.Rule.ID), clip(ig.Why, 200))
	}
}
