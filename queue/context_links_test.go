package queue

import (
	"os"
	"path/filepath"
	"testing"
)

// TestGuardedThroughLinks (rt18i #2): a guarded path written through a
// symbolic link an earlier call made (to the home, to ~/.claude, a ".."
// after a link, a link to a file not there yet, a link in a variable the
// line set) is judged as the path the kernel writes: asked by the guard,
// as the same write spelled directly is. Writes the links do not lead to
// a guarded place are left alone.
func TestGuardedThroughLinks(t *testing.T) {
	f := newPathFixture(t, "~/.claude/hooks", "src")
	home, proj := f.Home, f.Proj
	f.Symlinks(map[string]string{
		"hh":   home,                                                 // ln -s ~ hh
		"c":    filepath.Join(home, ".claude"),                       // ln -s ~/.claude c
		"d":    filepath.Join(home, ".claude", "hooks"),              // c/hooks/.. is ~/.claude
		"s":    filepath.Join(home, ".claude", "settings.json"),      // not there yet: a write makes it
		"rel":  "../home",                                            // a relative link
		"srcl": "src",                                                // a link within the project
		"loop": "loop",                                               // a link to itself
		"bin":  filepath.Join(home, ".local", "bin"),                 // not there yet
		"via":  filepath.Join(proj, "hh"),                            // a link to a link
		"up":   filepath.Join(proj, "src", "..", "..", "home", ".."), // root, through ..
	})
	judge(t, f.service(), proj, []verdict{
		{"echo x > hh/.claude/settings.json", "cmd.guard-tamper"},
		{"cp f c/settings.json", "cmd.guard-tamper"},
		{"rm c/settings.json", "cmd.guard-tamper"},
		{"echo x > d/../settings.json", "cmd.guard-tamper"},
		{"echo x > s", "cmd.guard-tamper"},
		{"echo 'rm -rf ~' >> rel/.bashrc", "cmd.guard-tamper"},
		{"echo x > via/.claude/settings.local.json", "cmd.guard-tamper"},
		{"D=hh; echo x > \"$D\"/.claude/settings.json", "cmd.guard-tamper"},
		{"cd hh && tee -a .bashrc", "cmd.guard-tamper"},
		{"echo x > " + filepath.Join(proj, "hh", ".profile"), "cmd.guard-tamper"},
		{"echo x >> srcl/main.go", wantAllow},
		{"echo x >> hh/notes.txt", wantAllow},
		{"echo x >> loop/x", "cmd.guard-tamper"}, // a loop of links: a look that fails asks (rt21i #4)
		{"echo x >> d/../../notes.txt", wantAllow},
	})
}

// TestWrittenPath: writtenPath is filepath.EvalSymlinks on paths that
// exist, and on paths that do not it resolves what exists, follows a
// link that leads nowhere yet, and climbs ".." from where a link led.
func TestWrittenPath(t *testing.T) {
	root := t.TempDir()
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.MkdirAll(filepath.Join(root, "a", "b", "c"), 0o700))
	must(os.Symlink(filepath.Join(root, "a", "b", "c"), filepath.Join(root, "l")))
	must(os.Symlink("b/c", filepath.Join(root, "a", "rl")))
	must(os.Symlink(filepath.Join(root, "a", "new"), filepath.Join(root, "dangling")))
	must(os.Symlink("x1", filepath.Join(root, "x2")))
	must(os.Symlink("x2", filepath.Join(root, "x1")))
	cases := []struct{ in, want string }{
		{root + "/l", root + "/a/b/c"},
		{root + "/l/..", root + "/a/b"},
		{root + "/l/../../f", root + "/a/f"},
		{root + "/a/rl/f", root + "/a/b/c/f"},
		{root + "//a/./rl/../f", root + "/a/b/f"},
		{root + "/dangling", root + "/a/new"},
		{root + "/l/missing/../g", root + "/a/b/c/g"},
		{root + "/x1/f", root + "/x1/f"},
		{"rel/x", "rel/x"},
		{"/", "/"},
	}
	for _, tc := range cases {
		if got := writtenPath(tc.in); got != tc.want {
			t.Errorf("writtenPath(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if _, err := os.Stat(tc.in); err == nil && filepath.IsAbs(tc.in) {
			if real, err := filepath.EvalSymlinks(tc.in); err == nil && real != writtenPath(tc.in) {
				t.Errorf("writtenPath(%q) = %q, EvalSymlinks %q", tc.in, writtenPath(tc.in), real)
			}
		}
	}
}
