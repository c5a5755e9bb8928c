package patterns

import (
	"slices"
	"strings"
)

// The flag tables' notation read into tables (builtSpec): what `go
// generate ./patterns` writes ahead into flags_compiled.go (the process
// reads those, [progSpec], and builds none), and what TestCompiledFlags
// holds the compiled tables to. Nothing at run time calls it.

// builtSpec is a progDef read into a table, with pointers: its flags and
// subcommands by name, sorted, its subcommands' union.
type builtSpec struct {
	style                                flagStyle
	closed, stopAtOperand, bundle, modes bool
	goFlags, pids, boolNext, pflag       bool
	// flags are the flags by each name they go by, sorted by name: the
	// long (--) names are one run of them, which unique-prefix
	// abbreviation searches.
	flags []builtName
	// subs are the subcommands' tables by each name, sorted by name;
	// nil when the level has none.
	subs []builtSub
	// anySub is the union of the subcommands' flags, the first
	// subcommand (by name) deciding a name's arity.
	anySub *builtSpec
	// union, on an anySub, are the subcommands it stands for (one per
	// name, in name order).
	union []*builtSpec
}

// builtFlag is one flag (or group of synonyms) of a builtSpec.
type builtFlag struct {
	canon []string
	value valueKind
	stop  bool
}

// builtName is a flag of a table by one of its names.
type builtName struct {
	name string
	def  *builtFlag
}

// builtSub is a table by one of the names of its program or subcommand.
// Synonyms (docker podman) share one table.
type builtSub struct {
	name string
	spec *builtSpec
}

// buildPrograms builds the table of every program from its definition,
// filed by each name it goes by (sorted): what flags_compiled.go holds.
func buildPrograms() []builtSub {
	var out []builtSub
	for _, defs := range []map[string]progDef{fileProgs(), gitProgs(), netProgs(), cloudProgs(), devProgs(), dotfileProgs()} {
		for names, d := range defs {
			s := buildSpec(d)
			for _, n := range strings.Fields(names) {
				out = append(out, builtSub{n, s})
			}
		}
	}
	sortSubs(out)
	return out
}

// sortSubs sorts a list of tables by name.
func sortSubs(specs []builtSub) {
	slices.SortStableFunc(specs, func(a, b builtSub) int { return strings.Compare(a.name, b.name) })
}

// buildSpec builds the table of a definition, its subcommands' tables and
// the union of theirs with it.
func buildSpec(d progDef) *builtSpec {
	s := &builtSpec{
		style: d.style, closed: d.closed,
		stopAtOperand: d.stopAtOperand, bundle: d.bundle, modes: d.modes, goFlags: d.goFlags, pids: d.pids,
		boolNext: d.boolNext, pflag: d.pflag,
	}
	flags := map[string]*builtFlag{}
	for group := range strings.FieldsSeq(d.flags) {
		addGroup(s.style, flags, group)
	}
	s.flags = sortedFlags(flags)
	if len(d.subs) > 0 {
		for names, sd := range d.subs {
			sd.pflag = sd.pflag || d.pflag
			sub := buildSpec(sd)
			for n := range strings.FieldsSeq(names) {
				s.subs = append(s.subs, builtSub{n, sub})
			}
		}
		sortSubs(s.subs)
		s.anySub = buildAnySub(d.style, s.subs)
		s.anySub.pflag = d.pflag
	}
	return s
}

// sortedFlags lists a table's flags by name.
func sortedFlags(flags map[string]*builtFlag) []builtName {
	out := make([]builtName, 0, len(flags))
	for n, def := range flags {
		out = append(out, builtName{n, def})
	}
	slices.SortFunc(out, func(a, b builtName) int { return strings.Compare(a.name, b.name) })
	return out
}

// buildAnySub builds the table of a level whose subcommand is not known:
// every subcommand's flags in one, the first subcommand by name deciding
// a name's arity.
func buildAnySub(style flagStyle, subs []builtSub) *builtSpec {
	any := &builtSpec{style: style}
	flags := map[string]*builtFlag{}
	for _, e := range subs {
		any.union = append(any.union, e.spec)
		for _, f := range e.spec.flags {
			if _, ok := flags[f.name]; !ok {
				flags[f.name] = f.def
			}
		}
	}
	any.flags = sortedFlags(flags)
	return any
}

// addGroup reads one group of the notation into flags.
func addGroup(style flagStyle, flags map[string]*builtFlag, group string) {
	def := &builtFlag{}
	if i := strings.Index(group, ">"); i > 0 {
		def.canon = strings.Split(group[i+1:], ",")
		flags[group[:i]] = def
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
	if style == styleGNU {
		for n := range strings.SplitSeq(group, "/") {
			if strings.HasPrefix(n, "--") {
				canon = n
				break
			}
		}
	}
	def.canon = []string{canon}
	for n := range strings.SplitSeq(group, "/") {
		flags[n] = def
	}
}
