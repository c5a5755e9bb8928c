package patterns

import (
	"net/url"
	"path"
	"strconv"
	"strings"
)

// wget's -x (--force-directories) saves each URL below the directories
// of its path (rt40 #2: `wget -x -nH https://x.example/.claude/settings.json`
// writes ./.claude/settings.json): the host's name first unless -nH
// (--no-host-directories), the scheme before it with
// --protocol-directories, --cut-dirs=N dropping the path's first N
// directories, all below -P's directory. A URL not known (a variable) or
// a --cut-dirs not known writes anything below that directory.

// wgetForcedWrites are the paths wget -x writes for its URL operands ops
// below dir (the part's own directory when nil).
func wgetForcedWrites(p *Part, ops []Word, dir *Word) []Word {
	base := LitWord(".")
	if dir != nil {
		base = *dir
	}
	cut := 0
	if _, cuts := operandWords(p, "--cut-dirs"); len(cuts) > 0 {
		v, ok := cuts[len(cuts)-1].Literal()
		n, err := strconv.Atoi(v)
		if !ok || err != nil || n < 0 {
			return []Word{treeWord(base)}
		}
		cut = n
	}
	noHost := hasFlag(p, "--no-host-directories")
	proto := hasFlag(p, "--protocol-directories")
	var out []Word
	for _, u := range ops {
		rel, ok := wgetForcedPath(u, cut, noHost, proto)
		if !ok {
			return []Word{treeWord(base)}
		}
		out = append(out, joinWord(base, rel))
	}
	return out
}

// wgetForcedPath is the relative path wget -x saves URL word u as; false
// when the word is not a literal URL.
func wgetForcedPath(u Word, cut int, noHost, proto bool) (string, bool) {
	v, ok := u.Literal()
	if !ok || v == "" {
		return "", false
	}
	if !strings.Contains(v, "://") {
		v = "http://" + v // wget's default scheme
	}
	pu, err := url.Parse(v)
	if err != nil || pu.Host == "" {
		return "", false
	}
	clean := path.Clean("/" + pu.Path) // wget resolves . and .. in a URL's path
	file := path.Base(clean)
	var dirs []string
	if d := path.Dir(clean); d != "/" {
		dirs = strings.Split(strings.TrimPrefix(d, "/"), "/")
	}
	if strings.HasSuffix(pu.Path, "/") || file == "/" || file == "." {
		if file != "/" && file != "." {
			dirs = append(dirs, file)
		}
		file = "index.html"
	}
	if cut >= len(dirs) {
		dirs = nil
	} else {
		dirs = dirs[cut:]
	}
	var parts []string
	if proto {
		parts = append(parts, strings.ToLower(pu.Scheme))
	}
	if !noHost {
		parts = append(parts, pu.Host)
	}
	parts = append(append(parts, dirs...), file)
	return strings.Join(parts, "/"), true
}
