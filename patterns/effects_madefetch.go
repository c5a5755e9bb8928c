package patterns

import (
	"strings"
)

// What curl and aria2c save under names the line does not spell out
// (fx32b): curl's output template `-o '#1.sh'` names each file by what
// the URL's glob ({a,b}, [1-3]) matched, so `curl -o '#1.sh'
// 'https://x.io/{a,b}' && sh a.sh` runs a file curl made; -K's file may
// name any output; aria2c's -i list, a torrent or a metalink names the
// files it saves.

// curlTemplates returns curl's -o values with each #N (what the URL's
// N-th glob matched) read as a name not known; with -g (--globoff) the
// URL has no globs and # is a character.
func curlTemplates(p *Part, outs []Word) []Word {
	if hasFlag(p, "--globoff") {
		return outs
	}
	out := make([]Word, 0, len(outs))
	for _, w := range outs {
		out = append(out, curlTemplate(w))
	}
	return out
}

// curlTemplate returns w with each #N of its literal text a glob.
func curlTemplate(w Word) Word {
	changed := false
	var segs []Seg
	for _, s := range w.Segs {
		if s.Kind != SegLit || !strings.Contains(s.Text, "#") {
			segs = append(segs, s)
			continue
		}
		text := s.Text
		for {
			i := templateAt(text)
			if i < 0 {
				break
			}
			changed = true
			segs = append(segs, Seg{Kind: SegLit, Text: text[:i], Quoted: s.Quoted}, Seg{Kind: SegGlob, Text: "*"})
			j := i + 1
			for j < len(text) && text[j] >= '0' && text[j] <= '9' {
				j++
			}
			text = text[j:]
		}
		segs = append(segs, Seg{Kind: SegLit, Text: text, Quoted: s.Quoted})
	}
	if !changed {
		return w
	}
	return Word{Raw: w.Raw, Span: w.Span, Segs: mergeLits(segs)}
}

// templateAt returns where the first #N (# and a digit) of s stands, or
// -1.
func templateAt(s string) int {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '#' && s[i+1] >= '0' && s[i+1] <= '9' {
			return i
		}
	}
	return -1
}

// curlConfigMakes: curl -K FILE reads options from FILE, which may name
// any output (output = PATH, remote-name): the directory curl runs in,
// and a place the reader cannot name.
func curlConfigMakes(_ *Part, dir place) []made {
	return anywhereMade(dir, "downloads into")
}

// anywhereMade returns a tree made in dir and one made where the reader
// cannot place it: what a part makes by names it reads elsewhere.
func anywhereMade(dir place, how string) []made {
	d := dir
	d.tree = true
	return []made{{place: d, how: how}, {place: place{at: atSome, pat: []string{""}, tree: true}, how: how}}
}

// aria2cUnnamed reports whether aria2c saves files the line does not
// name: URLs listed in -i's file, a torrent's or a metalink's files (-T,
// -M, or one given as an operand), a magnet link's.
func aria2cUnnamed(p *Part, ops []Word) bool {
	if hasFlag(p, "--input-file", "--torrent-file", "--metalink-file", "-i", "-T", "-M") {
		return true
	}
	for _, w := range ops {
		lit, _ := litPrefix(w)
		low := strings.ToLower(lit)
		if strings.HasPrefix(low, "magnet:") {
			return true
		}
		if v, ok := w.Literal(); !ok || strings.HasSuffix(strings.ToLower(v), ".torrent") ||
			strings.HasSuffix(strings.ToLower(v), ".metalink") || strings.HasSuffix(strings.ToLower(v), ".meta4") {
			return true
		}
	}
	return false
}
