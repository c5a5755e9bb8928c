package patterns

import (
	"net/url"
	"path"
	"strings"
)

// A part acts on paths beyond its redirections: curl -o writes its
// output, tar -x -C writes below its directory, unlink and rsync --delete
// delete. The defaults judge these effects, not their spellings:
//
//   - a pattern's > TARGET element matches every path the part writes,
//     by a redirection or by its program's options and destinations
//     (doerTable, does_table.go; the writers in does_writes.go);
//   - in a tightening rule, a stage whose program is rm also matches a
//     part whose program deletes paths some other way, as if it were
//     `rm -- PATHS` (does_deletes.go).
//
// The paths are words of the part, or words made from them (a URL's base
// name in the directory curl -O saves to, an archive's member below tar's
// -C directory). A relative word is judged from the directory the part
// runs in, like any operand. A write into a directory whose members the
// reader cannot name (an archive without a member list) is the word DIR/*:
// the directory's entries, as a glob, which matches no dot-file.

// doings are the paths a part writes and deletes through its program.
type doings struct {
	writes, deletes []Word
	// rewrites: files the part rewrites in place, keeping what they are
	// (a formatter's, an image optimiser's: does_rewrites.go), judged by
	// [overwrite-outside] alone.
	rewrites []Word
	// destroyPlan: the part applies a plan an earlier part of the line
	// saved with -destroy (effects_plan.go).
	destroyPlan bool
	// archive: the part extracts an archive of the project at the
	// project's top, whose members are judged where the ask is
	// (class_archivetree.go); nil for any other part.
	archive *topArchive
}

// doer computes what a part running one program does to paths.
type doer func(p *Part) doings

// partDoes returns what part p does to paths through its program, or nil
// when its program is not in the table or does nothing to paths.
func partDoes(p *Part) *doings {
	fn := doerTable.get()[p.Program]
	ws := wrapperWrites(p)
	if fn == nil {
		ws = append(ws, deviceArgWrites(p)...) // does_devicearg.go
	}
	if fn == nil && ws == nil {
		return nil
	}
	var d doings
	if fn != nil {
		d = fn(p)
	}
	d.writes = append(d.writes, ws...)
	if len(d.writes) == 0 && len(d.deletes) == 0 && len(d.rewrites) == 0 {
		return nil
	}
	return &d
}

// joinWord returns the word dir/name: the directory's segments followed by
// a literal slash and name.
func joinWord(dir Word, name string) Word {
	segs := make([]Seg, 0, len(dir.Segs)+1)
	segs = append(segs, dir.Segs...)
	sep := "/"
	if v, ok := dir.Literal(); ok && strings.HasSuffix(v, "/") {
		sep = ""
	}
	segs = append(segs, Seg{Kind: SegLit, Text: sep + name})
	return Word{Raw: dir.Raw + sep + name, Span: dir.Span, Segs: mergeLits(segs)}
}

// joinWords returns dir/rest for a rest word (a member, a path git reads
// from -C's directory); rest alone when it is absolute or starts with ~.
func joinWords(dir, rest Word) Word {
	if lit, _ := litPrefix(rest); strings.HasPrefix(lit, "/") || (len(rest.Segs) > 0 && rest.Segs[0].Kind == SegTilde) {
		return rest
	}
	segs := make([]Seg, 0, len(dir.Segs)+len(rest.Segs)+1)
	segs = append(segs, dir.Segs...)
	segs = append(segs, Seg{Kind: SegLit, Text: "/"})
	segs = append(segs, rest.Segs...)
	return Word{Raw: dir.Raw + "/" + rest.Raw, Span: rest.Span, Segs: mergeLits(segs)}
}

// treeWord is DIR/*: the entries of a directory written without names.
func treeWord(dir Word) Word {
	w := joinWord(dir, "")
	w.Segs = mergeLits(append(w.Segs, Seg{Kind: SegGlob, Text: "*"}))
	w.Raw += "*"
	return w
}

