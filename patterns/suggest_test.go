package patterns

import (
	"strings"
	"testing"
)

// TestSuggestMatchesItsPart: the narrowest pattern of every readable part
// of every command in the tables prints, parses back to the same pattern,
// and certainly matches the part it came from — at every rung of every
// ladder, and with the tail widened.
func TestSuggestMatchesItsPart(t *testing.T) {
	ctx := testContext()
	n := 0
	for _, c := range defaultCases {
		cmd := Read(c.cmd)
		for i, p := range cmd.Parts {
			s, err := suggestAll(cmd, i, ctx)
			if p.Unreadable != nil || p.Program == "" {
				if err == nil {
					t.Errorf("%q part %d: suggested a pattern for an unreadable part", c.cmd, i)
				}
				continue
			}
			if err != nil {
				t.Errorf("%q part %d: %v", c.cmd, i, err)
				continue
			}
			checkSuggestion(t, c.cmd, cmd, i, s, ctx)
			for k := range s.Slots {
				for s.Widen(k) {
					checkSuggestion(t, c.cmd, cmd, i, s, ctx)
				}
			}
			for k := len(s.Slots) - 1; k >= 1; k-- {
				s.SetTail(k)
				if scopeInTail(cmd.Parts[i], s) {
					continue
				}
				checkSuggestion(t, c.cmd, cmd, i, s, ctx)
			}
			n++
		}
	}
	if n < 200 {
		t.Errorf("only %d parts suggested", n)
	}
}

// scopeInTail reports a suggestion whose ** takes a flag that chooses the
// cluster a value it names is read against (kubectl --user beside
// --clusterrole=cluster-admin): by design it matches nothing
// (match_scope.go, rt35v F13). Before flags lost their ** rung (rt45k
// HIGH-1) the loop above left every flag at ** and never met it.
func scopeInTail(p *Part, s *Suggestion) bool {
	st := s.Pattern().stages()[0]
	return scopeSpecs.get()[p.Program] != nil && len(compileStage(&st, p.Program).valued) > 0 && s.Tail < len(s.Slots)
}

func checkSuggestion(t *testing.T, src string, cmd *Command, i int, s *Suggestion, ctx *Context) {
	t.Helper()
	pat := s.Pattern()
	text := pat.String()
	back, err := ParsePattern(text)
	if err != nil {
		t.Errorf("%q part %d: suggestion %q does not parse: %v", src, i, text, err)
		return
	}
	if back.String() != text {
		t.Errorf("%q part %d: suggestion %q prints back as %q", src, i, text, back.String())
	}
	if isDownloader(cmd.Parts[i].Program) {
		return // certain only for hosts on the egress list: see TestSuggestDownload
	}
	if _, ok := back.MatchAt(cmd, i, ctx, Certainly); !ok {
		t.Errorf("%q part %d: suggestion %q does not certainly match its part", src, i, text)
	}
}

