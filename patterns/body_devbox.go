package patterns

import (
	"path"
	"strings"
)

// What devbox runs from devbox.json (fx58a, rt56 R11): `devbox run` is
// peeled as a wrapper (its words the command it runs), and devbox runs a
// script of that name in the command's stead: `shell.scripts.NAME` (a
// string, or a list of lines), the extra words appended. Before every
// `devbox run` (a script or a command) and every `devbox shell`, devbox
// runs `shell.init_hook` (a string or a list), read too. devbox.json is
// the file of the directory the part runs in or the first above it, or
// the one -c/--config names (a file or a directory); it is read as
// HuJSON (comments and trailing commas), devbox's own format. Everything
// runs in devbox.json's directory. A devbox.json past the bound or not
// JSON, a script or hook that is neither a string nor a list of strings,
// and a plugin of the project's own (`include` of a `path:` or a relative
// file, whose hooks and scripts join these) ask as unreadable; devbox's
// built-in and remote plugins (`plugin:…`, `github:…`) are code fetched by
// name, left alone as a registry's package is.

// devboxDoc is what devbox.json holds of what runs.
type devboxDoc struct {
	Include []any `json:"include"`
	Shell   struct {
		InitHook any            `json:"init_hook"`
		Scripts  map[string]any `json:"scripts"`
	} `json:"shell"`
}

// devboxBodies returns what a part runs through devbox: the init hook,
// and the script its program word names. run reports that the part is
// peeled from `devbox run` (w its wrapper); else p is `devbox shell`.
func devboxBodies(p *Part, w Wrapper, run bool, ctx *Context) []runnerBody {
	config, ok := readDevboxConfig(w.Words, ctx.Cwd)
	if !ok {
		return nil
	}
	var at, file string
	var text []byte
	var tooBig, found bool
	if config != "" {
		at, file, text, tooBig, found = lookTaskFile(ctx, path.Dir(config), []string{path.Base(config)}, false)
		if !found {
			at, file, text, tooBig, found = lookTaskFile(ctx, config, []string{"devbox.json"}, false)
		}
	} else {
		at, file, text, tooBig, found = lookTaskFile(ctx, ctx.Cwd, []string{"devbox.json"}, true)
	}
	if !found {
		return nil
	}
	if tooBig {
		return fileUnread(ctx, "devbox", at, file, tooBigWhy(), 0)
	}
	var doc devboxDoc
	if unmarshalJSONC(text, &doc) != nil {
		return fileUnread(ctx, "devbox", at, file, "is not JSON devbox's reader takes", 0)
	}
	for _, inc := range doc.Include {
		s, _ := inc.(string)
		if devboxOwnPlugin(s) {
			return []runnerBody{{key: "devbox-plugin " + path.Join(at, file), from: fromIn(ctx.Cwd, at, file), dir: at,
				unreadClass: UnreadableProgram, unread: fromIn(ctx.Cwd, at, file) + " includes the plugin " + shownBody(s) +
					", whose hooks and scripts devbox runs, which is not read here"}}
		}
	}
	var lines []string
	if doc.Shell.InitHook != nil {
		hook, ok := stringList(doc.Shell.InitHook)
		if !ok {
			return taskRunBodies(ctx, "devbox", at, file, "init_hook", nil, "is neither a string nor a list of strings", 0)
		}
		lines = append(lines, strings.Join(hook, "\n"))
	}
	what := "init_hook"
	if name, lit := p.Words[0].Literal(); run && lit {
		if s, has := doc.Shell.Scripts[name]; has {
			script, ok := stringList(s)
			if !ok {
				return taskRunBodies(ctx, "devbox", at, file, "script "+name, nil, "is neither a string nor a list of strings", 0)
			}
			lines = append(lines, appendArgs(strings.Join(script, "\n"), p.Words[1:]))
			what = "script " + name
			if doc.Shell.InitHook != nil {
				what = "init_hook and script " + name
			}
		}
	}
	if len(lines) == 0 {
		return nil
	}
	var steps []taskLine
	for _, l := range lines {
		steps = append(steps, taskLine{dir: at, text: l})
	}
	return taskRunBodies(ctx, "devbox", at, file, what, steps, "", 0)
}

// devboxOwnPlugin reports whether an `include` names a plugin of the
// project's own files (`path:…`, a relative or absolute path).
func devboxOwnPlugin(s string) bool {
	return strings.HasPrefix(s, "path:") || strings.HasPrefix(s, ".") || strings.HasPrefix(s, "/")
}

// readDevboxConfig reads devbox's -c/--config from its words: the file
// or directory (or ""); false where the value is not literal.
func readDevboxConfig(ws []Word, cwd string) (string, bool) {
	config := ""
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return "", false
		}
		opt, val, eq := strings.Cut(v, "=")
		if opt != "-c" && opt != "--config" {
			continue
		}
		if !eq {
			if k+1 >= len(ws) {
				return "", false
			}
			k++
			if val, lit = ws[k].Literal(); !lit {
				return "", false
			}
		}
		if config = bodyDir(cwd, LitWord(val)); config == "" {
			return "", false
		}
	}
	return config, true
}

// devboxShell reports whether p is `devbox shell` (its init hook runs).
func devboxShell(p *Part) bool {
	if p.Program != "devbox" {
		return false
	}
	for _, w := range p.Words[1:] {
		v, lit := w.Literal()
		if !lit {
			return false
		}
		if !strings.HasPrefix(v, "-") {
			return v == "shell"
		}
	}
	return false
}
