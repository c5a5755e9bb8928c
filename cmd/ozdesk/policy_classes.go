//go:build !ozdesk_adapters

package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/patterns"
)

// classJSON is one class in `policy classes --json`.
type classJSON struct {
	Name    string `json:"name"`
	Arg     string `json:"arg,omitempty"`
	Pattern string `json:"pattern"`
	Doc     string `json:"doc"`
	Program bool   `json:"program,omitempty"`
}

// policyClassesCommand lists the classes a pattern can name, the list an
// unknown class's error points to.
func (a *app) policyClassesCommand() *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "classes [WORD] [--json]",
		Short: "List the classes a pattern can name ([home], [host:NAME] …), with what each holds",
		Long: "classes lists the classes a rule's pattern can name for one operand, narrowest first,\n" +
			"each as a pattern writes it and what it holds. WORD keeps the classes whose name or\n" +
			"description holds it (any case): ozdesk policy classes secret.",
		Args: func(c *cobra.Command, args []string) error {
			if len(args) > 1 {
				return usagef("usage: "+c.UseLine(), "policy classes wants at most one WORD, got %d arguments", len(args))
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			var word string
			if len(args) == 1 {
				word = strings.ToLower(args[0])
			}
			var out []classJSON
			for _, ci := range patterns.Classes() {
				if word != "" && !strings.Contains(strings.ToLower(ci.Name+" "+ci.Doc), word) {
					continue
				}
				out = append(out, classJSON{Name: ci.Name, Arg: ci.Arg, Pattern: classPattern(ci), Doc: ci.Doc, Program: ci.Program})
			}
			if asJSON {
				return printJSON(a.stdout, append([]classJSON{}, out...))
			}
			if len(out) == 0 {
				fmt.Fprintf(a.stdout, "no class's name or description holds %q: run 'ozdesk policy classes' for all of them\n", word)
				return nil
			}
			for _, c := range out {
				fmt.Fprintln(a.stdout, c.Pattern)
				for _, line := range wrapWords(c.Doc, 74) {
					fmt.Fprintln(a.stdout, "    "+line)
				}
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the classes as JSON")
	return c
}

// classPattern is how a pattern writes the class: [name] or [name:ARG].
func classPattern(ci patterns.ClassInfo) string {
	if ci.Arg != "" {
		return "[" + ci.Name + ":" + ci.Arg + "]"
	}
	return "[" + ci.Name + "]"
}

// wrapWords breaks text into lines of at most width bytes at spaces (a
// word longer than width stands on a line of its own).
func wrapWords(text string, width int) []string {
	var lines []string
	var line strings.Builder
	for _, w := range strings.Fields(text) {
		if line.Len() > 0 && line.Len()+1+len(w) > width {
			lines = append(lines, line.String())
			line.Reset()
		}
		if line.Len() > 0 {
			line.WriteByte(' ')
		}
		line.WriteString(w)
	}
	if line.Len() > 0 {
		lines = append(lines, line.String())
	}
	return lines
}
