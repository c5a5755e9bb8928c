package patterns

import (
	"bytes"
	"fmt"
	"go/format"
	"os"
	"strconv"
	"strings"
	"testing"
)

// flagsCompiledFile is the file `go generate ./patterns` writes the flag
// tables to.
const flagsCompiledFile = "flags_compiled.go"

// TestCompiledFlags holds the flag tables compiled ahead to their
// definitions: every program name's table in flags_compiled.go is the
// table buildSpec builds from flags_*.go now (its settings, its flags by
// each name with their canonical names and arity, its subcommands' tables
// and their union, down through every level), sharing what the built
// tables share (synonyms one table, a flag's names one definition); and
// the file is what the generator writes. go generate ./patterns (go test
// ./patterns -run TestCompiledFlags -update) writes it again after a
// definition changes.
func TestCompiledFlags(t *testing.T) {
	built := buildPrograms()
	src, err := compiledFlagsSource(built)
	if err != nil {
		t.Fatal(err)
	}
	if *updateDocs {
		if err := os.WriteFile(flagsCompiledFile, src, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	for i := 1; i < len(built); i++ {
		if built[i].name == built[i-1].name {
			t.Errorf("two tables are named %s", built[i].name)
		}
	}
	if len(compiledProgramKeys) != len(built) {
		t.Fatalf("%s holds %d program names, the definitions %d: run go generate ./patterns", flagsCompiledFile, len(compiledProgramKeys), len(built))
	}
	eq := newFlagsEqual()
	for i, b := range built {
		c := compiledProgramKeys[i]
		if c.name() != b.name {
			t.Errorf("program %d is %s in %s, %s in the definitions: run go generate ./patterns", i, c.name(), flagsCompiledFile, b.name)
			continue
		}
		if err := eq.spec(b.spec, &compiledFlagSpecs[c.spec]); err != nil {
			t.Errorf("%s's table in %s is not what buildSpec builds from its definition: %v (run go generate ./patterns)", b.name, flagsCompiledFile, err)
		}
	}
	have, err := os.ReadFile(flagsCompiledFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, src) {
		t.Errorf("%s is not what the generator writes: run go generate ./patterns", flagsCompiledFile)
	}
}

// flagsEqual compares built tables with compiled ones, holding the pairs
// it has met to one another both ways, so that what one side shares
// (a table, a flag's definition) the other shares too.
type flagsEqual struct {
	specs    map[*builtSpec]*progSpec
	specsRev map[*progSpec]*builtSpec
	defs     map[*builtFlag]*flagDef
	defsRev  map[*flagDef]*builtFlag
}

func newFlagsEqual() *flagsEqual {
	return &flagsEqual{specs: map[*builtSpec]*progSpec{}, specsRev: map[*progSpec]*builtSpec{},
		defs: map[*builtFlag]*flagDef{}, defsRev: map[*flagDef]*builtFlag{}}
}

// spec returns why c is not b, or nil.
func (e *flagsEqual) spec(b *builtSpec, c *progSpec) error {
	if (b == nil) != (c == nil) {
		return fmt.Errorf("one table is missing: built %v, compiled %v", b != nil, c != nil)
	}
	if b == nil {
		return nil
	}
	pc, seen := e.specs[b]
	pb, seenRev := e.specsRev[c]
	if seen || seenRev {
		if pc != c || pb != b {
			return fmt.Errorf("the tables share differently")
		}
		return nil
	}
	e.specs[b], e.specsRev[c] = c, b
	bs := [...]bool{b.closed, b.stopAtOperand, b.bundle, b.modes, b.goFlags, b.pids, b.boolNext, b.pflag}
	cs := [...]bool{c.closed, c.stopAtOperand, c.bundle, c.modes, c.goFlags, c.pids, c.boolNext, c.pflag}
	if b.style != c.style || bs != cs {
		return fmt.Errorf("settings %v %v, compiled %v %v", b.style, bs, c.style, cs)
	}
	keys := c.keys()
	if len(keys) != len(b.flags) {
		return fmt.Errorf("%d flag names, compiled %d", len(b.flags), len(keys))
	}
	for i, f := range b.flags {
		if keys[i].name() != f.name {
			return fmt.Errorf("flag %d is %s, compiled %s", i, f.name, keys[i].name())
		}
		if err := e.def(f.def, &compiledFlagDefs[keys[i].def]); err != nil {
			return fmt.Errorf("flag %s: %w", f.name, err)
		}
	}
	subs := compiledSubKeys[c.subs:c.subsEnd]
	if len(subs) != len(b.subs) || c.hasSubs() != (b.subs != nil) {
		return fmt.Errorf("%d subcommand names, compiled %d", len(b.subs), len(subs))
	}
	for i, s := range b.subs {
		if subs[i].name() != s.name {
			return fmt.Errorf("subcommand %d is %s, compiled %s", i, s.name, subs[i].name())
		}
		if err := e.spec(s.spec, &compiledFlagSpecs[subs[i].spec]); err != nil {
			return fmt.Errorf("%s: %w", s.name, err)
		}
	}
	if err := e.spec(b.anySub, c.anySubSpec()); err != nil {
		return fmt.Errorf("an unknown subcommand: %w", err)
	}
	union := compiledFlagUnions[c.union:c.unionEnd]
	if len(union) != len(b.union) {
		return fmt.Errorf("a union of %d tables, compiled %d", len(b.union), len(union))
	}
	for i, u := range b.union {
		if err := e.spec(u, &compiledFlagSpecs[union[i]]); err != nil {
			return fmt.Errorf("the union's table %d: %w", i, err)
		}
	}
	return nil
}

// def returns why c is not b, or nil.
func (e *flagsEqual) def(b *builtFlag, c *flagDef) error {
	pc, seen := e.defs[b]
	pb, seenRev := e.defsRev[c]
	if seen || seenRev {
		if pc != c || pb != b {
			return fmt.Errorf("the definitions share differently")
		}
		return nil
	}
	e.defs[b], e.defsRev[c] = c, b
	if got := c.names(); b.value != c.value || b.stop != c.stop || strings.Join(got, " ") != strings.Join(b.canon, " ") || len(got) != len(b.canon) {
		return fmt.Errorf("canonical %q value %d stop %v, compiled %q %d %v", b.canon, b.value, b.stop, got, c.value, c.stop)
	}
	return nil
}

// compiledFlagNames are the program names the compiled flag tables hold.
func compiledFlagNames() []string {
	var out []string
	for _, e := range compiledProgramKeys {
		out = append(out, e.name())
	}
	return out
}

// flagsGen lays the built tables out as the compiled arrays: each table
// and each flag definition once, in the order met, its flags, subcommands
// and union as ranges; each string once in the text.
type flagsGen struct {
	specs    map[*builtSpec]uint32
	order    []*builtSpec
	defs     map[*builtFlag]uint32
	defOrder []*builtFlag
	texts    map[string]flagText
	text     strings.Builder
	canons   []flagText
}

// spec numbers s and what it holds.
func (g *flagsGen) spec(s *builtSpec) {
	if _, ok := g.specs[s]; ok {
		return
	}
	g.specs[s] = uint32(len(g.order))
	g.order = append(g.order, s)
	for _, f := range s.flags {
		if _, ok := g.defs[f.def]; !ok {
			g.defs[f.def] = uint32(len(g.defOrder))
			g.defOrder = append(g.defOrder, f.def)
		}
	}
	for _, e := range s.subs {
		g.spec(e.spec)
	}
	if s.anySub != nil {
		g.spec(s.anySub)
	}
	for _, u := range s.union {
		g.spec(u)
	}
}

// str returns where s is in the text, adding it the first time.
func (g *flagsGen) str(s string) flagText {
	if t, ok := g.texts[s]; ok {
		return t
	}
	t := flagText{uint32(g.text.Len()), uint32(len(s))}
	g.text.WriteString(s)
	g.texts[s] = t
	return t
}

// compiledFlagsSource writes the tables as Go: one string and arrays of
// integers, all of it static data without pointers (no initialiser runs
// for it, and the collector maps none of it).
func compiledFlagsSource(programs []builtSub) ([]byte, error) {
	g := flagsGen{specs: map[*builtSpec]uint32{}, defs: map[*builtFlag]uint32{}, texts: map[string]flagText{}}
	for _, e := range programs {
		g.spec(e.spec)
	}
	var specs, keys, defs, subs, unions, progs []string
	ref := func(t flagText) string { return fmt.Sprintf("{%d, %d}", t.at, t.n) }
	for _, s := range g.order {
		c := progSpec{style: s.style, closed: s.closed, stopAtOperand: s.stopAtOperand, bundle: s.bundle, modes: s.modes,
			goFlags: s.goFlags, pids: s.pids, boolNext: s.boolNext, pflag: s.pflag}
		c.flags = uint32(len(keys))
		for _, f := range s.flags {
			t := g.str(f.name)
			keys = append(keys, fmt.Sprintf("{%d, %d, %d}", t.at, t.n, g.defs[f.def]))
		}
		c.flagsEnd = uint32(len(keys))
		c.subs = uint32(len(subs))
		for _, e := range s.subs {
			t := g.str(e.name)
			subs = append(subs, fmt.Sprintf("{%d, %d, %d}", t.at, t.n, g.specs[e.spec]))
		}
		c.subsEnd = uint32(len(subs))
		if s.anySub != nil {
			c.anySub = g.specs[s.anySub] + 1
		}
		c.union = uint32(len(unions))
		for _, u := range s.union {
			unions = append(unions, strconv.Itoa(int(g.specs[u])))
		}
		c.unionEnd = uint32(len(unions))
		specs = append(specs, fmt.Sprintf("{%d, %v, %v, %v, %v, %v, %v, %v, %v, %d, %d, %d, %d, %d, %d, %d}",
			c.style, c.closed, c.stopAtOperand, c.bundle, c.modes, c.goFlags, c.pids, c.boolNext, c.pflag,
			c.flags, c.flagsEnd, c.subs, c.subsEnd, c.anySub, c.union, c.unionEnd))
	}
	for _, d := range g.defOrder {
		at := len(g.canons)
		for _, n := range d.canon {
			g.canons = append(g.canons, g.str(n))
		}
		defs = append(defs, fmt.Sprintf("{%d, %d, %d, %v}", at, len(g.canons), d.value, d.stop))
	}
	var canons []string
	for _, t := range g.canons {
		canons = append(canons, ref(t))
	}
	for _, e := range programs {
		t := g.str(e.name)
		progs = append(progs, fmt.Sprintf("{%d, %d, %d}", t.at, t.n, g.specs[e.spec]))
	}
	var b bytes.Buffer
	b.WriteString("// Code generated by go test ./patterns -run TestCompiledFlags -update; DO NOT EDIT.\n\npackage patterns\n\n")
	b.WriteString("// The flag tables of flags_*.go as buildSpec builds them, compiled ahead\n")
	b.WriteString("// without pointers (flags.go reads them, flags_compiled_test.go writes\n")
	b.WriteString("// them and holds them to the definitions).\n\n")
	b.WriteString("// compiledFlagText holds every name the tables hold, each once.\n")
	b.WriteString("const compiledFlagText = " + strconv.Quote(g.text.String()) + "\n\n")
	for _, a := range []struct {
		name, doc, typ string
		items          []string
	}{
		{"compiledFlagSpecs", "are the tables, each once: a program's, a subcommand's, an unknown subcommand's", "progSpec", specs},
		{"compiledFlagKeys", "are each table's flags by name, a range of them a table", "flagKey", keys},
		{"compiledFlagDefs", "are the flags' definitions, each once", "flagDef", defs},
		{"compiledFlagCanons", "are the definitions' canonical names, a range of them a definition", "flagText", canons},
		{"compiledSubKeys", "are each table's subcommands by name, a range of them a table", "specKey", subs},
		{"compiledFlagUnions", "are the tables each unknown subcommand's table stands for, a range of them a table", "uint32", unions},
		{"compiledProgramKeys", "are the programs' tables by each name of the program, sorted by name", "specKey", progs},
	} {
		fmt.Fprintf(&b, "// %s %s.\nvar %s = [...]%s{", a.name, a.doc, a.name, a.typ)
		for i, it := range a.items {
			if i%6 == 0 {
				b.WriteString("\n")
			}
			b.WriteString(it + ", ")
		}
		b.WriteString("\n}\n\n")
	}
	return format.Source(b.Bytes())
}
