package patterns

import (
	"fmt"
	"path"
	"strings"
)

// A link made earlier in the line and then deleted or written through
// acts on what it points at: after `ln -s ~ x`, `rm -rf x/` empties the
// home directory and `rm -r x/*` deletes its entries (the link itself,
// `rm x`, is only a name); after `ln -s ~/.ssh/authorized_keys k`,
// `echo KEY >> k` writes the keys. A delete or write whose path runs
// through such a link, from the directory the link was made in, is
// judged as one of the link's target with the rest of the path after it:
// rm's operands, chmod's and chown's, redirections' targets and what
// other verbs delete and write (does.go) are rewritten so. Where the
// reader cannot rewrite it (the target is not known, or the part runs
// elsewhere, or in a directory reached through the link), the part is
// unreadable.

// linkMade is a name an ln part links to a target.
type linkMade struct {
	part   int
	name   string // the link's path as written, cleaned ("x", "d/x", "/tmp/x")
	target Word   // what it points at, as written
	// unknown: the link's name is not known ($N, ~'s base name, -t $D):
	// any relative path a later part acts on might run through it.
	unknown bool
}

// lnLinks returns the links an ln part makes: the last operand (or, when
// it is a directory, the target's base name in it), -t's directory with
// each target's base name, or the one target's base name in the current
// directory. Hard links count too: one cannot name a directory, so
// nothing is deleted through it.
func lnLinks(i int, p *Part) []linkMade {
	ops, dirs := operandWords(p, "--target-directory", "-t")
	var out []linkMade
	unknown := func(target Word) {
		out = append(out, linkMade{part: i, target: target, unknown: true})
	}
	add := func(dir string, target Word, name string) {
		if name == "" {
			v, ok := target.Literal()
			if !ok {
				if dir == "." {
					unknown(target) // ~'s base name is the home directory's, $X's not known
				}
				return
			}
			name = path.Base(strings.TrimRight(v, "/"))
		}
		if !path.IsAbs(name) {
			name = path.Join(dir, name) // an absolute name stands where it says (ln -s ~/.ssh/id_rsa /tmp/k)
		}
		out = append(out, linkMade{part: i, name: path.Clean(name), target: target})
	}
	switch {
	case len(dirs) > 0:
		for _, d := range dirs {
			dv, ok := d.Literal()
			for _, t := range ops {
				if !ok {
					unknown(t)
					continue
				}
				add(dv, t, "")
			}
		}
	case len(ops) == 1:
		add(".", ops[0], "")
	case len(ops) >= 2:
		last, ok := ops[len(ops)-1].Literal()
		for _, t := range ops[:len(ops)-1] {
			switch {
			case !ok:
				unknown(t)
			case len(ops) == 2:
				add(".", t, last)
				add(last, t, "")
			default:
				add(last, t, "")
			}
		}
	}
	return out
}

// followers are programs whose operands follow a link named exactly:
// chmod and chown change the target's mode and owner.
var followers = lazy[map[string]bool]{build: func() map[string]bool { return map[string]bool{"chmod": true, "chown": true, "chgrp": true} }}

// maxLinks bounds the links a line may make before what its later parts
// do through them is read: each acting word is judged against each link.
const maxLinks = 32

// linkAt is a link with where it stands.
type linkAt struct {
	linkMade
	at  place
	dir string // the directory it was made in, written as a place
}

// linksBefore is the links of links made by a part that runs before
// part k, in the order links holds them.
func linksBefore(links []linkAt, k int, ord *order) []linkAt {
	var before []linkAt
	for _, l := range links {
		if l.part != k && ord.after(l.part, k) {
			before = append(before, l)
		}
	}
	return before
}

