package patterns

import (
	"path"
	"strings"

	"go.yaml.in/yaml/v3"
)

// The tasks `task NAME` runs (go-task, body_eval.go): the named tasks
// (`default` for plain task), each task's deps first, then its cmds (a
// string, `cmd:`, or `task:` another task of the file), and the commands
// go-task runs to decide whether it runs at all (`status`,
// `preconditions`' `sh`), from the Taskfile (Taskfile.yml, taskfile.yml,
// Taskfile.yaml, taskfile.yaml and their .dist forms) of the directory the
// part runs in, or -t's file (wherever it is, fx65a), moved by -d; each command in its own shell,
// in the Taskfile's directory or the task's literal `dir`. A `{{.VAR}}`
// template stands as an unknown shell variable, but for the file's own
// top-level vars set to plain text, read as their values in a task with
// no vars or env of its own. Included files, the BASH_ENV the commands
// get and for: loops are read by body_taskfile_include.go. YAML that does
// not parse, a task given by a template, a dry run, a listing or an
// option the reader does not know leaves the part as it was.

// taskfileNames are the Taskfile's names go-task looks for.
var taskfileNames = []string{"Taskfile.yml", "taskfile.yml", "Taskfile.yaml", "taskfile.yaml",
	"Taskfile.dist.yml", "taskfile.dist.yml", "Taskfile.dist.yaml", "taskfile.dist.yaml"}

// taskTasksMax bounds the tasks, deps included, one task part is judged
// by.
const taskTasksMax = 32

// taskFlags are go-task's options that take no value and leave what runs
// as it is.
var taskFlags = []string{"-f", "--force", "-s", "--silent", "-v", "--verbose", "-p", "--parallel", "-c", "--color",
	"-x", "--exit-code", "-y", "--yes", "--insecure", "--offline", "--no-status", "-F", "--failfast", "--global", "-g"}

// taskBodies returns the commands a task part runs, as one body.
func taskBodies(p *Part, ctx *Context) []runnerBody {
	dir, file, names, word, ok := readTaskCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	var name string
	var text []byte
	if file != "" {
		f := bodyJoin(dir, file)
		b, err := hookRead(ctx, f, taskFileMax) // -t's file wherever it is, as make's (fx65a)
		if err != nil {
			return nil
		}
		dir, name, text = path.Dir(f), path.Base(f), b
	} else if dir, name, text, ok = findTaskFile(ctx, dir, taskfileNames, true); !ok {
		return nil
	}
	tf, ok := parseTaskfile(text)
	if !ok {
		return nil
	}
	if why := tf.include(ctx, text, dir); why != "" { // body_taskfile_include.go
		from := fromIn(ctx.Cwd, dir, name)
		return []runnerBody{{key: "task-planted " + path.Join(dir, name), from: from, dir: dir, word: word,
			unread: from + " " + why, unreadClass: UnreadableProgram}}
	}
	for _, w := range p.Words[1:] {
		if v, _ := w.Literal(); strings.Contains(v, "=") && !strings.HasPrefix(v, "-") {
			tf.vars["."+v[:strings.IndexByte(v, '=')]] = "" // a variable for the run
		}
	}
	if len(names) == 0 {
		names = []string{"default"}
	}
	tf.home, tf.cwd = ctx.Home, ctx.Cwd
	lines, ok := tf.run(names, dir)
	if !ok || len(lines) == 0 {
		return nil
	}
	// Every line runs in the directory of its task: lines are grouped by
	// directory, one body each.
	var out []runnerBody
	from := fromIn(ctx.Cwd, dir, name) + "'s task " + strings.Join(names, " ")
	for _, g := range groupTaskLines(lines) {
		body, shown := linesInSubshells(g.lines)
		out = append(out, runnerBody{key: "task " + path.Join(dir, name) + " " + strings.Join(names, " ") + " " + g.dir,
			from: from, text: body, shown: shown, dir: g.dir, word: word})
	}
	return out
}

// readTaskCall reads a task part: its directory, -t's file (or ""), the
// tasks it names and the word of the first (or 0).
func readTaskCall(p *Part, cwd string) (dir, file string, names []string, word int, ok bool) {
	dir = cwd
	ws := p.Words
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return "", "", nil, 0, false
		}
		if v == "--" {
			break // CLI_ARGS: go-task hands them to a template
		}
		if !strings.HasPrefix(v, "-") {
			if strings.Contains(v, "=") {
				continue // a variable for the run
			}
			if len(names) == 0 {
				word = k
			}
			names = append(names, v)
			continue
		}
		name, val, eq := strings.Cut(v, "=")
		switch {
		case name == "-d" || name == "--dir" || name == "-t" || name == "--taskfile":
			if !eq {
				if k+1 >= len(ws) {
					return "", "", nil, 0, false
				}
				k++
				if val, lit = ws[k].Literal(); !lit || val == "" {
					return "", "", nil, 0, false
				}
			}
			if name == "-t" || name == "--taskfile" {
				file = val
			} else if dir = bodyDir(cwd, LitWord(val)); dir == "" {
				return "", "", nil, 0, false
			}
		case name == "-o" || name == "--output" || name == "-C" || name == "--concurrency" || name == "--interval":
			if !eq {
				k++
			}
		case contains(taskFlags, name):
		default:
			return "", "", nil, 0, false // a dry run, a listing, what the reader does not know
		}
	}
	return dir, file, names, word, true
}

