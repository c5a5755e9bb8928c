package patterns

// The items `ls` hands to a files-only delete through xargs (`ls
// build/*.o | xargs rm -f`): ls of relative literal paths or globs (or of
// the directory it runs in), with no flag but -1, -t, -r, -S, -d and -R
// (no "." or ".." from -a, no long lines from -l), prints the paths it
// was given and the base names of directories' entries, which are names
// in the directory it runs in; headers of -R end in a colon and are names
// there too. None of them is the home, and a base name "-r" among them
// makes rm recursive over those names only. So the items are read as the
// operands and `*` (fx41f, rt41 everyday: the delete asked as the home's,
// "might"). Any other feeder's items may be any words (`cat list | xargs
// rm -f`: "-r" and /home/op) and still stand for an unknown word.

// lsListed returns the words standing for what the ls feeding xargs-run
// rm part p lists, or nil when it is not one the reader bounds.
func lsListed(p *Part, ctx *Context) []Word {
	if p.Program != "rm" && p.Program != "unlink" || !deletesFilesOnly(p) {
		return nil
	}
	// ls feeds xargs directly, or through line filters (match_files_filters.go).
	q, need := lsBeneathFilters(p, ctx)
	if q == nil {
		return nil
	}
	rds := ReadArgs(q)
	if len(rds) != 1 {
		return nil
	}
	for _, f := range rds[0].Flags {
		if f.Dynamic || !contains([]string{"-1", "-t", "-r", "-S", "-d", "-R"}, f.Name) {
			return nil
		}
	}
	items := []Word{namesHolding(need, p.Span)}
	for _, wi := range rds[0].Operands {
		w := q.Words[wi]
		if !relativeListed(&w) {
			return nil
		}
		w.Span = p.Span
		items = append(items, w)
	}
	return items
}

// relativeListed reports whether an ls operand is a relative path or glob
// that begins with a literal name other than "." or "..": what ls prints
// for it begins with that name.
func relativeListed(w *Word) bool {
	if len(w.Segs) == 0 || w.Segs[0].Kind != SegLit {
		return false
	}
	t := w.Segs[0].Text
	if t == "" || t[0] == '/' || t[0] == '-' || t[0] == '.' {
		return false
	}
	for _, s := range w.Segs {
		if s.Kind != SegLit && s.Kind != SegGlob {
			return false
		}
	}
	return true
}

// namesHolding is the word standing for the names of the directory ls
// runs in that hold need (*need*), or for all of them (*) when need is "".
func namesHolding(need string, span Span) Word {
	if need == "" {
		return Word{Raw: "*", Span: span, Segs: []Seg{{Kind: SegGlob, Text: "*"}}}
	}
	return Word{Raw: "*" + need + "*", Span: span,
		Segs: []Seg{{Kind: SegGlob, Text: "*"}, {Kind: SegLit, Text: need}, {Kind: SegGlob, Text: "*"}}}
}
