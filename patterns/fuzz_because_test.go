package patterns

import (
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// FuzzBecause: under the defaults, every ask (and every refusal) by a
// rule or the floor says why, and its word is really in the command: a
// non-empty span of the command's text, quoted as it stands there (or
// its first MaxBecauseWord bytes, marked cut), inside the deciding
// part's span unless it says it covers more than the word. And weighing
// the evidence changes only the rule named: every part's outcome is what
// naming the first matching rule gives.
func FuzzBecause(f *testing.F) {
	for _, c := range becauseCases {
		f.Add(c.cmd)
	}
	for _, c := range defaultCases {
		f.Add(c.cmd)
	}
	for _, c := range corpusSeeds(f) {
		f.Add(c)
	}
	for _, s := range []string{
		`echo hi > "$LOG"`, `cat x > "$OUT" 2>&1`, `dd if=x of="$OUT"`, "read LOG; echo > $LOG",
		"ls /dev/sda; echo x > $_", `cp build/app "$BIN"`, `chmod +x "$SCRIPT"`, `echo k > "$KEYFILE"`,
		`bash -c "rm -rf \"\$HOME\""`, "ls | xargs rm -rf", "git push $F origin main",
		"x=$(printf '/de%s' v/sda); cat img > \"$x\"", "sudo -u root tee /dev/sda < img",
		"rm -rf " + strings.Repeat("é", 70), "f() { rm -rf \"$1\"; }; f ~",
		"git -C a -C ../b --work-tree=w --git-dir=.git clean -fdx", "git --git-dir=$G --work-tree= clean -fd",
		"git -C $D --work-tree=$W apply -C3 x.patch",
	} {
		f.Add(s)
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src string) {
		dog := time.AfterFunc(5*time.Second, func() { panic(fmt.Sprintf("slow input: %q", src)) })
		defer dog.Stop()
		cmd := Read(src)
		ctx := testContext()
		v := pol.Evaluate(cmd, ctx, testNow)
		rep := v.Report()
		for i, pv := range v.Parts {
			if pv.Outcome == Allow || pv.Fallback {
				continue
			}
			if rep.Parts[i].Because == nil {
				t.Fatalf("%q: part %q asks by %q without saying why", src, cmd.Parts[i].Text(), rep.Parts[i].Rule)
			}
			checkBecause(t, src, cmd.Parts[i], *rep.Parts[i].Because)
		}
		if v.Part < 0 && v.Outcome != Allow && len(src) > 0 && strings.TrimSpace(src) != "" {
			if rep.Because == nil {
				t.Fatalf("%q: the command as a whole asks by %q without saying why", src, rep.Rule)
			}
			checkBecause(t, src, nil, *rep.Because)
		}
		e := evaluation{p: pol, cmd: cmd, ctx: ctx, now: testNow, firstMatch: true}
		first := e.run()
		if first.Outcome != v.Outcome {
			t.Fatalf("%q: %s, but %s when the first rule that matches is named", src, v.Outcome, first.Outcome)
		}
		for i := range v.Parts {
			if v.Parts[i].Outcome != first.Parts[i].Outcome {
				t.Fatalf("%q part %d: %s, but %s when the first rule that matches is named", src, i,
					v.Parts[i].Outcome, first.Parts[i].Outcome)
			}
		}
	})
}

// checkBecause holds one ask's evidence to the command's text: an asking
// part's, or the command's as a whole when part is nil.
func checkBecause(t *testing.T, src string, part *Part, br BecauseReport) {
	t.Helper()
	b := &br
	if b.Start < 0 || b.End > len(src) || b.Start >= b.End {
		t.Fatalf("%q: because spans [%d,%d), not a word of the command", src, b.Start, b.End)
	}
	if b.Word == "" || !strings.HasPrefix(src[b.Start:b.End], b.Word) || b.Cut != (b.End-b.Start > len(b.Word)) {
		t.Fatalf("%q: because's word %q (cut %v) is not the command's text %q", src, b.Word, b.Cut, src[b.Start:b.End])
	}
	if len(b.Word) > MaxBecauseWord || b.Cut && utf8.ValidString(src[b.Start:b.End]) && !utf8.ValidString(b.Word) {
		t.Fatalf("%q: because's word %q is over %d bytes, or cut inside a character", src, b.Word, MaxBecauseWord)
	}
	if b.Certainty != "certain" && b.Certainty != "might" {
		t.Fatalf("%q: certainty %q", src, b.Certainty)
	}
	if !strings.Contains(b.Sentence(), b.Word) {
		t.Fatalf("%q: the sentence %q does not quote the word %q", src, b.Sentence(), b.Word)
	}
	if part == nil {
		return
	}
	if ps := part.Span; !b.Within && ps.Start <= ps.End && ps.End <= len(src) && (b.Start < ps.Start || b.End > ps.End) &&
		!inHereDoc(part, b.Start, b.End) {
		t.Fatalf("%q: because's word %q [%d,%d) stands outside its part %q [%d,%d)", src, b.Word, b.Start, b.End,
			part.Text(), ps.Start, ps.End)
	}
}

// inHereDoc reports whether [start,end) lies in one of the part's
// here-document bodies: the part reads them, but they stand after the
// line that holds the part, outside its span.
func inHereDoc(part *Part, start, end int) bool {
	for _, r := range part.Redirs {
		if r.Body != nil && r.Body.Span.Start <= start && end <= r.Body.Span.End {
			return true
		}
	}
	return false
}