// throughLinks rewrites or marks the later parts that delete or write
// through a link an earlier part made.
func (r *reading) throughLinks(ord *order) {
	parts := r.cmd.Parts
	var made []linkMade
	for i, p := range parts {
		if linksMadeBy(p) {
			made = append(made, lnLinks(i, p)...)
		}
	}
	if len(made) == 0 {
		return
	}
	if len(made) > maxLinks {
		r.effectUnreadable(-1, UnreadableLinkedThrough, Span{0, len(r.cmd.Source)}, fmt.Sprintf(
			"The command makes more than %d links, so what its parts delete or write through them is not read.", maxLinks))
		return
	}
	dirs := lineDirs(r.cmd)
	links := make([]linkAt, 0, len(made))
	for _, l := range made {
		if l.unknown {
			links = append(links, linkAt{linkMade: l, dir: dirs[l.part].String()})
			continue
		}
		if at, ok := wordPlace(LitWord(l.name), dirs[l.part]); ok {
			links = append(links, linkAt{linkMade: l, at: at, dir: dirs[l.part].String()})
		}
	}
	for k := range parts {
		r.partThrough(k, links, ord, dirs)
		markLinkedReads(parts[k], k, links, ord, dirs)
	}
}

// acting is a word a part deletes or writes through: follow says it acts
// on a link it names itself (a write, chmod) rather than only below it
// (a delete: rm x removes the link alone).
type acting struct {
	w      *Word
	follow bool
}

// linksMadeBy reports whether throughLinks reads links part p makes: ln,
// or cp -s or -l.
func linksMadeBy(p *Part) bool {
	return p.Program == "ln" || cpMakesLinks(p)
}

// actingWords returns the words part p deletes or writes.
func actingWords(p *Part) []acting {
	var out []acting
	if p.Program == "rm" || followers.get()[p.Program] {
		for i := 1; i < len(p.Words); i++ {
			out = append(out, acting{&p.Words[i], followers.get()[p.Program]})
		}
	}
	for i := range p.Redirs {
		if p.Redirs[i].Writes {
			out = append(out, acting{&p.Redirs[i].Target, true})
		}
	}
	if p.does != nil {
		for i := range p.does.deletes {
			out = append(out, acting{&p.does.deletes[i], false})
		}
		for i := range p.does.writes {
			out = append(out, acting{&p.does.writes[i], true})
		}
	}
	return out
}

// partThrough rewrites part k's deletes and writes that run through a
// link made before it onto the link's target, or marks the part
// unreadable when it cannot: the target is not known, several links of
// that name may stand there, the part runs in another directory or in
// one reached through the link.
func (r *reading) partThrough(k int, links []linkAt, ord *order, dirs []place) {
	p := r.cmd.Parts[k]
	words := actingWords(p)
	if len(words) == 0 {
		return
	}
	before := linksBefore(links, k, ord)
	if len(before) == 0 {
		return
	}
	here := dirs[k].String()
	for _, l := range before {
		if l.unknown {
			for _, a := range words {
				if mightBeRelative(*a.w) {
					r.throughUnreadable(k, l.linkMade, a.w.Span)
					return
				}
			}
			continue
		}
		if dirs[k].at == l.at.at && dirs[k].at != atSome && piecesMeet(under(l.at.pat), dirs[k].pat) {
			r.throughUnreadable(k, l.linkMade, p.Span) // it runs in a directory reached through the link
			return
		}
	}
	for _, a := range words {
		var rewritten *Word
		for _, l := range before {
			if l.unknown {
				continue
			}
			if here != l.dir && !path.IsAbs(l.name) {
				// Another directory: the reader does not rewrite, but a
				// path that might run through the link is not read.
				if pl, ok := wordPlace(*a.w, dirs[k]); ok && pl.at == l.at.at && (piecesMeet(under(l.at.loose()), pl.loose()) ||
					a.follow && piecesMeet(l.at.loose(), pl.loose())) {
					r.throughUnreadable(k, l.linkMade, a.w.Span)
				}
				continue
			}
			nw, hit, sure := throughLink(*a.w, l.linkMade, a.follow)
			switch {
			case !hit:
			case !sure:
				r.throughUnreadable(k, l.linkMade, a.w.Span)
			default:
				if rewritten != nil && !sameSegs(rewritten.Segs, nw.Segs) {
					r.throughUnreadable(k, l.linkMade, a.w.Span) // links of one name to different targets
				}
				rewritten = &nw
			}
		}
		if rewritten != nil {
			*a.w = *rewritten
			if a.follow {
				r.laterThrough(k, *rewritten, dirs[k]) // effects_link_later.go
			}
		}
	}
}

