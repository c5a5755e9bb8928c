package patterns

import "strings"

// Secret files that curl reads through an @ that starts an option's
// value (fx64d, issue 7): `-H @FILE` and `--proxy-header @FILE` read the
// headers to send from FILE, so `curl -H @$HOME/.aws/credentials URL`
// sends the credentials as header lines, as `curl -d @F` sends them as a
// body. [secret-at] is a [secret] file after such an @; a header given
// in place (`-H "Cookie: a=.env"`, `-H "From: me@x.io"`) names no file,
// which [secret] (reading name=F and name@F in a form's way) would take
// for one.

// judgeSecretAt is [secret-at]: a word whose literal start is @ and
// whose rest is a [secret] file (judgeSecretDirect).
func judgeSecretAt(_ string, w Word, ctx *Context) Judgement {
	if len(w.Segs) == 0 || w.Segs[0].Kind != SegLit || !strings.HasPrefix(w.Segs[0].Text, "@") {
		return Judgement{}
	}
	// withLead reads a ~/ after the @ as the home, as [secret] does for
	// curl's -d @~/F.
	if j := judgeSecretFile(withLead(w, w.Segs[0].Text[1:]), ctx); j.Certainly {
		return j
	}
	return Judgement{}
}
