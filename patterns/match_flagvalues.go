package patterns

// valuedFlag is a flag an allow pattern names with a value, by one of its
// canonical names, and the values the stage gives it (a stage may name a
// flag more than once: `terraform destroy -target=a -target=b`).
type valuedFlag struct {
	name string
	vals []*Elem
}

// addValued records that the stage names flag name with value v.
func addValued(vs []valuedFlag, name string, v *Elem) []valuedFlag {
	for k := range vs {
		if vs[k].name == name {
			vs[k].vals = append(vs[k].vals, v)
			return vs
		}
	}
	return append(vs, valuedFlag{name: name, vals: []*Elem{v}})
}

// everyValue reports whether every occurrence in the reading of a flag the
// stage names with a value has a value the stage gives that flag. A
// program uses the last of a repeated flag (kubectl -n) or each of them
// (terraform -target, docker -v), so in an allow one occurrence that
// matches says nothing of the others: allow `kubectl delete deployment web
// -n staging` does not match `… -n staging -n prod`. A flag that may have
// the name (git $SUB -d) is held to it; one given no value does not match.
func (m *matcher) everyValue(cs *compiledStage, r *Reading) bool {
	if len(cs.valued) == 0 {
		return true
	}
	for k := range r.Flags {
		f := &r.Flags[k]
		if f.Dynamic {
			continue // not certainly a flag the stage names: see reading
		}
		for j := range cs.valued {
			vf := &cs.valued[j]
			if f.Name != vf.name && !contains(f.also, vf.name) {
				continue
			}
			if !m.someValue(vf.vals, f) {
				return false
			}
		}
	}
	return true
}

// someValue reports whether the flag's value matches one of vals.
func (m *matcher) someValue(vals []*Elem, f *Flag) bool {
	if f.Value == nil {
		return false
	}
	for _, v := range vals {
		if m.value(v, f) {
			return true
		}
	}
	return false
}
