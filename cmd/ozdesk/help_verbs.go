package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
)

// verbGroups sorts the top-level commands into the groups `ozdesk help`
// lists them in, in order. A command missing here is listed under "Other
// commands", so no verb is ever left out of the help.
var verbGroups = []struct {
	title string
	names []string
}{
	{"The desk", []string{"demo"}},
	{"Asking (agents and their harnesses)", []string{"ask", "hook", "acp", "shell"}},
	{"Deciding asks", []string{"queue"}},
	{"Writing the policy", []string{"policy"}},
	{"The audit trail and the store", []string{"audit", "init", "store"}},
	{"Protected mode", []string{"serve", "whoami"}},
	{"Shell completion and help", []string{"completion", "help"}},
}

// helpFunc is the help of every command: the root's lists every verb of
// the tree (subcommands included) in groups; the others are cobra's.
func helpFunc(root *cobra.Command) func(*cobra.Command, []string) {
	standard := (&cobra.Command{}).HelpFunc()
	return func(c *cobra.Command, args []string) {
		if c != root {
			standard(c, args)
			return
		}
		writeRootHelp(c.OutOrStdout(), c)
	}
}

// writeRootHelp writes the root's help: what ozdesk is, how to run it,
// every verb by group with its short line, the help topics and the flags.
func writeRootHelp(w io.Writer, root *cobra.Command) {
	fmt.Fprintf(w, "%s\n\nUsage:\n  %s [flags]            open the desk\n  %s VERB... [flags]\n",
		root.Long, root.Name(), root.Name())
	groupOf := map[string]int{}
	for i, g := range verbGroups {
		for _, n := range g.names {
			groupOf[n] = i
		}
	}
	listed := make([][]*cobra.Command, len(verbGroups)+1)
	var topics []*cobra.Command
	for _, c := range root.Commands() {
		switch {
		case c.IsAdditionalHelpTopicCommand():
			topics = append(topics, c)
		case c.IsAvailableCommand() || c.Name() == "help":
			i, ok := groupOf[c.Name()]
			if !ok {
				i = len(verbGroups)
			}
			listed[i] = append(listed[i], c)
		}
	}
	for i, cmds := range listed {
		if len(cmds) == 0 {
			continue
		}
		title := "Other commands"
		if i < len(verbGroups) {
			title = verbGroups[i].title
		}
		fmt.Fprintf(w, "\n%s:\n", title)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		for _, c := range cmds {
			for _, v := range verbs(c) {
				fmt.Fprintf(tw, "  %s\t%s\n", strings.TrimPrefix(v.CommandPath(), root.Name()+" "), v.Short)
			}
		}
		_ = tw.Flush()
	}
	if len(topics) > 0 {
		fmt.Fprintln(w, "\nHelp topics (ozdesk help TOPIC):")
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		for _, c := range topics {
			fmt.Fprintf(tw, "  %s\t%s\n", c.Name(), c.Short)
		}
		_ = tw.Flush()
	}
	if fl := root.LocalFlags(); fl.HasAvailableFlags() {
		fmt.Fprintf(w, "\nFlags:\n%s", fl.FlagUsages())
	}
	fmt.Fprintf(w, "\nRun '%s VERB --help' for a verb's arguments and flags.\n", root.Name())
}

// verbs lists c and the commands under it that do something, depth first:
// a command that only groups others (queue, policy) is left out, and its
// verbs stand in for it.
func verbs(c *cobra.Command) []*cobra.Command {
	var out []*cobra.Command
	if !isGroup(c) {
		out = append(out, c)
	}
	for _, s := range c.Commands() {
		if s.IsAvailableCommand() {
			out = append(out, verbs(s)...)
		}
	}
	return out
}
