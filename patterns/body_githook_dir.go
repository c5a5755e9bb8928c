package patterns

import (
	"errors"
	"path"
	"strings"
)

// Where git finds the hooks a part runs (body_githook.go), found as git
// finds them, through the reads of Context.ScriptFile (else ProjectFile):
// the git directory --git-dir or GIT_DIR names, else the first of the
// part's directory and those above it holding a .git directory (with a
// HEAD), a .git file (`gitdir: X`: a linked worktree, a submodule) or
// HEAD and config itself (a bare repository); its common directory
// (commondir, or GIT_COMMON_DIR: a linked worktree's hooks and
// configuration are its main repository's); then core.hooksPath, as the
// last of the system's, the user's, the repository's and config.worktree
// sets it (their includes followed: body_gitalias_include.go) or -c
// gives it, a relative one from the work tree's top (husky's `.husky/_`),
// `~/` from the home; else the common directory's hooks. A hooksPath
// that cannot be told (-c's value computed, --config-env, GIT_CONFIG_*
// given on the part, an include not followed, a value an includeIf's
// file sets, `~user/`, `%(prefix)/`) or a repository's configuration that
// cannot be read makes the part unread: it asks, naming why. A git
// directory or commondir that cannot be read here leaves the part as it
// was, as a script that cannot be read does (body_eval.go).

// gitPointerMax bounds a .git file, HEAD or commondir read.
const gitPointerMax = 4096

// gitRepo is the repository a git part runs in: its git directory, its
// common directory and its work tree's top ("" for a bare one).
type gitRepo struct {
	gitDir, common, top string
}

// findGitRepo finds the repository a git part reading call runs in from
// dir: none (gitDir "") where there is none, or why it cannot be told.
func findGitRepo(ctx *Context, dir string, call gitHookCall) (gitRepo, string) {
	var repo gitRepo
	if call.gitDir != "" {
		repo = gitRepo{gitDir: call.gitDir, top: dir}
	} else {
		var why string
		if repo, why = discoverGitDir(ctx, dir); why != "" || repo.gitDir == "" {
			return repo, why
		}
	}
	if call.workTree != "" {
		repo.top = call.workTree
	}
	repo.common = repo.gitDir
	if call.commonDir != "" {
		repo.common = call.commonDir
		return repo, ""
	}
	b, err := hookRead(ctx, path.Join(repo.gitDir, "commondir"), gitPointerMax)
	switch {
	case err == nil:
		if c := strings.TrimSpace(string(b)); c != "" {
			repo.common = joinDir(repo.gitDir, c)
		}
	case !errors.Is(err, ErrNoProjectFile):
		return gitRepo{}, "" // not readable here: left as it was
	}
	return repo, ""
}

// discoverGitDir walks from dir up as git does (above).
func discoverGitDir(ctx *Context, dir string) (gitRepo, string) {
	d := path.Clean(dir)
	for range gitRepoWalkMax {
		dot := path.Join(d, ".git")
		b, err := hookRead(ctx, dot, gitPointerMax)
		switch {
		case err == nil:
			g, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir:")
			if !ok {
				return gitRepo{}, "" // git stops at a .git file it cannot read as one
			}
			return gitRepo{gitDir: joinDir(d, strings.TrimSpace(g)), top: d}, ""
		case errors.Is(err, ErrFileTooLarge):
			return gitRepo{}, "the file " + dot + " is larger than ozdesk reads"
		case !errors.Is(err, ErrNoProjectFile):
			// a directory (or a file that cannot be read): a repository
			// where it holds HEAD
			_, herr := hookRead(ctx, path.Join(dot, "HEAD"), gitPointerMax)
			if herr == nil {
				return gitRepo{gitDir: dot, top: d}, ""
			}
			if !errors.Is(herr, ErrNoProjectFile) {
				return gitRepo{}, "" // not readable here: left as it was, as a script is
			}
		default:
			if bareRepo(ctx, d) {
				return gitRepo{gitDir: d}, ""
			}
		}
		if d == "/" {
			break
		}
		d = path.Dir(d)
	}
	return gitRepo{}, ""
}

// bareRepo reports whether d holds HEAD and config, as a bare
// repository does.
func bareRepo(ctx *Context, d string) bool {
	if _, err := hookRead(ctx, path.Join(d, "HEAD"), gitPointerMax); err != nil {
		return false
	}
	_, err := hookRead(ctx, path.Join(d, "config"), gitConfigFileMax)
	return err == nil
}

// hooksDir returns the directory the hooks of repo are found in, or why
// it cannot be told.
func hooksDir(ctx *Context, repo gitRepo, call gitHookCall) (string, string) {
	val, set, why := hooksPathSetting(ctx, repo, call)
	if why != "" {
		return "", why
	}
	if !set {
		return path.Join(repo.common, "hooks"), ""
	}
	switch {
	case strings.HasPrefix(val, "~/"):
		if !path.IsAbs(ctx.Home) {
			return "", "core.hooksPath " + val + " is in a home ozdesk does not know"
		}
		return path.Join(ctx.Home, val[2:]), ""
	case strings.HasPrefix(val, "~"), strings.HasPrefix(val, "%("):
		return "", "core.hooksPath " + val + " names a directory ozdesk cannot tell"
	}
	from := repo.top
	if from == "" {
		from = repo.gitDir
	}
	return joinDir(from, val), ""
}

// hooksPathSetting returns core.hooksPath as git reads it for repo: its
// value, whether it is set, or why it cannot be told.
func hooksPathSetting(ctx *Context, repo gitRepo, call gitHookCall) (string, bool, string) {
	if call.hooksWhy != "" {
		return "", false, call.hooksWhy
	}
	var files []string
	if !call.noSystem {
		files = append(files, "/etc/gitconfig")
	}
	if path.IsAbs(ctx.Home) {
		files = append(files, path.Join(ctx.Home, ".config", "git", "config"), path.Join(ctx.Home, ".gitconfig"))
	}
	files = append(files, path.Join(repo.common, "config"), path.Join(repo.gitDir, "config.worktree"))
	val, set := "", false
	for i, f := range files {
		got, err := keyInFile(ctx, hookReader(ctx), f, "core", "hooksPath", false, 0)
		switch {
		case errors.Is(err, ErrNoProjectFile):
			continue
		case err != nil && i < len(files)-2:
			continue // the system's or the user's, which git run as the agent reads or fails on
		case err != nil:
			return "", false, "the repository's configuration " + f + " cannot be read (" + err.Error() + ")"
		case !got.ok:
			return "", false, f + " includes a file ozdesk cannot follow, which may set core.hooksPath"
		case got.cond && got.found:
			return "", false, f + " sets core.hooksPath in a file an includeIf names, whose condition ozdesk does not weigh"
		case got.found:
			val, set = got.val, true
		}
	}
	if call.hooksSet {
		val, set = call.hooksPath, true
	}
	return val, set, ""
}

// hookReader is how hooks and the files that find them are read: any
// file (Context.ScriptFile), else the project's.
func hookReader(ctx *Context) func(string, int) ([]byte, error) {
	if ctx.ScriptFile != nil {
		return ctx.ScriptFile
	}
	return ctx.ProjectFile
}

// hookRead reads file through hookReader, bounded at max bytes.
func hookRead(ctx *Context, file string, max int) ([]byte, error) {
	return hookReader(ctx)(file, max)
}
