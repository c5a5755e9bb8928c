package patterns

import (
	"path"
	"strings"
)

// The alias `git NAME` runs (body_eval.go) when NAME is none of git's
// commands: alias.NAME of the repository's .git/config (the first .git
// directory from where git runs upward), else of the user's ~/.gitconfig,
// else of ~/.config/git/config. A `!` alias is a shell command string,
// run at the repository's top as `sh -c`; another is git with its words.
// The extra words are appended as git appends them. What is read: those
// three files and the files they include (body_gitalias_include.go); a
// file that cannot be read leaves the part as it was, as does a .git
// that is a file (a
// linked worktree, a submodule), a repository git is pointed at
// (--git-dir, GIT_DIR) and a configuration past gitConfigFileMax.

// gitConfigFileMax bounds a git configuration file read.
const gitConfigFileMax = 256 << 10

// gitRepoWalkMax bounds how many directories above the part's the
// repository is looked for in.
const gitRepoWalkMax = 32

// gitCommands are git's own commands, which an alias cannot replace.
var gitCommands = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, c := range strings.Fields(`add am annotate apply archive bisect blame branch bundle cat-file check-attr
		check-ignore check-mailmap check-ref-format checkout checkout-index cherry cherry-pick citool clean
		clone column commit commit-graph commit-tree config count-objects credential daemon describe diff
		diff-files diff-index diff-tree difftool fast-export fast-import fetch fetch-pack filter-branch
		for-each-ref for-each-repo format-patch fsck gc get-tar-commit-id grep gui hash-object help
		hook index-pack init instaweb interpret-trailers log ls-files ls-remote ls-tree mailinfo mailsplit
		maintenance merge merge-base merge-file merge-tree mergetool mktag mktree multi-pack-index mv
		name-rev notes pack-objects pack-refs prune prune-packed pull push range-diff read-tree rebase
		reflog remote repack replace request-pull rerere reset restore rev-list rev-parse revert rm
		send-email send-pack shortlog show show-branch show-index show-ref sparse-checkout stash status
		stripspace submodule switch symbolic-ref tag unpack-file unpack-objects update-index update-ref
		update-server-info upload-archive upload-pack var verify-commit verify-pack verify-tag version
		whatchanged worktree write-tree lfs flow p4 svn`) {
		m[c] = true
	}
	return m
}}

// gitAliasBodies returns the alias a git part runs.
func gitAliasBodies(p *Part, ctx *Context) []runnerBody {
	dir, gitDir, at, ok := readGitAliasCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	name, _ := p.Words[at].Literal()
	top, val, found, ok := findGitAlias(ctx, dir, gitDir, name)
	if !ok || !found {
		return nil
	}
	b := runnerBody{key: "git alias " + name, from: "the git alias " + name, word: at, dir: dir}
	if shell, isShell := strings.CutPrefix(val, "!"); isShell {
		// git runs `sh -c 'ALIAS "$@"' ALIAS ARGS…`: the words are the
		// alias's positional parameters too (`!f() { rm -rf "$1"; }; f`:
		// rt50 A6, script_args.go), besides their text appended.
		b.text = appendArgs(bindPositional(shell, wordArgs(p.Words[at+1:], ctx)), p.Words[at+1:])
		b.shown = appendArgs(shell, p.Words[at+1:])
		if top != "" {
			b.dir = top // a shell alias runs at the repository's top
		}
	} else {
		b.text = appendArgs("git "+val, p.Words[at+1:])
	}
	return []runnerBody{b}
}

// readGitAliasCall reads where a git part runs, the git directory it
// names (--git-dir, or ""), and the word that names its command: false
// when the command is one of git's, not literal, or git is pointed at
// another repository some other way (--work-tree, --namespace …).
func readGitAliasCall(p *Part, cwd string) (dir, gitDir string, at int, ok bool) {
	dir = cwd
	ws := p.Words
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return "", "", 0, false
		}
		switch {
		case v == "-C":
			if k+1 >= len(ws) {
				return "", "", 0, false
			}
			k++
			if dir = bodyDir(dir, ws[k]); dir == "" {
				return "", "", 0, false
			}
		case v == "--git-dir" || strings.HasPrefix(v, "--git-dir="):
			// `git --git-dir=.git nuke` (rt50 A7): the alias is read from
			// that directory's config, relative to where git runs.
			g, joined := strings.CutPrefix(v, "--git-dir=")
			if !joined {
				if k+1 >= len(ws) {
					return "", "", 0, false
				}
				k++
				if g, lit = ws[k].Literal(); !lit {
					return "", "", 0, false
				}
			}
			if gitDir = bodyDir(dir, LitWord(g)); gitDir == "" {
				return "", "", 0, false
			}
		case v == "-c":
			k++ // a configuration for this run: read elsewhere
		case v == "--no-pager" || v == "-P" || v == "-p" || v == "--paginate" ||
			v == "--no-replace-objects" || v == "--literal-pathspecs" || v == "--no-optional-locks":
		case strings.HasPrefix(v, "-"):
			return "", "", 0, false // --work-tree, --namespace, --exec-path …
		case gitCommands.get()[v] || v == "":
			return "", "", 0, false
		default:
			for _, a := range p.Assigns {
				if strings.HasPrefix(a, "GIT_") {
					return "", "", 0, false
				}
			}
			return dir, gitDir, k, true
		}
	}
	return "", "", 0, false
}

