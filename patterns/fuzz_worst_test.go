package patterns

import (
	"encoding/json"
	"fmt"
	"runtime"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns/worstcase"
)

// worstAllocBound is the most a command under the size cap may allocate
// to be read, evaluated with the defaults and explained as JSON.
const worstAllocBound = 64 << 20

// FuzzWorst grows fuzz-made fragments toward the size cap, nested (open
// … core … close) or repeated (open core, open core, … close), and checks
// that evaluating and explaining the result finishes, never allows what
// cannot be read, and allocates less than worstAllocBound.
func FuzzWorst(f *testing.F) {
	for _, s := range []struct {
		open, core, close string
	}{
		{"echo $(", "x", ")"}, {"x=$(", "id", ")"}, {"cat <(", "x", ")"}, {"( ", "rm -rf a", " )"},
		{"{ ", "rm -rf a", "; }"}, {"if a; then ", "rm -rf a", "; fi"}, {"echo ${a:-", "x", "}"},
		{"rm -rf \"$D\"/a; ", "", ""}, {"cat x | ", "", "sh"}, {"cd a && ", "", "rm -rf b"},
		{"'a'\"b\"", "", ""}, {"sudo ", "", "rm -rf /"}, {"cat <<E\n$(id)\nE\n", "", ""},
		{"bash -c 'bash -c \"bash -c rm\"'; ", "", ""}, {"find . -exec ", "rm {}", " \\;"},
		{"rm -rf {a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}/x; ", "", ""},
		{"rm -rf {a,b}{a,b}{a,b}{a,b}/x; ", "", ""}, {"rm -rf {1..9}{a..z}/x; ", "", ""}, {"{a,", "b", "}"},
		{"{a,b}", "", ""}, {"echo {1..99999999}", "", ""}, {"a=({a,b}{a,b}{1..20}) ", "", ""},
		// rt22d #7: long pipelines and && / || lists, bare and nested.
		{"a|", "", "a"}, {"a|&", "", "a"}, {"a||", "", "a"}, {"a&&", "", "a"}, {"x=1&&", "", "x=1"},
		{"echo $(a|", "a", ")"}, {"{ a|", "a", "; }"},
		// fx39c: links then writes through them (every later part
		// looked up among what the earlier ones made), and nested
		// arithmetic (counted before it is parsed).
		{"ln -s ~/dddddddddddddddddddddddddddddddddddddddd x; echo a > x/b; ", "", ""},
		{"echo a > ~/bin/tool; tool; ", "", ""}, {"$((1+(", "1", ")))"},
		// fx41p: one word of globs, escapes and brackets, or of
		// parameters, grown to the cap (the reader sizes its segments
		// ahead and takes the text between globs from the source).
		{"*a", "", ""}, {"*\\*[ab]?\\", "", ""}, {"a[b\\]c*", "", ""}, {"$a", "", ""},
	} {
		for _, size := range []uint16{1 << 10, 1 << 14, 0xffff} {
			f.Add(s.open, s.core, s.close, size, s.core == "")
		}
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, open, core, close string, size uint16, flat bool) {
		n := min(int(size), DefaultMaxBytes)
		src := worstcase.Nest(open, core, close, n)
		if flat {
			src = worstcase.Repeat(open+core, close, n)
		}
		if len(src) > DefaultMaxBytes {
			return // the fragments alone are over the cap
		}
		dog := time.AfterFunc(10*time.Second, func() { panic(fmt.Sprintf("slow input of %d bytes: %q %q %q", len(src), open, core, close)) })
		defer dog.Stop()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		cmd := Read(src)
		v := pol.Evaluate(cmd, testContext(), testNow)
		out, err := json.Marshal(v.Report())
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatalf("encode the report: %v", err)
		}
		if !cmd.Readable() && v.Outcome == Allow {
			t.Fatalf("%d bytes (%q %q %q): unreadable %v, yet allowed", len(src), open, core, close, cmd.Unreadable[0].Code)
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > worstAllocBound {
			t.Fatalf("%d bytes (%q %q %q): allocated %d MiB, over %d MiB (%d parts, report %d bytes)",
				len(src), open, core, close, got>>20, worstAllocBound>>20, len(cmd.Parts), len(out))
		}
	})
}
