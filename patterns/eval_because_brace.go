package patterns

// A brace list names each of its words (fx46c, rt45 reasons: `rm -rf
// ~/{proj,.ssh}` named cmd.credentials "might", though it certainly
// deletes ~/.ssh). A class judges a brace word certain only when every
// word it stands for is of the class, so that no allow is loosened; an
// ask's evidence is another question: when one of the words is certainly
// of the class (someBraceWord) and every other word the pattern took is
// certainly what it wants, the line certainly names such a word, and the
// ask says certain. The outcome does not change, only the evidence (and
// so which rule names the command: certain over might).

// braceNamesCertainly reports whether clue pick is a brace word one of
// whose words is certainly of its class, every other clue is certain,
// and the part's word of unknown value, if any, is that brace word.
func braceNamesCertainly(clues []clue, pick int, unknown *Word, ctx *Context) bool {
	c := clues[pick]
	if !c.isCls || c.w == nil || unknown != nil && unknown.Span != c.w.Span || !someBraceWord(c, ctx) {
		return false
	}
	for k, o := range clues {
		if k != pick && !o.j.Certainly {
			return false
		}
	}
	return true
}
