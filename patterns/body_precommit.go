package patterns

import (
	"path"
	"strings"

	"go.yaml.in/yaml/v3"
)

// The local hooks `pre-commit run` runs (body_eval.go, rt50 A17): the
// `.pre-commit-config.yaml` of the directory or the first above it (or
// -c's), its `repo: local` hooks of `language: system` (the entry and
// args, split as pre-commit splits them, shlex's way, and run without a
// shell: each word is quoted here, so `entry: rm -rf ~/` deletes a
// directory named `~`, while `entry: bash -c 'rm -rf ~/'` deletes the
// home) and `language: script` (the entry a script of the repository,
// run by its path, read as `./F` is). `pre-commit run HOOK` runs the
// hooks of that id or alias; without one, every hook of the stage
// (pre-commit, or --hook-stage's). The files pre-commit appends are not
// known, and are not appended. Decided: a hook of a remote repository
// (`repo: https://github.com/…` at a `rev`) is code fetched by name and
// pin as a registry's package is (see the package runners), and is left
// alone. Decided again (fx69a, rt67 A6; DEFAULTS.md says why): still left
// alone, as is `pre-commit autoupdate --repo URL`. Other languages, pre-commit 4's names and hook-impl: see
// body_precommit_lang.go.

// preCommitCall is what a pre-commit part runs: its config file (or ""),
// the hook named (or ""), the stage, and the word the evidence points at.
type preCommitCall struct {
	config, hook, stage string
	word                int
	// repo is try-repo's repository, or "" (body_precommit_lang.go).
	repo string
}

// preCommitHook is one hook of a config, or of a repository's
// .pre-commit-hooks.yaml.
type preCommitHook struct {
	ID       string   `yaml:"id"`
	Alias    string   `yaml:"alias"`
	Entry    string   `yaml:"entry"`
	Args     []string `yaml:"args"`
	Language string   `yaml:"language"`
	Stages   []string `yaml:"stages"`
}

// readPreCommitCall reads a pre-commit part: false when it runs no hooks
// or an option the reader does not know.
func readPreCommitCall(p *Part) (preCommitCall, bool) {
	call := preCommitCall{stage: "pre-commit"}
	ws := p.Words
	k := 1
	if k < len(ws) {
		v, ok := ws[k].Literal()
		if !ok || v != "run" && v != "hook-impl" && v != "try-repo" { // body_precommit_lang.go
			return call, false
		}
		call.word = k
		k++
		if v == "try-repo" {
			if k >= len(ws) {
				return call, false
			}
			if call.repo, ok = ws[k].Literal(); !ok || call.repo == "" || strings.HasPrefix(call.repo, "-") {
				return call, false
			}
			k++
		}
	}
	files := false
	for ; k < len(ws); k++ {
		v, ok := ws[k].Literal()
		if !ok {
			return call, false
		}
		name, val, eq := strings.Cut(v, "=")
		value := func() (string, bool) {
			if eq {
				return val, true
			}
			if k+1 >= len(ws) {
				return "", false
			}
			k++
			return ws[k].Literal()
		}
		switch name {
		case "-a", "--all-files", "--show-diff-on-failure", "-v", "--verbose":
		case "--files":
			files = true
		case "--color", "-s", "--from-ref", "--source", "-o", "--to-ref", "--origin":
			if _, ok := value(); !ok {
				return call, false
			}
		case "--hook-dir":
			if _, ok := value(); !ok {
				return call, false
			}
		case "--skip-on-missing-config":
		case "--":
			return call, true // hook-impl: git's arguments to the hook follow
		case "--hook-stage", "--hook-type":
			s, ok := value()
			if !ok {
				return call, false
			}
			call.stage = s
		case "-c", "--config":
			s, ok := value()
			if !ok || s == "" {
				return call, false
			}
			call.config = s
		default:
			if strings.HasPrefix(v, "-") {
				return call, false
			}
			if !files && call.hook == "" {
				call.hook, call.word = v, k
			}
		}
	}
	return call, true
}

