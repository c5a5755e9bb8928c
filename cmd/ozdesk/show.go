package main

import (
	"fmt"
	"io"
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
	"ozdesk.dev/ozdesk/store"
)

// printAskCard writes an ask as text: who asked what, where, how the
// policy read and decided it, and how it ended.
func (a *app) printAskCard(k store.Ask) error {
	w := a.stdout
	fmt.Fprintf(w, "ask %s  %s\n", harness.ShortID(k.ID), k.State)
	field(w, "asked", harness.Stamp(k.Created))
	field(w, "agent", cards.Escape(k.Agent))
	for _, f := range [][2]string{{"job", k.Job}, {"session", k.Session}, {"harness", k.Harness}, {"node", k.Node}, {"cwd", k.Cwd}} {
		if f[1] != "" {
			field(w, f[0], cards.Escape(f[1]))
		}
	}
	if !k.Deadline.IsZero() {
		field(w, "deadline", harness.Stamp(k.Deadline))
	}
	if d := k.Decision; d != nil {
		line := fmt.Sprintf("%s by %s at %s", cards.Escape(d.Outcome), cards.Escape(d.By), harness.Stamp(d.At))
		if d.Reason != "" {
			line += ": " + cards.Escape(d.Reason)
		}
		if d.Rule != "" {
			line += " (rule " + cards.Escape(d.Rule) + " written from it)"
		}
		field(w, "decision", line)
	}
	ev, err := queue.EvaluationOf(k)
	if err != nil {
		fmt.Fprintf(w, "\ncommand:\n  %s\n", cards.Escape(k.Command))
		fmt.Fprintf(w, "\nthe policy's explanation could not be read: %s\n", cards.Escape(err.Error()))
		return nil
	}
	fmt.Fprintln(w)
	printReport(w, k.Command, ev.Report)
	return nil
}

func field(w io.Writer, name, value string) {
	fmt.Fprintf(w, "  %-9s %s\n", name+":", value)
}

// printReport explains a verdict as text: the command, the outcome and the
// rule that decided it, what could not be read, and each part.
func printReport(w io.Writer, command string, r patterns.Report) {
	fmt.Fprintln(w, "command:")
	for _, line := range strings.Split(command, "\n") {
		fmt.Fprintf(w, "  %s\n", cards.Escape(line))
	}
	fmt.Fprintf(w, "\n%s  %s\n", cards.OutcomeMark(r.Outcome.String()), decidedBy(r.Rule, r.Reason, false))
	if len(r.Unreadable) > 0 {
		fmt.Fprintln(w, "\ncannot be read:")
		for _, u := range r.Unreadable {
			fmt.Fprintf(w, "  %s  %s\n", u.Code, cards.Escape(u.Detail))
		}
	}
	if len(r.Parts) > 0 {
		fmt.Fprintln(w, "\nparts:")
	}
	for i, p := range r.Parts {
		mark := " "
		if i == r.Part {
			mark = "*"
		}
		indent := strings.Repeat("  ", p.Depth)
		fmt.Fprintf(w, " %s%s%s\n", mark, indent, clip(p.Text, 200))
		fmt.Fprintf(w, "    %s%s  %s\n", indent, cards.OutcomeMark(p.Outcome.String()), decidedBy(p.Rule, p.Reason, p.Fallback))
	}
	for _, s := range r.Shadow {
		change := "would not change the outcome"
		if s.Changes {
			change = "would change the outcome"
		}
		fmt.Fprintf(w, "\nshadow rule %s would %s part %d (%s)\n", cards.Escape(s.Rule), s.Outcome, s.Part+1, change)
	}
}

// decidedBy says which rule decided, and why.
func decidedBy(rule, reason string, fallback bool) string {
	if rule == "" || fallback {
		return "no rule matched: the fallback"
	}
	if reason == "" {
		return "by " + cards.Escape(rule)
	}
	return "by " + cards.Escape(rule) + ": " + cards.Escape(reason)
}
