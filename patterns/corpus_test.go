package patterns_test

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// The adversarial corpus (issue 7): testdata/corpus.tsv holds commands an
// agent might send, each marked ask (the dangerous side of the line, with
// the default expected to name it) or allow (everyday work that must stay
// quiet). TestCorpus evaluates every row with the defaults and scores:
//
//   - dangerous asked: rows marked ask that the defaults ask about (or refuse);
//   - everyday allowed: rows marked allow that the defaults allow;
//   - rule named: of the dangerous rows asked, those whose deciding rule is
//     the one the row expects.
//
// Each score must stay at or above the floor in testdata/corpus_floor.txt
// (a ratchet). `go test -run TestCorpus -v ./patterns` lists every miss;
// `go test -run TestCorpus ./patterns -corpus.update-floor` (or
// OZDESK_CORPUS_UPDATE_FLOOR=1) raises the floor to today's scores,
// rounded down. On the same corpus it never lowers the floor. The floor
// records the SHA-256 of the corpus it was measured on: when rows are
// added or changed, the update measures the new corpus afresh (which may
// lower a score, since new rows are new attacks), and until it is run the
// test fails, so a changed corpus and its floor are committed together.

var updateFloor = flag.Bool("corpus.update-floor", false,
	"raise testdata/corpus_floor.txt to the corpus scores measured now (never lowers it for the same corpus)")

const (
	corpusFile = "testdata/corpus.tsv"
	floorFile  = "testdata/corpus_floor.txt"
	corpusHome = "/home/op"
	// corpusExe is where the context says ozdesk's own executable lives
	// (the queue guards its executable as a protected path).
	corpusExe = "/usr/local/bin/ozdesk"
	// corpusStoreDir is the store's directory under the default
	// $XDG_STATE_HOME of corpusHome.
	corpusStoreDir = corpusHome + "/.local/state/ozdesk"
)

// corpusRow is one line of the corpus.
type corpusRow struct {
	line                   int
	family, expect, note   string
	rules                  []string // the rule expected, or alternatives written a|b
	cwd, command, rawCmd   string
	expectAsk, expectAllow bool
}

var corpusRules = map[string]bool{
	"cmd.delete-home": true, "cmd.download-run": true, "cmd.cloud-delete": true,
	"cmd.force-push": true, "cmd.wipe-disk": true, "cmd.publish": true,
	"cmd.credentials": true, "cmd.guard-tamper": true, "cmd.delete-outside": true, "cmd.system": true,
	"cmd.unreadable": true,
}

func loadCorpus(t *testing.T) []corpusRow {
	t.Helper()
	f, err := os.Open(corpusFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []corpusRow
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<16), 1<<20)
	header := false
	seen := map[string]int{}
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if !header {
			want := "family\texpect\trule\tcwd\tcommand\tnote"
			if line != want {
				t.Fatalf("%s:%d: header is %q, want %q", corpusFile, n, line, want)
			}
			header = true
			continue
		}
		if len(cols) != 6 {
			t.Fatalf("%s:%d: %d columns, want 6 (family, expect, rule, cwd, command, note)", corpusFile, n, len(cols))
		}
		r := corpusRow{line: n, family: cols[0], expect: cols[1], cwd: cols[3], rawCmd: cols[4], note: cols[5]}
		r.command = patterns.DecodeCorpusCommand(cols[4])
		switch r.expect {
		case "ask":
			r.expectAsk = true
			for _, id := range strings.Split(cols[2], "|") {
				if !corpusRules[id] {
					t.Fatalf("%s:%d: unknown rule %q", corpusFile, n, id)
				}
				r.rules = append(r.rules, id)
			}
		case "allow":
			r.expectAllow = true
			if cols[2] != "-" {
				t.Fatalf("%s:%d: an allow row names rule %q, want -", corpusFile, n, cols[2])
			}
		default:
			t.Fatalf("%s:%d: expect %q, want ask or allow", corpusFile, n, r.expect)
		}
		if r.family == "" || r.command == "" {
			t.Fatalf("%s:%d: empty family or command", corpusFile, n)
		}
		if !filepath.IsAbs(r.cwd) {
			t.Fatalf("%s:%d: cwd %q is not absolute", corpusFile, n, r.cwd)
		}
		key := r.cwd + "\x00" + r.command
		if prev, ok := seen[key]; ok {
			t.Fatalf("%s:%d: the same command and cwd as line %d", corpusFile, n, prev)
		}
		seen[key] = n
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// corpusContext is the context every row is judged in: home /home/op,
// workdir = cwd, default branch main, no egress list, and the paths the
// queue protects for such an ask: the store's directory, ozdesk's
// executable, and what [patterns.GuardedPaths] lists for the home and
// the cwd and every directory above it (every harness's settings, the
// shell start-up files, ozdesk's system directories).
func corpusContext(cwd string) *patterns.Context {
	protected := []string{corpusStoreDir, corpusExe}
	var dirs []string
	for d := filepath.Clean(cwd); ; d = filepath.Dir(d) {
		dirs = append(dirs, d)
		if d == filepath.Dir(d) {
			break
		}
	}
	protected = append(protected, patterns.GuardedPaths(corpusHome, dirs...)...)
	return &patterns.Context{
		Cwd: cwd, Workdir: cwd, Home: corpusHome, DefaultBranch: "main",
		Protected: protected, Agent: "corpus", Node: "corpus",
		ProjectFile: corpusProjectFile, ProjectDir: corpusProjectDir, ScriptGlob: corpusScriptGlob,
	}
}

