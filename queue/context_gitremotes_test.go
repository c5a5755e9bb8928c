package queue

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestGitRemoteURLs reads a repository's remotes' url and pushurl; a
// configuration that includes another file is an error (its remotes are
// not read), and a directory in no repository has none.
func TestGitRemoteURLs(t *testing.T) {
	cases := []struct {
		name, config string
		want         []string
		err          bool
	}{
		{"remotes", "[core]\n\tbare = false\n[remote \"origin\"]\n\turl = https://github.com/acme/app.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[remote \"fork\"]\n\tpushurl = \"git@github.com:me/app.git\"\n",
			[]string{"https://github.com/acme/app.git", "git@github.com:me/app.git"}, false},
		{"none", "[core]\n\tbare = false\n", nil, false},
		{"include", "[include]\n\tpath = ../x.conf\n[remote \"origin\"]\n\turl = https://github.com/acme/app.git\n", nil, true},
	}
	for _, c := range cases {
		dir := t.TempDir()
		if err := os.MkdirAll(filepath.Join(dir, ".git"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, ".git", "config"), []byte(c.config), 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := gitRemoteURLs(filepath.Join(dir))
		if (err != nil) != c.err || !slices.Equal(got, c.want) {
			t.Errorf("%s: got %q, %v; want %q (error %v)", c.name, got, err, c.want, c.err)
		}
	}
	if got, err := gitRemoteURLs(t.TempDir()); err != nil || len(got) != 0 {
		t.Errorf("no repository: got %q, %v", got, err)
	}
}
