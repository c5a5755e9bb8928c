package patterns

import (
	"fmt"
	"strings"
	"time"
)

// A command over the size limit ([DefaultMaxBytes]) is not read, and
// asks by cmd.unreadable; but padding a command past the limit must not
// turn a refusal into an ask (`rm -rf ~; #` and 64 KiB of anything is
// still rm -rf ~). So the text that stays readable of it, its first and
// last [ClipKeepBytes] (what [ClipCommand] keeps, so that a command
// judged whole and one sent clipped through the broker are judged
// alike), is read and evaluated as fragments: when a refuse rule
// decides one, the whole command is refused by that rule. A fragment
// never allows or asks anything: the command still asks by the floor
// otherwise. A fragment may be read otherwise than the whole would be
// (its first words the end of a quoted string), which can only refuse a
// command that asked.

// fragmentTries bounds how many cuts of each end are read before one
// parses: each end is cut at its next statement separator.
const fragmentTries = 16

// overCapRefusal returns the refusal a readable end of cmd decides, when
// cmd is unreadable for its size and a refuse rule decides a fragment of
// its head or tail (head says which); nil otherwise.
func (p *Policy) overCapRefusal(cmd *Command, ctx *Context, now time.Time) (v *Verdict, head bool) {
	if !overCap(cmd) {
		return nil, false
	}
	first, last, ok := commandEnds(cmd.Source)
	if !ok {
		return nil, false
	}
	r := NewReader()
	for _, end := range []struct {
		text string
		head bool
	}{{first, true}, {last, false}} {
		text := end.text
		for try := 0; try < fragmentTries && strings.TrimSpace(text) != ""; try++ {
			frag := r.Read(text)
			if !wholeUnreadable(frag) {
				if v := p.Evaluate(frag, ctx, now); v.Outcome == Refuse {
					return v, end.head
				}
				break
			}
			if text, ok = cutFragment(text, end.head); !ok {
				break
			}
		}
	}
	return nil, false
}

// overCap reports whether cmd is unreadable for its size: its readable
// ends are then judged as fragments ([Policy.overCapRefusal]).
func overCap(cmd *Command) bool {
	for _, u := range cmd.Unreadable {
		if u.Part < 0 && u.Code == UnreadableSize {
			return true
		}
	}
	return false
}

// wholeUnreadable reports whether cmd could not be read at all.
func wholeUnreadable(cmd *Command) bool {
	for _, u := range cmd.Unreadable {
		if u.Part < 0 {
			return true
		}
	}
	return false
}

// commandEnds returns the head and tail of an over-long command, or of
// the text that stands for one ([ClipCommand]).
func commandEnds(src string) (head, tail string, ok bool) {
	if _, clipped := ClippedBytes(src); !clipped {
		if len(src) <= 2*ClipKeepBytes {
			return "", "", false
		}
		src = ClipCommandOver(src, 2*ClipKeepBytes)
	}
	at := strings.Index(src, clipMark)
	if at < 0 {
		return "", "", false
	}
	head = src[:at]
	_, tail, ok = strings.Cut(src[at+len(clipMark):], "]\n")
	return head, tail, ok
}

// cutFragment cuts a fragment that does not parse at a statement
// separator (a newline, ;, &, |): a head before its last, a tail after its
// first. ok is false when there is none.
func cutFragment(text string, head bool) (string, bool) {
	const seps = "\n;&|"
	if head {
		i := strings.LastIndexAny(text, seps)
		if i < 0 {
			return "", false
		}
		return text[:i], true
	}
	i := strings.IndexAny(text, seps)
	if i < 0 {
		return "", false
	}
	return text[i+1:], true
}

// overCapReason is the reason of a command refused by a fragment's rule.
func overCapReason(frag *Verdict, head bool) string {
	where := "last"
	if head {
		where = "first"
	}
	return fmt.Sprintf("%s (in the %s %d bytes of a command too long to read whole)", frag.Reason, where, ClipKeepBytes)
}
