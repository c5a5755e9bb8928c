package patterns

// The items xargs appends to a command (rt23d #8, #19, fx28e3) are the
// lines of its input: data for the command, a URL to fetch, a branch to
// delete, a file to remove. They stand as one word of unknown value that
// may be any number of operands (a default branch, the home), but not a
// flag the command line does not show: `xargs -n1 curl -sO < urls.txt`
// is not `curl -X DELETE`, and `… | xargs git branch -d` is not `git
// branch -d --force main`. An option the line shows is matched as ever
// (`xargs git branch -D` of items that might be main still asks, and so
// does `xargs curl -X DELETE`).

// itemsWord is the word that stands for the items xargs appends.
func itemsWord() Word {
	return Word{Segs: []Seg{{Kind: SegParam, Text: xargsItemsName}}}
}

// xargsItemsName names the items' word: not a variable a shell could
// set (a name cannot hold a space).
const xargsItemsName = "xargs items"

// isItemsWord reports whether w is [itemsWord].
func isItemsWord(w *Word) bool {
	return w.Raw == "" && len(w.Segs) == 1 && w.Segs[0].Kind == SegParam && w.Segs[0].Text == xargsItemsName
}
