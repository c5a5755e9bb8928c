package patterns

//go:generate go test -run ^TestCompiledFlags$ -update .

import "strings"

// The flag tables: for the programs ozdesk knows, which flags take a value,
// which names are synonyms, and how the program writes its options. The
// tables are written in a small notation (see progDef); `go generate`
// builds each program's ahead ([buildSpec]) and writes it as data without
// pointers, in flags_compiled.go ([progSpec]).

// flagStyle is how a program writes its options.
type flagStyle uint8

const (
	// styleGNU: -abc is -a -b -c (a value-taking letter takes the rest of
	// the word or the next word), --name and --name=value, unique prefixes
	// of long names accepted.
	styleGNU flagStyle = iota
	// styleSingle: single-dash long flags (-name, -target=x); --name is a
	// synonym of -name; no combining, no abbreviation.
	styleSingle
	// styleUnknown: a program not in the tables; -abc is read both ways.
	styleUnknown
)

// valueKind says whether a flag takes a value.
type valueKind uint8

const (
	valueNone     valueKind = iota
	valueRequired           // the rest of the word (--x=v, -xv) or the next word
	valueOptional           // only attached: --x=v (short names of the group take none)
	// valueCommand: find -exec: the words up to ; or + are a command, read
	// as a part of its own (the reader takes them out of find's part); the
	// flag itself has no value.
	valueCommand
)

// flagDef is one flag (or group of synonyms) of a program, compiled
// ahead (compiledFlagDefs).
type flagDef struct {
	// canon, canonEnd: compiledFlagCanons[canon:canonEnd] are the
	// canonical names the flag stands for ([flagDef.names]).
	canon, canonEnd uint32
	value           valueKind
	// stop ends option reading after the flag and its value: python -c,
	// java -jar.
	stop bool
}

// progDef is a program's table as written in the flags_*.go files.
type progDef struct {
	// flags lists the flags, space-separated. A group of synonyms is
	// joined by "/" (-r/-R/--recursive); its canonical name is its first
	// long (--) name, else its first name. Suffixes on a group: "=" takes
	// a value, "=?" takes an optional attached value, "=;" runs to ; or +
	// (find -exec: a command, read as its own part), and a final "!" ends
	// option reading. "-D>--delete,--force"
	// makes -D stand for two canonical flags.
	flags string
	style flagStyle
	// closed: flags not in the table take no value (no arity doubt).
	closed bool
	// stopAtOperand: option reading ends at the first operand (ssh host
	// cmd…, bash script args…).
	stopAtOperand bool
	// bundle: tar's first argument may be a bundle of letters without a dash.
	bundle bool
	// modes: chmod's -w, -rx… are modes (operands), not flags.
	modes bool
	// pids: kill's negative numbers after its first word are process
	// groups (operands; -1 is every process), not signals.
	pids bool
	// goFlags: Go's flag package, whose boolean flags also take an
	// attached value (-auto-approve=true).
	goFlags bool
	// boolNext: npm's option parser (nopt), whose boolean flags take the
	// next word as their value when it is true or false
	// (`npm publish --dry-run false` publishes).
	boolNext bool
	// pflag: Go's pflag package (cobra: kubectl, helm, docker), which
	// reads a short flag's value after "=" too (-n=prod is -n prod, where
	// getopt gives "=prod"). Its subcommands read so as well.
	pflag bool
	// subs are subcommands: the first operand picks one, whose table
	// applies to the words after it.
	subs map[string]progDef
}

// progSpec is a program's (or a subcommand's) flag table as the process
// reads it: compiled ahead from its progDef (`go generate ./patterns`
// writes flags_compiled.go from what [buildSpec] builds) into arrays
// without pointers, which the linker keeps out of .data (the collector
// maps none of it at start) and no code builds at run time. Its flags,
// subcommands and union are ranges of those arrays; a table is
// &compiledFlagSpecs[i], so synonyms (docker podman) share one.
type progSpec struct {
	style                                flagStyle
	closed, stopAtOperand, bundle, modes bool
	goFlags, pids, boolNext, pflag       bool
	// flags, flagsEnd: compiledFlagKeys[flags:flagsEnd] are the flags by
	// each name they go by, sorted by name: the long (--) names are one
	// run of them, which unique-prefix abbreviation searches.
	flags, flagsEnd uint32
	// subs, subsEnd: compiledSubKeys[subs:subsEnd] are the subcommands'
	// tables by each name, sorted by name; empty when the level has none.
	subs, subsEnd uint32
	// anySub is compiledFlagSpecs' index of the table used when the
	// subcommand is not known (a dynamic word, a pattern's * or class),
	// plus one (0: none): the union of the subcommands' flags, the first
	// subcommand (by name) deciding a name's arity.
	anySub uint32
	// union, unionEnd: compiledFlagUnions[union:unionEnd] are, on an
	// anySub, the indexes of the subcommands it stands for (one per name,
	// in name order): a flag may have the canonical name of any of them.
	union, unionEnd uint32
}

// flagText is a string of compiledFlagText: its start and length.
type flagText struct{ at, n uint32 }

// text returns the string.
func (t flagText) text() string { return compiledFlagText[t.at : t.at+t.n] }

// flagKey is a flag of a table by one of its names (compiledFlagText
// from at, n bytes): compiledFlagDefs' index of its definition.
type flagKey struct{ at, n, def uint32 }

// name returns the name.
func (k flagKey) name() string { return compiledFlagText[k.at : k.at+k.n] }

// specKey is a table by one of the names of its program or subcommand
// (compiledFlagText from at, n bytes): its index in compiledFlagSpecs.
type specKey struct{ at, n, spec uint32 }

