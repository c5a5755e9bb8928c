package patterns

// Python's standard modules that write or empty a path the line names
// as an operand or an option (rt22e #12, #13, #15): `python3 -m
// json.tool IN OUT` writes OUT, `-m cProfile -o PATH` (and profile)
// writes PATH, `-m gzip -d F.gz` writes F and `-m gzip F` writes F.gz,
// `-m zipfile -c ZIP …` and `-m tarfile -c TAR …` write the archive
// (their -e is pythonArchiveWrites'), `-m trace --file F` writes F and
// its --coverdir DIR below DIR, `-m venv --clear DIR` deletes what DIR
// holds. Each is judged as the same write
// or delete by any other program. http.server, py_compile and
// compileall write nothing the line names (compileall's -d is only the
// name shown in tracebacks).

// pyModuleDoers are the modules' doers, each given the module's own
// arguments as a part whose program is the module's name.
var pyModuleDoers = lazy[map[string]doer]{build: func() map[string]doer {
	return map[string]doer{
		"json.tool": jsonToolWrites,
		"cProfile":  scanValueWrites("-o", "--outfile"), "profile": scanValueWrites("-o", "--outfile"),
		"gzip":    pyGzipWrites,
		"zipfile": pyArchiveCreates, "tarfile": pyArchiveCreates,
		"trace": pyTraceWrites,
		"venv":  venvDoes,
	}
}}

// pyModuleTable maps the python interpreters to pyModuleDoes.
func pyModuleTable() map[string]doer {
	t := map[string]doer{}
	for _, py := range []string{"python", "python3", "python2", "pypy", "pypy3"} {
		t[py] = pyModuleDoes
	}
	return t
}

// pyModuleDoes: python [OPTIONS] -m MODULE ARGS… does what MODULE does
// with ARGS.
func pyModuleDoes(p *Part) doings {
	mod, args, ok := pyModuleArgs(p)
	if !ok {
		return doings{}
	}
	fn := pyModuleDoers.get()[mod]
	if fn == nil {
		return doings{}
	}
	return fn(&Part{Program: mod, Words: append([]Word{LitWord(mod)}, args...)})
}

// pyModuleArgs returns the module python -m runs and the words after it
// (the module's own arguments), when the module is named literally.
func pyModuleArgs(p *Part) (string, []Word, bool) {
	scan := pythonSpec.get().opts.scan(p.Words, 1)
	o, found := scan.find("-m")
	if !found || !o.hasVal || o.dynamic {
		return "", nil, false
	}
	return o.value, p.Words[o.valWord+1:], true
}

// jsonToolWrites: json.tool [OPTIONS] [IN [OUT]] writes OUT.
func jsonToolWrites(p *Part) doings {
	ops := scanArgs(p, "--indent").ops
	if len(ops) < 2 || isLit(ops[1], "-") {
		return doings{}
	}
	return doings{writes: ops[1:2]}
}

// pyGzipWrites: gzip -d F.gz writes F; gzip F writes F.gz (the source
// stays, as with gzip -k).
func pyGzipWrites(p *Part) doings {
	s := scanArgs(p)
	var out []Word
	for _, w := range s.ops {
		if isLit(w, "-") {
			continue
		}
		if s.has("-d", "--decompress") {
			out = append(out, decompressedWord(w))
		} else {
			out = append(out, suffixWord(w, ".gz"))
		}
	}
	return doings{writes: out}
}

// pyArchiveCreates: zipfile -c ZIP SRC… and tarfile -c TAR SRC… write
// the archive.
func pyArchiveCreates(p *Part) doings {
	s := scanArgs(p, "-c", "--create")
	return doings{writes: notDash(s.all("-c", "--create"))}
}

// pyTraceWrites: trace --file F writes F; -C DIR (--coverdir) writes
// its .cover files below DIR.
func pyTraceWrites(p *Part) doings {
	s := scanArgs(p, "-f", "--file", "-C", "--coverdir", "--ignore-module", "--ignore-dir")
	out := s.all("-f", "--file")
	for _, d := range s.all("-C", "--coverdir") {
		out = append(out, treeWord(d))
	}
	return doings{writes: out}
}

// venvDoes: venv --clear DIR… deletes what each DIR holds before it
// makes the environment there. What venv writes below DIR is its own
// (pip, activate): not counted as written, so `python3 -m venv .venv &&
// .venv/bin/pip install …` stays everyday.
func venvDoes(p *Part) doings {
	s := scanArgs(p, "--prompt")
	if !s.has("--clear") {
		return doings{}
	}
	var d doings
	for _, w := range s.ops {
		d.deletes = append(d.deletes, w, treeWord(w))
	}
	return d
}

// suffixWord is w with a literal suffix appended (F → F.gz).
func suffixWord(w Word, suffix string) Word {
	segs := append(append([]Seg(nil), w.Segs...), Seg{Kind: SegLit, Text: suffix})
	return Word{Raw: w.Raw + suffix, Span: w.Span, Segs: mergeLits(segs)}
}
