package patterns

import (
	"path"
	"sort"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// toxConf is a tox configuration read (body_tox.go): an INI one
// (tox.ini, setup.cfg, pyproject.toml's legacy_tox_ini) or a TOML one
// (tox.toml, pyproject.toml's [tool.tox]).
type toxConf struct {
	ini  *iniFile
	toml map[string]any
}

// toxCmdKeys are the keys whose commands an environment runs, in order.
var toxCmdKeys = []string{"commands_pre", "commands", "commands_post"}

// toxLinesMax bounds the commands one tox part reads.
const toxLinesMax = 128

// readToxConf reads file name's text as tox's configuration; false when
// it does not parse, or is no tox configuration (setup.cfg without
// [tox:tox], pyproject.toml without [tool.tox]).
func readToxConf(name string, b []byte) (toxConf, bool) {
	switch name {
	case "tox.ini", "setup.cfg":
		f, ok := parseINI(string(b))
		if !ok {
			return toxConf{}, false
		}
		if _, has := f.section("tox:tox"); name == "setup.cfg" && !has {
			return toxConf{}, false
		}
		return toxConf{ini: &f}, true
	}
	var doc map[string]any
	if err := toml.Unmarshal(b, &doc); err != nil {
		return toxConf{}, false
	}
	if name == "pyproject.toml" {
		tool, _ := doc["tool"].(map[string]any)
		if doc, _ = tool["tox"].(map[string]any); doc == nil {
			return toxConf{}, false
		}
		if legacy, ok := doc["legacy_tox_ini"].(string); ok {
			f, ok := parseINI(legacy)
			return toxConf{ini: &f}, ok
		}
	}
	return toxConf{toml: doc}, true
}

// envNames are the environments written in the configuration, for a
// tox run naming none: [testenv] itself ("py") and each [testenv:NAME]
// (tox.toml: each [env.NAME]).
func (c toxConf) envNames() []string {
	names := []string{"py"}
	if c.ini != nil {
		for _, s := range c.ini.sections {
			if n, ok := strings.CutPrefix(s.name, "testenv:"); ok {
				names = append(names, n)
			}
		}
		return names
	}
	envs, _ := c.toml["env"].(map[string]any)
	for n := range envs {
		names = append(names, n)
	}
	sort.Strings(names[1:])
	return names
}

// lines are the shell lines environments envs run (every one written
// when envs is nil); why says what cannot be read.
func (c toxConf) lines(envs []string, sub *toxSubst) ([]string, string) {
	if envs == nil {
		envs = c.envNames()
	}
	var lines []string
	for _, env := range envs {
		sub.env = env
		for _, key := range toxCmdKeys {
			var more []string
			var why string
			if c.ini != nil {
				more, why = c.iniLines(env, key, sub)
			} else {
				more, why = c.tomlLines(env, key, sub)
			}
			if why != "" {
				return nil, why
			}
			if lines = append(lines, more...); len(lines) > toxLinesMax {
				return nil, "runs more commands than ozdesk reads"
			}
		}
	}
	return lines, ""
}

// iniLines are the commands key of environment env in an INI
// configuration.
func (c toxConf) iniLines(env, key string, sub *toxSubst) ([]string, string) {
	v, ok := c.ini.get("testenv:"+env, key)
	if !ok {
		if v, ok = c.ini.get("testenv", key); !ok {
			return nil, ""
		}
	}
	var lines []string
	for _, l := range strings.Split(strings.ReplaceAll(v, "\\\n", " "), "\n") {
		l = toxLineCommand(l)
		if l == "" {
			continue
		}
		x, why := sub.expand(l, 0)
		if why != "" {
			return nil, why
		}
		words, ok := shlexSplit(x)
		if !ok {
			return nil, "has a command that cannot be split (a quote left open): " + l
		}
		if len(words) > 0 {
			lines = append(lines, argvLine(words))
		}
	}
	return lines, ""
}

// toxLineCommand is a command line with its factor condition (`py312:
// `, `!lint,docs: `) and its leading `-` (errors ignored) dropped.
func toxLineCommand(l string) string {
	l = strings.TrimSpace(l)
	if first, rest, ok := strings.Cut(l, " "); ok && strings.HasSuffix(first, ":") && len(first) > 1 &&
		strings.Trim(first[:len(first)-1], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.,!{}-") == "" {
		l = strings.TrimSpace(rest)
	}
	return strings.TrimSpace(strings.TrimPrefix(l, "-"))
}

// tomlLines are the commands key of environment env in a TOML
// configuration: [env.NAME]'s, else [env_run_base]'s, each a list of
// words.
func (c toxConf) tomlLines(env, key string, sub *toxSubst) ([]string, string) {
	envs, _ := c.toml["env"].(map[string]any)
	own, _ := envs[env].(map[string]any)
	v, has := own[key]
	if !has {
		base, _ := c.toml["env_run_base"].(map[string]any)
		if v, has = base[key]; !has {
			return nil, ""
		}
	}
	cmds, ok := v.([]any)
	if !ok {
		return nil, "has " + key + " ozdesk does not read"
	}
	var lines []string
	for _, cmd := range cmds {
		args, ok := cmd.([]any)
		if !ok {
			return nil, "has a command ozdesk does not read"
		}
		var words []string
		for _, a := range args {
			w, why := sub.tomlArg(a)
			if why != "" {
				return nil, why
			}
			words = append(words, w...)
		}
		if len(words) > 0 {
			lines = append(lines, strings.Join(words, " "))
		}
	}
	return lines, ""
}

// tomlArg is one element of a TOML command as shell words: a string
// with its substitutions, or a `{replace = …}` table (posargs, env).
func (s *toxSubst) tomlArg(a any) ([]string, string) {
	switch a := a.(type) {
	case string:
		if a == "{posargs}" {
			return rawWords(s.posargs), ""
		}
		x, why := s.expand(a, 0)
		if why != "" {
			return nil, why
		}
		words, ok := shlexSplit(shellQuote1(x))
		if !ok || len(words) != 1 {
			return nil, "has an argument ozdesk does not read"
		}
		return []string{argvWord(words[0])}, ""
	case map[string]any:
		switch a["replace"] {
		case "posargs":
			if len(s.posargs) > 0 {
				return rawWords(s.posargs), ""
			}
			def, ok := pyStringList(a["default"])
			if a["default"] != nil && !ok {
				return nil, "has a posargs default ozdesk does not read"
			}
			return []string{argvLine(def)}, ""
		case "env":
			name, _ := a["name"].(string)
			if !shellName(name) {
				return nil, "has an env replacement ozdesk does not read"
			}
			if def, ok := a["default"].(string); ok {
				return []string{argvWord(def)}, ""
			}
			return []string{`"${` + name + `}"`}, ""
		}
	}
	return nil, "has an argument ozdesk does not read"
}

// rawWords are ws as written.
func rawWords(ws []Word) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.Raw
	}
	return out
}

