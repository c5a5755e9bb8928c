package patterns

import "strings"

// Programs whose options take a command string that they run with the
// shell: tar --to-command, rsync -e, and git's subcommand options (see
// gitCommandOptions).

// toolCommandOptions are, per program, the options whose value is a
// command string.
var toolCommandOptions = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		// --rsh-command runs its program for an archive on HOST:FILE
		// (checked with GNU tar 1.34), --rmt-command names the one run there.
		"tar": {"--to-command", "--use-compress-program", "-I", "--info-script", "-F",
			"--new-volume-script", "--checkpoint-action", "--rsh-command", "--rmt-command"},
		"rsync": {"-e", "--rsh", "--rsync-path"},
		"cpio":  {"--rsh-command", "--rmt-command"},
	}
}}

// toolOptions reads the command strings given to p through its options.
func (r *reading) toolOptions(p *Part, sc scope) []*Node {
	return r.optionStrings(p, p.Program, p.Args(), toolCommandOptions.get()[p.Program], sc)
}

// optionStrings reads the values of the options names in words (up to a
// "--") as command strings: `-x STRING`, `--exec STRING`, `--exec=STRING`,
// a one-letter option with its value attached (-xSTRING) or ending a
// cluster (-avze STRING). tar's
// --checkpoint-action runs only its exec=STRING actions.
func (r *reading) optionStrings(p *Part, who string, words []Word, names []string, sc scope) []*Node {
	exact := sc.m.whole == nil
	var nodes []*Node
	for i := 0; i < len(words); i++ {
		lit, _ := litPrefix(words[i])
		if lit == "--" {
			break
		}
		for _, name := range names {
			var val Word
			switch {
			case lit == name && i+1 < len(words):
				i++
				val = words[i]
			case len(name) == 2 && len(lit) > 2 && lit[0] == '-' && lit[1] != '-' && lit[len(lit)-1] == name[1] && i+1 < len(words):
				i++ // -avze STRING: the letter ends a cluster
				val = words[i]
			case strings.HasPrefix(lit, name+"="):
				val = trimWordPrefix(words[i], name+"=", exact)
			case len(name) == 2 && strings.HasPrefix(lit, name) && lit != name:
				val = trimWordPrefix(words[i], name, exact)
			default:
				continue
			}
			if name == "--checkpoint-action" {
				vlit, _ := litPrefix(val)
				if !strings.HasPrefix(vlit, "exec=") {
					break
				}
				val = trimWordPrefix(val, "exec=", exact)
			}
			if v, ok := val.Literal(); ok && name != "--rsync-path" && name != "--rmt-command" && foreignProgramPath(v) {
				nodes = append(nodes, r.foreignProgram(p, who+" "+name, val))
				break
			}
			nodes = append(nodes, r.nestedWord(p, who+" "+name, val, p.Feed, sc)...)
			break
		}
	}
	return nodes
}
