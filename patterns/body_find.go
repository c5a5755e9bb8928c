package patterns

import (
	"path"
	"strings"
)

// bodyFileWalkMax bounds how many directories, the part's and those
// above it, a task runner's file is looked for in (just, poe).
const bodyFileWalkMax = 8

// taskFileMax bounds a task runner's file read (a justfile, a
// Taskfile, composer.json, pyproject.toml).
const taskFileMax = 256 << 10

// findTaskFile reads the first of names in dir, and, when up, in the
// directories above it as the runner looks there: the directory it was
// found in, its name and text; false when none is found, or a look fails
// otherwise than "no such file" (a file outside the project: the runner
// is then left as it was).
func findTaskFile(ctx *Context, dir string, names []string, up bool) (at, name string, text []byte, ok bool) {
	d := dir
	for range bodyFileWalkMax {
		for _, n := range names {
			b, err := ctx.ProjectFile(path.Join(d, n), taskFileMax)
			if err == nil {
				return d, n, b, true
			}
			if err != ErrNoProjectFile {
				return "", "", nil, false
			}
		}
		if !up || d == "/" {
			break
		}
		d = path.Dir(d)
	}
	return "", "", nil, false
}

// templateWith is text with each template between open and close (just's
// `{{ x }}`, go-task's `{{.X}}`) as an unknown shell variable: what it
// stands for is not known here, so a line can only be judged by its
// certain words. An unclosed template makes the rest unknown too. A
// template whose expression (its text within open and close, trimmed)
// vars gives a value that is not "" is that value: a variable the task
// file sets to plain text (rt50 A1).
func templateWith(text, open, close string, vars map[string]string) string {
	return templateLook(text, open, close, vars, nil)
}

// templateLook is templateWith, a template vars does not give read by
// look where look is not nil and gives it a value (body_template_env.go).
func templateLook(text, open, close string, vars map[string]string, look func(string) string) string {
	var b strings.Builder
	for {
		i := strings.Index(text, open)
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		b.WriteString(text[:i])
		j := strings.Index(text[i+len(open):], close)
		expr := strings.TrimSpace(text[i+len(open) : i+len(open)+max(j, 0)])
		if v := vars[expr]; v != "" && j >= 0 {
			b.WriteString(v)
		} else if _, set := vars[expr]; !set && look != nil && j >= 0 && look(expr) != "" {
			b.WriteString(look(expr))
		} else {
			b.WriteString("${OZDESK_TEMPLATE}")
		}
		if j < 0 {
			return b.String()
		}
		text = text[i+len(open)+j+len(close):]
	}
}

// linesInSubshells is lines as one body, each line in a subshell of its
// own (as make, just and go-task run them), and the lines joined by "; "
// for the reason.
func linesInSubshells(lines []string) (body, shown string) {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString("( ")
		b.WriteString(l)
		b.WriteString("\n)\n")
	}
	return b.String(), strings.Join(lines, "; ")
}
