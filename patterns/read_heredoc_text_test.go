package patterns

import (
	"os/exec"
	"strings"
	"testing"
)

// heredocCases: a database shell fed a here-document is judged by the
// text bash feeds it. The body read as a word had lost its backslashes
// (`\!` read as `!`, so psql's shell escape was SQL and allowed) and made
// `*` a glob (`SELECT count(*)` was not literal and asked). Each ask row
// was allowed, and each allow row asked, before heredocText (rt62 §1, rt63).
var heredocCases = []evalCase{
	ask("psql app <<'E'\n\\! rm -rf ~\nE", "cmd.unreadable"),
	ask("psql -h localhost app <<'EOF'\nSELECT 1;\n\\! rm -rf ~\nEOF", "cmd.unreadable"),
	ask("psql app <<-EOF\n\t\\! rm -rf ~\n\tEOF", "cmd.unreadable"),
	ask("psql app <<\\EOF\n\\! rm -rf ~\nEOF", "cmd.unreadable"),
	ask("psql app <<\"EOF\"\n\\o ~/.bashrc\nEOF", "cmd.unreadable"),
	ask("psql app <<'EOF'\nDELETE FROM users;\nEOF", "cmd.cloud-delete"),
	allow("psql app <<'EOF'\nSELECT count(*) FROM users;\nEOF"),
	allow("psql app <<EOF\nSELECT count(*) FROM users WHERE name LIKE 'a%';\nEOF"),
	allow("mysql app <<'EOF'\nSELECT * FROM t LIMIT 3;\nEOF"),
}

// TestHeredocFedToDatabaseShells: the rows above through the default
// policy.
func TestHeredocFedToDatabaseShells(t *testing.T) {
	fx55hRun(t, heredocCases)
}

// heredocSamples are here-documents whose text bash feeds is compared with
// heredocText's: quoted and bare delimiters, <<-, and every backslash bash
// resolves in a bare body or keeps.
var heredocSamples = []string{
	"cat <<'E'\n\\! rm -rf ~\nE\n",
	"cat <<E\n\\! \\$HOME \\` \\\\ \\a \\\"q\\\" count(*) ~ {a,b} [x]\nE\n",
	"cat <<\"E\"\n\\$x \\\\ *\nE\n",
	"cat <<\\E\n\\$x \\\\ *\nE\n",
	"cat <<-E\n\t\tone\n\t\\two\n\tE\n",
	"cat <<-'E'\n\t\\$x\n\tE\n",
	"cat <<E\nline \\\ncontinued\nE\n",
	"cat <<E\nno newline at end\\\\\nE\n",
	"cat <<E\n\nE\n",
}

// TestHeredocTextAsBash: what heredocText reads is what bash feeds: each
// sample is run by the real bash (cat only) and its output compared.
func TestHeredocTextAsBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Fatalf("this test compares with the real bash, which is not here: %v", err)
	}
	for _, src := range heredocSamples {
		out, err := exec.Command(bash, "--noprofile", "--norc", "-c", src).Output()
		if err != nil {
			t.Fatalf("bash -c %q: %v", src, err)
		}
		got, ok := heredocTextOf(t, src)
		if !ok {
			t.Errorf("%q: heredocText says not literal; bash fed %q", src, out)
			continue
		}
		if got != string(out) {
			t.Errorf("%q: heredocText %q; bash feeds %q", src, got, out)
		}
	}
	for _, src := range []string{"cat <<E\n$HOME\nE\n", "cat <<E\n$(id)\nE\n", "cat <<E\n`id`\nE\n"} {
		if got, ok := heredocTextOf(t, src); ok {
			t.Errorf("%q: heredocText %q, literal; want not literal (an expansion)", src, got)
		}
	}
}

// heredocTextOf reads src and returns heredocText of its first part's
// here-document.
func heredocTextOf(t *testing.T, src string) (string, bool) {
	t.Helper()
	c := Read(src)
	for _, p := range c.Parts {
		for _, rd := range p.Redirs {
			if rd.Body != nil {
				return heredocText(rd)
			}
		}
	}
	t.Fatalf("%q: no here-document read", src)
	return "", false
}

// FuzzHeredocText: for any body under a quoted delimiter heredocText is
// the body as written, and it never panics on a bare one.
func FuzzHeredocText(f *testing.F) {
	for _, s := range []string{"\\! rm -rf ~", "a\\\nb", "\\\\$x", "\t\tx", "count(*)", "E", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		if strings.Contains(body, "\x00") || strings.Contains(body, "\r") {
			return
		}
		for _, line := range strings.Split(body, "\n") {
			if strings.TrimLeft(line, "\t") == "ZZEND" {
				return
			}
		}
		body = strings.TrimSuffix(body, "\n") + "\n"
		if strings.HasPrefix(body, "\\\n") {
			return // the parser's body starts after a leading line continuation (heredocText's doc)
		}
		for _, src := range []string{"cat <<'ZZEND'\n" + body + "ZZEND\n", "cat <<ZZEND\n" + body + "ZZEND\n"} {
			c := Read(src)
			if len(c.Parts) != 1 || len(c.Parts[0].Redirs) != 1 || c.Parts[0].Redirs[0].Body == nil {
				continue // not read as one here-document (the parser refused it)
			}
			got, ok := heredocText(c.Parts[0].Redirs[0])
			if strings.HasPrefix(src, "cat <<'") && (!ok || got != body) {
				t.Errorf("%q: heredocText %q, %v; want the body as written %q", src, got, ok, body)
			}
		}
	})
}
