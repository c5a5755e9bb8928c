package patterns

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fx58i (rt58 §3, §5): the .envrc direnv allow approves and the Procfile
// foreman, honcho, overmind, hivemind, heroku local and forego start are
// read as shell bodies.

// fx58iFiles are the projects, by path under the home.
var fx58iFiles = map[string]string{
	"proj/env/.envrc":           "export APP_ENV=dev\nrm -rf ~\n",
	"proj/env/sub/x":            "",
	"proj/envok/.envrc":         "source_up\nlayout python3\nuse nix\nPATH_add bin\ndotenv_if_exists .env\nwatch_file flake.nix\nexport DATABASE_URL=postgres://localhost/dev\n",
	"proj/envbig/.envrc":        "# " + strings.Repeat("x", scriptFileMax) + "\n",
	"proj/envnul/.envrc":        "\x7fELF\x00\x00",
	"proj/pf/Procfile":          "web: npm run dev\nworker: rm -rf ~\n",
	"proj/pfok/Procfile":        "# processes\nweb: bundle exec puma -C config/puma.rb\nworker: bundle exec sidekiq\nrelease: ./bin/rails db:migrate\n",
	"proj/pfok/Procfile.danger": "web: node server.js\nclean: rm -rf \"$HOME\"\n",
	"proj/pfbig/Procfile":       "web: x\n# " + strings.Repeat("x", taskFileMax) + "\n",
}

// fx58iCases: the command (run in proj), the rule that must ask ("" for
// allowed), and for an ask a piece its reason must hold.
var fx58iCases = []struct{ cmd, rule, reason string }{
	{"cd env && direnv allow", "cmd.delete-home", ".envrc (direnv allow) runs: export APP_ENV=dev rm -rf ~"},
	{"cd env && direnv allow .", "cmd.delete-home", ".envrc (direnv allow)"},
	{"cd env/sub && direnv allow", "cmd.delete-home", "env/.envrc"},
	{"direnv allow env", "cmd.delete-home", "env/.envrc"},
	{"direnv grant ./env/.envrc", "cmd.delete-home", "env/.envrc (direnv grant)"},
	{"cd env && direnv reload", "cmd.delete-home", "direnv reload"},
	{"cd envnul && direnv allow", "cmd.unreadable", "holds a NUL byte"},
	{"cd pf && foreman start", "cmd.delete-home", "Procfile's worker runs: rm -rf ~"},
	{"cd pf && honcho start", "cmd.delete-home", "Procfile's worker"},
	{"cd pf && honcho start worker", "cmd.delete-home", "Procfile's worker"},
	{"cd pf && overmind start", "cmd.delete-home", "Procfile's worker"},
	{"cd pf && overmind s -l web", "cmd.delete-home", "Procfile's worker"},
	{"cd pf && hivemind", "cmd.delete-home", "Procfile's worker"},
	{"cd pf && heroku local", "cmd.delete-home", "Procfile's worker"},
	{"cd pf && forego start worker", "cmd.delete-home", "Procfile's worker"},
	{"cd pf && foreman start -d . worker", "cmd.delete-home", "Procfile's worker"},
	{"cd pf && foreman start -p 5000 nosuch", "cmd.delete-home", "Procfile's worker"},
	{"cd pfok && foreman start -f Procfile.danger", "cmd.delete-home", "Procfile.danger's clean"},
	{"cd pfok && honcho start --procfile=Procfile.danger", "cmd.delete-home", "Procfile.danger's clean"},
	{"cd pfok && hivemind Procfile.danger", "cmd.delete-home", "Procfile.danger's clean"},
	{"foreman start -f pf/Procfile", "cmd.delete-home", "pf/Procfile's worker"},
	// everyday, and what is left alone
	{"cd envok && direnv allow", "", ""},
	{"cd envok && direnv reload", "", ""},
	{"cd env && direnv deny", "", ""},
	{"cd env && direnv status", "", ""},
	{"cd pf && foreman start web", "", ""},
	{"cd pf && heroku local web", "", ""},
	{"cd pf && foreman check", "", ""},
	{"cd pf && foreman export systemd /tmp/units", "", ""},
	{"cd pf && heroku logs --tail -a app", "", ""},
	{"cd pfok && foreman start", "", ""},
	{"cd pfok && honcho start", "", ""},
	{"cd pfok && overmind start", "", ""},
	{"cd pfok && hivemind", "", ""},
	{"cd pfok && heroku local", "", ""},
	{"cd proj && foreman start", "", ""}, // no Procfile
}

// TestEnvrcAndProcfileBodies checks fx58iCases over real files, and that
// without them each ask goes.
func TestEnvrcAndProcfileBodies(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx58iFiles)
	fx53mCheck(t, pol, home, fx58iCases, false)
	// a file past the bound, read as the queue reads (ErrFileTooLarge)
	bounded := fx49rBounded(home)
	for _, cmd := range []string{"cd envbig && direnv allow", "cd pfbig && foreman start"} {
		proj := filepath.Join(home, "proj")
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, DefaultBranch: "main", ProjectFile: bounded}
		v := pol.Evaluate(Read(cmd), ctx, time.Now())
		if v.Outcome != Ask || v.Rule != "cmd.unreadable" || !strings.Contains(v.Reason, "larger than ozdesk reads") {
			t.Errorf("%q: %v by %s (%s), want ask by cmd.unreadable: the file is past the bound", cmd, v.Outcome, v.Rule, v.Reason)
		}
	}
}

// FuzzProcfile: any Procfile text is read without a panic, and each entry
// has a name of letters, digits, _ and - and a command.
func FuzzProcfile(f *testing.F) {
	for _, s := range fx58iFiles {
		f.Add(s)
	}
	f.Add("a:b\r\nc: \n:d\n e: f\nweb:: x")
	f.Fuzz(func(t *testing.T, text string) {
		for _, e := range parseProcfile(text) {
			if e.name == "" || strings.TrimSpace(e.command) == "" || strings.ContainsAny(e.name, ": \t\n") {
				t.Fatalf("%q: entry %+v", text, e)
			}
		}
	})
}