// mightBeRelative reports whether a word might be a relative path: it
// does not start with a literal "/" or "-" (rm's and chmod's options are
// among their words), or with ~ (or $HOME).
func mightBeRelative(w Word) bool {
	if _, home := homeRest(&w); home {
		return false
	}
	lit, _ := litPrefix(w)
	return !strings.HasPrefix(lit, "/") && !strings.HasPrefix(lit, "-") // an option is no path
}

// sameSegs reports whether two words are made of the same segments.
func sameSegs(a, b []Seg) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// throughLink reads word w, used from the directory link l was made in:
// hit when it runs through the link (l/…, or l/ itself; l alone too when
// follow), and then, when sure, the word with the link's target in place
// of its name.
func throughLink(w Word, l linkMade, follow bool) (out Word, hit, sure bool) {
	lit, tail := litPrefix(w)
	rel := strings.TrimPrefix(lit, "./")
	name := strings.TrimPrefix(l.name, "./")
	exact := follow && !tail && path.Clean(rel) == name
	if !strings.HasPrefix(rel, name+"/") && !exact {
		// Reached another way ($PWD/x/, /abs/dir/x/, ~/proj/x): the
		// reader does not follow it, but a word that names the link as
		// a component is not read.
		var b strings.Builder
		for _, s := range w.Segs {
			if s.Kind == SegLit {
				b.WriteString(s.Text)
			} else {
				b.WriteByte(0)
			}
		}
		text := b.String()
		if strings.Contains(text, "/"+name+"/") || follow && strings.HasSuffix(text, "/"+name) {
			return w, true, false
		}
		return w, false, false
	}
	target := l.target
	if tv, ok := target.Literal(); ok && !path.IsAbs(tv) && strings.Contains(l.name, "/") {
		// A relative target is read from the link's own directory.
		target = LitWord(path.Join(path.Dir(l.name), tv))
	}
	if _, ok := target.Literal(); !ok {
		if _, home := homeRest(&target); !home {
			return w, true, false
		}
	}
	if exact {
		return Word{Raw: w.Raw, Span: w.Span, Segs: append([]Seg{}, target.Segs...)}, true, true
	}
	cut := len(lit) - len(rel) + len(name) + 1 // "./"? NAME "/"
	segs := append([]Seg{}, target.Segs...)
	segs = append(segs, Seg{Kind: SegLit, Text: "/"})
	rest := cut
	for _, s := range w.Segs {
		if s.Kind == SegLit && rest > 0 {
			if rest >= len(s.Text) {
				rest -= len(s.Text)
				continue
			}
			s.Text = s.Text[rest:]
			rest = 0
		}
		segs = append(segs, s)
	}
	return Word{Raw: w.Raw, Span: w.Span, Segs: mergeLits(segs)}, true, true
}

// throughUnreadable marks part k unreadable: it might act through link l.
func (r *reading) throughUnreadable(k int, l linkMade, span Span) {
	link := "through " + quoteRaw(l.name) + ", which"
	if l.unknown {
		link = "through a link whose name is not known, which"
	}
	r.effectUnreadable(k, UnreadableLinkedThrough, span, fmt.Sprintf(
		"%s might act %s %s made to %s earlier in the line, so what it deletes or writes is not known.",
		r.cmd.Parts[k].Program, link, quoteRaw(r.cmd.Parts[l.part].Text()), quoteRaw(l.target.Raw)))
}
