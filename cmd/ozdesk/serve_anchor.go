//go:build !ozdesk_adapters

package main

import (
	"errors"
	"fmt"
	"io/fs"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
)

// checkServeAnchor checks, before a broker serves, that its store's audit
// trail holds the head it last anchored at path: a store deleted and made
// again, replaced by another, or whose trail was cut while no broker ran
// is refused (exit 7), as is an anchor that cannot be read (exit 4). No
// anchor yet (a new node) is no check.
func checkServeAnchor(svc *queue.Service, path string) error {
	head, err := queue.ReadAnchor(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return withCode(exitStore, err, "the broker checks its store against the anchor it wrote last; fix or restore "+cards.Escape(path)+"; nothing was served")
	}
	err = svc.CheckAnchor(head)
	var ae *queue.AnchorError
	switch {
	case errors.As(err, &ae):
		return withCode(exitAuditBroke, fmt.Errorf("serve: the store %s is not the one this broker anchored in %s: %w", cards.Escape(svc.StorePath()), cards.Escape(path), err),
			"nothing was served; put back the store this broker served, or, to serve this one on purpose (a backup restored), move "+cards.Escape(path)+" aside and start again")
	case err != nil:
		return storeFailure(err, "the store, against its anchor", "ozdesk serve")
	}
	return nil
}