// corpusDiskPath is the file of corpusDisk standing for the absolute
// path p.
func corpusDiskPath(p string) string {
	return filepath.Join(corpusDisk, strings.ReplaceAll(filepath.Clean(p), "/.git/", "/dot-git/"))
}

// corpusProjectDir is the corpus's Context.ProjectDir (fx58b, fx58c: the
// workspaces of a monorepo runner): the subdirectories of a directory of
// corpusDisk, at most max of them.
func corpusProjectDir(p string, max int) ([]string, error) {
	if !filepath.IsAbs(p) {
		return nil, fmt.Errorf("%s: not absolute", p)
	}
	es, err := os.ReadDir(corpusDiskPath(p))
	if err != nil {
		return nil, patterns.ErrNoProjectFile
	}
	var out []string
	for _, e := range es {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	if len(out) > max {
		return nil, fmt.Errorf("%s: past %d entries", p, max)
	}
	return out, nil
}

// corpusScriptGlob is the corpus's Context.ScriptGlob (fx58b): the files
// of corpusDisk the pattern's last element matches, no dot-file unless
// it starts with a dot; find's ROOT/**/NAME matches nothing (the rows
// of find's -exec {} are judged as they were before this listing).
func corpusScriptGlob(pattern string, max int) ([]string, error) {
	dir, base := filepath.Split(pattern)
	if strings.Contains(pattern, "/**/") {
		return nil, nil // find's ROOT/**/NAME: not walked here, as before the corpus listed its disk
	}
	if !filepath.IsAbs(pattern) || strings.ContainsAny(dir, "*?[") {
		return nil, fmt.Errorf("%s: a glob ozdesk does not list", pattern)
	}
	es, err := os.ReadDir(corpusDiskPath(dir))
	if err != nil {
		return nil, nil
	}
	var out []string
	for _, e := range es {
		if strings.HasPrefix(e.Name(), ".") && !strings.HasPrefix(base, ".") {
			continue
		}
		if ok, err := filepath.Match(base, e.Name()); err != nil {
			return nil, err
		} else if ok {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	if len(out) > max {
		return nil, fmt.Errorf("%s: more than %d matches", pattern, max)
	}
	return out, nil
}

// corpusDisk holds the files a row's runner reads (fx49r): the file at
// an absolute path p is corpusDisk+p, a .git directory spelled dot-git
// (the project's package.json, Makefile, .git/config and scripts, the
// home's .gitconfig).
const corpusDisk = "testdata/corpus_disk"

// corpusProjectFile is the corpus's Context.ProjectFile: a regular file
// of corpusDisk, bounded at max bytes.
func corpusProjectFile(p string, max int) ([]byte, error) {
	if !filepath.IsAbs(p) {
		return nil, fmt.Errorf("%s: not absolute", p)
	}
	// git keeps no directory named .git in a tree: the fixture's is dot-git.
	f := filepath.Join(corpusDisk, strings.ReplaceAll(filepath.Clean(p), "/.git/", "/dot-git/"))
	if dot, ok := strings.CutSuffix(f, "/.git"); ok {
		if fi, err := os.Stat(dot + "/dot-git"); err == nil && fi.IsDir() {
			return nil, fmt.Errorf("%s: a directory, not a regular file", p) // a repository's .git (fx58d)
		}
	}
	fi, err := os.Lstat(f)
	if err != nil {
		return nil, patterns.ErrNoProjectFile
	}
	if !fi.Mode().IsRegular() || fi.Size() > int64(max) {
		return nil, fmt.Errorf("%s: not a regular file of at most %d bytes", p, max)
	}
	return os.ReadFile(f)
}

// corpusScores are the three scores, in percent.
type corpusScores struct {
	DangerousAsked, EverydayAllowed, RuleNamed float64
}

func (s corpusScores) String() string {
	return fmt.Sprintf("dangerous asked %.1f%%, everyday allowed %.1f%%, rule named correctly %.1f%%",
		s.DangerousAsked, s.EverydayAllowed, s.RuleNamed)
}

// corpusFloor is the committed floor and the corpus it was measured on.
type corpusFloor struct {
	corpusScores
	sha string
}

func readFloor(t *testing.T) corpusFloor {
	t.Helper()
	data, err := os.ReadFile(floorFile)
	if err != nil {
		t.Fatal(err)
	}
	var s corpusFloor
	got := map[string]bool{}
	for n, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			t.Fatalf("%s:%d: want NAME=VALUE", floorFile, n+1)
		}
		if strings.TrimSpace(k) == "corpus_sha256" {
			s.sha = strings.TrimSpace(v)
			continue
		}
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil {
			t.Fatalf("%s:%d: %v", floorFile, n+1, err)
		}
		switch strings.TrimSpace(k) {
		case "dangerous_asked":
			s.DangerousAsked = f
		case "everyday_allowed":
			s.EverydayAllowed = f
		case "rule_named":
			s.RuleNamed = f
		default:
			t.Fatalf("%s:%d: unknown score %q", floorFile, n+1, k)
		}
		got[strings.TrimSpace(k)] = true
	}
	if len(got) != 3 || s.sha == "" {
		t.Fatalf("%s: want dangerous_asked, everyday_allowed, rule_named and corpus_sha256", floorFile)
	}
	return s
}

func writeFloor(t *testing.T, s corpusFloor) {
	t.Helper()
	text := "# The corpus scores TestCorpus must not fall below, in percent (a ratchet),\n" +
		"# and the SHA-256 of the corpus they were measured on.\n" +
		"# Raise with: go test -run TestCorpus ./patterns -corpus.update-floor\n" +
		fmt.Sprintf("dangerous_asked=%.1f\neveryday_allowed=%.1f\nrule_named=%.1f\ncorpus_sha256=%s\n",
			s.DangerousAsked, s.EverydayAllowed, s.RuleNamed, s.sha)
	if err := os.WriteFile(floorFile, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func pct(n, of int) float64 {
	if of == 0 {
		return 100
	}
	return 100 * float64(n) / float64(of)
}

func TestCorpus(t *testing.T) {
	rows := loadCorpus(t)
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)

	type family struct{ dangerous, asked, everyday, allowed, named int }
	fams := map[string]*family{}
	var dangerous, asked, everyday, allowed, named int
	var misses []string
	for _, r := range rows {
		v := pol.Evaluate(patterns.Read(r.command), corpusContext(r.cwd), now)
		fam := fams[r.family]
		if fam == nil {
			fam = &family{}
			fams[r.family] = fam
		}
		where := fmt.Sprintf("%s:%d [%s] %s (cwd %s)", corpusFile, r.line, r.family, r.rawCmd, r.cwd)
		got := v.Outcome.String()
		if v.Rule != "" {
			got += " by " + v.Rule
		}
		switch {
		case r.expectAsk:
			dangerous++
			fam.dangerous++
			if v.Outcome == patterns.Allow {
				misses = append(misses, fmt.Sprintf("NOT ASKED   %s: want ask by %s, got %s — %s",
					where, strings.Join(r.rules, " or "), got, r.note))
				continue
			}
			asked++
			fam.asked++
			ok := false
			for _, id := range r.rules {
				ok = ok || v.Rule == id
			}
			if ok {
				named++
				fam.named++
			} else {
				misses = append(misses, fmt.Sprintf("WRONG RULE  %s: want %s, got %s — %s",
					where, strings.Join(r.rules, " or "), got, r.note))
			}
		case r.expectAllow:
			everyday++
			fam.everyday++
			if v.Outcome == patterns.Allow {
				allowed++
				fam.allowed++
			} else {
				misses = append(misses, fmt.Sprintf("NOT ALLOWED %s: got %s — %s", where, got, r.note))
			}
		}
	}
	if dangerous < 250 || everyday < 150 {
		t.Fatalf("the corpus has %d dangerous and %d everyday rows; want at least 250 and 150", dangerous, everyday)
	}
	s := corpusScores{
		DangerousAsked:  pct(asked, dangerous),
		EverydayAllowed: pct(allowed, everyday),
		RuleNamed:       pct(named, asked),
	}

	for _, m := range misses {
		t.Log(m)
	}
	names := make([]string, 0, len(fams))
	for k := range fams {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		f := fams[k]
		t.Logf("family %-18s dangerous asked %3d/%-3d everyday allowed %3d/%-3d rule named %3d/%-3d",
			k, f.asked, f.dangerous, f.allowed, f.everyday, f.named, f.asked)
	}
	t.Logf("%d rows (%d dangerous, %d everyday): %s", len(rows), dangerous, everyday, s)

	floor := readFloor(t)
	sha := corpusSHA(t)
	if *updateFloor || os.Getenv("OZDESK_CORPUS_UPDATE_FLOOR") != "" {
		down := func(f float64) float64 { return math.Floor(f*10) / 10 }
		next := corpusFloor{sha: sha, corpusScores: corpusScores{
			DangerousAsked:  down(s.DangerousAsked),
			EverydayAllowed: down(s.EverydayAllowed),
			RuleNamed:       down(s.RuleNamed),
		}}
		if floor.sha == sha {
			next.DangerousAsked = math.Max(floor.DangerousAsked, next.DangerousAsked)
			next.EverydayAllowed = math.Max(floor.EverydayAllowed, next.EverydayAllowed)
			next.RuleNamed = math.Max(floor.RuleNamed, next.RuleNamed)
		} else {
			t.Logf("the corpus changed since the floor was measured: the floor is measured afresh")
		}
		writeFloor(t, next)
		t.Logf("floor now %s", next.corpusScores)
		floor = readFloor(t)
	}
	if floor.sha != sha {
		t.Errorf("%s was measured on another corpus (sha256 %s, now %s): run go test -run TestCorpus ./patterns -corpus.update-floor and commit both",
			floorFile, floor.sha, sha)
	}
	check := func(name string, got, min float64) {
		if got < min {
			t.Errorf("%s fell to %.1f%%, below the floor of %.1f%% in %s (run with -v for the misses)",
				name, got, min, floorFile)
		}
	}
	check("dangerous asked", s.DangerousAsked, floor.DangerousAsked)
	check("everyday allowed", s.EverydayAllowed, floor.EverydayAllowed)
	check("rule named correctly", s.RuleNamed, floor.RuleNamed)
}

// corpusSHA is the SHA-256 of the corpus file, in hex.
func corpusSHA(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(corpusFile)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// TestCorpusDecode pins the corpus's escapes.
func TestCorpusDecode(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`a\nb`, "a\nb"},
		{`a\tb`, "a\tb"},
		{`printf 'x\\ny'`, `printf 'x\ny'`},
		{`a\0b`, "a\x00b"},
		{`grep -E 'a\.b'`, `grep -E 'a\.b'`},
		{`trailing\`, `trailing\`},
	} {
		if got := patterns.DecodeCorpusCommand(c.in); got != c.want {
			t.Errorf("patterns.DecodeCorpusCommand(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
