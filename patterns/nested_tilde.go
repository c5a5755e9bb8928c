package patterns

import "strings"

// tildeJoined returns, for a word that is a tilde prefix followed by
// literal text (`~`, `~/x`, `~op/x`), the text that stands for it in the
// command string a program joins from its words (rt23d #3: `watch -n 1
// rm -rf ~`): the shell expands the tilde to the home before the program
// joins the words, and the joined string, read again by sh, names the
// same home when it keeps the tilde. Any other word that is not literal
// is not known. (A string run elsewhere, ssh's, is not given it: the
// home there is another.)
func tildeJoined(w Word) (string, bool) {
	if len(w.Segs) == 0 || w.Segs[0].Kind != SegTilde {
		return "", false
	}
	var b strings.Builder
	b.WriteString("~" + w.Segs[0].Text)
	for i, s := range w.Segs[1:] {
		if s.Kind != SegLit || i == 0 && s.Text != "" && s.Text[0] != '/' {
			return "", false
		}
		b.WriteString(s.Text)
	}
	return b.String(), true
}

// rawJoined is the words' source texts joined by spaces: the command
// string a program joins from them, as the line writes it.
func rawJoined(words []Word) string {
	raws := make([]string, len(words))
	for i, w := range words {
		raws[i] = w.Raw
	}
	return strings.Join(raws, " ")
}