// name returns the name.
func (k specKey) name() string { return compiledFlagText[k.at : k.at+k.n] }

// genericSpec stands for a program not in the tables.
var genericSpec = &progSpec{style: styleUnknown}

// keys returns the table's flags by name.
func (s *progSpec) keys() []flagKey { return compiledFlagKeys[s.flags:s.flagsEnd] }

// hasSubs reports whether the level has subcommands.
func (s *progSpec) hasSubs() bool { return s.subsEnd > s.subs }

// hasUnion reports whether the table stands for several subcommands.
func (s *progSpec) hasUnion() bool { return s.unionEnd > s.union }

// anySubSpec returns the table of an unknown subcommand, or nil.
func (s *progSpec) anySubSpec() *progSpec {
	if s.anySub == 0 {
		return nil
	}
	return &compiledFlagSpecs[s.anySub-1]
}

// flag returns the flag named exactly name, or nil.
func (s *progSpec) flag(name string) *flagDef {
	if i, ok := s.flagAt(name); ok {
		return &compiledFlagDefs[compiledFlagKeys[s.flags+uint32(i)].def]
	}
	return nil
}

// flagAt returns where name is, or would be, in s.keys(), and whether it
// is there.
func (s *progSpec) flagAt(name string) (int, bool) {
	keys := s.keys()
	lo, hi := 0, len(keys)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if keys[m].name() < name {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(keys) && keys[lo].name() == name
}

// subNamed returns the table of the subcommand named name.
func (s *progSpec) subNamed(name string) (*progSpec, bool) {
	return findSpec(compiledSubKeys[s.subs:s.subsEnd], name)
}

// findSpec finds name's table in a list sorted by name.
func findSpec(keys []specKey, name string) (*progSpec, bool) {
	lo, hi := 0, len(keys)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if keys[m].name() < name {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(keys) && keys[lo].name() == name {
		return &compiledFlagSpecs[keys[lo].spec], true
	}
	return nil, false
}

// names returns the canonical names the flag stands for: one name
// usually, two for git branch -D (--delete --force).
func (d *flagDef) names() []string {
	out := make([]string, d.canonEnd-d.canon)
	for i := range out {
		out[i] = compiledFlagCanons[d.canon+uint32(i)].text()
	}
	return out
}

// programSpec returns the table of a program by base name, or genericSpec.
// A versioned name (python3.12, bash5) falls back to its unversioned one.
func programSpec(name string) *progSpec {
	if s, ok := findSpec(compiledProgramKeys[:], name); ok {
		return s
	}
	trimmed := strings.TrimRight(name, "0123456789.")
	if trimmed != name && trimmed != "" {
		if s, ok := findSpec(compiledProgramKeys[:], trimmed); ok {
			return s
		}
	}
	return genericSpec
}

// sub returns the table for the subcommand named by an operand: the
// subcommand's own, anySub when the operand is not a literal, or nil when
// the level has no subcommands (or the literal names none: generic).
func (s *progSpec) sub(lit string, literal bool) *progSpec {
	if !s.hasSubs() {
		return nil
	}
	if !literal {
		return s.anySubSpec()
	}
	if sub, ok := s.subNamed(lit); ok {
		return sub
	}
	return genericSpec
}

// lookup finds a flag by name as written ("-f", "--force", "-target"):
// exactly, then (GNU) by a unique prefix of a long name, then (single-dash
// style) --name as -name.
func (s *progSpec) lookup(name string) *flagDef {
	i, ok := s.flagAt(name)
	keys := s.keys()
	if ok {
		return &compiledFlagDefs[keys[i].def]
	}
	switch s.style {
	case styleGNU:
		// The names after name in order that start with it are the
		// long names it abbreviates (name starts with "--").
		if strings.HasPrefix(name, "--") && len(name) > 3 {
			if i < len(keys) && strings.HasPrefix(keys[i].name(), name) &&
				(i+1 == len(keys) || !strings.HasPrefix(keys[i+1].name(), name)) {
				return &compiledFlagDefs[keys[i].def]
			}
		}
	case styleSingle:
		if strings.HasPrefix(name, "--") {
			return s.flag(name[1:])
		}
	}
	return nil
}

// canonical returns the canonical names of a flag written as name: the
// table's, or the name itself (in single-dash form for single-dash styles).
func (s *progSpec) canonical(name string, d *flagDef) []string {
	if d != nil {
		return d.names()
	}
	if s.style == styleSingle && strings.HasPrefix(name, "--") {
		return []string{name[1:]}
	}
	return []string{name}
}

// otherNames returns the canonical names a flag written as name may have
// besides canon, on a level that stands for any of several subcommands
// (git -d is --delete for push and branch, -d for clean).
func (s *progSpec) otherNames(name string, canon []string) []string {
	if !s.hasUnion() || len(canon) != 1 {
		return nil
	}
	var out []string
	for _, at := range compiledFlagUnions[s.union:s.unionEnd] {
		sub := &compiledFlagSpecs[at]
		c := sub.canonical(name, sub.lookup(name))
		if len(c) == 1 && c[0] != canon[0] && !contains(out, c[0]) {
			out = append(out, c[0])
		}
	}
	return out
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

// isMode reports whether a word is a chmod mode that looks like a flag:
// -w, -rwx, -x+s.
func isMode(text string) bool {
	if len(text) < 2 || strings.HasPrefix(text, "--") {
		return false
	}
	return strings.Trim(text[1:], "rwxXstugoa+-=,01234567") == ""
}
