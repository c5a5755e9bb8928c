package policyfile

import (
	"path"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// Version is the version of the file format this build reads and writes.
const Version = 1

// File is a policy as a file holds it: settings, the egress list and the
// operators' rules in order. Parse returns one; [FromStore] makes one from a
// store's records.
type File struct {
	// Version is the format's version ([Version]).
	Version int
	// Settings are the settings the file sets; a nil field is one the file
	// leaves alone.
	Settings Settings
	// Egress is the egress list the file wants, sorted by host, when
	// HasEgress; a file without an egress key leaves the list alone.
	Egress    []Egress
	HasEgress bool
	// Rules are the operators' rules in order, above the platform's
	// defaults: active and proposed ones (retired and expired rules are not
	// part of a file).
	Rules []Rule
}

// Settings are the desk's settings a file sets. A nil field is not set.
type Settings struct {
	FourEyes   *bool
	Fallback   *string // store.OutcomeAllow or store.OutcomeAsk
	AskWait    *time.Duration
	AskWaitMax *time.Duration
	MaxPending *int // store.Settings.MaxPendingPerAgent
}

// Egress is one host on the egress list.
type Egress struct {
	// Host is a host name in lower case; "*.example.com" for its
	// subdomains.
	Host   string
	Reason string
	// Line is where the entry starts in the file it was parsed from, or 0.
	Line int
}

// Scope limits which asks a rule applies to; empty fields match all.
type Scope struct {
	// Agent and Node are globs (* for any run of characters) over agent
	// and node names.
	Agent, Node string
	// Workdir is an absolute directory: the rule applies to commands run in
	// it or below it.
	Workdir string
}

// Rule is one operator rule.
type Rule struct {
	// ID names the rule; "" in a file for a rule that gets the next free
	// ID when applied.
	ID      string
	Outcome patterns.Outcome
	// Pattern is the pattern's text, as written; Over instead names the
	// default rule the rule is written over (a carve-out, or a refuse over
	// cmd.unreadable). Exactly one of them is set.
	Pattern string
	Over    string
	Reason  string
	Scope   Scope
	// Ends is when the rule stops deciding (UTC); zero for never.
	Ends time.Time
	// Mode is store.ModeEnforce or store.ModeShadow.
	Mode string
	// Status is store.StatusActive or store.StatusProposed.
	Status string
	// Author and Approver are records of who wrote and approved the rule:
	// apply keeps the store's and ignores a file's edits to them.
	Author, Approver string
	// Line is where the rule starts in the file it was parsed from, or 0.
	Line int
	col  int
}

// column is the rule's column in its file (1 when not known).
func (r *Rule) column() int { return max(r.col, 1) }

// Shadow reports whether the rule is recorded without deciding.
func (r *Rule) Shadow() bool { return r.Mode == store.ModeShadow }

// cleanDir cleans a workdir, keeping "" as it is.
func cleanDir(d string) string {
	if d == "" {
		return ""
	}
	return path.Clean(d)
}

// samePattern reports whether two pattern texts are the same pattern: equal
// once parsed, or equal as text when either does not parse.
func samePattern(a, b string) bool {
	if a == b {
		return true
	}
	pa, errA := patterns.ParsePattern(a)
	pb, errB := patterns.ParsePattern(b)
	if errA != nil || errB != nil {
		return false
	}
	return pa.Equal(pb)
}

// sameRule reports whether two rules say the same, status included (author
// and approver are records, and not compared).
func sameRule(a, b *Rule) bool {
	return a != nil && b != nil && a.ID == b.ID && len(ruleFieldsDiffer(a, b)) == 0
}
