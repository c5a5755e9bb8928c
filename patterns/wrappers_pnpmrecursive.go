package patterns

// pnpm's command recursive, and its aliases multi and m, are its option
// -r (pnpm's manual: "Aliases: m, multi, recursive, <command> -r"), so
// `pnpm recursive exec rm -rf ~` is `pnpm -r exec rm -rf ~` and
// `pnpm m publish` is `pnpm -r publish` (rt56c F1).

// pnpmRecursive returns words, a pnpm command, with the word recursive,
// multi or m that stands where pnpm's command would read as -r (its
// source text kept), and words as they are otherwise.
func pnpmRecursive(words []Word) []Word {
	scan := wrapperSpecs.get()["pnpm"].pre.scan(words, 1)
	if scan.status != optOK || scan.next >= len(words) {
		return words
	}
	w := words[scan.next]
	switch v, _ := w.Literal(); v {
	case "recursive", "multi", "m":
	default:
		return words
	}
	out := append([]Word(nil), words...)
	out[scan.next] = Word{Raw: w.Raw, Span: w.Span, Segs: []Seg{{Kind: SegLit, Text: "-r"}},
		linked: w.linked, textAt: w.textAt}
	return out
}
