package harness

import (
	"errors"
	"sort"
	"strings"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/patterns"
)

// Codex applies a patch itself when the model's exec_command is an
// apply_patch (or applypatch) invocation: `apply_patch <<'EOF' … EOF`,
// alone or after `cd DIR &&` (the forms its bundle's tree-sitter queries
// match), and it puts a program of that name on the command's PATH that
// takes the patch as its one argument or on its standard input. Either
// way the patch adds, updates, moves and deletes the files it names
// (`*** Add File:`, `*** Update File:`, `*** Move to:`, `*** Delete
// File:`), which the command's words do not show (rt18h #11): the hook
// judges those writes.

// patchProgram reports whether program is a name Codex applies a patch
// under.
func patchProgram(program string) bool { return program == "apply_patch" || program == "applypatch" }

// codexPatchJudged returns the text to judge in place of command when a
// part of it runs apply_patch: command with each such part's program
// word (its whole text, for a patch given as an argument) replaced by a
// group of the writes and deletes its patch makes (`: > 'FILE'`, `rm -f
// -- 'FILE'`), so that the policy judges them where the part runs (after
// the command's cd, in its subshell), with a comment line saying so. It
// returns command itself when nothing runs apply_patch, and an error
// when a patch cannot be read (not a literal here-document, here-string
// or argument, or no file in it, or given from a nested command string).
// c is command read whole, or nil when no part of it may run apply_patch
// (codexReadsWhole).
func codexPatchJudged(command string, c *patterns.Command) (string, error) {
	if c == nil {
		return command, nil
	}
	type edit struct {
		span patterns.Span
		text string
	}
	var edits []edit
	for _, p := range c.Parts {
		isPatch, args, err := patchInvocation(p)
		if err != nil {
			return "", err
		}
		if !isPatch {
			continue
		}
		if p.Depth > 0 {
			return "", errors.New("apply_patch runs from a nested command string")
		}
		patch, whole, err := patchText(command, p, args)
		if err != nil {
			return "", err
		}
		group, err := patchWrites(patch)
		if err != nil {
			return "", err
		}
		span := p.Words[0].Span
		if whole {
			span = p.Span
		}
		edits = append(edits, edit{span, group})
	}
	if len(edits) == 0 {
		return command, nil
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].span.Start > edits[j].span.Start })
	judged := command
	for _, e := range edits {
		judged = judged[:e.span.Start] + e.text + judged[e.span.End:]
	}
	return "# ozdesk reads apply_patch as the writes and deletes of its patch:\n" + judged, nil
}

// patchText returns the patch a part running apply_patch applies, and
// whether it was the part's argument (the whole part is then replaced);
// args are the words the patch is read from (after Codex's hidden flag).
func patchText(command string, p *patterns.Part, args []patterns.Word) (patch string, whole bool, err error) {
	switch {
	case len(args) == 1 && p.Feed == patterns.FeedNone:
		lit, ok := args[0].Literal()
		if !ok {
			return "", false, errors.New("apply_patch's argument is not literal text")
		}
		return lit, true, nil
	case len(args) > 0:
		return "", false, errors.New("apply_patch is given more than its patch")
	}
	for _, r := range p.Redirs {
		switch {
		case r.Body != nil && (r.Op == "<<" || r.Op == "<<-"):
			raw := command[r.Body.Span.Start:r.Body.Span.End]
			quoted := strings.ContainsAny(r.Target.Raw, `'"\`)
			if !quoted && strings.ContainsAny(raw, "$`\\") {
				return "", false, errors.New("apply_patch's here-document is expanded when it runs (its delimiter is not quoted)")
			}
			return raw, false, nil
		case r.Op == "<<<":
			lit, ok := r.Target.Literal()
			if !ok {
				return "", false, errors.New("apply_patch's here-string is not literal text")
			}
			return lit, false, nil
		}
	}
	return "", false, errors.New("apply_patch reads its patch from its standard input, which the command does not show")
}

// The lines of a patch that name a file, and what the patch does to it.
const (
	patchAdd    = "*** Add File:"
	patchUpdate = "*** Update File:"
	patchDelete = "*** Delete File:"
	patchMove   = "*** Move to:"
)

// patchTarget is one file a patch changes: written (added, updated, the
// new name of a move) or deleted (deleted, the old name of a move).
type patchTarget struct {
	name string
	del  bool
}

// patchTargets returns the files patch changes, in its order, or an
// error when it names no file or a file ozdesk cannot read. A moved file
// is deleted where it was and written where it goes.
func patchTargets(patch string) ([]patchTarget, error) {
	var out []patchTarget
	updated := ""
	for _, line := range strings.Split(patch, "\n") {
		line = strings.TrimSpace(line)
		for _, m := range []string{patchAdd, patchUpdate, patchDelete, patchMove} {
			name, ok := strings.CutPrefix(line, m)
			if !ok {
				continue
			}
			name = strings.TrimSpace(name)
			if name == "" || strings.ContainsAny(name, "\x00\r") {
				return nil, errors.New("the patch names a file ozdesk cannot read (" + safetext.Escape(name) + ")")
			}
			switch m {
			case patchDelete:
				out = append(out, patchTarget{name: name, del: true})
			case patchMove:
				if updated != "" {
					out = append(out, patchTarget{name: updated, del: true})
				}
				out = append(out, patchTarget{name: name})
			default:
				out = append(out, patchTarget{name: name})
			}
			if m == patchUpdate {
				updated = name
			}
		}
	}
	if len(out) == 0 {
		return nil, errors.New("the patch names no file (" + patchAdd + ", " + patchUpdate + ", " + patchDelete + ")")
	}
	return out, nil
}

// patchWrites returns a shell group of the writes and deletes patch
// makes (see [patchTargets]), or an error when it names no file or a
// file ozdesk cannot quote.
func patchWrites(patch string) (string, error) {
	targets, err := patchTargets(patch)
	if err != nil {
		return "", err
	}
	var ops []string
	for _, t := range targets {
		ops = append(ops, patchOp(t.op(), t.name)...)
	}
	return "{ " + strings.Join(ops, "; ") + "; }", nil
}

// op is the shell text t is judged as, before its quoted name.
func (t patchTarget) op() string {
	if t.del {
		return "rm -f -- "
	}
	return ": > "
}

// patchOp is op (a write or a delete) of a file a patch names. Codex
// joins a relative name to the directory, `~` included; the home
// directory's file is judged too, should a later Codex expand it.
func patchOp(op, name string) []string {
	w := []string{op + patchQuote(name)}
	if rest, ok := strings.CutPrefix(name, "~/"); ok {
		w = append(w, op+"~/"+patchQuote(rest))
	}
	return w
}

// patchQuote quotes name for bash, in single quotes.
func patchQuote(name string) string {
	return "'" + strings.ReplaceAll(name, "'", `'\''`) + "'"
}

// codexReadsWhole reports whether the Codex hook needs command's part p
// read whole: it may read a typed program or a file stream from its
// input (refused), or run apply_patch, or name it in a way the hook
// refuses (patchInvocation's error).
func codexReadsWhole(p *patterns.Part) bool {
	isPatch, _, err := patchInvocation(p)
	return isPatch || err != nil || readsStdin(p)
}
