package patterns_test

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// fx36e (issue 7, rt31 E042, E043): an archive of the project extracted
// at the project's top is judged by its members, listed where the ask is
// judged (Context.ArchiveMembers). Before, `tar xzf release.tar.gz` and
// `unzip release.zip` asked cmd.guard-tamper whatever they held.

// fx36eArchives are the listings the fake look answers, by base name.
func fx36eArchives() map[string][]patterns.ArchiveMember {
	f := func(name string) patterns.ArchiveMember {
		return patterns.ArchiveMember{Name: name, Kind: patterns.ArchiveFile, Mode: 0o644}
	}
	d := func(name string, mode uint32) patterns.ArchiveMember {
		return patterns.ArchiveMember{Name: name, Kind: patterns.ArchiveDir, Mode: mode}
	}
	sym := func(name, to string) patterns.ArchiveMember {
		return patterns.ArchiveMember{Name: name, Kind: patterns.ArchiveSymlink, Link: to}
	}
	hard := func(name, to string) patterns.ArchiveMember {
		return patterns.ArchiveMember{Name: name, Kind: patterns.ArchiveHardlink, Link: to}
	}
	release := []patterns.ArchiveMember{d("cli-1.0/", 0o755), f("cli-1.0/bin/cli"), f("cli-1.0/README.md")}
	return map[string][]patterns.ArchiveMember{
		"release.tar.gz": release,
		"release.zip":    release,
		"dot.tgz":        {d("./", 0o755), f("./a.txt"), f("./src/b.go")},
		"links.tar":      {f("lib/cli"), sym("bin/cli", "../lib/cli"), hard("bin/cli2", "lib/cli")},
		"evil.tar.gz":    {f(".claude/settings.json")},
		"evil.zip":       {f("cli/x"), f(".claude/settings.json")},
		"crush.tar":      {f("crush.json")},
		"crushcaps.tar":  {f("CRUSH.JSON")},
		"hooks.tar":      {f(".git/hooks/pre-commit")},
		"wf.tar":         {f(".github/workflows/ci.yml")},
		"env.tar":        {f("src/.env")},
		"up.tar":         {f("../x")},
		"abs.tar":        {f("/etc/cron.d/x")},
		"dos.zip":        {f(`.claude\settings.json`)},
		"symout.tar":     {sym("x", "/etc")},
		"symup.tar":      {sym("x", "../../y")},
		"symhidden.tar":  {sym("x", "sub/../.claude")},
		"symthrough.tar": {sym("s", "src"), f("s/a.go")},
		"symtop.tar":     {sym("s", ".")},
		"hardout.tar":    {hard("x", "README.md")},
		"dev.tar":        {{Name: "null", Kind: patterns.ArchiveOther}},
		"topmode.tar":    {d("./", 0o000), f("a.txt")},
		"linkdisk.tar":   {f("cl/settings.json")},
		"outdisk.tar":    {f("out/x")},
		"release":        nil, // unzip release: missing, but release.zip is there
	}
}

// fx36eContext is the corpus's context with the fake look: a link on disk
// cl -> ~/.claude and out -> /srv/data.
func fx36eContext() *patterns.Context {
	const cwd = "/home/op/proj"
	ctx := fx36eGuarded(cwd)
	listings := fx36eArchives()
	ctx.ArchiveMembers = func(file, extractor string) ([]patterns.ArchiveMember, error) {
		if filepath.Dir(file) != cwd {
			return nil, patterns.ErrNoArchive
		}
		base := filepath.Base(file)
		if base == "release" {
			return nil, patterns.ErrNoArchive
		}
		m, ok := listings[base]
		if !ok {
			return nil, patterns.ErrNoArchive
		}
		if strings.HasSuffix(base, ".xz") {
			return nil, errFx36eCompression
		}
		return m, nil
	}
	ctx.RealPath = func(p string) string {
		for from, to := range map[string]string{cwd + "/cl": "/home/op/.claude", cwd + "/out": "/srv/data"} {
			if rest, ok := strings.CutPrefix(p, from); ok && (rest == "" || strings.HasPrefix(rest, "/")) {
				return to + rest
			}
		}
		return filepath.Clean(p)
	}
	return ctx
}

// errFx36eCompression stands for a look that cannot read the archive.
const errFx36eCompression = fx36eErr("a compression the look does not read")

// fx36eErr is a constant error.
type fx36eErr string

func (e fx36eErr) Error() string { return string(e) }

// fx36eGuarded is a context guarding what the queue guards for cwd.
func fx36eGuarded(cwd string) *patterns.Context {
	var dirs []string
	for d := cwd; ; d = filepath.Dir(d) {
		dirs = append(dirs, d)
		if d == filepath.Dir(d) {
			break
		}
	}
	protected := append([]string{"/home/op/.local/state/ozdesk"}, patterns.GuardedPaths("/home/op", dirs...)...)
	return &patterns.Context{Cwd: cwd, Workdir: cwd, Home: "/home/op", DefaultBranch: "main", Protected: protected}
}

