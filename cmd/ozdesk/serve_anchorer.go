//go:build !ozdesk_adapters

package main

import (
	"log/slog"
	"path/filepath"

	"ozdesk.dev/ozdesk/queue"
)

// policyFloorPath is where a broker keeps its [queue.PolicyFloor]: beside
// its audit anchor.
func policyFloorPath(anchor string) string {
	return filepath.Join(filepath.Dir(anchor), "policy.floor")
}

// anchorer writes the audit trail's head to path, where no agent can
// write (and which the store's loss or replacement does not touch), and
// logs it when it moved, for the journal to keep a second copy.
//
// It also keeps, at floorPath, the last settings and egress entries the
// broker believed (from floor, as read when it started): see
// [queue.PolicyFloor].
func anchorer(svc *queue.Service, path, floorPath string, floor queue.PolicyFloor, log *slog.Logger) func() error {
	var last uint64
	return func() error {
		h, err := svc.AnchorHead(path)
		if err != nil {
			return err
		}
		if floor, err = svc.KeepPolicyFloor(floorPath, floor); err != nil {
			return err
		}
		if h.Seq != last {
			last = h.Seq
			log.Info("audit head", "anchor", queue.FormatAnchor(h), "file", path)
		}
		return nil
	}
}
