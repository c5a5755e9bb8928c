package patterns

import (
	"errors"
	"path"
	"strconv"
)

// The .envrc `direnv allow` approves (body_eval.go): `direnv allow
// [PATH]` (and its names permit and grant) and `direnv reload` record
// that the .envrc of PATH's directory (the working directory without
// one), or the first directory above holding one, may run; direnv's
// shell hook then runs it with bash in its directory at every prompt
// there. Approving it is the moment to read it: the file is read as a
// shell script, bounded at scriptFileMax. direnv's stdlib functions it
// calls (`layout python`, `use nix`, `PATH_add bin`, `dotenv`,
// `watch_file`, `source_env`, `source_up`) are programs no default names,
// so an everyday .envrc stays allowed; a file past the bound or holding a
// NUL byte is unread (asks), a directory with none leaves the part as it
// was. `direnv exec DIR CMD` loads DIR's .envrc (or the first above it)
// before it runs CMD (fx68b, rt67 A.3: `direnv exec . true` ran it), so
// that .envrc is read as `direnv allow DIR` reads it, and CMD is peeled
// and judged as itself (wrappers_runner_table.go).

// direnvRC is the file direnv loads.
const direnvRC = ".envrc"

// direnvBodies returns the .envrc a direnv part approves.
func direnvBodies(p *Part, ctx *Context) []runnerBody {
	if len(p.Words) < 2 {
		return nil
	}
	verb, ok := p.Words[1].Literal()
	if !ok {
		return nil
	}
	switch verb {
	case "allow", "permit", "grant", "reload", "exec":
	default:
		return nil
	}
	dir, word := ctx.Cwd, 1
	if verb != "reload" && len(p.Words) > 2 {
		word = 2
		if dir = bodyDir(ctx.Cwd, p.Words[2]); dir == "" {
			return []runnerBody{{key: "direnv " + p.Words[2].Raw, word: word,
				unread: "the directory whose .envrc direnv " + verb + " approves is not known here, so the .envrc is not read"}}
		}
		if path.Base(dir) == direnvRC {
			dir = path.Dir(dir) // direnv allow ./.envrc
		}
	}
	return envrcBody(ctx, dir, verb, word)
}

// envrcBody reads the .envrc of dir or the first directory above it
// holding one.
func envrcBody(ctx *Context, dir, verb string, word int) []runnerBody {
	d := dir
	for range bodyFileWalkMax {
		file := path.Join(d, direnvRC)
		b, err := ctx.ProjectFile(file, scriptFileMax)
		if err == nil {
			text, err := scriptText(b, false) // body_script_nul.go
			if err != nil {
				return []runnerBody{{key: "envrc " + file, word: word,
					unread: "the " + fromIn(ctx.Cwd, d, direnvRC) + " direnv " + verb + " approves " + err.Error()}}
			}
			text = parsedPrefix(text)
			return []runnerBody{{key: "envrc " + file, from: fromIn(ctx.Cwd, d, direnvRC) + " (direnv " + verb + ")",
				text: text, dir: d, word: word, lines: true}}
		}
		if errors.Is(err, ErrFileTooLarge) {
			return []runnerBody{{key: "envrc " + file, word: word,
				unread: "the " + fromIn(ctx.Cwd, d, direnvRC) + " direnv " + verb + " approves is larger than ozdesk reads (" +
					strconv.Itoa(scriptFileMax>>10) + " KiB)"}}
		}
		if !errors.Is(err, ErrNoProjectFile) || d == "/" {
			return nil
		}
		d = path.Dir(d)
	}
	return nil
}

// direnvExecBodies returns the .envrc a part peeled from `direnv exec DIR
// CMD` loads before it runs (above), pointed at the part's program word.
func direnvExecBodies(p *Part, ctx *Context) []runnerBody {
	w, ok := direnvExecWrapper(p)
	if !ok || len(w.Words) < 3 {
		return nil
	}
	dir := bodyDir(ctx.Cwd, w.Words[2])
	if dir == "" {
		return []runnerBody{{key: "direnv " + w.Words[2].Raw,
			unread: "the directory whose .envrc direnv exec loads is not known here, so the .envrc is not read"}}
	}
	if path.Base(dir) == direnvRC {
		dir = path.Dir(dir)
	}
	return envrcBody(ctx, dir, "exec", 0)
}

// direnvExecWrapper returns the wrapper of p that is `direnv exec`.
func direnvExecWrapper(p *Part) (Wrapper, bool) {
	for _, w := range p.Wrappers {
		if w.Name == "direnv" && len(w.Words) > 1 && isLit(w.Words[1], "exec") {
			return w, true
		}
	}
	return Wrapper{}, false
}
