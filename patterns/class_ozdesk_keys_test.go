package patterns

import "testing"

func TestGuardKeyClasses(t *testing.T) {
	for _, tt := range []struct {
		class, arg, word string
		might, certain   bool
	}{
		{"ozdesk-exe", "", "/usr/local/bin/ozdesk", true, true},
		{"ozdesk-exe", "", "./cmd/ozdesk", true, true},
		{"ozdesk-exe", "", "./cmd/ozdesk/", true, true},
		{"ozdesk-exe", "", "example.com/ozdesk/cmd/ozdesk@latest", true, true},
		{"ozdesk-exe", "", `"$(which ozdesk)"`, true, false},
		{"ozdesk-exe", "", `"$BIN"/ozdesk`, true, false},
		{"ozdesk-exe", "", "ozdesk.yaml", false, false},
		{"ozdesk-exe", "", "/work/ozdesk/README.md", false, false},
		{"ozdesk-exe", "", `"$BIN"`, false, false},
		{"tmux", "send-keys", "send-keys", true, true},
		{"tmux", "send-keys", "send", true, true},
		{"tmux", "send-keys", "send-k", true, true},
		{"tmux", "send-keys", "send-", false, false}, // send-keys or send-prefix
		{"tmux", "paste-buffer", "pasteb", true, true},
		{"tmux", "paste-buffer", "paste", true, true},
		{"tmux", "kill-session", "kill-ses", true, false}, // only might: the session might not run a desk (fx40c)
		{"tmux", "kill-session", "kill-s", false, false},  // kill-server too
		{"tmux", "send-keys", "new", false, false},
		{"tmux", "send-keys", "$C", true, false},
		{"screen-types", "", "stuff", true, true},
		{"screen-types", "", "'stuff a'", true, true},
		{"screen-types", "", "paste", true, true},
		{"screen-types", "", "'select 1; paste .'", true, true},
		{"screen-types", "", "quit", false, false},
		{"screen-types", "", "hardcopy", false, false},
	} {
		j := JudgeClass(tt.class, tt.arg, testArg(t, tt.word), testContext())
		if j.Might != tt.might || j.Certainly != tt.certain {
			t.Errorf("[%s:%s] %q: got might=%v certainly=%v, want %v %v",
				tt.class, tt.arg, tt.word, j.Might, j.Certainly, tt.might, tt.certain)
		}
	}
	if _, err := ParsePattern("tmux ** [tmux:sendkeys] **"); err == nil {
		t.Error("[tmux:sendkeys] parsed; want an error naming the unknown command")
	}
}

// FuzzGuardKeyClasses: the classes of class_ozdesk_keys.go never panic,
// and certainly implies might, for any word.
func FuzzGuardKeyClasses(f *testing.F) {
	for _, s := range []string{"send-k", "pasteb", "'stuff a'", "./cmd/ozdesk@v1", `"$(which ozdesk)"`, "@", "/", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cmd := Read("x " + s)
		if len(cmd.Parts) == 0 || len(cmd.Parts[0].Words) < 2 {
			return
		}
		w := cmd.Parts[0].Words[1]
		for _, c := range [][2]string{{"ozdesk-exe", ""}, {"tmux", "send-keys"}, {"tmux", "paste-buffer"}, {"screen-types", ""}} {
			j := JudgeClass(c[0], c[1], w, testContext())
			if j.Certainly && !j.Might {
				t.Errorf("[%s:%s] %q: certainly without might", c[0], c[1], s)
			}
		}
	})
}
