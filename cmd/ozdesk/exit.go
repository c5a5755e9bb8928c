package main

import (
	"errors"
	"fmt"
	"strings"
)

// The exit codes of ozdesk. They are documented in doc.go and in
// `ozdesk help exit-codes` (both from exitCodes below); a test holds the
// three together.
const (
	exitOK         = 0 // done; for ask: the command may run
	exitRefused    = 1 // ask: refused, by the policy or an operator
	exitUsage      = 2 // bad input: flags, arguments, a pattern, an ID, a rule the rails refuse
	exitUndecided  = 3 // ask: nobody decided in time (expired, withdrawn, abandoned)
	exitStore      = 4 // the store could not be read or written: failed closed
	exitInternal   = 5 // a bug in ozdesk, or the desk is not built in
	exitConflict   = 6 // the state changed under you: decided by someone else, nothing to approve, a stale proposal, an author approving their own; an audit cut refused
	exitAuditBroke = 7 // audit verify: the trail was edited, cut or reordered; serve: not the anchored store
	exitDenied     = 8 // protected mode: the broker does not let this account do that
)

// exitCode documents one exit code.
type exitCode struct {
	Code    int
	Name    string
	Meaning string
}

// exitCodes is the one table of exit codes, in order.
func exitCodes() []exitCode {
	return []exitCode{
		{exitOK, "ok", "done; for ask, the command may run (allowed by the policy or approved)"},
		{exitRefused, "refused", "ask: the command must not run (refused by a rule, denied by an operator, or over its account's write budget in a fleet)"},
		{exitUsage, "usage", "bad input (flags, arguments, a pattern, an ID, a rule the guard rails refuse); the message says what to change"},
		{exitUndecided, "undecided", "ask: nobody decided in time (the ask expired, was withdrawn or abandoned); the command must not run"},
		{exitStore, "store", "the store could not be read or written (locked, corrupt, newer schema, or replaced by another store while an ask waited in it; or its rules are not those the audit trail vouches for), or there is none where --db points (the desk, queue ls, audit verify); failed closed: the command must not run"},
		{exitInternal, "internal", "a bug in ozdesk (please report it): nothing was decided"},
		{exitConflict, "conflict", "the state changed first (an ask decided by someone else, who and when named; a rule or proposal no longer waiting, or stale), or four eyes refuses (an author approving their own change, a policy file that loosens); audit cut refused (a head that is not the trail's, an entry an ask still waiting needs); audit export found nothing in its range"},
		{exitAuditBroke, "audit-broken", "audit verify: the audit trail (with --file, the export) does not hold (an entry edited, missing, reordered or cut around ozdesk), or a rule, the set of rules in force, a decision, the settings or the egress list are not as its entries wrote them; audit export, audit cut: the trail is broken within their range; serve: the store is not the one the broker anchored"},
		{exitDenied, "denied", "protected mode: the broker does not let the account you run as do this (an agent deciding, a viewer writing policy); an operator with the role does it"},
	}
}

// exitHelp is the text of `ozdesk help exit-codes`.
func exitHelp() string {
	var b strings.Builder
	b.WriteString("Every ozdesk command exits with one of these codes:\n\n")
	for _, c := range exitCodes() {
		fmt.Fprintf(&b, "  %d  %-12s %s\n", c.Code, c.Name, c.Meaning)
	}
	b.WriteString("\nozdesk hook claude-code never exits 1 (Claude Code would run the command): it answers\n" +
		"allow, deny or ask on stdout and exits 0, or exits 2 with the reason on stderr.\n" +
		"ozdesk hook gemini-cli, hook codex and hook crush likewise exit only 0 or 2.\n" +
		"ozdesk shell exits as bash does, or 126 when it does not run the command (128+n when\n" +
		"signal n stops it while it waits for the desk: SIGHUP, SIGINT, SIGTERM and SIGQUIT\n" +
		"withdraw its ask). ozdesk ask stopped so while it waits withdraws its ask and exits 3.\n" +
		"ozdesk acp exits as its agent does (128+n when signal n ends it), 2 when it refuses to\n" +
		"start it (a flag such as --yolo), 126 when it stops an agent that turned its permission\n" +
		"requests off or ran a command unasked, 127 when the agent cannot be started.\n" +
		"ozdesk (the desk) and ozdesk demo exit 0 when the operator quits (6 when a decision\n" +
		"sent at the quit question was refused: someone else decided first), and 128+n when\n" +
		"signal n ends them: 129 when the terminal closes (SIGHUP), 130 on SIGINT, 131 on\n" +
		"SIGQUIT, 143 on SIGTERM (the decisions still in their undo window are dropped, their\n" +
		"asks still wait).\n")
	return b.String()
}

// exitError is an error with the exit code it ends the process with, and
// an optional hint: what to do about it.
type exitError struct {
	code int
	err  error
	hint string
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// withCode attaches an exit code (and a hint) to err.
func withCode(code int, err error, hint string) error {
	if err == nil {
		return nil
	}
	return &exitError{code: code, err: err, hint: hint}
}

// usagef is a usage error: what is wrong, and what to do.
func usagef(hint, format string, args ...any) error {
	return &exitError{code: exitUsage, err: fmt.Errorf(format, args...), hint: hint}
}

// codeOf returns the exit code an error ends the process with: its own
// code when it has one, else usage (cobra's errors: unknown commands,
// flags, arguments).
func codeOf(err error) int {
	if err == nil {
		return exitOK
	}
	var e *exitError
	if errors.As(err, &e) {
		return e.code
	}
	return exitUsage
}

// hintOf returns the hint attached to err, if any.
func hintOf(err error) string {
	var e *exitError
	if errors.As(err, &e) {
		return e.hint
	}
	return ""
}
