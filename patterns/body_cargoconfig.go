package patterns

import (
	"errors"
	"path"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// What cargo runs by the project's configuration (fx69a, issue 7; rt67
// A2): cargo reads `.cargo/config.toml` (and `.cargo/config`) in the
// directory it runs in (or -C's) and in each directory above it, and
//
//   - runs the built program through a target's `runner` on `cargo run`,
//     `test` and `bench` (and `r`, `t`): the runner's words, then the
//     program's path, then the words after `--`, judged as that command;
//   - runs `build.rustc-wrapper`, `build.rustc-workspace-wrapper`,
//     `build.rustc`, `build.rustdoc` and a target's `linker` on every
//     build (build, check, run, test, clippy, doc, install, publish …),
//     each judged as the program it names;
//   - reads `cargo NAME`, NAME none of cargo's own commands, as its
//     `[alias]` NAME: `cargo ship` with `ship = "publish --allow-dirty"`
//     is `cargo publish --allow-dirty` (after `+toolchain` and cargo's own
//     options, the extra words appended).
//
// Every target's runner and linker is read, the host's not being known
// (a `cfg(…)` target too). A value that is a string is split on white
// space, as cargo splits it (no quotes, no `~`), and each word quoted,
// but for a plain word (`~` stays bare, the home: what is judged is never
// less than cargo runs); a list is its words. A program named by an
// absolute path outside the system's program directories is not shown by
// the command and asks as unreadable, as `--config build.rustc-wrapper=`
// and RUSTC_WRAPPER naming one do (nested_buildopts.go); a relative one
// is run from the directory holding `.cargo`, so `./run.sh` there is
// read as a script. A file past taskFileMax, or not TOML, asks as
// unreadable where cargo would read it. Not read: `[env]` (the variables
// cargo gives the build scripts, rustc and the program it runs),
// `rustflags` (`-C linker=`), `[source]` replacements and registries'
// credential providers, `include`, and ~/.cargo/config.toml where the
// home is not above the project.

// cargoBuiltins are cargo's own commands and their short names, which an
// alias cannot replace.
var cargoBuiltins = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, c := range strings.Fields(`add b bench build c check clean clippy config d doc fetch fix fmt
		generate-lockfile help info init install locate-project login logout metadata miri new owner
		package pkgid publish r read-manifest remove report run rm rustc rustdoc search t test tree
		uninstall update vendor verify-project version yank`) {
		m[c] = true
	}
	return m
}}

// cargoRunnerSubs are the commands that run the built program through a
// target's runner.
var cargoRunnerSubs = []string{"run", "r", "test", "t", "bench"}

// cargoBuildSubs are the commands that build, so run the wrappers,
// compilers and linkers cargo is configured with.
var cargoBuildSubs = []string{"build", "b", "check", "c", "run", "r", "test", "t", "bench", "doc", "d",
	"clippy", "fix", "install", "rustc", "rustdoc", "package", "publish", "miri"}

// cargoConfigFile is one configuration file cargo reads: the directory
// holding its .cargo (root), its name there, and what it sets.
type cargoConfigFile struct {
	root, name string
	alias      map[string]any
	build      map[string]any
	target     map[string]any
}

// cargoCall is a cargo part: the directory cargo runs in, its command and
// that command's word.
type cargoCall struct {
	dir, sub string
	word     int
}

// cargoConfigBodies returns what a cargo part runs by the configuration
// files cargo reads: its alias, its runner, its wrappers and linkers.
func cargoConfigBodies(p *Part, ctx *Context) []runnerBody {
	c, ok := readCargoCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	if !cargoConfigMatters(c.sub) {
		return nil
	}
	builtin := cargoBuiltins.get()[c.sub]
	runs := contains(cargoRunnerSubs, c.sub)
	builds := contains(cargoBuildSubs, c.sub)
	files, bad := readCargoConfigs(ctx, c.dir, c.word)
	if bad != nil {
		return bad
	}
	if !builtin {
		for _, f := range files { // the deepest file's alias wins
			if v, has := f.alias[c.sub]; has {
				return cargoAliasBody(p, c, f, v)
			}
		}
		return nil
	}
	var out []runnerBody
	for _, f := range files {
		from := fromIn(ctx.Cwd, f.root, f.name)
		if builds {
			for _, k := range []string{"rustc-wrapper", "rustc-workspace-wrapper", "rustc", "rustdoc"} {
				if v, has := f.build[k]; has {
					tail := " -" // rustc or rustdoc itself
					if strings.HasSuffix(k, "wrapper") {
						tail = " rustc -"
					}
					out = append(out, cargoProgramBodies(f, from, "build."+k, v, tail, c.word)...)
				}
			}
		}
		for _, t := range sortedKeys(f.target) {
			tab, _ := f.target[t].(map[string]any)
			if v, has := tab["linker"]; has && builds {
				out = append(out, cargoProgramBodies(f, from, "target."+t+".linker", v, " -o target/debug/app", c.word)...)
			}
			if v, has := tab["runner"]; has && runs {
				out = append(out, cargoProgramBodies(f, from, "target."+t+".runner", v,
					appendArgs(" target/debug/app", afterDashes(p.Words[c.word+1:])), c.word)...)
			}
		}
	}
	return out
}

// cargoConfigMatters reports whether cargo's command sub runs what its
// configuration names: an alias (none of cargo's commands), a build or
// a run.
func cargoConfigMatters(sub string) bool {
	return !cargoBuiltins.get()[sub] || contains(cargoBuildSubs, sub)
}

