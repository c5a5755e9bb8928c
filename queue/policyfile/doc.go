// Package policyfile reads and writes a desk's policy as a YAML file, and
// applies a file to a store: `ozdesk policy export`, `ozdesk policy apply`.
//
// A file holds the format's version, the settings, the egress list and the
// operators' rules in order:
//
//	version: 1
//
//	settings:
//	  four_eyes: false
//	  fallback: allow        # or ask: what a command no rule matches gets
//	  ask_wait: 10m
//	  ask_wait_max: 24h
//	  max_pending: 20        # the most asks one agent may have waiting
//
//	egress:
//	  - host: get.k3s.io
//	    reason: the k3s installer
//
//	rules:
//	  - id: r1
//	    outcome: refuse
//	    pattern: git push --force * [default-branch]
//	    reason: nobody rewrites main
//
//	  - id: r2
//	    outcome: allow
//	    over: cmd.download-run
//	    reason: the installer runs vendor scripts
//	    scope:
//	      agent: installer
//	    ends: 2026-12-31
//	    author: alice
//
//	  - outcome: ask          # no id: apply gives it the next free one
//	    pattern: '[shell] -c *'
//	    mode: shadow
//	    status: proposed
//
// A rule has a pattern, or is written over a default rule (over: its ID).
// Fields at their default are left out when written: mode enforce, status
// active, no scope, no end. ends is a date (the start of that day, UTC) or
// an RFC 3339 time. A file lists active and proposed rules only: retired
// and expired rules are history, kept in the store and its audit trail.
// author and approver are records of who did what; a file shows them, and
// apply ignores edits to them (a new rule keeps the file's author, unless
// four eyes makes the applier its author).
//
// # Reading
//
// [Parse] refuses anything it does not understand, with every problem at
// once as [Errors], each with its line, column and field, what is wrong and
// what to write: unknown fields (a typo must not silently drop a rule),
// a pattern the engine refuses (with its code), a default that does not
// exist, a duplicate ID, a bad scope, and an allow the guard rails refuse
// (no reason, no end, a program alone, an unpinned download …).
//
// # Applying
//
// [FromStore] and [Export] describe a store's policy as a file. [Plan]
// compares a file with the policy a store holds ([Stored]) and lists the
// [Change]s, which print themselves with every untrusted value quoted
// ([Change.Format] takes the caller's own safe quoting); [Apply] writes
// them, in a transaction the queue opens (queue.Service.ApplyPolicy is
// the door), with an audit entry for the whole and one per change. A file exported from a
// store applies to it with no change. Rules deleted from a file are
// retired, never deleted; a file's order is the rules' order.
//
// Under four eyes, added and changed rules are written proposed, for a
// second operator; changes that could let commands through and cannot wait
// in a file (retiring an ask or refuse rule, turning four eyes off …) are
// refused whole, with [*FourEyesError] saying which and the command that
// proposes each one by one through the queue; see [CheckFourEyes].
//
// [File.StoreRules] gives a file's rules as the store keeps them, which
// the queue compiles into the policy the file describes
// (queue.FilePolicy); [ParseRuleText] reads the one-line rules of `ozdesk
// policy replay --rule`. The package imports nothing of the queue: the
// queue imports it.
package policyfile
