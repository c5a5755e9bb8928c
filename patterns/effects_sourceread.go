package patterns

import (
	"fmt"
	"strings"
)

// A path read from input, then sourced (rt22e #17): `curl URL | { read -r
// f; source "$f"; }` sources the path the download names, and
// /dev/stdin there runs the rest of the download in this shell (checked
// with bash 5). The line does not hold the path, so a source (or .)
// whose file word reads a variable that read, mapfile or readarray fills
// is unreadable: the script it runs is chosen by what it read, not by
// the line. A variable the line does not fill this way (source
// "$VENV/bin/activate") is a file on disk, left alone.

// readNames returns the variables the line's read, mapfile and readarray
// parts fill.
func readNames(cmd *Command) map[string]bool {
	names := map[string]bool{}
	for _, p := range cmd.Parts {
		args := p.Args()
		switch p.Program {
		case "read":
			got := false
			for i := 0; i < len(args); i++ {
				lit, _ := litPrefix(args[i])
				if strings.HasPrefix(lit, "-") && len(lit) > 1 {
					if k := strings.IndexAny(lit[1:], readValueOpts); k >= 0 && 1+k == len(lit)-1 {
						i++
						if lit[1+k] == 'a' && i < len(args) {
							if v, ok := args[i].Literal(); ok {
								names[v], got = true, true
							}
						}
					}
					continue
				}
				if v, ok := args[i].Literal(); ok {
					names[v], got = true, true
				}
			}
			if !got {
				names["REPLY"] = true
			}
		case "mapfile", "readarray":
			names["MAPFILE"] = true
			if len(args) > 0 {
				if v, ok := args[len(args)-1].Literal(); ok {
					names[v] = true
				}
			}
		}
	}
	return names
}

// sourcedReads marks unreadable each source or . whose file word reads a
// variable the line fills from input.
func (r *reading) sourcedReads() {
	var names map[string]bool
parts:
	for i, p := range r.cmd.Parts {
		if p.Program != "source" && p.Program != "." {
			continue
		}
		args := trimDashDash(p.Args())
		if len(args) == 0 || !args[0].Dynamic() {
			continue
		}
		if names == nil {
			names = readNames(r.cmd)
		}
		for _, s := range args[0].Segs {
			for _, v := range s.ValueVars() {
				if !names[v] {
					continue
				}
				r.effectUnreadable(i, UnreadableEval, args[0].Span, fmt.Sprintf(
					"%s runs the file %s names, and the line reads %s from its input, so what it runs is chosen when it runs.",
					p.Program, quoteRaw(args[0].Raw), quoteRaw("$"+v)))
				continue parts
			}
		}
	}
}
