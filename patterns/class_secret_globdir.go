package patterns

import "strings"

// A glob over a credential store's directory (fx42b, rt41: `cp ~/.ssh/*
// .`): the directory is a [secret] (`cp -r ~/.ssh .` copies it whole), and
// a glob of its entries copies what it holds, its keys among them, as
// surely as the whole directory does. globParent finds that directory.

// globParent returns the directory whose entries the word w globs, when
// w is literal (a leading ~ allowed) up to a last path element that holds
// a glob (`~/.ssh/*`, `~/.aws/cred*`); ok is false otherwise.
func globParent(w Word) (Word, bool) {
	g := -1
	for i, s := range w.Segs {
		if s.Kind == SegGlob {
			g = i
			break
		}
		if s.Kind != SegLit && !(s.Kind == SegTilde && i == 0) {
			return Word{}, false
		}
	}
	if g < 1 {
		return Word{}, false
	}
	for _, s := range w.Segs[g:] {
		if s.Kind != SegLit && s.Kind != SegGlob || strings.Contains(s.Text, "/") {
			return Word{}, false
		}
	}
	last := w.Segs[g-1]
	if last.Kind != SegLit {
		return Word{}, false
	}
	cut := strings.LastIndex(last.Text, "/")
	if cut < 0 {
		return Word{}, false
	}
	segs := append([]Seg(nil), w.Segs[:g-1]...)
	if dir := last.Text[:cut]; dir != "" {
		segs = append(segs, Seg{Kind: SegLit, Text: dir})
	} else if len(segs) == 0 {
		segs = append(segs, Seg{Kind: SegLit, Text: "/"})
	}
	raw := w.Raw
	if at := strings.LastIndex(raw, "/"); at > 0 {
		raw = raw[:at]
	}
	return Word{Raw: raw, Span: w.Span, Segs: segs}, true
}

// globsSecretDir reports whether w globs the entries of a directory that
// is itself a [secret] (a credential store: ~/.ssh, ~/.aws, ~/.gnupg).
func globsSecretDir(w Word, ctx *Context) bool {
	dir, ok := globParent(w)
	return ok && !onlyPublicKeys(w) && judgeSecretDirect(dir, ctx).Certainly
}

// onlyPublicKeys reports whether every name the glob w matches ends in
// ".pub" (`~/.ssh/*.pub`): public keys, which are no secret (fx42r1's
// `cat ~/.ssh/*.pub` is left alone).
func onlyPublicKeys(w Word) bool {
	n := len(w.Segs)
	return n > 0 && w.Segs[n-1].Kind == SegLit && strings.HasSuffix(w.Segs[n-1].Text, ".pub")
}
