//go:build !ozdesk_adapters

package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

func (a *app) storeCommand() *cobra.Command {
	s := &cobra.Command{
		Use:   "store",
		Short: "The store's file: its size, and compacting it",
		Args:  noArgs,
	}
	var asJSON bool
	info := &cobra.Command{
		Use:   "info [--json]",
		Short: "Show where the store is, how big, its schema and its audit head",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			svc, err := a.storedAPI() // a mistyped --db is "no store at PATH", as queue ls says (rt35k L9)
			if err != nil {
				return err
			}
			in, err := svc.StoreInfo()
			if err != nil {
				return storeFailure(err, "the store", "ozdesk store info")
			}
			if asJSON {
				return printJSON(a.stdout, in)
			}
			fmt.Fprintf(a.stdout, "path     %s\nsize     %s\nschema   %d\ncreated  %s\naudit    %s\n",
				cards.Escape(in.Path), byteSize(in.Size), in.Schema, cards.Stamp(in.Created), queue.FormatAnchor(in.Audit))
			a.warnSize(in)
			return nil
		},
	}
	info.Flags().BoolVar(&asJSON, "json", false, "print it as JSON")
	compact := &cobra.Command{
		Use:   "compact",
		Short: "Rewrite the store's file without the space it no longer uses",
		Long: "compact copies the store into a new file without the free pages a bbolt file never\n" +
			"gives back, checks the copy (the same records, the audit trail to the same head)\n" +
			"and puts it in place, keeping the file's mode and owner. The store stays locked\n" +
			"throughout: harness calls wait for it (within their lock wait), then use the new\n" +
			"file. A store whose audit trail does not verify is left as it is, for inspection.\n" +
			"In protected mode the broker compacts its store; it takes an admin.",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error {
			svc, op, err := a.serviceAndOperator()
			if err != nil {
				return err
			}
			res, err := svc.Compact(op)
			switch {
			case errors.Is(err, store.ErrAuditBroken):
				return withCode(exitAuditBroke, err, "run 'ozdesk audit verify'; keep the file as it is for inspection")
			case noStoreYet(err):
				return withCode(exitStore, err, "check --db or $"+store.EnvDB)
			case err != nil && res.After == 0:
				return storeFailure(err, "the store", "ozdesk store compact")
			}
			fmt.Fprintf(a.stdout, "compacted %s: %s → %s (%s saved)\n", cards.Escape(res.Path),
				byteSize(res.Before), byteSize(res.After), byteSize(res.Before-res.After))
			fmt.Fprintf(a.stdout, "the audit trail is intact: it verifies to %s, as before\n", queue.FormatAnchor(res.Audit))
			if err != nil { // compacted, not recorded
				return storeFailure(err, "the store", "ozdesk store compact")
			}
			return nil
		},
	}
	s.AddCommand(info, compact)
	return s
}

// warnSize warns on stderr about a store past store.SizeWarning.
func (a *app) warnSize(in queue.StoreInfo) {
	if in.Large {
		fmt.Fprintf(a.stderr, "ozdesk: warning: the store is %s, past %s: run 'ozdesk store compact'\n",
			byteSize(in.Size), byteSize(store.SizeWarning))
	}
}

// warnStoreSize warns when the store is large, if it can tell: a caller
// who may not read the store's details (an agent, in protected mode)
// gets no warning.
func (a *app) warnStoreSize(svc queue.API) {
	if in, err := svc.StoreInfo(); err == nil {
		a.warnSize(in)
	}
}

// byteSize writes a number of bytes as people read it: 812 B, 3.2 MiB.
func byteSize(n int64) string {
	const unit = 1024
	if n < unit && n > -unit {
		return fmt.Sprintf("%d B", n)
	}
	f, suffix := float64(n), ""
	for _, s := range []string{"KiB", "MiB", "GiB", "TiB"} {
		f, suffix = f/unit, s
		if f < unit && f > -unit {
			break
		}
	}
	return fmt.Sprintf("%.1f %s", f, suffix)
}
