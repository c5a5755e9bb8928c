package patterns

import (
	"encoding/binary"
	"fmt"
	"reflect"
)

// recordFields are the fields of the types a compiled record holds, as
// appendRecord writes them: a field added to one of them must be written
// (and read by decodeRecord) before the generator runs again.
var recordFields = map[reflect.Type][]string{
	reflect.TypeFor[Pattern]():   {"Stages", "src", "enc"},
	reflect.TypeFor[Stage]():     {"Program", "Words", "Redirs"},
	reflect.TypeFor[Elem]():      {"Kind", "Text", "Class", "Arg", "Value", "Tilde"},
	reflect.TypeFor[RedirElem](): {"Op", "Target"},
}

// checkRecordFields reports a field of a record's types that appendRecord
// does not know.
func checkRecordFields() error {
	for t, want := range recordFields {
		var have []string
		for i := range t.NumField() {
			have = append(have, t.Field(i).Name)
		}
		if !reflect.DeepEqual(have, want) {
			return fmt.Errorf("%s has the fields %v, the compiled record %v: teach appendRecord and decodeRecord the change", t, have, want)
		}
	}
	return nil
}

// appendRecord appends p's stages to data as a compiled record (the
// format defaults_decode.go describes).
func appendRecord(data []byte, p *Pattern) ([]byte, error) {
	if err := checkRecordFields(); err != nil {
		return nil, err
	}
	data = binary.AppendUvarint(data, uint64(len(p.Stages)))
	data = binary.AppendUvarint(data, uint64(recordElems(p)))
	for i := range p.Stages {
		st := &p.Stages[i]
		var err error
		if data, err = appendElem(data, &st.Program); err != nil {
			return nil, err
		}
		data = appendLen(data, st.Words == nil, len(st.Words))
		for k := range st.Words {
			if data, err = appendElem(data, &st.Words[k]); err != nil {
				return nil, err
			}
		}
		data = appendLen(data, st.Redirs == nil, len(st.Redirs))
		for k := range st.Redirs {
			data = appendStr(data, st.Redirs[k].Op)
			if data, err = appendElem(data, &st.Redirs[k].Target); err != nil {
				return nil, err
			}
		}
	}
	return data, nil
}

// recordElems counts the elements p's stages hold in words and values
// (a redirection's target is held in place, its value not).
func recordElems(p *Pattern) int {
	n := 0
	var count func(e *Elem)
	count = func(e *Elem) {
		if e.Value != nil {
			n++
			count(e.Value)
		}
	}
	for i := range p.Stages {
		st := &p.Stages[i]
		count(&st.Program)
		n += len(st.Words)
		for k := range st.Words {
			count(&st.Words[k])
		}
		for k := range st.Redirs {
			count(&st.Redirs[k].Target)
		}
	}
	return n
}

// appendLen appends a slice's length: 0 for nil, else one more.
func appendLen(data []byte, isNil bool, n int) []byte {
	if isNil {
		return binary.AppendUvarint(data, 0)
	}
	return binary.AppendUvarint(data, uint64(n)+1)
}

// appendStr appends s, its length first.
func appendStr(data []byte, s string) []byte {
	return append(binary.AppendUvarint(data, uint64(len(s))), s...)
}

// appendElem appends e: its kind, the bits of what it has, and those.
func appendElem(data []byte, e *Elem) ([]byte, error) {
	if e.Kind < 0 || e.Kind > 0xff {
		return nil, fmt.Errorf("element kind %d does not fit a byte", e.Kind)
	}
	var has byte
	for _, f := range []struct {
		set bool
		bit byte
	}{{e.Text != "", elemHasText}, {e.Class != "", elemHasClass}, {e.Arg != "", elemHasArg}, {e.Value != nil, elemHasValue}, {e.Tilde, elemHasTilde}} {
		if f.set {
			has |= f.bit
		}
	}
	data = append(data, byte(e.Kind), has)
	for _, s := range []string{e.Text, e.Class, e.Arg} {
		if s != "" {
			data = appendStr(data, s)
		}
	}
	if e.Value != nil {
		return appendElem(data, e.Value)
	}
	return data, nil
}
