package patterns

import "strings"

// ed fed its commands from a pipe, a here-string or a here-document
// writes the files its w, W and wq commands name (`printf 'w
// .git/config\n' | ed -s c`, `ed -s f <<< 'w .git/hooks/pre-commit'`):
// the script is the text fed, read here when the line holds it whole,
// and each file named is a write of that path, judged by every class
// that looks at written paths, as sed's w FILE is (does_scriptwrites.go).
// f FILE names the file a later bare w writes. Text not held whole is a
// script fed from elsewhere and unreadable already (read_escapes.go).

// edFedWrites adds to each ed part's writes the files its fed script
// writes.
func (r *reading) edFedWrites() {
	for _, p := range r.cmd.Parts {
		if p.Program != "ed" || len(p.Words) == 0 {
			continue
		}
		text, ok := r.fedText(p)
		if !ok {
			continue
		}
		files := edWriteFiles(text)
		if len(files) == 0 {
			continue
		}
		if p.does == nil {
			p.does = &doings{}
		}
		for _, f := range files {
			p.does.writes = append(p.does.writes, scriptPath(p.Words[0], f, false))
		}
	}
}

// edWriteFiles returns the files an ed script writes by name: w FILE,
// W FILE, wq FILE, and a bare w after f FILE (or after e FILE, which
// makes FILE the current one); text between a, i or c and its "." line
// is text, not commands; `w !CMD` writes to a command (read_escapes.go).
func edWriteFiles(script string) []string {
	var out []string
	current, input := "", false
	for _, line := range strings.Split(script, "\n") {
		if input {
			input = line != "."
			continue
		}
		cmd, rest := edCommand(line)
		switch cmd {
		case "a", "i", "c":
			input = true
		case "f", "e", "E":
			if rest != "" && !strings.HasPrefix(rest, "!") {
				current = rest
			}
		case "w", "W", "wq":
			switch {
			case strings.HasPrefix(rest, "!"):
			case rest != "":
				out = append(out, rest)
				if current == "" {
					current = rest // ed's first w FILE names the buffer's file
				}
			case current != "":
				out = append(out, current)
			}
		}
	}
	return out
}

// edCommand splits an ed command line into its command (after its
// addresses, a g/v command's pattern too) and its parameter, trimmed.
func edCommand(line string) (string, string) {
	for {
		line = strings.TrimLeft(line, " \t0123456789.,;$+-^")
		switch {
		case strings.HasPrefix(line, "'") && len(line) > 1:
			line = line[2:] // a mark
			continue
		case strings.HasPrefix(line, "/") || strings.HasPrefix(line, "?"):
			line = edSkipPattern(line)
			continue
		case len(line) > 0 && strings.ContainsRune("gvGV", rune(line[0])) && len(line) > 1 && !isIdentByte(line[1]):
			line = edSkipPattern(line[1:]) // the command list that follows runs on each line matched
			continue
		}
		break
	}
	if line == "" {
		return "", ""
	}
	if strings.HasPrefix(line, "wq") || strings.HasPrefix(line, "Wq") {
		return "wq", strings.TrimSpace(line[2:])
	}
	return line[:1], strings.TrimSpace(line[1:])
}

// edSkipPattern returns line after the pattern it begins with, delimited
// by its first byte (a backslash escapes the next byte).
func edSkipPattern(line string) string {
	d := line[0]
	for i := 1; i < len(line); i++ {
		switch line[i] {
		case '\\':
			i++
		case d:
			return line[i+1:]
		}
	}
	return ""
}
