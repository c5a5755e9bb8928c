package queue

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// The remotes of the repository a push runs in, read where the ask is
// judged (fx38b, rt31 D188): patterns' [push-away] asks of a push to a URL
// that is none of them. Read as the configuration's own lines, bounded as
// [configRuns] is (gitConfigMax); a configuration that includes another
// file (include.path, includeIf) might configure a remote there, and is
// an error: the push then might go anywhere.

// gitRemoteURLs returns Context.GitRemoteURLs: the url and pushurl of
// each remote of the repository holding dir (and of the common directory
// of a linked worktree); none when there is no repository.
func gitRemoteURLs(dir string) ([]string, error) {
	gd, err := findGitDir(dir)
	if err != nil || gd == "" {
		return nil, err
	}
	urls, err := configRemoteURLs(filepath.Join(gd, "config"))
	if err != nil {
		return nil, err
	}
	b, err := readSmallFile(filepath.Join(gd, "commondir"))
	if err != nil {
		return nil, err
	}
	if c := strings.TrimSpace(string(b)); c != "" {
		if !filepath.IsAbs(c) {
			c = filepath.Join(gd, c)
		}
		more, err := configRemoteURLs(filepath.Join(c, "config"))
		if err != nil {
			return nil, err
		}
		urls = append(urls, more...)
	}
	return urls, nil
}

// configRemoteURLs reads the remote.NAME.url and pushurl values of one
// configuration file: none when it is not there.
func configRemoteURLs(file string) ([]string, error) {
	f, err := os.Open(file)
	if notThere(err) {
		return nil, nil
	}
	if err != nil {
		return nil, couldNotRead(file, err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || fi.Size() > gitConfigMax {
		return nil, fmt.Errorf("%s: not read or past %d bytes", file, gitConfigMax)
	}
	sc := bufio.NewScanner(io.LimitReader(f, gitConfigMax))
	sc.Buffer(make([]byte, 64<<10), gitConfigMax)
	var out []string
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
			line = strings.TrimSpace(rest)
		}
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if section == "include" || section == "includeif" {
			return nil, fmt.Errorf("%s: includes another configuration, whose remotes are not read", file)
		}
		key, val, _ := strings.Cut(line, "=")
		key = strings.ToLower(strings.TrimSpace(key))
		if section == "remote" && (key == "url" || key == "pushurl") {
			out = append(out, strings.Trim(strings.TrimSpace(val), "\""))
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read %s: %w", file, err)
	}
	return out, nil
}
