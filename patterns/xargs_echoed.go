package patterns

import "strings"

// Names echo hands to `xargs rm` (fx69c, rt67 G): `echo build dist |
// xargs rm -rf` is `rm -rf build dist`. echo or printf of literal words
// prints known text, and xargs, splitting it at blanks, appends each
// field as one item, as written: no tilde, variable or glob is expanded
// there. The text is read only when xargs would take it as written: no
// quote or backslash (xargs reads those itself), and no field that
// starts with "-" (rm would read it as an option).

// echoedItems returns the items the echo or printf part q prints for
// xargs to append, or nil when its text is not read so.
func echoedItems(q *Part) []Word {
	if q.Program != "echo" && q.Program != "printf" {
		return nil
	}
	for _, w := range q.Args() {
		for _, s := range w.Segs {
			if s.Kind != SegLit {
				return nil
			}
		}
	}
	text, ok := printedText(q)
	if !ok || strings.ContainsAny(text, `'"\`) {
		return nil
	}
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return nil
	}
	items := make([]Word, 0, len(fields))
	for _, f := range fields {
		if strings.HasPrefix(f, "-") {
			return nil
		}
		items = append(items, LitWord(f))
	}
	return items
}
