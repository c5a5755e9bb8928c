//go:build !ozdesk_adapters

package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// The audit trail's export and cut: see queue.ExportAudit and
// queue.Service.CutAudit, and docs/fleet.md ("Database quota").

func (a *app) auditExportCommand() *cobra.Command {
	var through uint64
	var before, out string
	c := &cobra.Command{
		Use:   "export [--through SEQ | --before TIME] [-o FILE]",
		Short: "Write the audit trail as JSON Lines, for keeping elsewhere before a cut",
		Long: "export writes the audit trail from its first entry, one entry a line, each as stored\n" +
			"(byte for byte, as its hash covers it), to FILE or to a pipe (never to a terminal).\n" +
			"--through SEQ ends at entry SEQ; --before TIME at the last entry before TIME (a span\n" +
			"back from now such as 30d, a date, or an RFC 3339 time). It then says, on stderr,\n" +
			"which entries it wrote and its head, SEQ and hash: check the file with\n" +
			"'ozdesk audit verify --file FILE', keep it, and then cut with\n" +
			"'ozdesk audit cut --through SEQ --exported HASH'. An export that finds nothing in its\n" +
			"range (nothing recorded before TIME, or the trail cut past SEQ) says so and exits 6,\n" +
			"so that a routine does not go on to cut.",
		Args: noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if c.Flags().Changed("through") && through == 0 {
				return usagef("give the last entry to export, 1 or more; leave --through out to export the whole trail", "--through 0 names no entry")
			}
			return a.runAuditExport(through, before, out)
		},
	}
	c.Flags().Uint64Var(&through, "through", 0, "end at this entry")
	c.Flags().StringVar(&before, "before", "", "end before this time (30d, 2026-11-30, RFC 3339)")
	c.Flags().StringVarP(&out, "output", "o", "", "write to this file (made, mode 0600; not replaced)")
	return c
}

