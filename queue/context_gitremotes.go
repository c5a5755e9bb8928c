package queue

import (
	"fmt"
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
	var out []string
	err := scanGitConfig(file, func(section, key, val string) (bool, error) {
		if section == "include" || section == "includeif" {
			return true, fmt.Errorf("%s: includes another configuration, whose remotes are not read", file)
		}
		if section == "remote" && (key == "url" || key == "pushurl") {
			out = append(out, strings.Trim(val, "\""))
		}
		return false, nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
