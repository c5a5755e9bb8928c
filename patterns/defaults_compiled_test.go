package patterns

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"go/format"
	"os"
	"reflect"
	"slices"
	"strconv"
	"testing"
)

// compiledFile is the file `go generate ./patterns` writes.
const compiledFile = "defaults_compiled.go"

// TestCompiledDefaults holds the compiled defaults to the default table:
// each compiled pattern is the one parsing its text gives now, in the
// order Defaults reads them, and the file is what the generator writes.
// go generate ./patterns (go test ./patterns -run TestCompiledDefaults
// -update) writes it again after the table or the pattern parser changes.
func TestCompiledDefaults(t *testing.T) {
	src, err := compiledDefaultsSource()
	if err != nil {
		t.Fatal(err)
	}
	if *updateDocs {
		if err := os.WriteFile(compiledFile, src, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	texts := builtinTexts()
	compiled := compiledPatterns()
	if len(compiled) != len(texts) {
		t.Fatalf("%s holds %d patterns, the default table %d: run go generate ./patterns", compiledFile, len(compiled), len(texts))
	}
	sp := newPatternParser()
	for i, text := range texts {
		if want := mustParseBuiltin(sp, text); !samePattern(compiled[i], want) {
			t.Errorf("compiled pattern %d (%s) is not what parsing it gives now: run go generate ./patterns", i, text)
		}
	}
	have, err := os.ReadFile(compiledFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, src) {
		t.Errorf("%s is not what the generator writes: run go generate ./patterns", compiledFile)
	}
}

// TestDefaultsStaleCompiled: a compiled table out of step with the default
// table costs time, never a wrong pattern: Defaults parses what it does
// not hold.
func TestDefaultsStaleCompiled(t *testing.T) {
	texts := builtinTexts()
	sp := newPatternParser()
	compiledDefaults := compiledPatterns()
	for _, tc := range []struct {
		name     string
		compiled []*Pattern
	}{
		{"current", compiledDefaults},
		{"none", nil},
		{"one missing", append(append([]*Pattern(nil), compiledDefaults[:3]...), compiledDefaults[4:]...)},
		{"another pattern first", append([]*Pattern{MustParsePattern("ls **")}, compiledDefaults...)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := builtinPatterns{compiled: tc.compiled}
			for _, text := range texts {
				if got, want := b.pattern(text), mustParseBuiltin(sp, text); !samePattern(got, want) {
					t.Fatalf("pattern %q: got %v", text, got)
				}
			}
		})
	}
}

// TestCompiledTableDigest: the compiled patterns are taken without
// comparing their texts only for the default table they were compiled
// from (its texts' digest), and then each holds the table's text.
func TestCompiledTableDigest(t *testing.T) {
	if compiledInStepFor(defaultTableTextsDigest[1:] + "0") {
		t.Errorf("the compiled patterns are in step with another table's digest")
	}
	if defaultTableTextsDigest != textsDigest(builtinTexts()) {
		t.Errorf("defaultTableTextsDigest is not the table's: run go generate ./patterns")
	}
	if !compiledInStep() {
		t.Fatalf("the compiled patterns are not in step with the default table: run go generate ./patterns")
	}
	compiled := compiledPatterns()
	texts := builtinTexts()
	if len(compiled) != len(texts) {
		t.Fatalf("%d compiled patterns for %d texts", len(compiled), len(texts))
	}
	for i, p := range compiled {
		if p.src != texts[i] || p.enc != uint32(i+1) {
			t.Fatalf("compiled pattern %d: %q at record %d, not the table's %q at %d", i, p.src, p.enc, texts[i], i+1)
		}
	}
	if !isCompiledTable(compiled) || isCompiledTable(slices.Clone(compiled)) || isCompiledTable(compiled[:len(compiled)-1]) {
		t.Errorf("isCompiledTable takes a copy or a part for the table's own array, or not the array itself")
	}
}

// samePattern reports whether pattern a, compiled or parsed, is the
// parsed pattern want: the same text and, decoded, the same stages.
func samePattern(a, want *Pattern) bool {
	return a.src == want.src && reflect.DeepEqual(a.stages(), want.Stages)
}

// samePatterns reports whether the patterns a, compiled or parsed, are
// the parsed patterns want, in order.
func samePatterns(a, want []*Pattern) bool {
	if len(a) != len(want) {
		return false
	}
	for i := range a {
		if !samePattern(a[i], want[i]) {
			return false
		}
	}
	return true
}

// builtinTexts lists the default table's patterns in the order Defaults
// reads them.
func builtinTexts() []string { return tableTexts(defaultTable) }

// tableTexts lists table's patterns in the order Defaults reads them:
// each rule's except patterns, then its patterns.
func tableTexts(table []DefaultInfo) []string {
	var out []string
	for _, d := range table {
		out = append(out, d.Except...)
		out = append(out, d.Patterns...)
	}
	return out
}

// textsDigest is the digest of texts, in order, that ties the compiled
// patterns to the default table they were compiled from
// (compiledTextsDigest, defaultTableTextsDigest): each text's length and
// bytes, hashed with SHA-256.
func textsDigest(texts []string) string {
	h := sha256.New()
	for _, text := range texts {
		fmt.Fprintf(h, "%d:%s;", len(text), text)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// compiledDefaultsSource writes the default table's patterns, parsed, as
// Go: composite literals the linker lays out, so no process parses them.
// Every field the parser sets is written (by reflection), so a field added
// to Pattern, Stage or Elem is carried without changing the generator; a
// kind of value it cannot write (a map, a func) is an error.
func compiledDefaultsSource() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("// Code generated by go test ./patterns -run TestCompiledDefaults -update; DO NOT EDIT.\n\n")
	b.WriteString("package patterns\n\n")
	sp := newPatternParser()
	var pats []*Pattern
	var data []byte
	patternAt := []uint32{0}
	for _, text := range builtinTexts() {
		p := mustParseBuiltin(sp, text)
		var err error
		if data, err = appendRecord(data, p); err != nil {
			return nil, fmt.Errorf("pattern %q: %w", text, err)
		}
		patternAt = append(patternAt, uint32(len(data)))
		pats = append(pats, p)
	}
	b.WriteString("// compiledPatternData are the default table's patterns, parsed ahead, in\n")
	b.WriteString("// the order Defaults reads them (each rule's except patterns, then its\n")
	b.WriteString("// patterns): pattern i's stages are the record from compiledPatternAt[i]\n")
	b.WriteString("// to compiledPatternAt[i+1] (defaults_decode.go reads it).\n")
	b.WriteString("const compiledPatternData = " + strconv.Quote(string(data)) + "\n\n")
	b.WriteString("// compiledTextsDigest is the digest of the texts compiled (textsDigest):\n")
	b.WriteString("// while it is the default table's (defaultTableTextsDigest), Defaults\n")
	b.WriteString("// takes the compiled patterns without comparing their texts.\n")
	b.WriteString("const compiledTextsDigest = " + strconv.Quote(textsDigest(builtinTexts())) + "\n\n")
	b.WriteString("// compiledPatternArray holds a pattern for each compiled record, in\n")
	b.WriteString("// order: its text (the default table's literal, which the linker stores\n")
	b.WriteString("// once) and its record's position plus one, its stages decoded on first\n")
	b.WriteString("// use. One array, not a literal per pattern: the linker aligns each\n")
	b.WriteString("// symbol of 48 bytes to 32, so 6,600 literals took 64 bytes each of\n")
	b.WriteString("// .data, whose pointer bitmap the runtime builds at every start.\n")
	b.WriteString("var compiledPatternArray = [...]Pattern{\n")
	for i, p := range pats {
		fmt.Fprintf(&b, "{src: %s, enc: %d},\n", strconv.Quote(p.src), i+1)
	}
	b.WriteString("}\n\n")
	b.WriteString("// compiledTable points at each of compiledPatternArray's patterns, in\n")
	b.WriteString("// order (rules take slices of it).\n")
	b.WriteString("var compiledTable = [...]*Pattern{\n")
	for i := range pats {
		fmt.Fprintf(&b, "&compiledPatternArray[%d],\n", i)
	}
	b.WriteString("}\n\n")
	programs, nameEnds, patternNames := compiledProgramTables(pats)
	b.WriteString("// compiledPrograms are the programs the compiled patterns name, as\n")
	b.WriteString("// Pattern.appendPrograms lists them, one after another: name j ends at\n")
	b.WriteString("// compiledNameEnds[j+1], and pattern i's names are those from\n")
	b.WriteString("// compiledPatternNames[i] to compiledPatternNames[i+1] (anyProgramBit\n")
	b.WriteString("// marks a pattern that may match any program).\n")
	b.WriteString("const compiledPrograms = " + strconv.Quote(programs) + "\n\n")
	rules, err := builtinRules(pats)
	if err != nil {
		return nil, err
	}
	rt := compiledRuleTables(rules)
	b.WriteString("// compiledIndexNames are the default rules filed by program, written\n")
	b.WriteString("// ahead (defaults_index.go): sections of names, each sorted, one after\n")
	b.WriteString("// another; name i ends at compiledIndexNameEnds[i+1], and its positions\n")
	b.WriteString("// are compiledIndexLists from compiledIndexListStarts[i] to [i+1].\n")
	b.WriteString("const compiledIndexNames = " + strconv.Quote(rt.names) + "\n\n")
	for _, tab := range []struct {
		name, doc, typ string
		vals           []uint32
	}{
		{"compiledPatternAt", "are where each compiled pattern's record starts in compiledPatternData, and where the last ends", "uint32", patternAt},
		{"compiledNameEnds", "are the ends of compiledPrograms' names", "uint32", nameEnds},
		{"compiledPatternNames", "are each compiled pattern's first name in compiledNameEnds", "uint32", patternNames},
		{"compiledIndexNameEnds", "are the ends of compiledIndexNames' names", "uint32", rt.nameEnds},
		{"compiledIndexListStarts", "are each name's first entry in compiledIndexLists", "uint32", rt.listStarts},
		{"compiledIndexLists", "are the positions filed under each name", "uint16", widen(rt.lists)},
		{"compiledRuleNameStarts", "are where each section of names ends: the defaults' first, then each default's patterns', then each default's except patterns'", "uint32", rt.ruleNameStarts},
		{"compiledRuleAnyStarts", "are each default's first entry in compiledRuleAny", "uint32", rt.ruleAnyStarts},
		{"compiledRuleAny", "are the positions of each default's patterns that may match any program", "uint16", widen(rt.ruleAny)},
		{"compiledAnyRules", "are the positions of the defaults a pattern of which may match any program", "uint16", widen(rt.anyRules)},
		{"compiledExceptAnyStarts", "are each default's first entry in compiledExceptAny", "uint32", rt.exceptAnyStarts},
		{"compiledExceptAny", "are the positions of each default's except patterns that may match any program", "uint16", widen(rt.exceptAny)},
		{"compiledExceptCounts", "are how many except patterns each default has", "uint16", widen(rt.exceptCounts)},
	} {
		b.WriteString("// " + tab.name + " " + tab.doc + ".\n")
		b.WriteString("var " + tab.name + " = [...]" + tab.typ + "{")
		for i, v := range tab.vals {
			if i%12 == 0 {
				b.WriteString("\n")
			}
			fmt.Fprintf(&b, "%d, ", v)
		}
		b.WriteString("\n}\n\n")
	}
	return format.Source(b.Bytes())
}

// builtinRules returns the default table's rules as Defaults builds
// them, given their patterns as parsed in the order Defaults reads them.
func builtinRules(pats []*Pattern) ([]*Rule, error) {
	if len(defaultTable) > 1<<16 || len(pats) > 1<<16 {
		return nil, fmt.Errorf("%d default rules of %d patterns: the compiled index holds positions as uint16", len(defaultTable), len(pats))
	}
	var rules []*Rule
	at := 0
	for _, d := range defaultTable {
		at += len(d.Except)
		if len(d.Patterns) == 0 || at+len(d.Patterns) > len(pats) {
			return nil, fmt.Errorf("default %s: no pattern, or fewer patterns than the table", d.ID)
		}
		rules = append(rules, &Rule{ID: d.ID, Outcome: Ask, Pattern: pats[at], Also: pats[at+1 : at+len(d.Patterns)],
			except: pats[at-len(d.Except) : at]})
		at += len(d.Patterns)
	}
	return rules, nil
}

// widen returns vals as uint32s, for writing.
func widen(vals []uint16) []uint32 {
	out := make([]uint32, len(vals))
	for i, v := range vals {
		out[i] = uint32(v)
	}
	return out
}

// TestBuiltinPatternsCheck holds every pattern of the built-in rules to
// the checks a policy makes of an operator's (NewPolicy leaves them out
// for the built-in rules).
func TestBuiltinPatternsCheck(t *testing.T) {
	for _, r := range Defaults() {
		if !r.builtin {
			t.Errorf("%s: Defaults built it without the builtin mark", r.ID)
		}
		for _, p := range append(r.Patterns(), r.except...) {
			if err := p.Check(r.Outcome); err != nil {
				t.Errorf("%s: %s: %v", r.ID, p, err)
			}
		}
	}
}