// mergeLits joins adjacent literal segments of the same quoting.
func mergeLits(segs []Seg) []Seg {
	out := segs[:0]
	for _, s := range segs {
		if n := len(out); n > 0 && s.Kind == SegLit && out[n-1].Kind == SegLit {
			out[n-1].Text += s.Text
			continue
		}
		out = append(out, s)
	}
	return out
}

// argScan is a plain scan of a part's arguments for programs the flag
// tables do not know: which words are operands, and the values of named
// options (short ones as -o VALUE or -oVALUE, long or single-dash ones as
// -out VALUE or --output=VALUE).
type argScan struct {
	ops  []Word
	vals map[string][]Word
	// flags are the literal flag words seen, as written.
	flags []string
}

// scanArgs scans p's arguments; valued names the options that take a
// value (with their dashes). "--" ends the options.
func scanArgs(p *Part, valued ...string) argScan {
	s := argScan{vals: map[string][]Word{}}
	args := p.Args()
	ended := false
	for i := 0; i < len(args); i++ {
		w := args[i]
		lit, _ := litPrefix(w)
		if ended || !strings.HasPrefix(lit, "-") || lit == "-" {
			s.ops = append(s.ops, w)
			continue
		}
		if lit == "--" {
			ended = true
			continue
		}
		s.flags = append(s.flags, lit)
		name, _, eq := strings.Cut(lit, "=")
		if eq && contains(valued, name) {
			s.vals[name] = append(s.vals[name], subWord(w, len(name)+1))
			continue
		}
		if contains(valued, lit) {
			if i+1 < len(args) {
				s.vals[lit] = append(s.vals[lit], args[i+1])
				i++
			}
			continue
		}
		if !strings.HasPrefix(lit, "--") && len(lit) > 2 {
			// A bundle of short flags (-qc CMD, -xvf FILE): the first
			// letter that takes a value takes the rest of the word, or the
			// next word when it is the last letter.
			for k := 1; k < len(lit); k++ {
				short := "-" + lit[k:k+1]
				if !contains(valued, short) {
					continue
				}
				if k == 1 || k+1 < len(lit) {
					s.vals[short] = append(s.vals[short], subWord(w, k+1))
				} else if i+1 < len(args) {
					s.vals[short] = append(s.vals[short], args[i+1])
					i++
				}
				break
			}
		}
	}
	return s
}

// has reports whether a flag was written as one of names, or as a bundle
// of short flags holding one of the letters (given as "-m").
func (s argScan) has(names ...string) bool {
	for _, f := range s.flags {
		if contains(names, f) {
			return true
		}
		if strings.HasPrefix(f, "--") || len(f) < 3 {
			continue
		}
		for _, n := range names {
			if len(n) == 2 && strings.ContainsRune(f[1:], rune(n[1])) {
				return true
			}
		}
	}
	return false
}

// all returns every value of the named options.
func (s argScan) all(names ...string) []Word {
	var out []Word
	for _, n := range names {
		out = append(out, s.vals[n]...)
	}
	return out
}

// urlBase is the file a URL saves as under its own name: its path's base
// name, or index.html; "" when the word is not literal.
func urlBase(w Word) string {
	v, ok := w.Literal()
	if !ok {
		return ""
	}
	base := ""
	if u, err := url.Parse(v); err == nil {
		base = path.Base(u.Path)
	}
	if base == "/" || base == "." || base == "" {
		base = "index.html"
	}
	return base
}

// savedAs returns the words a download of each URL saves as in dir (the
// part's own directory when dir is nil): dir/base, or dir/* when the name
// is not known.
func savedAs(urls []Word, dir *Word) []Word {
	var out []Word
	for _, u := range urls {
		base := urlBase(u)
		switch {
		case dir == nil && base == "":
			out = append(out, treeWord(LitWord(".")))
		case dir == nil:
			out = append(out, LitWord(base))
		case base == "":
			out = append(out, treeWord(*dir))
		default:
			out = append(out, joinWord(*dir, base))
		}
	}
	return out
}

// notDash drops "-" (standard output) from option values.
func notDash(ws []Word) []Word {
	out := ws[:0:0]
	for _, w := range ws {
		if !isLit(w, "-") {
			out = append(out, w)
		}
	}
	return out
}
