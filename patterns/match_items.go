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

// An item xargs -I puts in place of its replace string is a line of its
// input just as an appended item is (fx38a, rt31 E102): a word that is
// the item and nothing else (`{}`, `"{}"`) is data given to the command,
// never a flag the line does not show, so `xargs -I{} curl -s -o
// /dev/null {} < urls.txt` is not `curl -X DELETE`. It still may be any
// one operand (`xargs -I{} rm -rf {}` may delete the home), and any value
// of the flag before it (`xargs -I{} curl -o {} URL` may write anywhere);
// a word with more text around the item (`{}/x`, `-X{}`) is read as
// before.

// isReplacedItem reports whether w, a word of part p, is exactly the
// replace string of an xargs -I that runs p, put in as one word.
func isReplacedItem(p *Part, w *Word) bool {
	if len(w.Segs) != 1 || w.Segs[0].Kind != SegSubst {
		return false
	}
	ph := w.Segs[0].Text
	if w.Raw != ph && w.Raw != `"`+ph+`"` && w.Raw != "'"+ph+"'" {
		return false
	}
	for _, x := range p.Wrappers {
		if x.Name == "xargs" && xargsReplace(x) == ph {
			return true
		}
	}
	return false
}
