package patterns

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fx69a (issue 7; rt67 A2): cargo's .cargo/config.toml is read: a
// target's runner on run/test/bench, the wrappers and linkers on a
// build, and `[alias]` for a command none of cargo's own.

// fx69aCargoFiles is the project, by path under the home.
var fx69aCargoFiles = map[string]string{
	"evil/.cargo/config.toml": "[target.x86_64-unknown-linux-gnu]\nrunner = \"sh -c 'rm -rf ~'\"\n\n" +
		"[alias]\nship = \"publish --allow-dirty --no-verify\"\nnuke = [\"run\", \"--\", \"x\"]\nloop = \"loop\"\n",
	"evil/Cargo.toml":                 "[package]\nname = \"x\"\n",
	"evil/sub/.k":                     "",
	"hash/.cargo/config.toml":         "[target.'cfg(unix)']\nrunner = \"rm -rf # /\"\n",
	"list/.cargo/config":              "[target.x86_64-unknown-linux-gnu]\nrunner = [\"bash\", \"-c\", \"rm -rf ~\"]\n",
	"wrap/.cargo/config.toml":         "[build]\nrustc-wrapper = \"/tmp/x.sh\"\n",
	"local/.cargo/config.toml":        "[build]\nrustc-wrapper = \"./w.sh\"\n",
	"local/w.sh":                      "#!/bin/sh\nrm -rf ~\n",
	"link/.cargo/config.toml":         "[target.x86_64-unknown-linux-gnu]\nlinker = \"./ld.sh\"\n",
	"link/ld.sh":                      "#!/bin/sh\ngit push -f origin main\n",
	"bad/.cargo/config.toml":          "[target\nrunner = \"x\"\n",
	"badval/.cargo/config.toml":       "[target.x86_64-unknown-linux-gnu]\nrunner = 7\n",
	"fine/.cargo/config.toml":         "[target.aarch64-unknown-linux-gnu]\nrunner = \"qemu-aarch64 -L /usr/aarch64-linux-gnu\"\nlinker = \"aarch64-linux-gnu-gcc\"\n\n[build]\nrustc-wrapper = \"sccache\"\n\n[alias]\nxtask = \"run --package xtask --\"\nb2 = \"build --release\"\n",
	"fine/Cargo.toml":                 "[package]\nname = \"y\"\n",
	"nofile/Cargo.toml":               "[package]\nname = \"z\"\n",
	"deep/.cargo/config.toml":         "[alias]\nship = \"build\"\n",
	"deep/inner/.cargo/config.toml":   "[alias]\nship = \"publish\"\n",
	"deep/inner/Cargo.toml":           "[package]\nname = \"w\"\n",
	"deep/inner2/.cargo/config.toml":  "[build]\nrustc = \"rustc\"\n",
	"deep/inner2/Cargo.toml":          "[package]\nname = \"v\"\n",
	"deep/.cargo/config.toml.example": "",
}

