package patterns

import (
	"slices"
	"sort"
	"strings"
	"sync"
)

// The flag tables: for the programs ozdesk knows, which flags take a value,
// which names are synonyms, and how the program writes its options. The
// tables are written in a small notation (see progDef); each program's is
// built into a read-only progSpec once, when a command first uses it.

// flagStyle is how a program writes its options.
type flagStyle int

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
type valueKind int

const (
	valueNone     valueKind = iota
	valueRequired           // the rest of the word (--x=v, -xv) or the next word
	valueOptional           // only attached: --x=v (short names of the group take none)
	// valueCommand: find -exec: the words up to ; or + are a command, read
	// as a part of its own (the reader takes them out of find's part); the
	// flag itself has no value.
	valueCommand
)

// flagDef is one flag (or group of synonyms) of a program.
type flagDef struct {
	// canon are the canonical names the flag stands for: one name
	// usually, two for git branch -D (--delete --force).
	canon []string
	value valueKind
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

// progSpec is a progDef built for lookups.
type progSpec struct {
	style                                flagStyle
	flags                                map[string]*flagDef
	longs                                []string // sorted long names, for unique-prefix abbreviation
	closed, stopAtOperand, bundle, modes bool
	goFlags, pids, boolNext, pflag       bool
	// subs are the subcommands' tables, each built on first use.
	subs map[string]*lazySpec
	// anySub is used when the subcommand is not known (a dynamic word, a
	// pattern's * or class): the union of the subcommands' flags, the
	// first subcommand (by name) deciding a name's arity. Built on first
	// use.
	anySub func() *progSpec
	// union, on an anySub, are the subcommands it stands for: a flag may
	// have the canonical name of any of them.
	union []*progSpec
}

// genericSpec stands for a program not in the tables.
var genericSpec = &progSpec{style: styleUnknown, flags: map[string]*flagDef{}}

// programIndex maps each known program's name to its table, built on
// first use of that program: a process reads a few programs, so it builds
// a few of the tables (building them all took a hook process about 1.5
// ms). The index itself is built once, on first use: a process that never
// reads a command (a client of the broker) pays for none of it.
var programIndex = lazy[map[string]*lazySpec]{build: buildProgramIndex}

// lazySpec is one entry of the index: a program's table as written, and
// the progSpec built from it on first use. Synonyms (docker podman) share
// one entry, so they share one progSpec. Subcommands (git push) are
// entries of their program's table, built on first use too.
type lazySpec struct {
	def  progDef
	spec func() *progSpec
}

// newLazySpec returns the entry of a table, built on first use.
func newLazySpec(d progDef) *lazySpec {
	e := &lazySpec{def: d}
	e.spec = sync.OnceValue(func() *progSpec { return buildSpec(e.def) })
	return e
}

// buildProgramIndex files the flag tables of every program by each name
// it goes by, each table built on first use.
func buildProgramIndex() map[string]*lazySpec {
	tables := []map[string]progDef{fileProgs(), gitProgs(), netProgs(), cloudProgs(), devProgs()}
	// Made at its size (a name per space of each key, at most): grown
	// from empty, it was rehashed as the names came (issue 10).
	size := 0
	for _, defs := range tables {
		for names := range defs {
			size += strings.Count(names, " ") + 1
		}
	}
	out := make(map[string]*lazySpec, size)
	for _, defs := range tables {
		for names, d := range defs {
			e := newLazySpec(d)
			for _, n := range strings.Fields(names) {
				out[n] = e
			}
		}
	}
	return out
}

func buildSpec(d progDef) *progSpec {
	s := &progSpec{
		style: d.style, closed: d.closed,
		stopAtOperand: d.stopAtOperand, bundle: d.bundle, modes: d.modes, goFlags: d.goFlags, pids: d.pids,
		boolNext: d.boolNext, pflag: d.pflag,
	}
	// Sized once: a name per group and per synonym ("/"), and a long
	// name for at most each of those; growing the map as the groups
	// came was much of a table's cost.
	names := strings.Count(d.flags, " ") + strings.Count(d.flags, "/") + 1
	s.flags = make(map[string]*flagDef, names)
	for group := range strings.FieldsSeq(d.flags) {
		addGroup(s, group)
	}
	s.longs = make([]string, 0, strings.Count(d.flags, "--"))
	for n := range s.flags {
		if strings.HasPrefix(n, "--") {
			s.longs = append(s.longs, n)
		}
	}
	slices.Sort(s.longs)
	if len(d.subs) > 0 {
		s.subs = make(map[string]*lazySpec, len(d.subs))
		for names, sd := range d.subs {
			sd.pflag = sd.pflag || d.pflag
			e := newLazySpec(sd)
			for n := range strings.FieldsSeq(names) {
				s.subs[n] = e
			}
		}
		s.anySub = sync.OnceValue(func() *progSpec {
			a := buildAnySub(d.style, s.subs)
			a.pflag = d.pflag
			return a
		})
	}
	return s
}

// buildAnySub builds the table of a level whose subcommand is not known:
// every subcommand's table (so all of them are built), their flags in
// one, the first subcommand by name deciding a name's arity.
func buildAnySub(style flagStyle, subs map[string]*lazySpec) *progSpec {
	names := make([]string, 0, len(subs))
	for n := range subs {
		names = append(names, n)
	}
	sort.Strings(names)
	any := &progSpec{style: style, flags: map[string]*flagDef{}}
	for _, n := range names {
		sub := subs[n].spec()
		any.union = append(any.union, sub)
		for f, def := range sub.flags {
			if _, ok := any.flags[f]; !ok {
				any.flags[f] = def
			}
		}
	}
	for n := range any.flags {
		if strings.HasPrefix(n, "--") {
			any.longs = append(any.longs, n)
		}
	}
	sort.Strings(any.longs)
	return any
}

// addGroup reads one group of the notation into s.
func addGroup(s *progSpec, group string) {
	def := &flagDef{}
	if i := strings.Index(group, ">"); i > 0 {
		def.canon = strings.Split(group[i+1:], ",")
		s.flags[group[:i]] = def
		return
	}
	if strings.HasSuffix(group, "!") {
		def.stop = true
		group = strings.TrimSuffix(group, "!")
	}
	switch {
	case strings.HasSuffix(group, "=;"):
		def.value, group = valueCommand, strings.TrimSuffix(group, "=;")
	case strings.HasSuffix(group, "=?"):
		def.value, group = valueOptional, strings.TrimSuffix(group, "=?")
	case strings.HasSuffix(group, "="):
		def.value, group = valueRequired, strings.TrimSuffix(group, "=")
	}
	canon, _, _ := strings.Cut(group, "/")
	if s.style == styleGNU {
		for n := range strings.SplitSeq(group, "/") {
			if strings.HasPrefix(n, "--") {
				canon = n
				break
			}
		}
	}
	def.canon = []string{canon}
	for n := range strings.SplitSeq(group, "/") {
		s.flags[n] = def
	}
}

// programSpec returns the table of a program by base name, or genericSpec.
// A versioned name (python3.12, bash5) falls back to its unversioned one.
func programSpec(name string) *progSpec {
	if e, ok := programIndex.get()[name]; ok {
		return e.spec()
	}
	trimmed := strings.TrimRight(name, "0123456789.")
	if trimmed != name && trimmed != "" {
		if e, ok := programIndex.get()[trimmed]; ok {
			return e.spec()
		}
	}
	return genericSpec
}

// sub returns the table for the subcommand named by an operand: the
// subcommand's own, anySub when the operand is not a literal, or nil when
// the level has no subcommands (or the literal names none: generic).
func (s *progSpec) sub(lit string, literal bool) *progSpec {
	if s.subs == nil {
		return nil
	}
	if !literal {
		return s.anySub()
	}
	if e, ok := s.subs[lit]; ok {
		return e.spec()
	}
	return genericSpec
}

// lookup finds a flag by name as written ("-f", "--force", "-target"):
// exactly, then (GNU) by a unique prefix of a long name, then (single-dash
// style) --name as -name.
func (s *progSpec) lookup(name string) *flagDef {
	if d, ok := s.flags[name]; ok {
		return d
	}
	switch s.style {
	case styleGNU:
		if strings.HasPrefix(name, "--") && len(name) > 3 {
			i := sort.SearchStrings(s.longs, name)
			if i < len(s.longs) && strings.HasPrefix(s.longs[i], name) &&
				(i+1 == len(s.longs) || !strings.HasPrefix(s.longs[i+1], name)) {
				return s.flags[s.longs[i]]
			}
		}
	case styleSingle:
		if strings.HasPrefix(name, "--") {
			return s.flags[name[1:]]
		}
	}
	return nil
}

// canonical returns the canonical names of a flag written as name: the
// table's, or the name itself (in single-dash form for single-dash styles).
func (s *progSpec) canonical(name string, d *flagDef) []string {
	if d != nil {
		return d.canon
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
	if len(s.union) == 0 || len(canon) != 1 {
		return nil
	}
	var out []string
	for _, sub := range s.union {
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