// findGitAlias finds alias.name as git would from dir (in gitDir's
// config where git is given one): the repository's top (or ""), the
// alias's value, whether it is set, and false when a file that may set
// it could not be read.
func findGitAlias(ctx *Context, dir, gitDir, name string) (top, val string, found, ok bool) {
	d := dir
	for range gitRepoWalkMax {
		conf := path.Join(d, ".git", "config")
		if gitDir != "" {
			conf = path.Join(gitDir, "config") // git runs in dir, its top
		}
		val, found, ok, err := aliasInFile(ctx, conf, name, 0) // body_gitalias_include.go
		if err == nil {
			top = d
			if found || !ok {
				return top, val, found, found || ok // a value set is read, as before
			}
			break
		}
		if err != ErrNoProjectFile {
			return "", "", false, false
		}
		if d == "/" || gitDir != "" {
			break
		}
		d = path.Dir(d)
	}
	if ctx.Home == "" || !path.IsAbs(ctx.Home) {
		return top, "", false, true
	}
	for _, f := range []string{path.Join(ctx.Home, ".gitconfig"), path.Join(ctx.Home, ".config", "git", "config")} {
		val, found, ok, err := aliasInFile(ctx, f, name, 0) // body_gitalias_include.go
		if err == ErrNoProjectFile {
			continue
		}
		if err != nil {
			return top, "", false, false
		}
		if found || !ok {
			return top, val, found, found || ok
		}
	}
	return top, "", false, true
}

// gitConfigAlias reads alias.name from a git configuration's text: its
// last value, whether it is set, and whether the text includes another
// file.
func gitConfigAlias(text, name string) (val string, found, includes bool) {
	steps, bad := gitConfigAliasSteps(text, name)
	for _, st := range steps {
		if st.include {
			includes = true
			continue
		}
		val, found = st.val, true
	}
	return val, found, includes || bad
}

// aliasStep is one line of a git configuration that bears on a key: the
// key set to val, or (include) another file read there, path; cond: the
// include is an includeIf's, whose condition is not weighed.
type aliasStep struct {
	val, path string
	include   bool
	cond      bool
}

// gitConfigAliasSteps lists, in order, the settings of alias.name and
// the include.path and includeIf.*.path lines of a configuration's text;
// bad: the text is not git's syntax.
func gitConfigAliasSteps(text, name string) (steps []aliasStep, bad bool) {
	return gitConfigKeySteps(text, "alias", name, true)
}

// gitConfigKeySteps lists, in order, the settings of section.key (key
// compared without case; in a subsection too where sub) and the
// include.path and includeIf.*.path lines of a configuration's text; bad:
// the text is not git's syntax.
func gitConfigKeySteps(text, section, key string, sub bool) (steps []aliasStep, bad bool) {
	cur, inSub := "", false
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if line[0] == '[' {
			end := strings.IndexByte(line, ']')
			if end < 0 {
				return steps, true // not git's syntax: treated as unread
			}
			head := strings.TrimSpace(line[1:end])
			sec, _, spaced := strings.Cut(head, " ")
			cur, inSub = strings.ToLower(sec), spaced
			if strings.Contains(sec, ".") {
				cur, _, _ = strings.Cut(cur, ".")
				inSub = true
			}
			rest := strings.TrimSpace(line[end+1:])
			if rest == "" || rest[0] == '#' || rest[0] == ';' {
				continue
			}
			line = rest // a key on the header's line
		}
		k, raw, hasVal := strings.Cut(line, "=")
		k = strings.ToLower(strings.TrimSpace(k))
		for hasVal && strings.HasSuffix(raw, "\\") && i+1 < len(lines) {
			i++
			raw = raw[:len(raw)-1] + lines[i]
		}
		if (cur == "include" || cur == "includeif") && k == "path" {
			steps = append(steps, aliasStep{path: gitConfigValue(raw), include: true, cond: cur == "includeif"})
			continue
		}
		if cur != section || k != strings.ToLower(key) || inSub && !sub {
			continue
		}
		if !hasVal {
			steps = append(steps, aliasStep{}) // a key without a value is true: not a command
			continue
		}
		steps = append(steps, aliasStep{val: gitConfigValue(raw)})
	}
	return steps, false
}

// gitConfigValue unquotes a git configuration value: quotes joined, the
// escapes \" \\ \n \t read, a comment after # or ; outside quotes
// dropped, the ends trimmed.
func gitConfigValue(raw string) string {
	var b strings.Builder
	quoted := false
	raw = strings.TrimSpace(raw)
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch {
		case c == '"':
			quoted = !quoted
		case c == '\\' && i+1 < len(raw):
			i++
			switch raw[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'b':
			default:
				b.WriteByte(raw[i])
			}
		case (c == '#' || c == ';') && !quoted:
			return strings.TrimSpace(b.String())
		default:
			b.WriteByte(c)
		}
	}
	return strings.TrimSpace(b.String())
}