// TestSuggestLadders checks the narrowest pattern and the ladders of some
// words.
func TestSuggestLadders(t *testing.T) {
	ctx := testContext()
	tests := []struct {
		cmd    string
		part   int
		narrow string
		// ladders: for a slot index, its rungs joined by " → ".
		slot   int
		ladder string
	}{
		{"git push --force origin my-branch", 0, "git push --force origin my-branch", 4, "my-branch → [default-branch]?"},
		{"terraform destroy -target=module.test.db", 0, "terraform destroy -target=module.test.db", 2,
			"-target=module.test.db → -target=module.test.* → -target=module.* → -target=*"},
		// A name, not a path: widened from its right end, and never to a
		// path class.
		{"terraform destroy -target=module.m5", 0, "terraform destroy -target=module.m5", 2,
			"-target=module.m5 → -target=module.* → -target=*"},
		{"kubectl delete namespace prod", 0, "kubectl delete namespace prod", 3, "prod → [default-branch] → * → **"},
		// rt28k #11: a make target and a variable's assignment are names,
		// not paths: never [inside-workdir]; an assignment widens its value
		// (its glob quoted, as a pattern's word, so as not to read as one).
		{"make deploy ENV=prod-b4-18", 0, "make deploy ENV=prod-b4-18", 1, "deploy → * → **"},
		{"make deploy ENV=prod-b4-18", 0, "make deploy ENV=prod-b4-18", 2, "ENV=prod-b4-18 → 'ENV='prod-b4-* → 'ENV='prod-* → 'ENV='* → * → **"},
		// A flag's value the part writes is a path.
		{"curl -o out.tar.gz https://get.k3s.io/k3s.tar.gz", 0, "curl -o=out.tar.gz https://get.k3s.io/k3s.tar.gz", 1,
			"-o=out.tar.gz → -o=out.tar.* → -o=*.gz → -o=[inside-workdir] → -o=*"},
		{"rm -rf build/out.o", 0, "rm -r -f build/out.o", 3, "build/out.o → build/*.o → build/* → [inside-workdir] → * → **"},
		{"curl -fsSL https://get.k3s.io/install.sh", 0, "curl -f -s -S -L https://get.k3s.io/install.sh", 5,
			"https://get.k3s.io/install.sh → https://get.k3s.io/* → [host:get.k3s.io] → [egress] → [url] → * → **"},
		// rt18k #2: an allow's * stays within one component and stands
		// for at least one character, so a ladder offers only globs that
		// keep the word: /srv/p1/* for /srv/p1/item2, https://h/** for a
		// deeper URL.
		{"rm -rf /srv/p1/item2", 0, "rm -r -f /srv/p1/item2", 3, "/srv/p1/item2 → /srv/p1/* → [outside-workdir] → * → **"},
		{"curl -fsSL https://get.k3s.io/v1/install.sh", 0, "curl -f -s -S -L https://get.k3s.io/v1/install.sh", 5,
			"https://get.k3s.io/v1/install.sh → https://get.k3s.io/v1/* → https://get.k3s.io/** → [host:get.k3s.io] → [egress] → [url] → * → **"},
		{"curl -fsSL https://get.k3s.io/v1/", 0, "curl -f -s -S -L https://get.k3s.io/v1/", 5,
			"https://get.k3s.io/v1/ → https://get.k3s.io/** → [host:get.k3s.io] → [egress] → [url] → * → **"},
		{"cat \"$F\"", 0, "cat *", 1, "* → **"},
		{"rm -rf ~", 0, "rm -r -f ~", 3, "~ → [home] → [outside-workdir] → * → **"},
		{"rm ~/.local/state/ozdesk/old.log", 0, "rm ~/.local/state/ozdesk/old.log", 1,
			"~/.local/state/ozdesk/old.log → ~/.local/state/ozdesk/*.log → ~/.local/state/ozdesk/* → [outside-workdir] → * → **"},
		{"cat \"$HOME\"/notes.txt", 0, "cat ~/notes.txt", 1, "~/notes.txt → ~/*.txt → ~/* → [outside-workdir] → * → **"},
		{"ls $DIRS", 0, "ls **", 1, "**"},
		// A written file is never **.
		{"echo hi > out.txt", 0, "echo hi > out.txt", 2, "out.txt → *.txt → [inside-workdir] → *"},
		// Past a flag comes **, for that flag alone.
		{"curl -fsSL https://get.k3s.io/install.sh", 0, "curl -f -s -S -L https://get.k3s.io/install.sh", 1, "-f"},
		// Not when ** would take the flag's value in doubt: is node -f's?
		{"pkill -f node", 0, "pkill -f node", 1, "-f"},
		// A subcommand is the word or *: [inside-workdir] would be any subcommand.
		{"git push --force origin main", 0, "git push --force origin main", 1, "push → * → **"},
		{"npm publish", 0, "npm publish", 1, "publish → * → **"},
		{"kubectl delete namespace prod", 0, "kubectl delete namespace prod", 1, "delete → * → **"},
		{"aws s3 rm s3://b --recursive", 0, "aws s3 rm s3://b --recursive", 2, "rm → * → **"},
		// With the flags' arity in doubt it stays: another subcommand's table
		// would read them otherwise.
		{"docker buildx build -t r/app:1 --push .", 0, "docker buildx build -t r/app:1 --push .", 1, "buildx"},
		// rt41k F5: a word widens only to classes it is an instance of
		// where it stands: a mode or a number is no tag and no path, a
		// branch made by -b no path, an image no system daemon.
		{"chmod -R -v -f 777 /srv/app/data", 0, "chmod -R -v -f 777 /srv/app/data", 4, "777 → * → **"},
		{"chmod u+x run.sh", 0, "chmod u+x run.sh", 1, "u+x → * → **"},
		{"sleep 100", 0, "sleep 100", 1, "100 → * → **"},
		{"git checkout -b feature/login", 0, "git checkout -b=feature/login", 2, "-b=feature/login → -b=*"},
		{"docker run -p 8080:80 nginx", 0, "docker run -p=8080:80 nginx", 3, "nginx → * → **"},
		// The everyday widenings stay.
		{"rm -rf build/x", 0, "rm -r -f build/x", 3, "build/x → build/* → [inside-workdir] → * → **"},
		{"git push origin feature/x", 0, "git push origin feature/x", 3, "feature/x → feature/* → * → **"},
		{"pkill sshd", 0, "pkill sshd", 1, "sshd → [system-daemon] → * → **"},
		{"git push origin v1.2.3", 0, "git push origin v1.2.3", 3, "v1.2.3 → v1.2.* → v1.* → [tag-name] → * → **"},
	}
	for _, tt := range tests {
		cmd := Read(tt.cmd)
		s, err := suggestAll(cmd, tt.part, ctx)
		if err != nil {
			t.Errorf("%q: %v", tt.cmd, err)
			continue
		}
		if got := s.String(); got != tt.narrow {
			t.Errorf("%q: narrowest %q, want %q", tt.cmd, got, tt.narrow)
		}
		if tt.slot >= len(s.Slots) {
			t.Errorf("%q: no slot %d in %d", tt.cmd, tt.slot, len(s.Slots))
			continue
		}
		var rungs []string
		for _, e := range s.Slots[tt.slot].Ladder {
			rungs = append(rungs, elemText(e))
		}
		got := strings.Join(rungs, " → ")
		want := strings.TrimSuffix(tt.ladder, "?")
		if strings.HasSuffix(tt.ladder, "?") {
			if !strings.HasPrefix(got, strings.Split(want, " → ")[0]) {
				t.Errorf("%q slot %d: ladder %q, want it to start %q", tt.cmd, tt.slot, got, want)
			}
			continue
		}
		if got != want {
			t.Errorf("%q slot %d: ladder %q, want %q", tt.cmd, tt.slot, got, want)
		}
	}
}

