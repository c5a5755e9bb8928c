//go:build !ozdesk_adapters

package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
	"ozdesk.dev/ozdesk/store"
)

type auditFlags struct {
	follow, json bool
	since        string
	kinds        []string
}

func (a *app) auditCommand() *cobra.Command {
	var f auditFlags
	c := &cobra.Command{
		Use:   "audit [--follow] [--json] [--since 1h] [--kind K]",
		Short: "Read the audit trail: every evaluation, ask, decision and rule change",
		Long: "audit prints the audit trail, oldest first: seq, time, kind, actor and what happened.\n" +
			"--since keeps the entries from a time on (a span back from now such as 1h or 7d, a\n" +
			"date, or an RFC 3339 time); --kind keeps one kind (evaluate, ask, decide, rule.add …;\n" +
			"'rule' keeps every rule.* kind), and may be repeated; --follow keeps printing new\n" +
			"entries until interrupted. --json prints one JSON object per line (JSON Lines), each\n" +
			"an entry as stored: seq, time, kind, actor, node, data, prev, hash.",
		Args: noArgs,
		RunE: func(c *cobra.Command, _ []string) error { return a.runAudit(c.Context(), f) },
	}
	fl := c.Flags()
	fl.BoolVar(&f.follow, "follow", false, "keep printing new entries until interrupted")
	fl.BoolVar(&f.json, "json", false, "print JSON Lines")
	fl.StringVar(&f.since, "since", "", "only entries from this time on (1h, 7d, 2026-11-30, RFC 3339)")
	fl.StringSliceVar(&f.kinds, "kind", nil, "only entries of this kind (repeatable; 'rule' means rule.*)")
	c.AddCommand(a.auditVerifyCommand(), a.auditExportCommand(), a.auditCutCommand())
	return c
}

func (a *app) runAudit(ctx context.Context, f auditFlags) error {
	var since time.Time
	if f.since != "" {
		var err error
		if since, err = parseSince(f.since, time.Now()); err != nil {
			return usagef("", "--since %s", cards.Escape(err.Error()))
		}
	}
	svc, err := a.storedAPI() // a mistyped --db is "no store at PATH", never an empty trail (rt41k F6)
	if err != nil {
		return err
	}
	var last uint64
	// a decision whose agent never read it says so, as `queue show`
	// does; entries that come while following may be read yet
	var receipts queue.ReceiptIndex
	if !f.json {
		if es, err := svc.AuditRange(since, time.Time{}, store.KindReceived); err == nil {
			receipts = queue.IndexReceipts(es)
		}
	}
	print := func(entries []store.AuditEntry) error {
		for _, e := range entries {
			last = max(last, e.Seq)
			if !kindWanted(e.Kind, f.kinds) {
				continue
			}
			if err := a.printAuditEntry(e, f.json, receiptMark(e, receipts)); err != nil {
				return err
			}
		}
		return nil
	}
	read := func(first bool) error {
		if first && !since.IsZero() {
			entries, err := svc.AuditRange(since, time.Time{})
			if err == nil {
				err = print(entries)
			}
			return auditReadFailure(err)
		}
		// A page at a time: entries may carry long commands, and an
		// answer from the broker is bounded.
		for {
			entries, err := svc.Audit(last, auditPage)
			if err != nil {
				return auditReadFailure(err)
			}
			if err := print(entries); err != nil {
				return err
			}
			if len(entries) < auditPage {
				return nil
			}
		}
	}
	if !f.follow {
		return read(true)
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	// Follow on from the head as it is before the first read, at least:
	// entries --since leaves out stay out.
	head, err := svc.Head()
	if err != nil {
		return storeFailure(fmt.Errorf("read the audit trail: %w", err), "the audit trail", "ozdesk audit")
	}
	if err := read(true); err != nil {
		return err
	}
	receipts = nil
	last = max(last, head)
	head = last
	for {
		// Wait from the head last seen: a change made meanwhile is not
		// missed.
		if head, err = svc.WaitChange(ctx, head); err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return storeFailure(fmt.Errorf("wait for the audit trail: %w", err), "the store", "ozdesk audit")
		}
		if err := read(false); err != nil {
			return err
		}
	}
}

// kindWanted reports whether an entry of kind passes the --kind filters.
func kindWanted(kind string, kinds []string) bool {
	if len(kinds) == 0 {
		return true
	}
	for _, k := range kinds {
		if kind == k || strings.HasPrefix(kind, k+".") {
			return true
		}
	}
	return false
}

// printAuditEntry writes one entry: as JSON, or as a line for a person,
// mark after it.
func (a *app) printAuditEntry(e store.AuditEntry, asJSON bool, mark string) error {
	if asJSON {
		return printJSONLine(a.stdout, e)
	}
	s := queue.Summarize(e)
	fmt.Fprintf(a.stdout, "%6d  %s  %-12s %-12s %s%s\n", e.Seq, harness.Stamp(e.Time), cards.Escape(e.Kind), auditActor(e, s), summaryLine(s), mark)
	return nil
}

