package queue

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
)

// scanGitConfig reads a git configuration file's keys as its own lines,
// bounded by gitConfigMax, and hands each to each with its section (the
// part before a subsection or a dot, lower-cased), its key (lower-cased)
// and its value (trimmed), until each says stop or fails. A file that is
// not there holds no key; one past the bound, or not read, is an error.
// Both [configRuns] and [configRemoteURLs] read through it.
func scanGitConfig(file string, each func(section, key, val string) (stop bool, err error)) error {
	f, err := os.Open(file)
	if notThere(err) {
		return nil
	}
	if err != nil {
		return couldNotRead(file, err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || fi.Size() > gitConfigMax {
		return fmt.Errorf("%s: not read or past %d bytes", file, gitConfigMax)
	}
	sc := bufio.NewScanner(io.LimitReader(f, gitConfigMax))
	sc.Buffer(make([]byte, 64<<10), gitConfigMax)
	section := ""
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") {
			head, rest, _ := strings.Cut(line[1:], "]")
			name, _, _ := strings.Cut(strings.TrimSpace(head), " ")
			name, _, _ = strings.Cut(name, "\"")
			section = strings.ToLower(strings.TrimSpace(name))
			if dot := strings.IndexByte(section, '.'); dot >= 0 {
				section = section[:dot]
			}
			line = strings.TrimSpace(rest) // a key may follow on the same line
		}
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		key, val, _ := strings.Cut(line, "=")
		stop, err := each(section, strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(val))
		if err != nil || stop {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("read %s: %w", file, err)
	}
	return nil
}
