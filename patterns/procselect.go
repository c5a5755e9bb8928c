package patterns

import "strings"

// pkill, pgrep, killall and skill pick the processes they signal or list
// by options and operands; which words are options, which an option's
// value and which a pattern is their own option table's to say (fx53b,
// rt50 A4/A5, rt50k NEW-6). A rule written as `pkill ** -v **` read an
// unknown word beside pkill (`pkill -P $$`, `pkill "$APP"`) as a might
// of -v; procSelect reads the words as the program does, so a flag is
// only a flag where one stands.

// procSelect is what one pkill, pgrep, killall or skill part selects by.
type procSelect struct {
	inverse    bool   // pkill/pgrep -v, --inverse: every process the rest does not pick
	ignoreCase bool   // pkill/pgrep -i, --ignore-case; killall -I
	full       bool   // pkill/pgrep -f, --full: the pattern searches the command line
	exact      bool   // pkill/pgrep -x, --exact; killall -e
	regexp     bool   // killall -r, --regexp
	wide       string // an option picking processes by a class wider than a name, with no pattern: --ns, -r, -O, -G, -t
	terminal   bool   // -t, --terminal given (skill's -t too)
	parent     *Word  // -P, --parent's value
	user       bool   // -u/-U (skill -u) given
	patterns   []Word // the operands: a pattern (pkill, pgrep, killall -r) or a name
}

// procLongFlag is the short flag a long option without a value stands
// for in procSelect ("" for none). A switch, not a map: a table built at
// init costs every hook process (TestAdapterInits).
func procLongFlag(name string) string {
	switch name {
	case "--inverse":
		return "v"
	case "--ignore-case":
		return "i"
	case "--full":
		return "f"
	case "--exact":
		return "x"
	case "--regexp":
		return "r"
	}
	return ""
}

// wideSelector returns the option, in one spelling, of pkill's options
// that pick every process of a kind when no pattern narrows them: the
// processes in a namespace's (most of the machine: `--ns PID`), of run
// states (`-r S`, every sleeping one), older than a time (`-O 60`), of a
// group (`-G staff`), in a cgroup (`--cgroup /user.slice`); false for
// any other.
func wideSelector(name string) (string, bool) {
	switch name {
	case "--ns", "--nslist":
		return "--ns", true
	case "-r", "--runstates":
		return "-r", true
	case "-O", "--older":
		return "-O", true
	case "-G", "--group":
		return "-G", true
	case "--cgroup":
		return "--cgroup", true // a cgroup: the operator's whole session in a user slice (fx54e, rt53 N15)
	}
	return "", false
}

// readProcSelect reads the arguments of a pkill, pgrep, killall or skill
// part by its option table (killUserSpecs: which options take a value);
// ok false for any other program.
func readProcSelect(prog string, args []Word) (procSelect, bool) {
	table := prog
	if prog == "pgrep" {
		table = "pkill"
	}
	spec := killUserSpecs.get()[table]
	if spec == nil {
		return procSelect{}, false
	}
	var s procSelect
	var wide string
	for i := 0; i < len(args); i++ {
		v, lit := args[i].Literal()
		switch {
		case !lit:
			// an operand, or an option the line does not show: never
			// taken for -v (`pkill "$APP"`)
			s.patterns = append(s.patterns, args[i])
		case v == "--":
			s.patterns = append(s.patterns, args[i+1:]...)
			i = len(args)
		case strings.HasPrefix(v, "--"):
			name, _, eq := strings.Cut(v, "=")
			s.flag(prog, procLongFlag(name))
			if prog == "killall" && name == "--ignore-case" {
				s.ignoreCase = true // killall's -I (its -i asks before each kill)
			}
			var val *Word
			if spec.valued[name] && !eq && i+1 < len(args) {
				i++
				val = &args[i]
			} else if eq {
				val = &args[i]
			}
			s.option(name, val, &wide)
		case strings.HasPrefix(v, "-") && len(v) > 1:
			if isSignalWord(v[1:]) {
				continue
			}
			for k := 1; k < len(v); k++ {
				opt := "-" + v[k:k+1]
				if !spec.valued[opt] {
					s.flag(prog, v[k:k+1])
					continue
				}
				var val *Word
				switch {
				case k < len(v)-1:
					val = &args[i]
				case i+1 < len(args):
					i++
					val = &args[i]
				}
				s.option(opt, val, &wide)
				break
			}
		default:
			s.patterns = append(s.patterns, args[i])
		}
	}
	if len(s.patterns) == 0 {
		s.wide = wide
	}
	return s, true
}

// flag records a short option without a value (its letter), as prog
// reads it: killall's -v is verbose and its -i interactive, pkill's are
// the inverse and the case.
func (s *procSelect) flag(prog, letter string) {
	switch prog {
	case "pkill", "pgrep":
		switch letter {
		case "v":
			s.inverse = true
		case "i":
			s.ignoreCase = true
		case "f":
			s.full = true
		case "x":
			s.exact = true
		}
	case "killall":
		switch letter {
		case "I":
			s.ignoreCase = true
		case "e":
			s.exact = true
		case "r":
			s.regexp = true
		}
	}
}

// option records an option that takes a value.
func (s *procSelect) option(name string, val *Word, wide *string) {
	switch name {
	case "-P", "--parent":
		s.parent = val
	case "-t", "--terminal":
		s.terminal = true
	case "-u", "-U", "--euid", "--uid", "--user":
		s.user = true
	}
	if w, ok := wideSelector(name); ok && *wide == "" {
		*wide = w
	}
}
