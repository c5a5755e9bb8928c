package patterns

import "strings"

// find -exec and xargs -I put file names or input items into the words of
// the command they run, in place of "{}" (or xargs's chosen string). Such
// a word is not literal: `find . -exec sh -c 'rm {}' \;` runs a command
// string made of a file's name.

// withPlaceholder returns words with each occurrence of ph in literal text
// turned into a segment whose value is not known (SegSubst, Text ph).
// Words without ph are returned as they are.
func withPlaceholder(words []Word, ph string) []Word {
	return withPlaceholderSegs(words, ph, nil)
}

// withPlaceholderSegs is withPlaceholder with ph turned into the segments
// below instead when there are some (find's {}: a path under its starting
// point); the text around ph keeps its quoting.
func withPlaceholderSegs(words []Word, ph string, below []Seg) []Word {
	if ph == "" {
		return words
	}
	out := make([]Word, len(words))
	for i, w := range words {
		out[i] = w
		var b segBuilder
		found := false
		for _, s := range w.Segs {
			if s.Kind != SegLit || !strings.Contains(s.Text, ph) {
				b.add(s)
				continue
			}
			found = true
			pieces := strings.Split(s.Text, ph)
			for j, piece := range pieces {
				switch {
				case j == 0:
				case below != nil:
					for _, bs := range below {
						if bs.Kind == SegLit {
							b.lit(bs.Text, s.Quoted)
						} else {
							b.add(bs)
						}
					}
				default:
					b.add(Seg{Kind: SegSubst, Text: ph, Quoted: s.Quoted})
				}
				if piece != "" {
					b.lit(piece, s.Quoted)
				}
			}
		}
		if found {
			out[i].Segs = b.done()
		}
	}
	return out
}

// appendsItems reports whether p is run by xargs with the input items
// appended to its words (xargs without -I): its last words are not known.
func appendsItems(p *Part) bool {
	for _, w := range p.Wrappers {
		if w.Name == "xargs" && xargsReplace(w) == "" {
			return true
		}
	}
	return false
}

// xargsReplace returns the string xargs replaces with each input item in
// the command's words (-I R, -i[R], --replace[=R]; "{}" by default), or ""
// when it appends the items as words of their own.
func xargsReplace(w Wrapper) string {
	scan := wrapperSpecs.get()["xargs"].opts.scan(w.Words, 1)
	o, ok := scan.find("-I", "-i", "--replace")
	if !ok {
		return ""
	}
	if !o.hasVal || o.value == "" && o.name != "-I" {
		return "{}"
	}
	return o.value
}
