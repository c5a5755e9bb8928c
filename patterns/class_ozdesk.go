package patterns

import (
	"regexp"
	"strings"
)

// guardName is the name ozdesk's executable, store and processes go by.
const guardName = "ozdesk"

// judgeOzdesk is [ozdesk]: a word that names ozdesk itself: its literal
// text holds "ozdesk" (certainly); it is a pattern (pkill's and pgrep's
// regular expressions, killall -r) that matches the name, or a command
// substitution whose text names it ($(pidof ozdesk), $(which ozdesk))
// (might). A parameter the line does not set is not taken to name it:
// `kill "$pid"` is everyday work.
func judgeOzdesk(_ string, w Word, _ *Context) Judgement {
	if v, ok := w.Literal(); ok {
		if strings.Contains(v, guardName) {
			return Judgement{Might: true, Certainly: true}
		}
		return Judgement{Might: regexNames(v)}
	}
	for _, s := range w.Segs {
		if (s.Kind == SegLit || s.Kind == SegSubst) && strings.Contains(s.Text, guardName) {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// regexNames reports whether v, read as a regular expression, matches
// ozdesk's name or a command line that runs it. Go's regexp runs in
// linear time; a text that is no expression matches nothing.
func regexNames(v string) bool {
	if !strings.ContainsAny(v, ".[]*+?()|\\^$") || len(v) > 256 {
		return false
	}
	re, err := regexp.Compile(v)
	if err != nil {
		return false
	}
	return re.MatchString(guardName) || re.MatchString("/usr/local/bin/"+guardName+" hook")
}