// preCommitBodies returns the local hooks a pre-commit part runs, as one
// body.
func preCommitBodies(p *Part, ctx *Context) []runnerBody {
	call, ok := readPreCommitCall(p)
	if !ok {
		return nil
	}
	var dir, name string
	var text []byte
	if call.repo != "" {
		return preCommitTryRepo(ctx, call) // body_precommit_lang.go
	}
	if call.config != "" {
		f := bodyJoin(ctx.Cwd, call.config)
		read := ctx.ProjectFile
		if ctx.ScriptFile != nil {
			read = ctx.ScriptFile // a config outside the project runs too (rt54 M15)
		}
		b, err := read(f, taskFileMax)
		if err != nil {
			return nil
		}
		dir, name, text = path.Dir(f), path.Base(f), b
	} else if dir, name, text, ok = findTaskFile(ctx, ctx.Cwd, []string{".pre-commit-config.yaml"}, true); !ok {
		return nil
	}
	var cfg struct {
		Repos []struct {
			Repo  string          `yaml:"repo"`
			Hooks []preCommitHook `yaml:"hooks"`
		} `yaml:"repos"`
		DefaultStages []string `yaml:"default_stages"`
	}
	if yaml.Unmarshal(text, &cfg) != nil {
		return nil
	}
	var lines, names []string
	for _, r := range cfg.Repos {
		if r.Repo != "local" {
			continue
		}
		l, n := call.hookLines(r.Hooks, cfg.DefaultStages, "")
		lines, names = append(lines, l...), append(names, n...)
	}
	if len(lines) == 0 {
		return nil
	}
	body, shown := linesInSubshells(lines)
	return []runnerBody{{key: "pre-commit " + path.Join(dir, name) + " " + strings.Join(names, " "),
		from: fromIn(ctx.Cwd, dir, name) + "'s hook " + strings.Join(names, " "),
		text: body, shown: shown, dir: dir, word: call.word}}
}

// hookLines are the command lines of the hooks call runs, and their ids;
// a script's path from repo when not "".
func (call preCommitCall) hookLines(hooks []preCommitHook, defaultStages []string, repo string) (lines, names []string) {
	for _, h := range hooks {
		if call.hook != "" && h.ID != call.hook && h.Alias != call.hook {
			continue
		}
		stages := h.Stages
		if len(stages) == 0 {
			stages = defaultStages
		}
		if call.hook == "" && len(stages) > 0 && !preCommitStage(stages, call.stage) {
			continue
		}
		words, ok := shlexSplit(h.Entry)
		if !ok || len(words) == 0 {
			continue
		}
		if words, ok = preCommitEntry(h.Language, words, repo); !ok { // body_precommit_lang.go
			continue
		}
		var line []string
		for _, w := range append(words, h.Args...) {
			line = append(line, shellQuote1(w))
		}
		lines, names = append(lines, strings.Join(line, " ")), append(names, h.ID)
	}
	return lines, names
}

// preCommitStage reports whether stages hold stage, pre-commit's old
// name `commit` for pre-commit included.
func preCommitStage(stages []string, stage string) bool {
	for _, s := range stages {
		if s == stage || s == "commit" && stage == "pre-commit" || s == "pre-commit" && stage == "commit" {
			return true
		}
	}
	return false
}

// shlexSplit splits s into words as Python's shlex.split does (POSIX):
// false for an unclosed quote or a trailing backslash.
func shlexSplit(s string) ([]string, bool) {
	var out []string
	var cur strings.Builder
	in := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if in {
				out, in = append(out, cur.String()), false
				cur.Reset()
			}
		case c == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, false
			}
			cur.WriteString(s[i+1 : i+1+j])
			i, in = i+1+j, true
		case c == '"':
			i++
			for ; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\\\"$`\n", s[i+1]) >= 0 {
					i++
				}
				cur.WriteByte(s[i])
			}
			if i >= len(s) {
				return nil, false
			}
			in = true
		case c == '\\':
			if i+1 >= len(s) {
				return nil, false
			}
			i++
			cur.WriteByte(s[i])
			in = true
		default:
			cur.WriteByte(c)
			in = true
		}
	}
	if in {
		out = append(out, cur.String())
	}
	return out, true
}

// shellQuote1 is w in single quotes, for the shell to read as one literal
// word.
func shellQuote1(w string) string {
	return "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
}
