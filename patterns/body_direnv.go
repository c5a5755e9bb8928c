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
// was. `direnv exec DIR CMD` runs only an .envrc already allowed, so it is
// peeled to CMD (wrappers_runner_table.go).

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
	case "allow", "permit", "grant", "reload":
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
