package patterns

import (
	"path"
	"strings"
)

// The commands `tox` runs (issue 7, rt56 R3/R9–R11): `tox`, `tox run`
// (`r`), `tox run-parallel` (`p`), `tox legacy` (`le`), with `-e A,B`
// (`--env`), `-c FILE` (`--conf`), `--root DIR` and the positional
// arguments after `--`. The configuration is the first of tox.ini,
// setup.cfg (with a [tox:tox] section), pyproject.toml (with
// [tool.tox]: its `legacy_tox_ini` string, or its native tables) and
// tox.toml of the directory or the first above it, as tox finds it. An
// environment NAME runs the `commands_pre`, `commands` and
// `commands_post` of [testenv:NAME], each key falling back to
// [testenv]'s (tox.toml: [env.NAME], then [env_run_base]); `tox` with no
// -e (and `-e ALL`, a label `-m`, a factor `-f`) reads every environment
// written. Each command is a line (a trailing `\` joins the next; a
// leading `-` and a factor condition `py312: ` dropped), split as shlex
// splits it and run with no shell in the configuration's directory
// (body_argv.go), after tox's substitutions (body_tox_cmd.go). `-n`
// (`--notest`) and tox's other commands run none. A configuration that
// does not parse leaves the part as it was; a substitution that cannot
// be expanded asks as unreadable.

// toxCall is a tox part read: where the configuration is looked for (or
// the file -c names), the environments, the positional arguments.
type toxCall struct {
	dir, conf string
	envs      []string
	posargs   []Word
	word      int
}

// toxValueOpts are tox's options that take a value.
var toxValueOpts = []string{"-e", "--env", "-c", "--conf", "--root", "--workdir", "-x", "--override",
	"--installpkg", "--hashseed", "-m", "--labels", "-f", "--factors", "--skip-env", "--result-json",
	"--exit-and-dump-after", "--runner", "--colored", "--discover", "--index-url", "-i"}

// toxOtherCommands are tox's commands that run no environment's commands
// (`exec` is a wrapper: wrappers_runner_table.go).
var toxOtherCommands = []string{"list", "l", "config", "c", "depends", "de", "quickstart", "q", "devenv", "d",
	"schema", "exec", "e"}

// readToxCall reads a tox part in cwd; false for one that runs no
// commands, or whose words the reader cannot take.
func readToxCall(p *Part, cwd string) (toxCall, bool) {
	c := toxCall{dir: cwd, word: 0}
	ws := p.Words
	positional := false
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return toxCall{}, false
		}
		if v == "--" {
			c.posargs = ws[k+1:]
			break
		}
		if !strings.HasPrefix(v, "-") || v == "-" {
			if !positional && contains(toxOtherCommands, v) {
				return toxCall{}, false
			}
			positional = true
			continue
		}
		opt, val, eq := strings.Cut(v, "=")
		if len(opt) > 2 && opt[1] != '-' && contains(toxValueOpts, opt[:2]) {
			opt, val, eq = opt[:2], opt[2:], true // -epy312
		}
		switch {
		case opt == "-n" || opt == "--notest" || opt == "--help" || opt == "-h" || opt == "--version" ||
			opt == "-l" || opt == "-a" || opt == "--showconfig" || opt == "--listenvs" || opt == "--listenvs-all":
			return toxCall{}, false
		case opt == "-p" || opt == "--parallel":
			if !eq && k+1 < len(ws) {
				if n, ok := ws[k+1].Literal(); ok && (n == "auto" || n == "all" || n != "" && strings.Trim(n, "0123456789") == "") {
					k++
				}
			}
			continue
		case !contains(toxValueOpts, opt):
			continue
		}
		if !eq {
			if k+1 >= len(ws) {
				return toxCall{}, false
			}
			k++
			if val, lit = ws[k].Literal(); !lit {
				return toxCall{}, false
			}
		}
		switch opt {
		case "-e", "--env":
			for _, e := range strings.Split(val, ",") {
				if e = strings.TrimSpace(e); e != "" {
					c.envs = append(c.envs, e)
				}
			}
			c.word = k
		case "-c", "--conf":
			if c.conf = bodyDir(cwd, LitWord(val)); c.conf == "" {
				return toxCall{}, false
			}
		case "--root":
			if c.dir = bodyDir(cwd, LitWord(val)); c.dir == "" {
				return toxCall{}, false
			}
		case "-m", "--labels", "-f", "--factors":
			c.envs = append(c.envs, "ALL")
		}
	}
	if contains(c.envs, "ALL") {
		c.envs = nil
	}
	return c, true
}

// toxNames are the files tox takes its configuration from, in its order.
var toxNames = []string{"tox.ini", "setup.cfg", "pyproject.toml", "tox.toml"}

// toxBodies returns the commands a tox part runs.
func toxBodies(p *Part, ctx *Context) []runnerBody {
	c, ok := readToxCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	at, file, conf, ok := findToxConf(ctx, c)
	if !ok {
		return nil
	}
	b := runnerBody{key: "tox " + path.Join(at, file) + " " + strings.Join(c.envs, ","),
		from: fromIn(ctx.Cwd, at, file) + "'s tox commands", dir: at, word: c.word}
	sub := toxSubst{root: at, home: ctx.Home, posargs: c.posargs, conf: conf}
	lines, why := conf.lines(c.envs, &sub)
	if why != "" {
		b.unread = b.from + " " + why
		return []runnerBody{b}
	}
	if len(lines) == 0 {
		return nil
	}
	b.text, b.shown = linesInSubshells(lines)
	return []runnerBody{b}
}

// findToxConf finds and reads the configuration tox reads: -c's file
// (or its directory's), else the first of toxNames that is tox's in the
// directory or the first above it.
func findToxConf(ctx *Context, c toxCall) (at, file string, conf toxConf, ok bool) {
	if c.conf != "" {
		dir, name := dirOf(c.conf), path.Base(c.conf)
		if b, err := ctx.ProjectFile(c.conf, taskFileMax); err == nil {
			conf, ok = readToxConf(name, b)
			return dir, name, conf, ok
		}
		c.dir = c.conf
	}
	d := c.dir
	for range bodyFileWalkMax {
		for _, n := range toxNames {
			b, err := ctx.ProjectFile(path.Join(d, n), taskFileMax)
			if err == ErrNoProjectFile {
				continue
			}
			if err != nil {
				return "", "", toxConf{}, false
			}
			if conf, ok := readToxConf(n, b); ok || n == "tox.ini" || n == "tox.toml" {
				return d, n, conf, ok
			}
		}
		if d == "/" {
			break
		}
		d = path.Dir(d)
	}
	return "", "", toxConf{}, false
}
