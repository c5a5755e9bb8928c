package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// TestHelpListsEveryVerb: `ozdesk help` names every command of the tree
// that does something, subcommands included, each on a line of its own
// with its short description, and every help topic.
func TestHelpListsEveryVerb(t *testing.T) {
	var out bytes.Buffer
	a := &app{stdout: &out, stderr: &out}
	if code := a.execute([]string{"help"}); code != 0 {
		t.Fatalf("ozdesk help exited %d: %s", code, out.String())
	}
	help := out.String()
	root := (&app{}).rootCommand()
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	n := 0
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, s := range c.Commands() {
			if !s.IsAvailableCommand() && !s.IsAdditionalHelpTopicCommand() && s.Name() != "help" {
				continue
			}
			if (s.Runnable() && !isGroup(s)) || s.IsAdditionalHelpTopicCommand() {
				n++
				line := "  " + strings.TrimPrefix(s.CommandPath(), "ozdesk ")
				if !strings.Contains(help, "\n"+line+"  ") || !strings.Contains(help, s.Short+"\n") {
					t.Errorf("ozdesk help does not list %q with %q", line, s.Short)
				}
			}
			walk(s)
		}
	}
	walk(root)
	if n < 30 {
		t.Errorf("only %d verbs found: the walk is wrong", n)
	}
}
