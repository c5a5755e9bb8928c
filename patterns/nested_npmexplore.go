package patterns

// npmExplore reads `npm explore PKG [--] CMD…` (rt23d #23): npm joins
// the words after the package with spaces and runs them with its script
// shell in the package's directory; with none it starts that shell,
// which reads standard input. npm's own options before explore are
// skipped as npm exec's are.
func (r *reading) npmExplore(p *Part, sc scope) []*Node {
	if p.Program != "npm" {
		return nil
	}
	words := p.Words
	scan := wrapperSpecs.get()["npm"].pre.scan(words, 1)
	i := scan.next
	if scan.status != optOK || i >= len(words) || !isLit(words[i], "explore") {
		return nil
	}
	i++
	for i < len(words) && isOptionWord(words[i]) {
		i++
	}
	i++ // the package
	if i < len(words) && isLit(words[i], "--") {
		i++
	}
	if i >= len(words) {
		return r.fedShell(p, "npm explore", false)
	}
	return r.nestedWords(p, "npm explore", words[i:], FeedNone, sc)
}

// isOptionWord reports whether w starts, literally, with a dash and is
// not the lone "--" that ends options.
func isOptionWord(w Word) bool {
	lit, _ := litPrefix(w)
	return len(lit) > 1 && lit[0] == '-' && lit != "--"
}
