package patterns

// Python modules whose arguments are code (rt22e #13): `python3 -m
// timeit [-s SETUP] STATEMENT…` runs SETUP and each STATEMENT as python
// runs -c's code, so each is judged as -c's is: not literal, it is
// dynamic; literal but not plain, it is foreign code.

// timeitValued are timeit's options that take a value; -s (--setup)
// is code.
var timeitValued = []string{"-n", "--number", "-r", "--repeat", "-s", "--setup", "-u", "--unit"}

// pythonModuleCode reads python -m timeit's code; nil when o is not
// -m timeit or its code is plain.
func (r *reading) pythonModuleCode(p *Part, o opt, who string) []*Node {
	if o.name != "-m" || !o.hasVal || o.value != "timeit" {
		return nil
	}
	sub := &Part{Program: o.value, Words: append([]Word{LitWord(o.value)}, p.Words[o.valWord+1:]...)}
	s := scanArgs(sub, timeitValued...)
	for _, w := range append(s.all("-s", "--setup"), s.ops...) {
		if w.Dynamic() {
			return r.dynamicCode(p, "-m timeit", w)
		}
		if v, ok := w.Literal(); ok && !plainCode(who, v) {
			return []*Node{r.foreign(p, w, p.Program+" -m timeit")}
		}
	}
	return nil
}
