package patterns

import "sync/atomic"

// The default table's patterns come compiled ahead (go generate
// ./patterns) as data without pointers: one string holding each pattern's
// stages in a compact binary form and a table of offsets into it, beside
// a small pattern for each holding only its text and its record's place
// (compiledTable). The linker puts them in read-only data, which the runtime does
// not map for the garbage collector at start (as Go composite literals of
// patterns, they were 3.3 MB of .data whose pointer bitmap every process
// built, 1.85 M instructions under callgrind, whatever its command; the
// small patterns are a tenth of that, and stay: built on the heap instead,
// fx46h measured, they saved 0.13 M instructions at every start but cost a
// direct call some 75 page faults more, written anonymous pages where the
// .data ones are read from the file). A pattern's stages are decoded
// when something first reads them: an evaluation decodes only the
// patterns its command's programs lead to.
//
// A record is: the number of stages and the number of elements it holds
// in words and values (uvarints), then each stage: its
// program (an element), its words and its redirections (a slice each:
// uvarint 0 for nil, else its length plus one, then its items; a
// redirection is its Op, a string, and its target, an element). An
// element is its kind (a byte), a byte of elemHas bits, and then each
// string it has (uvarint length and bytes), Text, Class and Arg in that
// order, and its Value (an element) when it has one. Strings are slices of
// compiledPatternData, so decoding copies no text.

// The bits of an element's second byte in a compiled record: which of its
// fields are set.
const (
	elemHasText = 1 << iota
	elemHasClass
	elemHasArg
	elemHasValue
	elemHasTilde
)

// compiledStages holds each compiled pattern's decoded stages, filled as
// patterns are read (concurrent readers may both decode; one result is
// kept, and both are the same).
var compiledStages = lazy[[]atomic.Pointer[decoded]]{build: func() []atomic.Pointer[decoded] {
	return make([]atomic.Pointer[decoded], compiledCount())
}}

// decoded is a compiled pattern's stages, with room for one stage (most
// patterns have one), so a decode allocates it and one array of the
// pattern's elements; and what each stage's program is compared with
// (stageProgramKey), worked out once per process.
type decoded struct {
	stages []Stage
	one    [1]Stage
	keys   []string
	oneKey [1]string
}

// compiledCount returns how many patterns the compiled tables hold.
func compiledCount() int { return max(min(len(compiledPatternAt)-1, len(compiledTable)), 0) }

// compiledPatterns returns the compiled defaults, in the order Defaults
// reads them (each rule's except patterns, then its patterns).
func compiledPatterns() []*Pattern { return compiledTable[:compiledCount()] }

// compiledInStep reports whether the compiled patterns were compiled from
// the default table's texts, in its order (compiledTextsDigest is
// defaultTableTextsDigest, both written by the generators): then each is
// the table's by construction, and Defaults need not compare their texts.
func compiledInStep() bool { return compiledInStepFor(defaultTableTextsDigest) }

// compiledInStepFor reports whether the compiled patterns were compiled
// from texts of digest tableDigest, all of them.
func compiledInStepFor(tableDigest string) bool {
	return compiledTextsDigest == tableDigest && compiledCount() == len(compiledTable) && compiledCount() == len(compiledPatternAt)-1
}

// stages returns the pattern's stages: Stages, or for a compiled default
// not yet read, its record decoded (once per process).
func (p *Pattern) stages() []Stage {
	if d := p.decoded(); d != nil {
		return d.stages
	}
	return p.Stages
}

// stagesKeyed returns the pattern's stages and, for a compiled default,
// what each stage's program is compared with (stageProgramKey), worked
// out when its record was decoded; keys is nil for any other pattern.
func (p *Pattern) stagesKeyed() (stages []Stage, keys []string) {
	if d := p.decoded(); d != nil {
		return d.stages, d.keys
	}
	return p.Stages, nil
}

// decoded returns a compiled default's record decoded (once per process),
// or nil for any other pattern and for one whose Stages are set.
func (p *Pattern) decoded() *decoded {
	if p.Stages != nil || p.enc == 0 {
		return nil
	}
	cache := compiledStages.get()
	at := int(p.enc - 1)
	if d := cache[at].Load(); d != nil {
		return d
	}
	cache[at].CompareAndSwap(nil, decodeRecord(compiledPatternData[compiledPatternAt[at]:compiledPatternAt[at+1]]))
	return cache[at].Load()
}

// recordReader reads a compiled record. The records are written by the
// generator and checked by TestCompiledDefaults, so a malformed one is a
// bug in the build: reading past its end panics.
type recordReader struct {
	data  string
	at    int
	elems []Elem // the record's elements not yet handed out
}

// decodeRecord returns the stages of the record data.
func decodeRecord(data string) *decoded {
	r := recordReader{data: data}
	d := new(decoded)
	n := r.uvarint()
	if n == 1 {
		d.stages, d.keys = d.one[:], d.oneKey[:]
	} else {
		d.stages, d.keys = make([]Stage, n), make([]string, n)
	}
	r.elems = make([]Elem, r.uvarint())
	for i := range d.stages {
		st := &d.stages[i]
		r.elem(&st.Program)
		if n := r.uvarint(); n > 0 {
			st.Words = r.take(n - 1)
			for k := range st.Words {
				r.elem(&st.Words[k])
			}
		}
		if n := r.uvarint(); n > 0 {
			st.Redirs = make([]RedirElem, n-1)
			for k := range st.Redirs {
				st.Redirs[k].Op = r.str()
				r.elem(&st.Redirs[k].Target)
			}
		}
		d.keys[i] = stageProgramKey(&st.Program)
	}
	return d
}

// take hands out the record's next n elements, capped so an append to
// them copies.
func (r *recordReader) take(n int) []Elem {
	s := r.elems[:n:n]
	r.elems = r.elems[n:]
	return s
}

// uvarint reads an unsigned varint, as encoding/binary writes it (read
// here from the string, without copying it to a byte slice).
func (r *recordReader) uvarint() int {
	v, shift := 0, 0
	for {
		b := r.data[r.at]
		r.at++
		v |= int(b&0x7f) << shift
		if b < 0x80 {
			return v
		}
		shift += 7
	}
}

// str reads a string: its length, then its bytes (a slice of the record).
func (r *recordReader) str() string {
	n := r.uvarint()
	s := r.data[r.at : r.at+n]
	r.at += n
	return s
}

// elem reads an element into e.
func (r *recordReader) elem(e *Elem) {
	e.Kind = ElemKind(r.data[r.at])
	has := r.data[r.at+1]
	r.at += 2
	if has&elemHasText != 0 {
		e.Text = r.str()
	}
	if has&elemHasClass != 0 {
		e.Class = r.str()
	}
	if has&elemHasArg != 0 {
		e.Arg = r.str()
	}
	e.Tilde = has&elemHasTilde != 0
	if has&elemHasValue != 0 {
		e.Value = &r.take(1)[0]
		r.elem(e.Value)
	}
}