// toxSubst expands tox's substitutions in one environment's commands.
type toxSubst struct {
	root, home, env string
	posargs         []Word
	conf            toxConf
}

// expand is s with tox's substitutions written as the text tox puts
// there, for shlex to split: `{posargs}` (`{posargs:DEFAULT}`, and a
// word `[]`) the words after `--` as written, `{env:X}` the variable
// (`{env:X:DEFAULT}` the default), the directories (`{toxinidir}`,
// `{tox_root}`, `{envdir}`, `{envbindir}`, `{envpython}`, `{homedir}` …),
// `{envname}`, `{/}`, `{:}`, `{tty:ON:OFF}` ON, `{[SECTION]KEY}` that
// key's value; why names a substitution that cannot be expanded.
func (s *toxSubst) expand(text string, depth int) (string, string) {
	if depth > 4 {
		return "", "nests substitutions deeper than ozdesk reads"
	}
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '\\' && i+1 < len(text) && (text[i+1] == '{' || text[i+1] == '}'):
			b.WriteString(shellQuote1(text[i+1 : i+2]))
			i++
		case c == '[' && strings.HasPrefix(text[i:], "[]") && (i == 0 || text[i-1] == ' ') &&
			(i+2 == len(text) || text[i+2] == ' '):
			b.WriteString(strings.Join(rawWords(s.posargs), " "))
			i++
		case c == '{':
			end, ok := closingBrace(text, i)
			if !ok {
				return "", "has an unclosed substitution"
			}
			v, why := s.field(text[i+1:end], depth)
			if why != "" {
				return "", why
			}
			b.WriteString(v)
			i = end
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), ""
}

// field is the text substitution f (within its braces) stands for.
func (s *toxSubst) field(f string, depth int) (string, string) {
	name, mod, hasMod := strings.Cut(f, ":")
	envDir := path.Join(s.root, ".tox", s.env)
	switch name {
	case "posargs":
		if len(s.posargs) > 0 || !hasMod {
			return strings.Join(rawWords(s.posargs), " "), ""
		}
		return s.expand(mod, depth+1)
	case "env":
		v, def, hasDef := strings.Cut(mod, ":")
		if !shellName(v) {
			break
		}
		if hasDef {
			return s.expand(def, depth+1)
		}
		return "${" + v + "}", ""
	case "tty":
		on, _, _ := strings.Cut(mod, ":")
		return s.expand(on, depth+1)
	case "/":
		return "/", ""
	case "":
		if f == ":" {
			return ":", ""
		}
	case "envname", "env_name":
		return shellQuote1(s.env), ""
	}
	if p, ok := toxDir(name, s.root, envDir, s.home); ok && !hasMod {
		return shellQuote1(p), ""
	}
	if sec, key, ok := strings.Cut(f, "]"); ok && strings.HasPrefix(sec, "[") && s.conf.ini != nil {
		if v, ok := s.conf.ini.get(sec[1:], strings.ToLower(strings.TrimSpace(key))); ok {
			return s.expand(strings.ReplaceAll(v, "\n", " "), depth+1)
		}
	}
	return "", "has the substitution {" + f + "} ozdesk cannot expand"
}

// toxDir is the directory a tox substitution names.
func toxDir(name, root, envDir, home string) (string, bool) {
	switch name {
	case "toxinidir", "tox_root":
		return root, true
	case "toxworkdir", "work_dir":
		return path.Join(root, ".tox"), true
	case "temp_dir":
		return path.Join(root, ".tox", ".tmp"), true
	case "distdir":
		return path.Join(root, ".tox", "dist"), true
	case "envdir", "env_dir":
		return envDir, true
	case "envbindir", "env_bin_dir":
		return path.Join(envDir, "bin"), true
	case "envtmpdir", "env_tmp_dir":
		return path.Join(envDir, "tmp"), true
	case "envlogdir", "env_log_dir":
		return path.Join(envDir, "log"), true
	case "envpython", "env_python":
		return path.Join(envDir, "bin", "python"), true
	case "envsitepackagesdir", "env_site_packages_dir":
		return path.Join(envDir, "lib", "python", "site-packages"), true
	case "homedir":
		return home, true
	}
	return "", false
}