func (a *app) runAuditExport(through uint64, before, out string) (err error) {
	stop := queue.ExportStop{Through: through}
	if before != "" {
		if through > 0 {
			return usagef("give one of them", "--through and --before both given")
		}
		var err error
		if stop.Before, err = parseSince(before, time.Now()); err != nil {
			return usagef("", "--before %s", cards.Escape(err.Error()))
		}
	}
	w := a.stdout
	if out == "" {
		if f, ok := a.stdout.(*os.File); ok && term.IsTerminal(f.Fd()) {
			return usagef("give -o FILE, or send it to a pipe", "an export is not for a terminal: it holds agents' words as they were written")
		}
	} else {
		if err := startupExport(out); err != nil {
			return err
		}
		f, err := os.OpenFile(out, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err != nil {
			return withCode(exitUsage, fmt.Errorf("export: %w", err), "name a file that does not exist yet")
		}
		// The file is this export's own (made just now, O_EXCL): one that
		// failed, or holds nothing, is removed, so that the routine's file
		// name is free for the retry.
		kept := false
		defer func() {
			f.Close()
			if !kept {
				_ = os.Remove(out)
			}
		}()
		defer func() { kept = err == nil && wroteSome(f) }()
		w = f
	}
	svc, err := a.storedAPI() // no store: "no store at PATH", exit 4 (rt41k F6)
	if err != nil {
		return err
	}
	res, err := queue.ExportAudit(svc, w, stop)
	var broken *store.AuditError
	switch {
	case errors.As(err, &broken):
		return withCode(exitAuditBroke, fmt.Errorf("export: the audit trail is broken at entry %d: %w", broken.Seq, err),
			"the export stops before the break and is not to be kept (a file named with -o is removed), and nothing is to be cut past it: see it with 'ozdesk audit verify', "+
				"keep the store as it is for inspection (docs/protected-mode.md, the audit trail)")
	case errors.Is(err, queue.ErrExportWrite) && out != "":
		return withCode(exitStore, fmt.Errorf("export to %s: %w", cards.Escape(out), err), "check the export file's filesystem (space, permissions); the partial file was removed")
	case err != nil:
		return storeFailure(err, "the audit trail", "ozdesk audit")
	}
	if f, ok := w.(*os.File); ok && out != "" {
		if err := f.Sync(); err != nil {
			return withCode(exitStore, fmt.Errorf("export: %w", err), "")
		}
	}
	if res.Entries == 0 {
		return exportedNothing(stop, out)
	}
	fmt.Fprintf(a.stderr, "exported entries %d to %d (%d)\nhead %s\ncut them, once kept, with: ozdesk audit cut --through %d --exported %s\n",
		res.From.Seq+1, res.Head.Seq, res.Entries, queue.FormatAnchor(res.Head), res.Head.Seq, res.Head.Hash)
	return nil
}

// exportedNothing is the refusal of an export that found no entry in
// its range: exit 6 (the trail holds nothing there, as against bad
// flags), so that `audit export --before 30d -o F && audit cut …` stops.
func exportedNothing(stop queue.ExportStop, out string) error {
	what := "no entries in that range"
	switch {
	case !stop.Before.IsZero():
		what = "nothing recorded before " + stop.Before.UTC().Format(time.RFC3339)
	case stop.Through > 0:
		what = fmt.Sprintf("no entries through entry %d", stop.Through)
	}
	hint := "the trail may have been cut past it, or be younger: 'ozdesk audit verify' says where it starts; nothing to cut"
	if out != "" {
		hint += "; " + cards.Escape(out) + " was not kept"
	}
	return withCode(exitConflict, fmt.Errorf("exported nothing: %s", what), hint)
}

func (a *app) auditCutCommand() *cobra.Command {
	var through uint64
	var exported string
	c := &cobra.Command{
		Use:   "cut --through SEQ --exported HASH",
		Short: "Remove the audit trail's oldest entries, once exported (admins)",
		Long: "cut removes the audit trail's entries from its first through entry SEQ, once an export\n" +
			"holds them: HASH is the export's head hash (export and 'audit verify --file' print it),\n" +
			"and must be the hash the trail holds at SEQ. The cut is an audit entry of its own\n" +
			"(audit.cut, with who cut), and the trail verifies from the entry it cut through;\n" +
			"rules in force whose entries go are carried past it (audit.carry). It refuses to cut\n" +
			"an entry about an ask still waiting (exit 6), a hash that is not the trail's (exit 6),\n" +
			"and, in protected mode, anyone but an admin (exit 8). A cut stopped midway (the broker\n" +
			"killed, etcd lost) leaves a trail that verifies; cut again to finish it. Under four\n" +
			"eyes the cut is only proposed: another admin approves it with 'ozdesk policy approve ID'\n" +
			"(its author cannot; a proposal the trail moved past is stale, exit 6).",
		Args: noArgs,
		RunE: func(*cobra.Command, []string) error { return a.runAuditCut(through, exported) },
	}
	c.Flags().Uint64Var(&through, "through", 0, "the last entry to remove (the export's head)")
	c.Flags().StringVar(&exported, "exported", "", "the export's head hash")
	return c
}

func (a *app) runAuditCut(through uint64, exported string) error {
	switch {
	case through == 0 && exported != "":
		return usagef("give the export's head: 'ozdesk audit export -o FILE' prints it", "--through 0 names no entry: the trail's entries start at 1")
	case through == 0 || exported == "":
		return usagef("export first: 'ozdesk audit export -o FILE' prints both", "cut needs --through SEQ and --exported HASH")
	}
	by, err := a.operatorName()
	if err != nil {
		return err
	}
	svc, err := a.storedAPI() // no store: "no store at PATH", exit 4 (rt41k F6)
	if err != nil {
		return err
	}
	res, err := svc.CutAudit(queue.AuditCutRequest{Through: through, Exported: exported, By: by})
	if a.printProposed(err) {
		return nil
	}
	switch {
	case errors.Is(err, store.ErrCutRefused):
		return withCode(exitConflict, err, "export through that entry and give the head the export printed")
	case errors.Is(err, queue.ErrStillNeeded):
		return withCode(exitConflict, err, "")
	case errors.Is(err, queue.ErrNoAuthor):
		return withCode(exitUsage, err, "")
	case errors.Is(err, queue.ErrProposedAlready):
		return withCode(exitConflict, err, "four eyes: see it with 'ozdesk policy list'; another admin approves it")
	case err != nil:
		return storeFailure(err, "the audit trail", "ozdesk audit")
	}
	fmt.Fprintf(a.stdout, "cut the audit trail through entry %d (%d entries removed, %d rules carried, in %d steps)\nthe trail now starts after %s; the cut is entry %d\n",
		res.Through.Seq, res.Removed, res.Carried, res.Steps, queue.FormatAnchor(res.Through), res.Entry)
	return nil
}

// runAuditVerifyFile verifies an export alone.
func (a *app) runAuditVerifyFile(path string, anchors []store.AuditHead) error {
	var r io.Reader = os.Stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return withCode(exitUsage, fmt.Errorf("--file: %w", err), "")
		}
		defer f.Close()
		r = f
	}
	chk, err := queue.VerifyExport(r, anchors...)
	var broken *store.AuditError
	var anchored *queue.AnchorError
	switch {
	case errors.As(err, &broken):
		return withCode(exitAuditBroke, fmt.Errorf("the export does not hold: %w", err), "keep the file as it is for inspection; export again from the store")
	case errors.As(err, &anchored):
		return withCode(exitAuditBroke, fmt.Errorf("the export: %w", err), "keep the file as it is for inspection; compare with the anchor's other copies")
	case errors.Is(err, queue.ErrNotExport):
		return withCode(exitAuditBroke, err, "give a file 'ozdesk audit export' wrote")
	case err != nil:
		return withCode(exitUsage, err, "")
	}
	fmt.Fprintf(a.stdout, "the export holds: entries %d to %d (%d)\nit starts after entry %d (hash %s)\nhead seq %d hash %s\nanchor %s\n",
		chk.From.Seq+1, chk.Head.Seq, chk.Entries, chk.From.Seq, orNone(chk.From.Hash), chk.Head.Seq, chk.Head.Hash, queue.FormatAnchor(chk.Head))
	return nil
}

