//go:build !ozdesk_adapters

package main

import (
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/patterns"
)

// guardReadVerbs are ozdesk's verbs that change nothing ozdesk keeps:
// the defaults leave an agent's run of them alone. Every other verb
// writes the policy, a decision, the settings, the store or the audit
// trail, or starts the broker, and asks (fx18d1, rt18d finding 2). A
// verb added to the CLI lands on the asking side until it is listed
// here and in patterns' ozdeskReads.
var guardReadVerbs = map[string]bool{
	"demo": true, "ask": true, "acp": true, "shell": true, "whoami": true, "help": true,
	"queue ls": true, "queue show": true,
	"policy explain": true, "policy export": true, "policy list": true, "policy replay": true,
	"policy settings": true, "policy egress list": true, "policy classes": true,
	"audit": true, "audit verify": true, "audit export": true,
	"store info": true,
}

// TestGuardJudgesEveryVerb walks ozdesk's command tree and checks the
// defaults on each verb an agent could run: the reads are allowed, every
// other verb asks as cmd.guard-tamper, by its bare name, by a path,
// through env, and with a global option before it.
func TestGuardJudgesEveryVerb(t *testing.T) {
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := &patterns.Context{Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op", DefaultBranch: "main"}
	now := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	root := (&app{}).rootCommand()
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	writes, topics := 0, 0
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, s := range c.Commands() {
			if s.IsAdditionalHelpTopicCommand() {
				// A help topic (exit-codes, protected) prints text.
				topics++
				cmd := strings.TrimPrefix(s.CommandPath(), "ozdesk ")
				if v := pol.Explain("ozdesk "+cmd, ctx, now); v.Outcome != patterns.Allow {
					t.Errorf("%q (a help topic): got %s by %s, want allow", "ozdesk "+cmd, v.Outcome, v.Rule)
				}
				continue
			}
			if !s.IsAvailableCommand() && s.Name() != "help" {
				continue
			}
			walk(s)
			if !s.Runnable() || isGroup(s) {
				continue
			}
			verb := strings.TrimPrefix(s.CommandPath(), "ozdesk ")
			top, _, _ := strings.Cut(verb, " ")
			read := guardReadVerbs[verb] || top == "hook" || top == "completion" || top == "help"
			if !read {
				writes++
			}
			arg := " x" // an operand; not after a verb that holds verbs (audit)
			if s.HasSubCommands() {
				arg = ""
			}
			for _, cmd := range []string{"ozdesk " + verb + arg, "/usr/local/bin/ozdesk " + verb,
				"env ozdesk --operator op " + verb} {
				v := pol.Explain(cmd, ctx, now)
				switch {
				case read && v.Outcome != patterns.Allow:
					t.Errorf("%q (a read): got %s by %s, want allow", cmd, v.Outcome, v.Rule)
				case !read && (v.Outcome != patterns.Ask || v.Rule != "cmd.guard-tamper"):
					t.Errorf("%q (writes): got %s by %q, want ask by cmd.guard-tamper", cmd, v.Outcome, v.Rule)
				}
			}
		}
	}
	walk(root)
	if topics < 2 {
		t.Errorf("only %d help topics found: the walk is wrong", topics)
	}
	if writes < 15 {
		t.Errorf("only %d writing verbs found: the walk is wrong", writes)
	}
}
