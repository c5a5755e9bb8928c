package patterns

import "strings"

// git daemon serves repositories to the network without authentication
// (fx67a, rt65 A11). With --export-all it serves every repository below
// what it is given, not only those holding git-daemon-export-ok:
// --base-path=DIR (requests are read below DIR), else its directory
// operands (a whitelist), else any path on the machine (/). --user-path
// serves the users' homes (~alice/…). [serves-outside] judges what it
// serves as a file server's directory: the home, a directory holding it
// or a path outside the workdir asks; the project served (`--base-path=.`)
// is left alone, as `python3 -m http.server` in it is.

// gitDaemonDirs returns the directories a git part (its words after the
// program) serves, when it is `git daemon --export-all`, and whether it
// serves the users' homes besides.
func gitDaemonDirs(args []Word) (dirs []Word, homes, serves bool) {
	i := 0
	for ; i < len(args); i++ {
		v, _ := args[i].Literal()
		if v == "-C" || v == "-c" || v == "--git-dir" || v == "--work-tree" || v == "--namespace" || v == "--config-env" {
			i++
			continue
		}
		if !strings.HasPrefix(v, "-") {
			break
		}
	}
	if i >= len(args) || !isLit(args[i], "daemon") {
		return nil, false, false
	}
	return daemonDirs(args[i+1:])
}

// daemonDirs reads git daemon's own words (after `daemon`, or after the
// program git-daemon): its options take their values only joined by =.
func daemonDirs(args []Word) (dirs []Word, homes, serves bool) {
	var base, ops []Word
	exportAll, user, opts := false, false, true
	for _, w := range args {
		v := leadingLiteral(&w)
		switch {
		case opts && v == "--":
			opts = false
		case opts && v == "--export-all":
			exportAll = true
		case opts && (v == "--user-path" || strings.HasPrefix(v, "--user-path=")):
			user = true
		case opts && strings.HasPrefix(v, "--base-path="):
			base = []Word{valueAfter(w, len("--base-path="))}
		case opts && strings.HasPrefix(v, "--interpolated-path="):
			// Served below the template's directory (/srv/%H%D: /srv).
			t, _ := strings.CutPrefix(v, "--interpolated-path=")
			if k := strings.IndexByte(t, '%'); k >= 0 {
				t = t[:k]
			}
			base = []Word{LitWord(t)}
			if t == "" {
				base = []Word{LitWord("/")}
			}
		case opts && strings.HasPrefix(v, "-") && v != "":
		default:
			ops = append(ops, w)
		}
	}
	if !exportAll {
		return nil, false, false
	}
	dirs = base
	if len(dirs) == 0 {
		dirs = ops
	}
	if len(dirs) == 0 {
		dirs = []Word{LitWord("/")}
	}
	return dirs, user, true
}

// judgeGitDaemon is [serves-outside] of a git daemon part: name is its
// program's base name (git or git-daemon), args its words after it.
func judgeGitDaemon(name string, args []Word, ctx *Context) Judgement {
	var dirs []Word
	var homes, serves bool
	if name == "git" {
		dirs, homes, serves = gitDaemonDirs(args)
	} else {
		dirs, homes, serves = daemonDirs(args)
	}
	if !serves {
		return Judgement{}
	}
	if homes {
		return Judgement{Might: true, Certainly: true}
	}
	var j Judgement
	for _, d := range dirs {
		h, o := judgeHome("", d, ctx), judgeOutside("", d, ctx)
		j.Might = j.Might || h.Might || o.Might
		j.Certainly = j.Certainly || h.Certainly || o.Certainly
	}
	return j
}