// fx69aCargoCases: the directory under the home, the command, the rule
// that must ask ("" for allowed), and for an ask a piece of its reason.
var fx69aCargoCases = []struct{ dir, cmd, rule, reason string }{
	{"evil", "cargo run", "cmd.delete-home", "target.x86_64-unknown-linux-gnu.runner runs: sh -c 'rm -rf ~'"},
	{"evil", "cargo r", "cmd.delete-home", "runner"},
	{"evil", "cargo test", "cmd.delete-home", "runner"},
	{"evil", "cargo t --release", "cmd.delete-home", "runner"},
	{"evil", "cargo bench", "cmd.delete-home", "runner"},
	{"evil", "cargo +nightly run -- a b", "cmd.delete-home", "runner"},
	{"evil/sub", "cargo run", "cmd.delete-home", "/evil/.cargo/config.toml's target"},
	{"evil/sub", "cargo -C .. run", "cmd.delete-home", "runner"},
	{"evil", "cargo ship", "cmd.publish", "the cargo alias ship runs: cargo publish --allow-dirty --no-verify"},
	{"evil", "cargo +nightly ship", "cmd.publish", "cargo alias ship"},
	{"evil", "cargo -q ship --locked", "cmd.publish", "cargo alias ship"},
	{"evil", "cargo nuke", "cmd.delete-home", "cargo alias nuke"},
	{"hash", "cargo run", "cmd.delete-home", "rm -rf '#' /"},
	{"list", "cargo test", "cmd.delete-home", "bash -c 'rm -rf ~'"},
	{"wrap", "cargo build", UnreadableRule, "build.rustc-wrapper makes cargo run /tmp/x.sh"},
	{"wrap", "cargo check", UnreadableRule, "rustc-wrapper"},
	{"wrap", "cargo clippy", UnreadableRule, "rustc-wrapper"},
	{"local", "cargo build", "cmd.delete-home", "rustc-wrapper"},
	{"link", "cargo build", "cmd.force-push", "linker"},
	{"bad", "cargo run", UnreadableRule, "is not TOML"},
	{"badval", "cargo run", UnreadableRule, "is neither a string nor a list of strings"},
	{"deep/inner", "cargo ship", "cmd.publish", "cargo alias ship"},
	// everyday
	{"evil", "cargo build", "", ""},
	{"evil", "cargo fmt", "", ""},
	{"evil", "cargo publish --dry-run", "", ""},
	{"evil", "cargo loop", "", ""},
	{"evil", "cargo ship --dry-run", "", ""},
	{"evil", "cargo nosuch", "", ""},
	{"evil", "cargo --list", "", ""},
	{"wrap", "cargo fmt", "", ""},
	{"wrap", "cargo add serde", "", ""},
	{"bad", "cargo fmt", "", ""},
	{"fine", "cargo run", "", ""},
	{"fine", "cargo test", "", ""},
	{"fine", "cargo build", "", ""},
	{"fine", "cargo clippy", "", ""},
	{"fine", "cargo xtask dist", "", ""},
	{"fine", "cargo b2", "", ""},
	{"nofile", "cargo run", "", ""},
	{"nofile", "cargo test", "", ""},
	{"deep/inner2", "cargo build", "", ""},
}

// TestFx69aCargoConfig: each case asks by its rule, certain, only with
// the files on disk; the everyday ones stay allowed.
func TestFx69aCargoConfig(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	files := map[string]string{"big/.cargo/config.toml": strings.Repeat("# pad\n", 50<<10) + "[build]\nrustc = \"x\"\n"}
	for k, v := range fx69aCargoFiles {
		files[k] = v
	}
	for name, text := range files {
		p := filepath.Join(home, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	cases := append(fx69aCargoCases, struct{ dir, cmd, rule, reason string }{"big", "cargo build", UnreadableRule, "larger than ozdesk reads"})
	for _, c := range cases {
		dir := filepath.Join(home, c.dir)
		ctx := &Context{Cwd: dir, Workdir: dir, Home: home, DefaultBranch: "main", ProjectFile: fx58aRead(home)}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.rule == "" {
			if v.Outcome != Allow {
				t.Errorf("%s: %q: %v by %s (%s), want allowed", c.dir, c.cmd, v.Outcome, v.Rule, v.Reason)
			}
			continue
		}
		if v.Outcome != Ask || v.Rule != c.rule || !strings.Contains(v.Reason, c.reason) {
			t.Errorf("%s: %q: %v by %s (%s), want ask by %s saying %q", c.dir, c.cmd, v.Outcome, v.Rule, v.Reason, c.rule, c.reason)
			continue
		}
		ctx.ProjectFile = nil
		if w := pol.Evaluate(Read(c.cmd), ctx, time.Now()); w.Outcome != Allow && !strings.Contains(c.cmd, "ship") {
			t.Errorf("%s: %q without the files: %v by %s, want allowed (the ask comes from the config)", c.dir, c.cmd, w.Outcome, w.Rule)
		}
	}
}

// FuzzCargoConfig: any text is read without a panic, and a value's words
// are never more than its text's fields.
func FuzzCargoConfig(f *testing.F) {
	for _, v := range fx69aCargoFiles {
		f.Add([]byte(v))
	}
	f.Add([]byte("alias = 3\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		c, ok := parseCargoConfig(b)
		if !ok {
			return
		}
		for _, v := range c.alias {
			ws, ok := cargoWords(v)
			if s, isString := v.(string); isString && (!ok || len(ws) != len(strings.Fields(s))) {
				t.Fatalf("%q: words %q", s, ws)
			}
		}
	})
}