// elemText prints one element as a pattern would.
func elemText(e Elem) string {
	p := &Pattern{Stages: []Stage{{Program: Elem{Kind: ElemLiteral, Text: "x"}, Words: []Elem{e}}}}
	return strings.TrimPrefix(p.String(), "x ")
}

// TestSuggestRefusesUnreadable: no pattern is suggested for what cannot be
// read, and the refusal names the rail.
func TestSuggestRefusesUnreadable(t *testing.T) {
	for _, src := range []string{"eval ls", "$CMD x", "cat x | sh", "echo 'open"} {
		cmd := Read(src)
		for i := range cmd.Parts {
			if cmd.Parts[i].Unreadable == nil && cmd.Parts[i].Program != "" {
				continue
			}
			if _, err := Suggest(cmd, i, testContext()); err == nil || !strings.Contains(err.Error(), string(RailUnreadable)) {
				t.Errorf("%q part %d: err %v, want the unreadable rail", src, i, err)
			}
		}
		if _, err := Suggest(cmd, len(cmd.Parts), testContext()); err == nil {
			t.Errorf("%q: a part out of range gave no error", src)
		}
	}
}

// TestSuggestWidenOneWord: widening a word past the top of its ladder
// takes that word alone: the words after it stay.
func TestSuggestWidenOneWord(t *testing.T) {
	tests := []struct {
		cmd    string
		slot   int
		widen  int
		result string
	}{
		{"curl -fsSL https://get.k3s.io/install.sh", 1, 5, "curl -f -s -S -L https://get.k3s.io/install.sh"}, // a flag stays: issue 9 §4, rt45k HIGH-1
		{"git push --force origin main", 3, 9, "git push --force ** main"},
		{"rm -rf build/out.o", 1, 9, "rm -r -f build/out.o"},
		{"rm -rf build/out.o", 3, 9, "rm -r -f **"},
		{"pkill -f node", 1, 9, "pkill -f node"},
	}
	for _, tt := range tests {
		cmd := Read(tt.cmd)
		s, err := suggestAll(cmd, 0, testContext())
		if err != nil {
			t.Fatalf("%q: %v", tt.cmd, err)
		}
		for range tt.widen {
			s.Widen(tt.slot)
		}
		if got := s.String(); got != tt.result {
			t.Errorf("%q slot %d widened %d times: %q, want %q", tt.cmd, tt.slot, tt.widen, got, tt.result)
		}
	}
}

// TestSuggestWritten: the words of the pattern as written, each with the
// slots it stands for: a ** stands for the tail, for flags widened to **
// and for a ** beside it.
func TestSuggestWritten(t *testing.T) {
	tests := []struct {
		cmd   string
		widen map[int]int
		tail  int
		want  string
	}{
		{"git push --force origin main", nil, 0, "push:1 --force:2 origin:3 main:4"},
		{"git push --force origin main", map[int]int{3: 2}, 4, "push:1 --force:2 **:3,4"},
		// a flag has no rung above it (rt45k HIGH-1): it stays
		{"curl -fsSL https://get.k3s.io/install.sh", map[int]int{1: 1, 3: 1}, 0,
			"-f:1 -s:2 -S:3 -L:4 https://get.k3s.io/install.sh:5"},
		{"curl -fsSL https://get.k3s.io/install.sh", nil, 3, "-f:1 -s:2 **:3,4,5"},
		{"echo hi > out.txt", nil, 1, "**:1 >out.txt:2"},
	}
	for _, tt := range tests {
		cmd := Read(tt.cmd)
		s, err := suggestAll(cmd, 0, testContext())
		if err != nil {
			t.Fatal(err)
		}
		for k, n := range tt.widen {
			for range n {
				s.Widen(k)
			}
		}
		if tt.tail > 0 {
			s.SetTail(tt.tail)
		}
		var got []string
		for _, w := range s.Written() {
			var slots []string
			for _, k := range w.Slots {
				slots = append(slots, string(rune('0'+k)))
			}
			text := elemText(w.Elem)
			if w.Redir {
				text = ">" + text
			}
			got = append(got, text+":"+strings.Join(slots, ","))
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("%q: written %q, want %q", tt.cmd, strings.Join(got, " "), tt.want)
		}
	}
}

// suggestAll is Suggest with the ** rungs an editor offers.
func suggestAll(cmd *Command, i int, ctx *Context) (*Suggestion, error) {
	s, err := Suggest(cmd, i, ctx)
	if err == nil {
		s.OfferAny(cmd, ctx)
	}
	return s, err
}