// taskfile is what parseTaskfile read: each task.
type taskfile struct {
	tasks map[string]*yaml.Node
	// vars are the file's own `vars:` set to plain text, by the
	// template that reads them (".OZ"); "" for one not plain.
	vars map[string]string
	// dirs are the directories the tasks of included files run in, and
	// ns their namespaces ("x:"), by task (body_taskfile_include.go).
	dirs, ns map[string]string
	// home and cwd are the home and the directory task runs from, for
	// the templates naming them (body_template_env.go).
	home, cwd string
}

// parseTaskfile reads a Taskfile: false when it is not YAML whose tasks
// are a mapping.
func parseTaskfile(text []byte) (taskfile, bool) {
	var doc struct {
		Tasks yaml.Node `yaml:"tasks"`
		Vars  yaml.Node `yaml:"vars"`
	}
	if err := yaml.Unmarshal(text, &doc); err != nil || doc.Tasks.Kind != yaml.MappingNode {
		return taskfile{}, false
	}
	tf := taskfile{tasks: map[string]*yaml.Node{}, vars: map[string]string{}, dirs: map[string]string{}, ns: map[string]string{}}
	if doc.Vars.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(doc.Vars.Content); i += 2 {
			v := doc.Vars.Content[i+1]
			plain := v.Kind == yaml.ScalarNode && v.Value != "" && !strings.ContainsAny(v.Value, "{}$`\\'\"\n")
			if _, twice := tf.vars["."+doc.Vars.Content[i].Value]; twice || !plain {
				tf.vars["."+doc.Vars.Content[i].Value] = ""
				continue
			}
			tf.vars["."+doc.Vars.Content[i].Value] = v.Value
		}
	}
	for i := 0; i+1 < len(doc.Tasks.Content); i += 2 {
		tf.tasks[doc.Tasks.Content[i].Value] = doc.Tasks.Content[i+1]
	}
	return tf, true
}

// taskLine is a command and the directory it runs in.
type taskLine struct{ dir, text string }

// run returns the commands go-task runs for names, in dir: false for a
// name of no task, or past taskTasksMax tasks.
func (tf taskfile) run(names []string, dir string) ([]taskLine, bool) {
	var lines []taskLine
	seen := map[string]bool{}
	var visit func(n string, depth int) bool
	visit = func(n string, depth int) bool {
		t, ok := tf.tasks[n]
		if !ok || len(seen) >= taskTasksMax || depth > taskTasksMax {
			return false
		}
		if seen[n] {
			return true
		}
		seen[n] = true
		at, vars := dir, tf.vars
		if d, inc := tf.dirs[n]; inc {
			at, vars = d, nil // an included file's: its templates stay unknown
		}
		base := at
		var cmds, deps []*yaml.Node
		switch t.Kind {
		case yaml.ScalarNode:
			cmds = []*yaml.Node{t}
		case yaml.SequenceNode:
			cmds = t.Content
		case yaml.MappingNode:
			for i := 0; i+1 < len(t.Content); i += 2 {
				k, v := t.Content[i].Value, t.Content[i+1]
				switch k {
				case "cmds", "status", "preconditions":
					if v.Kind == yaml.SequenceNode {
						cmds = append(cmds, v.Content...)
					}
				case "cmd":
					cmds = append(cmds, v)
				case "deps":
					if v.Kind == yaml.SequenceNode {
						deps = v.Content
					}
				case "vars", "env", "requires":
					vars = nil // the task's own: its templates stay unknown
				case "dir":
					if v.Kind != yaml.ScalarNode || strings.Contains(v.Value, "{{") || strings.HasPrefix(v.Value, "~") {
						return false
					}
					at = bodyJoin(base, v.Value)
				}
			}
		default:
			return false
		}
		for _, d := range deps {
			if ref := tf.resolve(n, taskRef(d)); ref != "" && !visit(ref, depth+1) {
				return false
			}
		}
		for _, c := range cmds {
			if ref := tf.resolve(n, taskRef(c)); ref != "" && c.Kind == yaml.MappingNode {
				if !visit(ref, depth+1) {
					return false
				}
				continue
			}
			if s := taskCommand(c); s != "" {
				for _, item := range taskForItems(c, vars) { // body_taskfile_include.go
					lines = append(lines, taskLine{dir: at, text: templateLook(s, "{{", "}}", item, tf.envLook(dir, base, at))})
				}
			}
		}
		return true
	}
	for _, n := range names {
		if !visit(n, 0) {
			return nil, false
		}
	}
	return lines, true
}

// taskRef is the task a dep or a cmd names (`- build`, `- task: build`),
// or "".
func taskRef(n *yaml.Node) string {
	switch n.Kind {
	case yaml.ScalarNode:
		return n.Value
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == "task" && n.Content[i+1].Kind == yaml.ScalarNode {
				return n.Content[i+1].Value
			}
		}
	}
	return ""
}

// taskCommand is the shell command a cmd runs: a string, `cmd:`, a
// precondition's `sh:`, or a `defer:` string; "" for none.
func taskCommand(n *yaml.Node) string {
	switch n.Kind {
	case yaml.ScalarNode:
		return n.Value
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i].Value, n.Content[i+1]
			if (k == "cmd" || k == "sh" || k == "defer") && v.Kind == yaml.ScalarNode {
				return v.Value
			}
		}
	}
	return ""
}

// taskGroup is the lines that run in one directory.
type taskGroup struct {
	dir   string
	lines []string
}

// groupTaskLines groups lines by their directory, in the order each
// directory first comes.
func groupTaskLines(lines []taskLine) []taskGroup {
	var out []taskGroup
	for _, l := range lines {
		k := len(out) - 1
		for k >= 0 && out[k].dir != l.dir {
			k--
		}
		if k < 0 {
			out = append(out, taskGroup{dir: l.dir})
			k = len(out) - 1
		}
		out[k].lines = append(out[k].lines, l.text)
	}
	return out
}