// afterDashes are the words after the first `--` of ws.
func afterDashes(ws []Word) []Word {
	for i, w := range ws {
		if isLit(w, "--") {
			return ws[i+1:]
		}
	}
	return nil
}

// cargoAliasBody is `cargo NAME` read as the alias v of file f.
func cargoAliasBody(p *Part, c cargoCall, f cargoConfigFile, v any) []runnerBody {
	words, ok := cargoWords(v)
	key := "cargo alias " + c.sub
	from := "the cargo alias " + c.sub
	if !ok || len(words) == 0 {
		return []runnerBody{{key: key, from: from, dir: c.dir, word: c.word,
			unread: from + " of " + path.Join(f.root, f.name) + " is neither a string nor a list of strings"}}
	}
	// cargo's own options stay, the toolchain too: `cargo +nightly ship`
	text := appendArgs("cargo", p.Words[1:c.word]) + " " + argWords(words)
	return []runnerBody{{key: key, from: from, dir: c.dir, word: c.word, text: appendArgs(text, p.Words[c.word+1:])}}
}

// cargoProgramBodies are the program a configuration key names, run
// with tail after it: its words as cargo splits them, and, for a string
// that holds what a shell reads, the string read as a command string too
// (as `--config KEY=VALUE` and CARGO_TARGET_<TRIPLE>_RUNNER are read,
// nested_buildopts.go), so `runner = "sh -c 'rm -rf ~'"` is judged as
// that command, and `"rm -rf # /"` as the words cargo runs.
func cargoProgramBodies(f cargoConfigFile, from, key string, v any, tail string, word int) []runnerBody {
	b := runnerBody{key: "cargo " + path.Join(f.root, f.name) + " " + key, from: from + "'s " + key, dir: f.root, word: word}
	words, ok := cargoWords(v)
	switch {
	case !ok:
		b.unread = b.from + " is neither a string nor a list of strings"
	case len(words) == 0:
		b.text = ":"
	case path.IsAbs(words[0]) && !installedProgram(words[0]):
		b.unread = b.from + " makes cargo run " + shownBody(words[0]) + ", a program whose contents the command does not show"
		b.unreadClass = UnreadableProgram
	default:
		b.text = argWords(words) + tail
	}
	out := []runnerBody{b}
	if s, isString := v.(string); isString && b.text != "" && argWords(words) != strings.Join(words, " ") {
		sh := b
		sh.key += " as a command string"
		sh.text = s + tail
		out = append(out, sh)
	}
	return out
}

// cargoWords are the words of a cargo configuration value that names a
// program with its arguments: a string split on white space, or a list of
// strings; false for another value.
func cargoWords(v any) ([]string, bool) {
	if s, ok := v.(string); ok {
		return strings.Fields(s), true
	}
	return stringList(v) // body_tasksteps.go
}

// readCargoConfigs reads the configuration files cargo reads from dir,
// deepest first; bad is the body of a part that cannot be judged (a file
// past the bound or not TOML).
func readCargoConfigs(ctx *Context, dir string, word int) (files []cargoConfigFile, bad []runnerBody) {
	d := dir
	for range bodyFileWalkMax {
		for _, n := range []string{".cargo/config.toml", ".cargo/config"} {
			b, err := ctx.ProjectFile(path.Join(d, n), taskFileMax)
			switch {
			case errors.Is(err, ErrFileTooLarge):
				return nil, fileUnread(ctx, "cargo", d, n, tooBigWhy(), word)
			case err != nil:
				continue
			}
			f, ok := parseCargoConfig(b)
			if !ok {
				return nil, fileUnread(ctx, "cargo", d, n, "is not TOML cargo's reader takes", word)
			}
			f.root, f.name = d, n
			files = append(files, f)
		}
		if d == "/" {
			break
		}
		d = path.Dir(d)
	}
	return files, nil
}

// parseCargoConfig reads the tables of a cargo configuration that name
// what cargo runs: false when text is not TOML or a table is not one.
func parseCargoConfig(text []byte) (cargoConfigFile, bool) {
	var doc map[string]any
	if toml.Unmarshal(text, &doc) != nil {
		return cargoConfigFile{}, false
	}
	var f cargoConfigFile
	for key, dst := range map[string]*map[string]any{"alias": &f.alias, "build": &f.build, "target": &f.target} {
		v, has := doc[key]
		if !has {
			continue
		}
		m, ok := v.(map[string]any)
		if !ok {
			return f, false
		}
		*dst = m
	}
	return f, true
}

// readCargoCall reads a cargo part: where it runs (-C) and its command,
// after `+toolchain` and cargo's own options; false for a word that is
// not literal, a listing, or no command.
func readCargoCall(p *Part, cwd string) (cargoCall, bool) {
	c := cargoCall{dir: cwd}
	if p.Program != "cargo" {
		return c, false
	}
	ws := p.Words
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		switch {
		case !lit:
			return c, false
		case k == 1 && strings.HasPrefix(v, "+"):
		case v == "-C" || v == "-Z" || v == "--config" || v == "--color" || v == "--explain":
			k++
			if v == "-C" && k < len(ws) {
				if c.dir = bodyDir(cwd, ws[k]); c.dir == "" {
					return c, false
				}
			}
		case v == "--list" || v == "-V" || v == "--version" || v == "-h" || v == "--help" || strings.HasPrefix(v, "--explain="):
			return c, false
		case strings.HasPrefix(v, "-"):
		default:
			c.sub, c.word = v, k
			return c, true
		}
	}
	return c, false
}