// receiptMark is what a listed decision entry e says after it when its
// agent never read the decision, as `queue show` says it (issue 9):
// " · not received"; "" otherwise, and without receipts read.
func receiptMark(e store.AuditEntry, receipts queue.ReceiptIndex) string {
	if receipts == nil {
		return ""
	}
	if text := queue.EntryReceiptIn(e, receipts); strings.HasPrefix(text, "not received") {
		return " · not received"
	}
	return ""
}

func (a *app) auditVerifyCommand() *cobra.Command {
	var expect, anchor []string
	var file string
	c := &cobra.Command{
		Use:   "verify [--expect SEQ:HASH] [--anchor FILE] [--file EXPORT]",
		Short: "Check the audit trail's hash chain; print its head on success",
		Long: "verify walks the whole audit trail and checks its hash chain, that no entry was\n" +
			"edited, removed, reordered or moved, that it ends at the head the store records, and\n" +
			"that every rule is as the entry that wrote it says. On success it prints the head,\n" +
			"also as SEQ:HASH: keep it elsewhere, and give it later with --expect SEQ:HASH (or a\n" +
			"file written by the broker's anchor with --anchor FILE), so that verify shows the\n" +
			"trail still holds that entry: a trail rewritten wholesale, cut, or a store deleted and\n" +
			"made again does not. It exits 7 with the first problem when the trail does not hold.\n" +
			"A trail cut before ('ozdesk audit cut') verifies from the entry it was cut through;\n" +
			"a cut started and not finished is named, with the 'audit cut' that finishes it (exit 0:\n" +
			"the trail holds).\n" +
			"--file EXPORT verifies an export ('ozdesk audit export') alone, not the store: its\n" +
			"chain, the entry it starts after and the head it ends at (- reads stdin).",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return a.runAuditVerify(expect, anchor, file) },
	}
	c.Flags().StringVar(&file, "file", "", "verify this export instead of the store")
	c.Flags().StringArrayVar(&expect, "expect", nil, "an entry the trail must hold, as SEQ:HASH (repeatable)")
	c.Flags().StringArrayVar(&anchor, "anchor", nil, "a file holding such an entry, as the broker writes it (repeatable)")
	return c
}

func (a *app) runAuditVerify(expect, anchorFiles []string, file string) error {
	var anchors []store.AuditHead
	for _, e := range expect {
		h, err := queue.ParseAnchor(e)
		if err != nil {
			return usagef("give the head an earlier verify printed, like 42:3f…", "--expect: %s", cards.Escape(err.Error()))
		}
		anchors = append(anchors, h)
	}
	for _, f := range anchorFiles {
		h, err := queue.ReadAnchor(f)
		if err != nil {
			return withCode(exitUsage, fmt.Errorf("--anchor: %s", cards.Escape(err.Error())), "")
		}
		anchors = append(anchors, h)
	}
	if file != "" {
		return a.runAuditVerifyFile(file, anchors)
	}
	svc, err := a.api()
	if err != nil {
		return err
	}
	v, err := svc.VerifyAudit(anchors...)
	var broken *store.AuditError
	var ignored *queue.IgnoredError
	var anchored *queue.AnchorError
	switch {
	case errors.As(err, &broken):
		return withCode(exitAuditBroke, fmt.Errorf("the audit trail does not hold: %w", err),
			"entry "+fmt.Sprint(broken.Seq)+" is where it shows; keep the store as it is for inspection")
	case errors.As(err, &anchored):
		return withCode(exitAuditBroke, err, "keep the store as it is for inspection; compare with the anchor's other copies")
	case errors.Is(err, store.ErrAuditBroken):
		return withCode(exitAuditBroke, fmt.Errorf("the audit trail does not hold: %w", err), "keep the store as it is for inspection")
	case errors.As(err, &ignored):
		return withCode(exitAuditBroke, fmt.Errorf("the audit trail holds to entry %d, but %w", v.Head.Seq, err),
			"someone wrote the store around ozdesk; keep the store as it is for inspection, and retire or rewrite those rules, or write the settings or egress list again, with 'ozdesk policy'")
	case noStoreYet(err):
		return withCode(exitStore, fmt.Errorf("no store at %s", cards.Escape(svc.StorePath())), "check --db or $"+store.EnvDB)
	case err != nil:
		return storeFailure(fmt.Errorf("verify the audit trail: %w", err), "the audit trail", "ozdesk audit")
	}
	printVerified(a.stdout, v)
	printUnfinished(a.stdout, v)
	a.warnStoreSize(svc)
	return cutAnchorsRefused(v)
}

func printHead(w io.Writer, h store.AuditHead) {
	fmt.Fprintf(w, "the audit trail holds: %d entries\nhead seq %d hash %s\nanchor %s\n", h.Seq, h.Seq, h.Hash, queue.FormatAnchor(h))
}

// auditPage is how many entries one read of the audit trail takes.
const auditPage = 500

// auditReadFailure classifies an error reading the audit trail; a store
// not made yet has no entries.
func auditReadFailure(err error) error {
	if err == nil || noStoreYet(err) {
		return nil
	}
	var exit *exitError
	if errors.As(err, &exit) {
		return err
	}
	return storeFailure(fmt.Errorf("read the audit trail: %w", err), "the audit trail", "ozdesk audit")
}
