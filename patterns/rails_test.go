package patterns

import (
	"strings"
	"testing"
	"time"
)

// TestCheckAllow: each rail refuses what it guards against, names itself,
// and lets a well-made allow through.
func TestCheckAllow(t *testing.T) {
	ctx := testContext()
	end := testNow.Add(24 * time.Hour)
	tests := []struct {
		pattern string
		over    string
		reason  string
		end     time.Time
		from    string // the command it is written from, if any
		want    []Rail
	}{
		{pattern: "git status", reason: "read-only", end: end},
		{pattern: "rm -r -f build", reason: "build output", end: end},
		{pattern: "terraform destroy -target=module.test.*", reason: "test module", end: end},
		{pattern: "cat *.log", reason: "logs", end: end},
		{pattern: "ls -l -a", reason: "this listing exactly", end: end},
		{pattern: "ls -l **", reason: "any listing", end: end, want: []Rail{RailProgramAlone}},
		{pattern: "rm -r -f *", reason: "flags say how, not on what", end: end, want: []Rail{RailProgramAlone, RailShielded}},
		{pattern: "rm -r -f ~/proj/build", reason: "one directory", end: end},
		{pattern: "echo hi > out.txt", reason: "a named file", end: end},
		{pattern: "git **", reason: "anything git", end: end, want: []Rail{RailProgramAlone}},
		{pattern: "git", reason: "bare", end: end, want: []Rail{RailProgramAlone}},
		{pattern: "git * *", reason: "two words", end: end, want: []Rail{RailProgramAlone}},
		{pattern: "cat **", reason: "anything", end: end, want: []Rail{RailProgramAlone}},
		{pattern: "make *", reason: "any target", end: end, want: []Rail{RailProgramAlone}},
		// A class or glob where the subcommand stands says no more than *.
		{pattern: "npm [inside-workdir] **", reason: "any subcommand", end: end, want: []Rail{RailProgramAlone}},
		{pattern: "git [inside-workdir]", reason: "any subcommand", end: end, want: []Rail{RailProgramAlone}},
		{pattern: "aws [url] **", reason: "any service", end: end, want: []Rail{RailProgramAlone}},
		{pattern: "aws s3 ls **", reason: "listings", end: end},
		{pattern: "npm run test", reason: "the tests", end: end},
		{pattern: "curl -f -s -S -L https://get.k3s.io/install.sh", reason: "pinned", end: end},
		{pattern: "curl -f -s [egress]", reason: "pinned by class", end: end},
		// curl -o * may write a harness's settings in any directory
		// (rt37h D1: guarded by their names, whatever the context lists).
		{pattern: "curl -o * [host:get.k3s.io]", reason: "pinned host on the list", end: end, want: []Rail{RailShielded}},
		{pattern: "curl -o * [host:*.githubusercontent.com]", reason: "pinned wildcard host on the list", end: end, want: []Rail{RailShielded}},
		{pattern: "curl -o * [host:*.example.com]", reason: "host off the list", end: end, want: []Rail{RailDownload}},
		{pattern: "curl https://evil.example.com/x", reason: "off the list", end: end, want: []Rail{RailDownload}},
		{pattern: "curl -o out.json *", reason: "any URL", end: end, want: []Rail{RailProgramAlone, RailDownload}},
		{pattern: "curl ** [egress] **", reason: "stars beside a pinned URL", end: end},
		{pattern: "curl ** [egress] https://evil.example.com/x", reason: "one URL off the list", end: end, want: []Rail{RailDownload}},
		{pattern: "wget [url]", reason: "any URL", end: end, want: []Rail{RailDownload}},
		{pattern: "curl [egress] | sh", reason: "piped into a shell", end: end, want: []Rail{RailUnreadable}},
		{pattern: "curl [egress] | jq .name", reason: "json", end: end},
		{pattern: "git status", reason: "", end: end, want: []Rail{RailReason}},
		{pattern: "git status", reason: "   ", end: end, want: []Rail{RailReason}},
		{pattern: "git status", reason: "no end", want: []Rail{RailEnd}},
		{pattern: "git **", want: []Rail{RailProgramAlone, RailReason, RailEnd}},
		{pattern: "eval ls", reason: "from a card", end: end, from: "eval ls", want: []Rail{RailUnreadable}},
		{over: "cmd.download-run", reason: "the installer", end: end},
		{over: "cmd.download-run", reason: "the installer", want: []Rail{RailEnd}},
	}
	for _, tt := range tests {
		r := &Rule{ID: "r1", Outcome: Allow, Over: tt.over, Reason: tt.reason, End: tt.end}
		if tt.pattern != "" {
			r.Pattern = MustParsePattern(tt.pattern)
		}
		var from *Command
		if tt.from != "" {
			from = Read(tt.from)
		}
		errs := CheckAllow(r, from, 0, ctx)
		var got []Rail
		for _, e := range errs {
			got = append(got, e.Rail)
			if !strings.Contains(e.Error(), string(e.Rail)) || e.Msg == "" {
				t.Errorf("%q: error %q does not name its rail and problem", tt.pattern, e.Error())
			}
		}
		if !sameRails(got, tt.want) {
			t.Errorf("%q (over %q): rails %v, want %v", tt.pattern, tt.over, got, tt.want)
		}
	}
}

func sameRails(a, b []Rail) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestCheckAllowOnlyAllows: the rails concern allows; tightening rules may
// be as wide as they like, and stand forever.
func TestCheckAllowOnlyAllows(t *testing.T) {
	for _, o := range []Outcome{Ask, Refuse} {
		r := &Rule{ID: "r1", Outcome: o, Pattern: MustParsePattern("git **")}
		if errs := CheckAllow(r, nil, 0, testContext()); len(errs) != 0 {
			t.Errorf("%s git **: %v", o, errs)
		}
	}
}

// TestProgramAloneSaysWhatItSees: the rail's words fit the pattern: one
// with flags is told its flags say how, not on what, and never to keep a
// literal word it may think it has.
func TestProgramAloneSaysWhatItSees(t *testing.T) {
	tests := []struct {
		pattern   string
		says, not string
	}{
		{"ls -l -a -h **", "its flags say how it runs, not what it acts on", "literal word"},
		{"rm -r -f *", "its flags say how it runs", "literal word"},
		{"git **", "whatever its words", "flags"},
		{"git", "keep at least one literal word or class", "flag"},
	}
	for _, tt := range tests {
		r := &Rule{ID: "r1", Outcome: Allow, Pattern: MustParsePattern(tt.pattern), Reason: "r", End: testNow.Add(time.Hour)}
		errs := CheckAllow(r, nil, 0, testContext())
		var alone *RailError
		for _, e := range errs {
			if e.Rail == RailProgramAlone {
				alone = e
			}
		}
		if alone == nil {
			t.Fatalf("%q: %v", tt.pattern, errs)
		}
		text := alone.Msg + "; " + alone.Hint
		if !strings.Contains(text, tt.says) || strings.Contains(text, tt.not) {
			t.Errorf("%q: %q, want it to say %q and not %q", tt.pattern, text, tt.says, tt.not)
		}
	}
}