// wroteSome reports whether the export file holds anything.
func wroteSome(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Size() > 0
}

func orNone(s string) string {
	if s == "" {
		return "none: it starts at the trail's first entry"
	}
	return s
}

// printVerified prints the head a verify found; for a trail cut before,
// where it starts, and which anchors only its export can show.
func printVerified(w io.Writer, v *queue.Verification) {
	if v.Base.Seq == 0 {
		printHead(w, v.Head)
		return
	}
	fmt.Fprintf(w, "the audit trail holds: entries %d to %d (%d)\nhead seq %d hash %s\nanchor %s\n",
		v.Base.Seq+1, v.Head.Seq, v.Head.Seq-v.Base.Seq, v.Head.Seq, v.Head.Hash, queue.FormatAnchor(v.Head))
	fmt.Fprintf(w, "cut through entry %d: the trail verifies from %s; the entries before are in its export\n", v.Base.Seq, queue.FormatAnchor(v.Base))
}

// printUnfinished says that a cut was started and not finished: the
// trail holds (verify exits 0), but entries the cut was to remove are
// still in it until the cut is run again through the same end.
func printUnfinished(w io.Writer, v *queue.Verification) {
	c := v.Unfinished
	if c == nil {
		return
	}
	fmt.Fprintf(w, "unfinished cut: a cut through entry %d started from entry %d and stopped with the trail's base at entry %d (its process killed, or the store lost, between its steps); entries %d to %d are still in the trail\n",
		c.Through.Seq, c.From.Seq, v.Base.Seq, v.Base.Seq+1, c.Through.Seq)
	fmt.Fprintf(w, "finish it: ozdesk audit cut --through %d --exported %s\n", c.Through.Seq, c.Through.Hash)
}

// cutAnchorsRefused refuses anchors the trail was cut past (all but
// entry 1, whose hash the store keeps): the store cannot check them, and
// a verify that passed with them would pass with any hash.
func cutAnchorsRefused(v *queue.Verification) error {
	if len(v.CutAnchors) == 0 {
		return nil
	}
	var cmds []string
	for _, h := range v.CutAnchors {
		cmds = append(cmds, "'ozdesk audit verify --file EXPORT --expect "+queue.FormatAnchor(h)+"'")
	}
	return withCode(exitUsage,
		fmt.Errorf("anchor %s is before the cut through entry %d: the store no longer holds it, so it cannot be checked here", queue.FormatAnchor(v.CutAnchors[0]), v.Base.Seq),
		"check it against the export that holds it: "+strings.Join(cmds, ", ")+"; anchor at the cut's end, "+queue.FormatAnchor(v.Base)+", or a later head, from now on")
}