var fx36eArchiveCases = []struct {
	cmd, rule string // rule "" for allow
}{
	{"tar xzf release.tar.gz", ""},
	{"tar -xvzf release.tar.gz", ""},
	{"tar -x -f release.tar.gz -C .", ""},
	{"tar xzf release.tar.gz --no-same-owner", ""},
	{"unzip release.zip", ""},
	{"unzip -oq release.zip -d .", ""},
	{"tar xzf dot.tgz", ""},
	{"tar xf links.tar", ""},
	{"tar xzf release.tar.gz && ls cli-1.0", ""},
	// dangerous near-misses
	{"tar xzf evil.tar.gz", "cmd.guard-tamper"},
	{"unzip evil.zip", "cmd.guard-tamper"},
	{"tar xf crush.tar", "cmd.guard-tamper"},
	{"tar xf crushcaps.tar", "cmd.guard-tamper"},
	{"tar xf hooks.tar", "cmd.guard-tamper"},
	{"tar xf wf.tar", "cmd.guard-tamper"},
	{"tar xf env.tar", "cmd.guard-tamper"},
	{"tar xf up.tar", "cmd.guard-tamper"},
	{"tar xf abs.tar", "cmd.guard-tamper"},
	{"unzip dos.zip", "cmd.guard-tamper"},
	{"tar xf symout.tar", "cmd.guard-tamper"},
	{"tar xf symup.tar", "cmd.guard-tamper"},
	{"tar xf symhidden.tar", "cmd.guard-tamper"},
	{"tar xf symthrough.tar", "cmd.guard-tamper"},
	{"tar xf symtop.tar", "cmd.guard-tamper"},
	{"tar xf hardout.tar", "cmd.guard-tamper"},
	{"tar xf dev.tar", "cmd.guard-tamper"},
	{"tar xf topmode.tar", "cmd.guard-tamper"},
	{"tar xf linkdisk.tar", "cmd.guard-tamper"},
	{"tar xf outdisk.tar", "cmd.guard-tamper"},
	{"tar xJf release.tar.xz", "cmd.guard-tamper"},
	{"unzip release", "cmd.guard-tamper"},              // unzip then reads release.zip, not judged so
	{"tar xzf missing.tar.gz; ls", "cmd.guard-tamper"}, // not the line's one part
	{"tar xzf missing.tar.gz", "cmd.guard-tamper"},     // made after the look (a download left running), extracted unread
	{"unzip missing.zip", "cmd.guard-tamper"},
	{"tar --strip-components=1 -xzf release.tar.gz", "cmd.guard-tamper"}, // names changed
	{"tar --transform=s,^,.claude/, -xzf release.tar.gz", "cmd.guard-tamper"},
	{"tar -xPzf release.tar.gz", "cmd.guard-tamper"},
	{"tar -C . -C .claude -xzf release.tar.gz", "cmd.guard-tamper"},
	{"unzip -j release.zip", "cmd.guard-tamper"},
	{"TAR_OPTIONS=--transform=s,^,.claude/, tar xzf release.tar.gz", "cmd.guard-tamper"},
	{"UNZIPOPT=-j unzip release.zip", "cmd.guard-tamper"},
	{"tar xzf ../release.tar.gz", "cmd.guard-tamper"},
	{"tar xzf host:release.tar.gz", "cmd.guard-tamper"},
	{"curl -LO https://x.io/release.tar.gz && tar xzf release.tar.gz", "cmd.guard-tamper"},
	{"tar xzf release.tar.gz && ./cli-1.0/bin/cli", "cmd.unreadable"},
	{"unzip release.zip && make", "cmd.unreadable"},
}

// TestFx36eArchivesAtTop judges the rows with the fake look.
func TestFx36eArchivesAtTop(t *testing.T) {
	pol := mustPolicy(t, nil)
	ctx := fx36eContext()
	for _, c := range fx36eArchiveCases {
		v := pol.Explain(c.cmd, ctx, fx36eNow)
		want, rule := patterns.Allow, ""
		if c.rule != "" {
			want, rule = patterns.Ask, c.rule
		}
		if v.Outcome != want || v.Rule != rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, want, rule)
		}
	}
}

// TestFx36eArchivesUnlooked: where nothing lists the archive (a replay,
// the pure reading) the extraction at the top asks, as before.
func TestFx36eArchivesUnlooked(t *testing.T) {
	pol := mustPolicy(t, nil)
	ctx := fx36eGuarded("/home/op/proj")
	for _, cmd := range []string{"tar xzf release.tar.gz", "unzip release.zip", "tar xzf missing.tar.gz"} {
		if v := pol.Explain(cmd, ctx, fx36eNow); v.Outcome != patterns.Ask || v.Rule != "cmd.guard-tamper" {
			t.Errorf("%q: got %s by %q, want ask by cmd.guard-tamper", cmd, v.Outcome, v.Rule)
		}
	}
}

// fx36eNow is the time fx36e's rows are judged at.
var fx36eNow = time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC)
